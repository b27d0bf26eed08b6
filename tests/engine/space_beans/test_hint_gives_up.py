"""A Hint that adds a card to a collection that already scores says what it gives up and what for (SB-16, SB-20,
SB-22), and never names such a card for nothing where a move giving up nothing is as good (playtest 33, items 3-4).
Positions from the playtest's game (46.png, 126.png) and from seeded games where seat 0 follows the Hint."""

from __future__ import annotations

import random
import re

from engine import GAMES
from engine.core import Action, english
from engine.search.hint import brief, hint
from engine.space_beans.advice import for_nothing
from engine.space_beans.cards import card_type, card_value
from engine.space_beans.kinds import ActionKind, Phase
from engine.space_beans.positions import position
from engine.space_beans.state import State

GAME = GAMES["space_beans"]
NAMES = ["Alice", "Nova", "Orbit"]
BEANLIENS = 3

_DISCARD_126 = (9, 12, 90, 10, 14, 8, 94, 93, 43, 36, 17, 26, 20, 19, 13, 6, 63, 64, 47, 54, 59, 53, 58, 55, 48, 70, 52,
                67, 65, 73, 69, 85, 87, 84, 27, 83, 86, 82, 11, 7, 0, 3, 39, 41, 37, 104, 98, 96, 101, 102, 97, 44, 42,
                40, 30, 88, 89, 72, 71, 74, 60, 62)


def _move_196(orbit_open: tuple[int, ...] = (57, 51, 49)) -> State:
    """126.png: open Beanliens 1 (+1), Beanliens 5 in hand, the draw pile at 1 card, Orbit at 29 of 30 points with an
    open Beanliens 8 5 4 (one Beanliens more makes it 4 cards with a 4). ``orbit_open``: Orbit's open collection
    instead, its cards swapped with the discard pile's."""
    discard = tuple(c for c in _DISCARD_126 if c not in orbit_open) + tuple(c for c in (57, 51, 49)
                                                                            if c not in orbit_open)
    return position(
        3, seed=14383382739708609790, turn=48, phase=Phase.COLLECT, collecting=(BEANLIENS, "open"), draw=(103,),
        discard=discard, hands={0: (66, 50, 80, 38, 81, 95, 18, 76), 1: (75, 15, 1, 100, 34, 31)},
        open={0: (45,), 1: (28, 29, 22, 23, 25, 24), 2: orbit_open},
        trophies={0: (91, 56, 46, 16, 99, 68), 1: (4, 32, 79, 35), 2: (92, 21, 2, 61, 78, 5, 33, 77)},
    )  # fmt: skip


def _said(s: State, move: int, planned: tuple[Action, ...] = ()) -> tuple[Action, str]:
    found = hint(GAME, s, 0, random.Random(0), move=move, planned=planned)
    return found.action, english(brief(GAME, found, view=GAME.view(s, 0), reasoned=True), NAMES)


def test_growing_a_scoring_secret_says_what_it_gives_up_and_for_which_count() -> None:
    # 46.png: secret Beanliens 3 7 9 scores +3; "Best: Put Beanliens 6 on your secret collection." said no why
    s = position(
        3, seed=14383382739708609790, turn=12, phase=Phase.COLLECT,
        draw=(103, 76, 18, 57, 31, 95, 81, 34, 100, 45, 77, 1, 15, 38, 24, 37, 62, 80, 50, 41, 30, 97, 33, 75, 23, 25,
              39, 51, 86, 101, 89, 60, 72, 88, 66, 68, 82, 99, 5, 49, 71, 96, 42, 74, 11, 78, 83, 16, 69, 98, 22, 7,
              40, 87, 46, 70, 56, 29, 52, 102, 0, 61, 44, 79, 13, 28, 48, 2, 27, 73, 84, 55, 67),
        discard=(9, 12, 90, 10, 14, 8, 94, 93), hands={0: (53, 20, 58, 3, 35, 19, 26, 104), 1: (85, 6, 65)},
        open={0: (63, 64), 1: (43, 36, 32), 2: (21, 17)}, secret={0: (47, 54, 59)},
        trophies={0: (91,), 1: (4,), 2: (92,)},
    )  # fmt: skip
    action, said = _said(s, 47)
    assert action.kind == ActionKind.PLAY and action.target == "secret", said
    assert "It gives up its +3 for now. Its " in said, said
    goal = int(said.split("for now. Its ")[1].split()[0])
    after = GAME.apply(s, action)[0]  # the engine takes the advice
    grown = after.secret[0]
    assert len(grown) == 4 and all(card_value(c) != 4 for c in grown)  # the +3 is given up (SB-16)
    assert goal in {card_value(c) for c in grown} and goal > len(grown), said  # a card of the count it names


def test_a_card_kept_from_the_next_seat_says_so() -> None:
    # 126.png: "Its 5 scores 5 once it holds 5 cards" of an open Beanliens 1 (+1) read as throwing the point away;
    # passed on, that Beanliens 5 made Orbit's open Beanliens 4 cards with a 4, and Orbit won with it (SB-22)
    s = _move_196()
    action, said = _said(s, 196)
    assert action == Action(ActionKind.PLAY, 50, "open"), said
    assert "It gives up its +1, but keeps this card from Orbit." in said, said
    after = GAME.apply(s, action)[0]
    assert not any(card_type(c) == BEANLIENS for c in after.hands[0])  # no Beanliens left to pass to Orbit


def test_no_card_given_up_for_nothing_where_a_move_that_gives_up_nothing_is_as_good() -> None:
    # the same table with Orbit collecting Bluebeans: the Beanliens 5 feeds no one, and its 5 is out of likely
    # reach (3 more Beanliens, none in hand): "Done" keeps the +1 (SB-16, SB-27)
    s = _move_196(orbit_open=(36, 39, 41))
    action, said = _said(s, 196)
    assert action.kind == ActionKind.END, said
    assert "More Beanliens would undo its +1" in said, said
    assert GAME.is_legal(s, action) and GAME.apply(s, action)[0].open[0] == (45,)


def test_a_plan_step_that_gives_up_points_for_nothing_gives_way() -> None:
    # a seeded game (seed 6, move 68): a secret Moonbohnen 1 (+1) to be grown, Moonbohnen 6 8 9 in hand; the plan
    # kept from the last Hint named the 8 first ("its 8 scores 8 once it holds 8 cards": 6 cards more), where the
    # 6, whose count the hand's Moonbohnen bring within a turn's draw, was rated as well
    s = position(
        3, seed=6, turn=18, phase=Phase.COLLECT, collecting=(6, "secret"),
        draw=(21, 69, 6, 95, 46, 94, 64, 30, 72, 93, 14, 76, 22, 33, 45, 10, 24, 9, 32, 3, 52, 97, 100, 50, 13, 92, 96,
              44, 74, 27, 1, 25, 40, 55, 36, 31, 91, 85, 43, 63, 37, 42, 77, 17, 20, 101, 57, 58, 86, 28, 73, 2, 59,
              62, 39, 0, 80, 8, 7, 82, 65, 48, 67, 81, 23),
        discard=(88, 78, 83, 47, 54, 29, 26, 18, 51, 56, 53), hands={0: (98, 89, 102, 104, 84, 75), 1: (103, 99, 87, 15)},
        open={0: (66, 68, 70, 60, 61, 71), 1: (41, 38, 34, 35), 2: (16,)}, secret={0: (90,), 2: (5, 4, 11, 12)},
        trophies={0: (49,), 1: (19,), 2: (79,)},
    )  # fmt: skip
    action, said = _said(s, 68, planned=(Action(ActionKind.PLAY, 102, "secret"),))
    assert GAME.is_legal(s, action), said
    assert action != Action(ActionKind.PLAY, 102, "secret") and for_nothing(GAME.view(s, 0), action) == 0, said
    assert re.search(r"its (\d) scores \1", said), said  # what the card is for
