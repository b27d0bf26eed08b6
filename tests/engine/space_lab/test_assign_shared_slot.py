"""The reason for an arrangement of the Objectives (SU-3) says what a shared middle slot does as the board shows it
(SL-13, R-11: a card on M1 or M2 counts for both capsules it touches, where both Objectives ask for its colour). The
board is the tray's order: a sharing the clicks bring is said as what follows them ("Then a Green card between
Yellow and Violet counts for both."), one the tray already holds not at all (playtest 34, 29.png: "… still counts
for both" was as true of the order on the board), the plain sentence only for the order on the board. Learn to play's first pick, "Order your Objectives 1-3-2: click Violet
then Pink. A Blue card between Yellow and Violet counts for both.", read as the clicks' doing, where that Blue card
counted for both on the board already."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import Words
from engine.space_lab import GAME
from engine.space_lab.advice import reason
from engine.space_lab.cards import NEED, PERMS
from engine.space_lab.words import CAPSULE_COLOURS_WORDS, colour_cards

PLAIN = "A {card} between {a} and {b} counts for both."
THEN = "Then a {card} between {a} and {b} counts for both."


def shares(objectives: list[int], left: int, agency: int) -> bool:
    """Both Objectives on the capsules either side of the shared slot right of capsule ``left`` ask for ``agency``."""
    return bool(NEED[objectives[left]][agency] and NEED[objectives[left + 1]][agency])


def claim(w: Words) -> tuple[int, int]:
    """The capsule left of the shared slot and the colour a sharing sentence names."""
    args = dict(w.args)
    left = CAPSULE_COLOURS_WORDS.index(args["a"])
    assert args["b"] == CAPSULE_COLOURS_WORDS[left + 1], "the two capsules either side of one middle slot"
    return left, next(ag for ag in range(4) if colour_cards(ag) == args["card"])


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_shared_slot_is_said_as_the_board_shows_it(seed: int) -> None:
    s = GAME.new(2, seed)
    seat = GAME.to_act(s)
    view = GAME.view(s, seat)
    assert view.phase == "assign"
    dealt = view.dealt
    said = set()
    for tray in PERMS:  # every order the player may have clicked the tray into
        board = [dealt[i] for i in tray]
        for a in GAME.legal_actions(s):
            picked = [dealt[i] for i in PERMS[a.card]]
            w = reason(replace(view, arranged=tray), a)
            new = [(left, ag) for left in (0, 1) for ag in range(4)
                   if shares(picked, left, ag) and not shares(board, left, ag)]
            if w is None:  # no colour shared in the order picked, or none the clicks bring
                shared = [(left, ag) for left in (0, 1) for ag in range(4) if shares(picked, left, ag)]
                assert not shared or picked != board and not new, (tray, a)
                continue
            said.add(w.text)
            left, ag = claim(w)
            assert shares(picked, left, ag), (tray, a, w)  # true of the board once the clicks are made
            if w.text == PLAIN:
                assert picked == board, (tray, a)  # no clicks: the board as it is
            elif w.text == THEN:
                assert (left, ag) in new, (tray, a, w)  # the clicks bring it
            else:
                raise AssertionError(w)
    assert {PLAIN, THEN} <= said, said
