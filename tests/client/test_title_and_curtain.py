"""Text clear of its box (issue 18 §6): the title "Beaniverse" sat on its panel's border, and the French
curtain title ("Passez l'écran à …") touched its box."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n, theme
from game.scenes import curtain, title
from tests.client.driver import make_app

CLEAR = 16  # pixels between a text's letters and a border


def _inked(monkeypatch: pytest.MonkeyPatch, draw: Any) -> dict[str, pygame.Rect]:
    """Each text drawn, with the rectangle of its inked pixels on screen."""
    seen: dict[str, pygame.Rect] = {}
    real = theme.blit_text

    def spy(surface: Any, s: str, size: int, pos: tuple[int, int], color: Any = theme.TEXT, bold: bool = False,
            anchor: str = "topleft") -> pygame.Rect:
        r = real(surface, s, size, pos, color, bold, anchor)
        seen[s] = theme.text(s, size, color, bold).get_bounding_rect().move(r.topleft)
        return r

    monkeypatch.setattr(theme, "blit_text", spy)
    draw()
    monkeypatch.setattr(theme, "blit_text", real)  # not undo(): that would drop the test's data folder too
    return seen


def test_the_title_stands_clear_of_the_menu_panel_border(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = title.TitleScene(app)
    ink = _inked(monkeypatch, lambda: scene.draw(app.screen))["Beaniverse"]
    assert title.CARD_RECT.inflate(-2 * CLEAR, -2 * CLEAR).contains(ink)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", ["Alice", "Maximilienne"])
def test_the_curtain_title_stands_clear_of_its_box(lang: str, name: str, data_dir: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    i18n.set_language(lang)
    try:
        scene = curtain.CurtainScene(app, name, lambda: None)
        seen = _inked(monkeypatch, lambda: scene.draw(app.screen))
    finally:
        i18n.set_language("en")
    inner = curtain.BOX.inflate(-2 * CLEAR, -2 * CLEAR)
    assert seen and all(inner.contains(r) for r in seen.values()), seen
