"""After the last placement a hand can pay for, the turn waits for End turn, and Undo still takes the placement back
(playtest 14: the turn ended by itself, the computer answered at once, and Undo stopped at its move, so a card put
on the wrong slot stayed there). SL-7: after each placement the player may place again or end the action."""

from __future__ import annotations

from engine.core import Action
from engine.space_lab.cards import LAB_IDS
from engine.space_lab.codes import lab
from engine.space_lab.content import SLOTS
from engine.space_lab.positions import position
from game.kit.choices import Pick
from tests.client.driver import DT
from tests.client.driver import click_key as click_ui
from tests.client.space_lab import steps


def test_undo_takes_back_the_last_payable_placement_and_end_turn_passes_the_turn(data_dir: str) -> None:
    app, table = steps.start(2, 1)
    free = lab("L01")
    steps.at(table, position(2, hands={0: [free]}, deck=[c for c in LAB_IDS if c != free]))
    steps.settle(app, table)
    steps.click_key(app, table, Pick("select", "hand", free))
    steps.click_key(app, table, Action("place", free, "M0"))  # the hand is empty now: nothing else can be paid for
    steps.settle(app, table)
    for _ in range(60):
        app.frame(DT)
    v = table.view
    assert v.current == 0 and v.stations[0][SLOTS.index("M0")] == free, "the turn ended by itself"
    steps.offered(table, Action("end"))  # End turn is there to click
    click_ui(app, "ui:undo")
    for _ in range(10):
        app.frame(DT)
    v = table.view
    assert not v.stations[0][SLOTS.index("M0")] and free in v.hands[0] and v.current == 0, "Undo did not take the placement back"
    # placed again, on the slot meant, and End turn hands the turn on
    steps.click_key(app, table, Pick("select", "hand", free))
    steps.click_key(app, table, Action("place", free, "B0"))
    steps.settle(app, table)
    steps.click_key(app, table, Action("end"))
    for _ in range(10):
        app.frame(DT)
    assert table.view.stations[0][SLOTS.index("B0")] == free
    assert Action("end") in table.mod.recipe.actions and table.mod.state.turn > 1, "End turn did not end the turn"
