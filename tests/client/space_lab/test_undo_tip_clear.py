"""The greyed Undo's reason covers no seat's panel (playtest 23: under Undo it lay over Nova's station, what a
newcomer looks at while waiting); nor any other button (playtest 14)."""

from __future__ import annotations

import pygame

from game.kit import keeper
from tests.client.driver import DT
from tests.client.space_lab import steps


def test_the_undo_reason_covers_no_seat_panel(data_dir: str, monkeypatch) -> None:
    app, table = steps.start(2, 5)
    assert steps.play_until(app, table, lambda t: t.view.phase == "start" and not t.mod.can_undo, seed=5)
    undo = table.menu.get("ui:undo")
    assert undo is not None and not undo.enabled
    boxes: list[pygame.Rect] = []
    real = keeper.ui.panel
    monkeypatch.setattr(keeper.ui, "panel", lambda surface, r, *a, **kw: (boxes.append(pygame.Rect(r)),
                                                                          real(surface, r, *a, **kw))[1])
    table.mouse = undo.rect.center
    app.frame(DT)
    app.draw()
    assert boxes, "the reason was shown"
    tip = boxes[-1]
    panels = [*table.ui.seat_rects, *([] if table.ui.own_rect is None else [table.ui.own_rect])]
    assert tip.collidelist(panels) == -1, (tip, panels)
    assert not any(tip.colliderect(b.rect) for b in table.menu.buttons), tip
