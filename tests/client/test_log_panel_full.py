"""The log panel never starts with a blank line (issue 18, Al Cabohne playtest 69.png, Système Solaire too):
when the oldest entry that would show wraps onto more rows than are left, its start fills them, ending in "…"."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.kit import panels

LONG = "Tax: Kidney of Alice (field 1) goes to Joe Bohnano, with words enough to need a second row"


def test_every_row_of_the_log_panel_is_used(monkeypatch: Any) -> None:
    pygame.init()
    drawn: list[str] = []
    text = theme.text  # every row drawn, in the order drawn (newest first)
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: drawn.append(s) or text(s, *a, **k))
    rect = pygame.Rect(0, 0, 356, 192)
    lines = [(LONG, theme.TEXT)] + [(f"Nova plants Green {i}", theme.TEXT) for i in range(7)]
    assert len(theme.wrap(LONG, 14, rect.w - 28)) >= 2
    panels.log(pygame.Surface((400, 200)), rect, lines, 8, 22)
    assert len(drawn) == 8, drawn
    assert drawn[-1].endswith("…") and LONG.startswith(drawn[-1].rstrip("…").strip()), drawn[-1]
