"""Paying the tax can be taken back (AC-17; playtest 16, issue 18).

A newcomer clicked "End turn · draw", and the next click on the same place paid the tax ("Pay tax" had taken the
button's place); Undo was then refused, "something new was shown", though the tax moves only beans everyone sees.
By clicks on a solo table: once a tax is due that makes no Boss sell, Pay tax is clicked, then Undo, and the tax is
taken back: the phase, the fields and the Bosses are as they were."""

from __future__ import annotations

import random

from engine.core import Action
from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table, play_turns_by_clicks


def test_paying_a_tax_that_shows_nothing_new_can_be_undone() -> None:  # rule AC-17
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=3)
    app.push(table)

    def tax_due() -> bool:
        v = table.mod.game.view(table.mod.state, 0)
        if not (table.input_open and v.phase == "tax" and v.tax_due):
            return False
        events = table.mod.game.apply(table.mod.state, Action("tax"))[1]
        return all(e.kind in ("tax", "phase") for e in events)  # no Boss sells, nothing is revealed

    play_turns_by_clicks(app, table, random.Random(4), tax_due)
    before = table.mod.state
    pay = next(r for r, k in table.clickables() if isinstance(k, Action) and k.kind == "tax")
    click(app, pay.center)
    for _ in range(10):
        app.frame(DT)
    assert table.mod.state.phase != "tax" and table.mod.state.bosses != before.bosses  # the tax was paid
    undo = table.menu.get("ui:undo")
    assert undo is not None and undo.enabled, table.say(table.mod.why_no_undo())
    click(app, undo.rect.center)
    for _ in range(10):
        app.frame(DT)
    after = table.mod.state
    assert after.phase == "tax" and after.fields == before.fields and after.bosses == before.bosses
