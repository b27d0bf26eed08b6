"""The review's Why for a Space Lab move names what the better move gains, never a count of the hand it leaves
(SL-9, SL-13): "Cards left in hand: 6, against 5" was the Why of a bottom slot whose Objective drew 2 Lab cards
(playtest 30). The parts of the engine's evaluation are tried largest gain first (``versus.ranked``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import Action, english
from engine.space_lab.cards import COST_OF, SLOT_INDEX
from engine.space_lab.content import K_DRAW_LAB
from engine.space_lab.facts import slot_facts
from engine.space_lab.kinds import ActionKind
from engine.space_lab.versus import ranked, review_versus

GAME = GAMES["space_lab"]


def _pairs(seed: int) -> Iterator[tuple[Any, Action, Action]]:
    """Each turn of a 2-player Normal game of ``seed``: every pair of the seat's placements and end of turn."""
    s, rng = GAME.new(2, seed), random.Random(seed)
    bots = (make_bot("space_lab", "normal"), make_bot("space_lab", "normal"))
    while not GAME.is_over(s):
        seat = GAME.to_act(s)
        assert seat is not None
        view = GAME.view(s, seat)
        moves = [a for a in GAME.legal_actions(s) if a.kind in (ActionKind.PLACE, ActionKind.END)]
        yield from ((view, best, played) for best in moves for played in moves if best != played)
        s = GAME.apply(s, decide(bots[seat], situation(GAME, s, rng)))[0]


def _objective_draws(view: Any, a: Action) -> bool:
    """Whether placement ``a`` arms a bottom slot's Objective that draws Lab cards (SL-13)."""
    if a.kind != ActionKind.PLACE or a.target not in SLOT_INDEX:
        return False
    fact = next(f for f in slot_facts(view, a.card) if f.slot == a.target)
    return fact.bottom is not None and fact.bottom.kind == K_DRAW_LAB


def test_an_objective_s_lab_cards_are_the_why_not_the_hand_they_leave() -> None:
    told = 0
    for view, best, played in _pairs(3):
        why = review_versus(view, best, played)
        line = english(why, []) if why is not None else ""
        assert not line.startswith("Cards left in hand"), line
        order = ranked(view, best, played)
        cheaper = played.kind == ActionKind.PLACE and COST_OF[best.card] < COST_OF[played.card]  # SL-8 said first
        if order[:1] == ["hand"] and _objective_draws(view, best) and not _objective_draws(view, played) and not cheaper:
            assert line.startswith("It triggers ") and "Objective: draw" in line, (best, played, line)
            told += 1
    assert told, "the seed's game has an Objective that draws Lab cards"
