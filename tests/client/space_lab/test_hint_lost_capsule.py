"""A placement that leaves a capsule unable to be validated says so every time, in the Hint line as drawn
(playtest 15, 189/194-hint.png: two capsules lost by following the Hint, nothing said; the warning was a second
sentence the Hint area dropped for room). The line says what the move gains instead, and after the move the capsule
named shows its ✗ (SL-13: more colours missing than free slots around it)."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.search.hint import Hint, reason, why
from engine.space_lab import GAME
from engine.space_lab.advice import capsule_lost
from engine.space_lab.facts import capsule_facts
from engine.space_lab.words import CAPSULE_COLOURS_WORDS
from game import i18n
from game.kit.advisor import advice_words
from game.tables.space_lab.paint import prompt_holds
from game.words import say
from tests.client.space_lab.test_reasons import _pick

NAMES = ["Alice", "Nova"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_line_says_the_capsule_a_placement_loses(language: str) -> None:
    pygame.init()
    i18n.set_language(language)
    seen = 0
    try:
        for seed in range(3):
            rng, s, k = random.Random(seed), GAME.new(2, seed), 0
            while not GAME.is_over(s):
                k += 1
                me = GAME.to_act(s)
                assert me is not None
                v = GAME.view(s, me)
                places = [a for a in GAME.legal_actions(s) if a.kind == "place"]
                for a in places:
                    r = reason(GAME, v, a)
                    if r is None or capsule_lost(v, a.card, a.target) is None:
                        continue
                    other = next((b for b in places if b != a), None)
                    ranked = ((a, 100, 0.6),) + (((other, 100, 0.55),) if other else ())
                    line = advice_words(Hint(a, why(GAME, ranked, view=v), ranked), lambda w: say(w, NAMES), GAME,
                                        None, v, prompt_holds)
                    assert say(r, NAMES) in line, (line, say(r, NAMES))
                    # follow it: the capsule named can no longer be validated (its payment and keep left to chance)
                    cap = CAPSULE_COLOURS_WORDS.index(r.arg("capsule"))
                    t = GAME.apply(s, a)[0]
                    while not GAME.is_over(t) and GAME.to_act(t) == me and t.phase in ("pay", "keep"):
                        t = GAME.apply(t, GAME.legal_actions(t)[0])[0]
                    assert capsule_facts(GAME.view(t, me), me)[cap].blocked
                    seen += 1
                s = GAME.apply(s, _pick(s, rng, k))[0]
    finally:
        i18n.set_language("en")
    assert seen >= 20, seen
