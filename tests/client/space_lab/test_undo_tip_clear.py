"""The greyed Undo's reason covers no seat's panel (playtest 23: under Undo it lay over Nova's station, what a
newcomer looks at while waiting); nor any other button (playtest 14)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.kit import keeper
from tests.client.driver import DT
from tests.client.space_lab import steps


def _undo_reason(table: Any, app: Any, monkeypatch: Any) -> pygame.Rect:
    """Where the greyed Undo's reason shows, the pointer resting on Undo."""
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
    return boxes[-1]


def _no_undo(players: int) -> tuple[Any, Any]:
    """A table at a turn's start where Undo is greyed."""
    app, table = steps.start(players, 5)
    assert steps.play_until(app, table, lambda t: t.view.phase == "start" and not t.mod.can_undo, seed=5)
    return app, table


def test_the_undo_reason_covers_no_seat_panel(data_dir: str, monkeypatch) -> None:
    app, table = _no_undo(2)
    tip = _undo_reason(table, app, monkeypatch)
    panels = [*table.ui.seat_rects, *([] if table.ui.own_rect is None else [table.ui.own_rect])]
    assert tip.collidelist(panels) == -1, (tip, panels)
    assert not any(tip.colliderect(b.rect) for b in table.menu.buttons), tip


@pytest.mark.parametrize(("players", "language"), [(2, "en"), (3, "fr")])
def test_the_undo_reason_covers_none_of_the_players_station(data_dir: str, monkeypatch, players: int,
                                                             language: str) -> None:
    """Playtest 32b (s19, s87): "Undo stops here: something new was shown. Alice draws 2 Lab cards." lay over the
    Pink capsule and the top slots of the player's own station, beside the Hint. It covers no slot, capsule or
    Objective of it, nor any seat's panel or button, and its words are whole."""
    from game import i18n
    from game.tables.space_lab import layout as L

    app, table = _no_undo(players)
    i18n.set_language(language)
    try:
        tip = _undo_reason(table, app, monkeypatch)
        station = [*L.OWN.slots, *L.OWN.capsules, *(L.OWN.objective(i) for i in range(3))]
        assert tip.collidelist(station) == -1, tip
        assert tip.collidelist(list(table.ui.layout.panels.values())) == -1, tip
        assert not any(tip.colliderect(b.rect) for b in table.menu.buttons), tip
        assert pygame.Rect(0, 0, 1280, 720).contains(tip), tip
    finally:
        i18n.set_language("en")
