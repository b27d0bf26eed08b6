"""Space Lab's coach rings its pick again after Cancel (playtest 11): a newcomer chose the coach's card, then
another, pressed Cancel to start over, and the ring was gone for the rest of the turn. Cancel lets the whole
placement go (SL-7: a placement is one move, its card, slot and payment), so the coach points at its first step
again."""

from __future__ import annotations

from typing import Any

from game.kit.choices import Pick
from tests.client.driver import DT, click
from tests.client.test_coach import _learn, ring_of, ring_until


def _to_a_placement(app: Any, table: Any) -> None:
    """Follow the coach's ring until its pick is a placement: its card first, then its slot (and a payment)."""
    ring_until(app, table, lambda _spot: table.coach.aim is not None and table.coach.aim.kind == "place",
               "a placement")


def test_after_cancel_the_coach_rings_its_pick_again(data_dir: str) -> None:
    app, table = _learn("space_lab")
    _to_a_placement(app, table)
    first = ring_of(table)
    assert first is not None
    click(app, first.center)  # the coach's card is chosen: the ring goes on to its slot
    app.frame(DT)
    cancel = next((o for o in table.current_offers() if o.key == Pick("cancel")), None)
    assert cancel is not None, "Cancel is offered while a card is chosen"
    click(app, cancel.rect.center)
    app.frame(DT)
    assert table.choices.selected is None, "Cancel let the card go"
    again = ring_of(table)
    assert again is not None, "no ring after Cancel"
    assert again == first, (again, first)
