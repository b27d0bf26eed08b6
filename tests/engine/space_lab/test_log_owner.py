"""A log line about another seat's move never says "your" (playtest 26: a computer's placement read "Red
Researcher (1 VP per Red card in your station)", taken for the viewer's own station). Section 4: a card's effect
counts the station it is placed in, its owner's."""

from __future__ import annotations

import random
import re

import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english, filter_events

GAME = GAMES["space_lab"]
NAMES = ["Ann", "Orbit", "Nova", "Vega"]


@pytest.mark.parametrize("seed", range(4))
def test_lines_of_other_seats_moves_say_no_your(seed: int) -> None:
    players = 2 + seed % 3
    s, rng = GAME.new(players, seed), random.Random(seed)
    bots = [make_bot("space_lab", "normal") for _ in range(players)]
    told = 0
    while not GAME.is_over(s):
        sit = situation(GAME, s, rng)
        s, events = GAME.apply(s, decide(bots[sit.seat], sit))
        for e in filter_events(events, 0):
            said = GAME.describe_event(e, 0)
            if said is None or e.seat in (0, -1):
                continue
            line = english(said, NAMES[:players])
            told += 1
            assert not re.search(r"\byour?\b", line, re.IGNORECASE), line
    assert told > 50


def test_no_card_face_says_your() -> None:
    """Section 4: a face is read on every seat's station, a computer's too: "3 VP per tile you hold" on Orbit's card
    read as the viewer's tiles (playtest 26). Every Lab card's and Objective's face words, in English."""
    from engine.core import Words
    from engine.space_lab.cards import EFFECT_OF, LAB_IDS, OBJECTIVE
    from engine.space_lab.faces import face_lines

    faces = [face_lines(EFFECT_OF[c]) for c in LAB_IDS] + [face_lines(o.effect, bottom=True) for o in OBJECTIVE.values()]
    said = [english(t, NAMES) for lines in faces for line in lines for t in line if isinstance(t, Words)]
    assert len(said) > 60
    assert not [s for s in said if re.search(r"\byour?\b", s, re.IGNORECASE)]
