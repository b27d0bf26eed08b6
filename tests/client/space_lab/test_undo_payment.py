"""Undo while a card waits for its payment (issue 18, the tenth re-test): Undo was lit (a card is chosen), and its
click only put the chosen card down in the kit while the card still sat in its slot asking to be paid for: the
prompt, the payment and the slot stayed, and Undo went grey. Now it takes the placement in progress back, as
Cancel does: the card is back in the hand, the payment let go (SL-9: a placement and its payment are one move until
Confirm); a move made before it this turn is not undone with it."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.cards import COST_OF
from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from game.kit.choices import Pick
from tests.client.driver import DT
from tests.client.driver import click_key as click_ui
from tests.client.space_lab import steps


@pytest.mark.parametrize("placed_before", [False, True])
def test_undo_takes_back_a_placement_half_paid_for(placed_before: bool, data_dir: str) -> None:
    app, table = steps.start(2, 1)
    free, costly, pay1, pay2 = lab("L01"), lab("L12"), lab("L46"), lab("L47")
    assert COST_OF[free] == 0 and COST_OF[costly] == 2
    steps.at(table, position(2, hands={0: [free, costly, pay1, pay2]}))
    for _ in range(600):
        app.frame(DT)
        if table.input_open:
            break
    if placed_before:  # Undo then also has a move to take back
        steps.click_key(app, table, Pick("select", "hand", free))
        steps.click_key(app, table, Action("place", free, "T0"))
    steps.click_key(app, table, Pick("select", "hand", costly))
    steps.click_key(app, table, Action("place", costly, "T1"))
    steps.click_key(app, table, Pick("pay", "hand", pay2))
    ui = table.ui
    assert ui.pending == (costly, "T1") and ui.payment == {pay2}
    before = ui.prompt()[0]
    click_ui(app, "ui:undo")
    app.frame(DT)
    # the card is back in the hand, nothing waits to be paid, and the prompt says what the turn offers again
    assert ui.pending is None and ui.payment == set() and ui.selected is None, (ui.pending, ui.payment)
    assert ui.prompt()[0] != before
    assert any(o.key == Pick("select", "hand", costly) for o in table.current_offers())
    assert (table.view.stations[0][0] == free) is placed_before  # the move before it stays
