"""Système Solaire for a newcomer (issue 18, fourth round): the recap files the first-player marker under the seat
that took it, and the Hint never offers two copies of one kind swapped as another move."""

from __future__ import annotations

from engine.core import Action, Event, english
from engine.search.hint import why
from engine.systeme_solaire import GAME, position
from engine.systeme_solaire.kinds import EventKind

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
