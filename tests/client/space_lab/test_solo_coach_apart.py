"""Solo with the coach on (playtest 34, 95.png and 95z.png): the bottom of the "Solo: 20 turns" panel was hidden
under the coach's panel, its last line touching the coach's frame. Every text the solo panel draws stands clear of
the coach's panel, in English and in French, through the first turns."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.seats import Seat
from game.tables.space_lab.layout import SIDE
from tests.client.driver import DT, app_in


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_solo_panel_and_the_coach_do_not_meet(lang: str, data_dir: str, monkeypatch: Any) -> None:
    with app_in(lang, "normal") as app:
        drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.blit_text

        def spy(surface: pygame.Surface, s: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect: pygame.Rect = real(surface, s, *args, **kwargs)
            drawn.append((s, rect))
            return rect

        monkeypatch.setattr(theme, "blit_text", spy)
        app.router.play("space_lab", [Seat("Alice", True)], coach=True)
        table = app.top
        assert table.view.solo and table.coach is not None
        met = 0
        for _ in range(400):
            app.frame(DT)
            if not table.coach_speaking:
                continue
            table.layer.invalidate()  # the table at rest drawn again, the solo panel with it
            drawn.clear()
            app.frame(DT)
            panel = table.coach.panel
            solo = [(s, r) for s, r in drawn if SIDE.contains(r) and not panel.contains(r)]
            assert solo, "the solo panel's words are drawn"
            over = [s for s, r in solo if r.colliderect(panel)]
            assert not over, over
            met += 1
        assert met, "the coach spoke in solo"
