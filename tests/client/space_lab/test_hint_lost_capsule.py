"""A placement that leaves a capsule unable to be validated says so every time, in the Hint line as drawn
(playtest 15, 189/194-hint.png: two capsules lost by following the Hint, nothing said; the warning was a second
sentence the Hint area dropped for room). The line says what the move gains instead, and after the move the capsule
named shows its ✗ (SL-13: more colours missing than free slots around it)."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab import GAME
from engine.space_lab.advice import capsule_lost
from engine.space_lab.facts import capsule_facts
from engine.space_lab.words import CAPSULE_COLOURS_WORDS
from game import i18n
from game.words import say
from tests.client.space_lab.followed import NAMES, hint_line, placed, placements


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_line_says_the_capsule_a_placement_loses(language: str) -> None:
    pygame.init()
    i18n.set_language(language)
    seen = 0
    try:
        for s, me, v, places, a, r in placements(range(3)):
            if capsule_lost(v, a.card, a.target) is None:
                continue
            other = next((b for b in places if b != a), None)
            line = hint_line(v, ((a, 100, 0.6),) + (((other, 100, 0.55),) if other else ()))
            assert say(r, NAMES) in line, (line, say(r, NAMES))
            # follow it: the capsule named can no longer be validated (its payment and keep left to chance)
            cap = CAPSULE_COLOURS_WORDS.index(r.arg("capsule"))
            assert capsule_facts(GAME.view(placed(s, a, me), me), me)[cap].blocked
            seen += 1
    finally:
        i18n.set_language("en")
    assert seen >= 20, seen
