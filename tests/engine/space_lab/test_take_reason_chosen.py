"""Choosing a revealed card (SL-5): the Hint's reason is about the cards taken and why, and every take the Hint
recommends carries one. Playtest 30: "Your Blue Pilot costs 2 other cards in hand: more than your hand holds now" was
said of a Red card taken (a hand card, and true whatever was taken), and a Green card taken over two Blue ones the
capsules needed came with no why at all."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.search.budget import Budget
from engine.search.hint import hint, reason
from engine.space_lab.cards import AGENCY_OF
from engine.space_lab.kinds import ActionKind, Phase

GAME = GAMES["space_lab"]
COLOURS = ("Red", "Blue", "Green", "Gold")
# sentences whose subject is the cards taken, without their colour: the Hint's line names them before
TAKEN = ("It costs nothing to place", "They cost nothing to place", "Cheaper to place than", "With the cards taken")


def _takes(seeds: range) -> Iterator[tuple[Any, Any]]:
    """Each reveal with two colours or more to choose from, in 2-player Normal games: (state, seat)."""
    for seed in seeds:
        s, rng = GAME.new(2, seed), random.Random(seed)
        bots = (make_bot("space_lab", "normal"), make_bot("space_lab", "normal"))
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            assert seat is not None
            if s.phase == Phase.AGENCY and len({AGENCY_OF[c] for c in s.revealed}) > 1:
                yield s, seat
            s = GAME.apply(s, decide(bots[seat], situation(GAME, s, rng)))[0]


def test_every_take_s_reason_is_about_the_cards_taken() -> None:
    said = 0
    for s, seat in _takes(range(6)):
        view = GAME.view(s, seat)
        for a in GAME.legal_actions(s):
            assert a.kind == ActionKind.AGENCY
            why = reason(GAME, view, a)
            if why is None:
                continue
            line = english(why, [])
            assert "more than your hand holds now" not in line, line  # a hand card's cost, whatever is taken
            assert COLOURS[a.card] in line or line.startswith(TAKEN) or re.match(r"\d+ cards: the most", line), \
                (COLOURS[a.card], line)
            said += 1
    assert said > 100


def test_every_take_the_hint_recommends_says_why() -> None:
    told = 0
    for s, seat in _takes(range(3)):
        found = hint(GAME, s, seat, random.Random(0), Budget(seconds=None, iterations=300))
        why = reason(GAME, GAME.view(s, seat), found.action)
        assert why is not None, (found.action, s.revealed, s.hands[seat])
        told += 1
    assert told > 20
