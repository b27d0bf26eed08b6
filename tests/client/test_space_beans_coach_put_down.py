"""Space Beans' coach rings its pick again after the chosen card is put down (issue 18 re-test, 28.png): a newcomer
clicked the coach's card, clicked it again to put it down, and the coach's marks were gone for the rest of the step
(SB-12, SB-13: a card that may go to either collection is chosen first, then its collection)."""

from __future__ import annotations

from typing import Any

from game.kit.choices import Pick
from tests.client.driver import DT, click, click_key, run_until
from tests.client.test_coach import _learn, _ready


def _ring(table: Any) -> Any:
    return table.coach.target(table.current_offers(), table.action_rects)


def test_a_card_put_down_brings_the_coach_s_ring_back(data_dir: str) -> None:
    app, table = _learn("space_beans")
    for _ in range(300):
        run_until(app, lambda: _ready(table), 5000)
        app.frame(DT)
        spot = _ring(table)
        offer = next((o for o in table.current_offers() if spot is not None and o.rect == spot), None)
        if offer is not None and isinstance(offer.key, Pick) and offer.key.kind == "select":
            break  # the coach's card is one to choose first: its collection comes next
        if spot is not None:
            click(app, spot.center)
        elif "ui:coach-ok" in [k for _r, k in table.clickables()]:
            click_key(app, "ui:coach-ok")
        else:
            table.play(table.mod.legal()[0])
    else:
        raise AssertionError("the coach never picked a card to choose before its collection")
    first = spot
    click(app, first.center)
    app.frame(DT)
    assert table.choices.selected is not None, "the coach's card is chosen"
    assert _ring(table) != first, "the ring goes on to the collection"
    chosen = next(o for o in table.current_offers() if isinstance(o.key, Pick) and o.key == offer.key)
    click(app, chosen.rect.center)  # a second click puts it down
    app.frame(DT)
    assert table.choices.selected is None, "the card is put down"
    assert _ring(table) == first, "the coach rings its card again"
