"""The Space Beans table as a newcomer meets it: prompts that count every point a move can bring."""

from __future__ import annotations

from typing import Any

from engine.core import Action
from engine.space_beans import card_id
from engine.space_beans.state import CLOSE, position
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table

K, D, BL = 0, 1, 2  # type indices in the spec's order


def _sb_table_at(state: Any) -> Any:
    """A two-seat Space Beans table (the human first) showing ``state``, a position built for the test."""
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Bruno", False, "greedy")], seed=1)
    app.push(table)
    table.mod.state = state
    table.forget_screen()
    app.frame(DT)
    return table


def test_a_close_worth_nothing_that_turns_a_scoring_secret_collection_up_says_so(data_dir: str) -> None:
    """SB-15 with SB-16: closing the open Klingbohns [4, 7] scores 0, but the secret Bluebeans [2, 5] turn face
    up and may be closed in the same step for +2; the prompt gives that figure and the close glows."""
    state = position(2, phase=CLOSE, hands={0: [card_id(K, 9)]}, open={0: [card_id(K, 4), card_id(K, 7)]},
                     secret={0: [card_id(BL, 2), card_id(BL, 5)]})
    table = _sb_table_at(state)
    assert table.view.close_worth(0) == 0 and table.view.flip_worth(0) == 2
    text, _colour = table.prompt_line()
    assert "score nothing" not in text
    assert "+2 points" in text and "secret" in text
    assert any(o.glow for o in table.current_offers() if o.key == Action("close"))


def test_a_close_worth_nothing_with_nothing_behind_it_still_says_so(data_dir: str) -> None:
    """SB-16, R-9: no card of value N in the open collection and a secret one that would not score either."""
    state = position(2, phase=CLOSE, hands={0: [card_id(K, 9)]}, open={0: [card_id(K, 4), card_id(K, 7)]},
                     secret={0: [card_id(BL, 3), card_id(BL, 5)]})
    table = _sb_table_at(state)
    assert "Closing now would score nothing" in table.prompt_line()[0]
    assert not any(o.glow for o in table.current_offers() if o.key == Action("close"))
