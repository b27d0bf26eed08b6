"""A placement that triggers the end (SL-17) and gives up a capsule (SL-13) while the seat leads says the lead, the
why of ending now (playtest 17: "It scores 3 VP and triggers the end; Pink can no longer be validated." gave up a
10 VP capsule with no why, the player 28 VP ahead). The lead is on the public scores once the move is made, and the
line as drawn says it whole, in English and French."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab import GAME
from engine.space_lab.facts import capsule_facts
from engine.space_lab.words import CAPSULE_COLOURS_WORDS
from game import i18n
from game.words import say
from tests.client.space_lab.followed import NAMES, hint_line, placed, placements


@pytest.mark.parametrize("language", ["en", "fr"])
def test_ending_ahead_says_the_lead(language: str) -> None:
    pygame.init()
    i18n.set_language(language)
    seen = 0
    try:
        for s, me, v, _places, a, r in placements(range(12)):
            if "VP ahead" not in r.text:
                continue
            line = hint_line(v, ((a, 100, 0.6),))
            assert say(r, NAMES) in line, (line, say(r, NAMES))
            after = GAME.view(placed(s, a, me), me)
            assert after.trigger == me, after.trigger
            assert after.scores[me] - after.scores[1 - me] == r.arg("n") > 0, (r, after.scores)
            assert capsule_facts(after, me)[CAPSULE_COLOURS_WORDS.index(r.arg("capsule"))].blocked
            seen += 1
    finally:
        i18n.set_language("en")
    assert seen >= 3, seen
