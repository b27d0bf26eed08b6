"""A placement that triggers the end (SL-17) and gives up a capsule (SL-13) while the seat leads says the lead, the
why of ending now (playtest 17: "It scores 3 VP and triggers the end; Pink can no longer be validated." gave up a
10 VP capsule with no why, the player 28 VP ahead). The lead is on the public scores once the move is made, and the
line as drawn says it whole, in English and French."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.search.hint import Hint, reason, why
from engine.space_lab import GAME
from engine.space_lab.facts import capsule_facts
from engine.space_lab.words import CAPSULE_COLOURS_WORDS
from game import i18n
from game.kit.advisor import advice_words
from game.tables.space_lab.paint import prompt_holds
from game.words import say
from tests.client.space_lab.test_reasons import _pick

NAMES = ["Alice", "Nova"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_ending_ahead_says_the_lead(language: str) -> None:
    pygame.init()
    i18n.set_language(language)
    seen = 0
    try:
        for seed in range(12):
            rng, s, k = random.Random(seed), GAME.new(2, seed), 0
            while not GAME.is_over(s):
                k += 1
                me = GAME.to_act(s)
                assert me is not None
                v = GAME.view(s, me)
                for a in (a for a in GAME.legal_actions(s) if a.kind == "place"):
                    r = reason(GAME, v, a)
                    if r is None or "VP ahead" not in r.text:
                        continue
                    ranked = ((a, 100, 0.6),)
                    line = advice_words(Hint(a, why(GAME, ranked, view=v), ranked), lambda w: say(w, NAMES), GAME,
                                        None, v, prompt_holds)
                    assert say(r, NAMES) in line, (line, say(r, NAMES))
                    t = GAME.apply(s, a)[0]
                    while not GAME.is_over(t) and GAME.to_act(t) == me and t.phase in ("pay", "keep"):
                        t = GAME.apply(t, GAME.legal_actions(t)[0])[0]
                    after = GAME.view(t, me)
                    assert after.trigger == me, after.trigger
                    assert after.scores[me] - after.scores[1 - me] == r.arg("n") > 0, (r, after.scores)
                    assert capsule_facts(after, me)[CAPSULE_COLOURS_WORDS.index(r.arg("capsule"))].blocked
                    seen += 1
                s = GAME.apply(s, _pick(s, rng, k))[0]
    finally:
        i18n.set_language("en")
    assert seen >= 3, seen
