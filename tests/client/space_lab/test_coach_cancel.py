"""Space Lab's coach rings its pick again after Cancel (playtest 11): a newcomer chose the coach's card, then
another, pressed Cancel to start over, and the ring was gone for the rest of the turn. Cancel lets the whole
placement go (SL-7: a placement is one move, its card, slot and payment), so the coach points at its first step
again."""

from __future__ import annotations

from typing import Any

from game.kit.choices import Pick
from tests.client.driver import DT, click, click_key, run_until
from tests.client.test_coach import _learn, _ready


def _ring(table: Any) -> Any:
    return table.coach.target(table.current_offers(), table.action_rects)


def _to_a_placement(app: Any, table: Any) -> None:
    """Follow the coach's ring until its pick is a placement: its card first, then its slot (and a payment)."""
    for _ in range(200):
        run_until(app, lambda: _ready(table), 5000)
        app.frame(DT)
        aim, spot = table.coach.aim, _ring(table)
        if aim is not None and aim.kind == "place" and spot is not None:
            return
        if spot is not None:
            click(app, spot.center)
        elif "ui:coach-ok" in [k for _r, k in table.clickables()]:
            click_key(app, "ui:coach-ok")
        else:
            table.play(table.mod.legal()[0])
    raise AssertionError("the coach never picked a placement")


def test_after_cancel_the_coach_rings_its_pick_again(data_dir: str) -> None:
    app, table = _learn("space_lab")
    _to_a_placement(app, table)
    first = _ring(table)
    assert first is not None
    click(app, first.center)  # the coach's card is chosen: the ring goes on to its slot
    app.frame(DT)
    cancel = next((o for o in table.current_offers() if o.key == Pick("cancel")), None)
    assert cancel is not None, "Cancel is offered while a card is chosen"
    click(app, cancel.rect.center)
    app.frame(DT)
    assert table.choices.selected is None, "Cancel let the card go"
    again = _ring(table)
    assert again is not None, "no ring after Cancel"
    assert again == first, (again, first)
