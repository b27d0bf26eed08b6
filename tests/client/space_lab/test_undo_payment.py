"""Undo while a card waits for its payment (issue 18, the tenth re-test): Undo was lit, and its click only put the
chosen card down in the kit while the card still sat in its slot asking to be paid for: nothing changed on
screen. Now it takes back the last step, visibly: the last card picked to pay, then the slot aimed at (SL-9: a
placement and its payment are one move until Confirm)."""

from __future__ import annotations

from engine.core import Action
from engine.space_lab import position
from engine.space_lab.cards import COST_OF, lab
from game.kit.choices import Pick
from tests.client.driver import DT
from tests.client.driver import click_key as click_ui
from tests.client.space_lab import steps


def test_undo_takes_back_the_last_payment_pick_then_the_aim(data_dir: str) -> None:
    app, table = steps.start(2, 1)
    free, costly, pay1, pay2 = lab("L01"), lab("L12"), lab("L46"), lab("L47")
    assert COST_OF[free] == 0 and COST_OF[costly] == 2
    steps.at(table, position(2, hands={0: [free, costly, pay1, pay2]}))
    for _ in range(600):
        app.frame(DT)
        if table.input_open:
            break
    # a first placement this turn, so Undo has a move to take back and is lit
    steps.click_key(app, table, Pick("select", "hand", free))
    steps.click_key(app, table, Action("place", free, "T0"))
    steps.click_key(app, table, Pick("select", "hand", costly))
    steps.click_key(app, table, Action("place", costly, "T1"))
    steps.click_key(app, table, Pick("pay", "hand", pay2))
    steps.click_key(app, table, Pick("pay", "hand", pay1))
    ui = table.ui
    assert ui.pending == (costly, "T1") and ui.payment == {pay1, pay2}
    before = ui.prompt()[0]
    click_ui(app, "ui:undo")
    app.frame(DT)
    # the last pick is taken back; the card still waits in its slot, still chosen, and the prompt says so
    assert ui.pending == (costly, "T1") and ui.payment == {pay2}, (ui.pending, ui.payment)
    assert ui.selected == costly and ui.prompt()[0] != before
    assert table.view.stations[0][0] == free  # the first placement is not undone with it
    click_ui(app, "ui:undo")
    app.frame(DT)
    assert ui.payment == set() and ui.pending == (costly, "T1")
    click_ui(app, "ui:undo")
    app.frame(DT)
    # then the slot aimed at: the card is chosen again, its glowing slots offered
    assert ui.pending is None and ui.selected == costly
    assert any(o.key == Action("place", costly, "T1") for o in table.current_offers())
    click_ui(app, "ui:undo")
    app.frame(DT)
    # then, nothing chosen any more, the placement before it
    assert ui.selected is None
