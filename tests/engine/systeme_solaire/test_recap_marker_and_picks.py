"""Système Solaire for a newcomer (issue 18, fourth round): the recap files the first-player marker under the seat
that took it, the Hint never offers two copies of one kind swapped as another move, and a selection pick is named as
the whole selection the coach then rings."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Action, Event, english, words
from engine.search.hint import why
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import hand_value
from engine.systeme_solaire.kinds import EventKind
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.words import cards_line

NAMES = ["Alice", "Nova", "Orbit"]


def test_the_marker_taken_is_told_under_the_seat_that_took_it() -> None:
    """SS-14: Alice won the auction and took the marker from Nova; the recap put "Alice takes the first-player
    marker" under "Nova: still 6 VP", as Nova's doing. It is Alice's own: not told to her, told under Alice to
    Orbit."""
    s = position(3, hands={0: ["P2"], 1: ["P3"], 2: ["P1"]}, groups=[["Mars"], ["Venus"], ["Sun"]], phase="bid")
    view = GAME.view(s, 0)
    events = [Event(EventKind.MARKER, 1, to_seat=0), Event(EventKind.BID, 1, value=2)]
    for viewer, seat, told in ((0, 0, False), (2, 0, True), (2, 1, False)):
        blocks = {b.seat: [english(w, NAMES) for w in b.heard] for b in GAME.recount(view, view, events, viewer)}
        assert ("Alice takes the first-player marker" in blocks.get(seat, [])) is told, (viewer, blocks)


def test_two_copies_of_one_kind_swapped_are_one_move_in_the_hint() -> None:
    """SS-21: group 2 holds two Mercury; "Mercury to your hand, Mercury to your front" and the other way round are
    one move, said one way: the Hint named the swap as "just as good", and now names a move that differs."""
    s = position(3, hands={0: ["P2"], 1: ["P3"], 2: ["P1"]}, fronts={0: ["Mars"]},
                 groups=[["Venus", "Saturn"], ["Mercury", "Mercury"], ["Sun"]], order=[0, 1, 2], winner=0,
                 round=3, phase="take")
    v = GAME.view(s, 0)
    hf, fh, other = Action("take", 1, "hf"), Action("take", 1, "fh"), Action("take", 0, "hf")
    assert {hf, fh, other} <= set(GAME.legal_actions(s))
    assert GAME.describe_in(v, hf) == GAME.describe_in(v, fh)
    line = english(why(GAME, ((fh, 60, 0.6), (hf, 59, 0.6), (other, 40, 0.4)), view=v), NAMES)
    assert line.count("Mercury to your hand") == 1 and "Venus" in line, line


def _select_decisions(games: int = 12) -> list[tuple[Any, int]]:
    """(state, seat) at each secret selection (SS-15) of some seeded 3- and 4-player games, its first pick not
    yet made; the other moves random."""
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        s = GAME.new(3 + seed % 2, seed)
        while not GAME.is_over(s):
            seat = GAME.to_act(s)
            if s.phase == "select" and not GAME.view(s, seat).selection:
                out.append((s, seat))
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))[0]
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_selection_pick_is_named_as_the_whole_selection_the_coach_then_plays(lang: str) -> None:
    """SS-15: the Hint said "Select Probe 2" while the coach said "Select Probe 2, then Select Jupiter, then
    Confirm": one move read as two answers. A pick is named as the whole selection it starts, the cards the coach
    then rings (the Normal computer's way on), and following them is legal and reveals that total."""
    from game import i18n
    from game import words as say_words
    from game.tables.systeme_solaire.coach import GATHERED, WHOLE_AT_FIRST
    from tests.to_the_end import engine_plan

    assert "select" in WHOLE_AT_FIRST
    longer = 0
    i18n.set_language(lang)
    try:
        for s, seat in _select_decisions():
            v, legal = GAME.view(s, seat), GAME.legal_actions(s)
            for first in [a for a in legal if a.kind == "select"][:3]:
                plan = engine_plan("systeme_solaire", v, legal, "t", GATHERED, first)
                picks = tuple(a.card for a in plan if a.kind == "select")
                said = say_words.say(GAME.describe_in(v, first), NAMES)
                assert said == say_words.say(words("Spend {cards} (total {n})", cards=cards_line(picks),
                                                   n=hand_value(picks)), NAMES), (said, plan)
                assert said.startswith("Spend " if lang == "en" else "Dépenser ")
                state = s
                for a in plan:
                    assert GAME.is_legal(state, a), (a, plan)
                    state = GAME.apply(state, a)[0]
                longer += len(picks) > 1
    finally:
        i18n.set_language("en")
    assert longer > 0, "some selection of more than one card was named"
