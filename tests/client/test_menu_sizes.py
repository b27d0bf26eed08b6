"""The table's menu column speaks at one size (issue 18 §6): in French each button shrank only its own long label,
so "Vraiment ?" (Leave armed) and "Réflexion…" (Hint thinking) stood smaller than "Règles" above them."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n, theme
from game.kit.menu import ROOM
from game.seats import Seat
from tests.client import layout_probe
from tests.client.driver import DT, make_app, open_table


def _drawn_sizes(table: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """The menu's and the Hint button's labels and the sizes they are drawn at."""
    drawn: dict[str, int] = {}
    real = theme.blit_text

    def spy(surface: pygame.Surface, text: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn[text] = size
        return real(surface, text, size, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    screen = pygame.Surface(theme.SCREEN.size)
    table.menu.draw(screen)
    table.advisor.paint_button(screen)
    monkeypatch.setattr(theme, "blit_text", real)
    return drawn


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_every_menu_button_has_one_size_that_fits_the_longest(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app("instant")  # reads the settings' language: the test's is set after
    i18n.set_language("en" if lang == "long" else lang)
    if lang == "long":
        monkeypatch.setattr(i18n, "_catalogue", layout_probe.LongCatalogue())
    try:
        table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=1)
        app.push(table)
        for _ in range(600):
            if table.input_open and not table.anim.blocking:
                break
            app.frame(DT)
        sizes = _drawn_sizes(table, monkeypatch)
        table.menu.leave()  # armed: "Sure?"
        table.advisor._advising = iter(())  # thinking: "Thinking…"
        table.advisor._shown = True
        sizes.update(_drawn_sizes(table, monkeypatch))
    finally:
        i18n.set_language("en")
    assert len(sizes) >= 7, sizes  # Rules, Settings, Leave, Sure?, Undo, Hint, Thinking…
    assert lang == "en" or "Rules" not in sizes, sizes
    assert len(set(sizes.values())) == 1, f"{lang}: the menu column is drawn at several sizes: {sizes}"
    width = min(b.rect.w for b in table.menu.buttons) - ROOM
    size = next(iter(sizes.values()))
    assert all(theme.font(size, True).size(text)[0] <= width for text in sizes), sizes
