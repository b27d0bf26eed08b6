"""The greyed Undo's tip is never drawn under Learn to play's coach panel (playtest 28, Space Beans: its box peeped
out from behind the coach's, its words hidden): it keeps clear of the panel, or is drawn over it."""

from __future__ import annotations

from typing import Any

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE
from game import record
from tests.client.test_space_beans_coach_draw import _coached

D, BE, CE, BO, MO = 1, 3, 4, 5, 6


def test_the_greyed_undos_tip_is_not_drawn_under_the_coach(data_dir: str) -> None:
    state = position(3, phase=CLOSE, hands={0: [card_id(BE, 8), card_id(CE, 6), card_id(BO, 2), card_id(MO, 2)]},
                     open={0: [card_id(D, 2), card_id(D, 5)]})
    table = _coached(state, "en")
    assert table.coach_speaking
    undo = table.menu.get("ui:undo")
    assert undo is not None and not undo.enabled
    boxes: list[Any] = []
    real = table.keeper.undo_tip

    def watched(*args: Any, **kw: Any) -> Any:
        drawn = real(*args, **kw)
        boxes.extend(drawn[:1])
        with record.capture(feed=True):
            record.text("<undo tip>")
        return drawn

    table.keeper.undo_tip = watched
    table.mouse = undo.rect.center
    with record.capture() as items:
        table.app.draw()
    texts = record.texts(items)
    assert boxes, "the tip was drawn"
    # drawn after the coach's panel, or clear of it
    assert texts.index("<undo tip>") > texts.index("Coach") or not boxes[0].colliderect(table.coach.panel), texts
