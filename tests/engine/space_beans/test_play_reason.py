"""Why the coach's play is worth it (issue 18: every tester asked why): a collection that then holds N cards with a
card of value N among them scores N once closed (SB-16). Said only where it holds, from the player's own view."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action, english
from engine.space_beans import GAME, card_id
from engine.space_beans.state import COLLECT, position
from engine.space_beans.words import play_reason

K, D, BL = 0, 1, 2  # Klingbohns, Darth Beans, Bluebeans (the spec's order)


@pytest.mark.parametrize(("hand", "held", "target", "said"), [
    # rule SB-16: Klingbohns [4, 7] + 3 = three cards with a 3: closing scores 3
    ((K, 3), {"open": {0: [card_id(K, 4), card_id(K, 7)]}}, "open",
     "Your open Klingbohns collection then holds 3 cards, a 3 among them: closing it scores 3."),
    # rule SB-11, SB-15, SB-16: a first card of value 1 starts a secret collection of one card, a 1
    ((BL, 1), {"open": {0: [card_id(K, 4)]}}, "secret",
     "Your secret Bluebeans collection then holds 1 card, a 1: once closed it scores 1."),
])
def test_a_play_that_makes_a_scoring_collection_says_what_it_scores(
        hand: tuple[int, int], held: dict[str, Any], target: str, said: str) -> None:
    card = card_id(*hand)
    s = position(3, phase=COLLECT, hands={0: [card, card_id(D, 5)]}, **held)
    play = Action("play", card, target)
    assert play in GAME.legal_actions(s)
    assert english(play_reason(GAME.view(s, 0), play), []) == said


def test_no_reason_where_no_card_matches_the_count() -> None:
    # rule SB-16: Klingbohns [4, 7] + 5 = three cards, no 3: nothing is claimed
    s = position(3, phase=COLLECT, hands={0: [card_id(K, 5)]}, open={0: [card_id(K, 4), card_id(K, 7)]})
    v = GAME.view(s, 0)
    assert play_reason(v, Action("play", card_id(K, 5), "open")) is None
    assert play_reason(v, Action("end")) is None
