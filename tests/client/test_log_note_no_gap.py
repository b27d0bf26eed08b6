"""The log's "▲ earlier lines" note sits on the newest lines shown when the entry above them fits nowhere, with no
blank row between (newcomer test 29, Space Beans in French after an Undo: a blank row under the note read as a line
gone)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import theme
from game.kit import panels


def test_no_blank_row_between_the_note_and_the_lines_under_it(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    r, count, spacing = pygame.Rect(14, 566, 290, 140), 6, 21
    long = "Orbit: Darth Beans 9, Darth Beans 8, Darth Beans 7, Darth Beans 6, Darth Beans 5 → open collection, " * 2
    lines = [(long, theme.TEXT)] + [(f"Alice draws {n} cards", theme.TEXT) for n in range(4)]
    notes: list[tuple[int, int]] = []
    real = theme.blit_fit

    def spy(surface: Any, s: str, size: int, at: tuple[int, int], *a: Any, **k: Any) -> Any:
        notes.append(at)
        return real(surface, s, size, at, *a, **k)

    monkeypatch.setattr(theme, "blit_fit", spy)
    panels.log(pygame.Surface((1280, 720)), r, lines, count=count, spacing=spacing)
    newest_four_top = r.bottom - 24 - 3 * spacing  # the four short lines, newest at the bottom
    assert notes == [(r.x + 8, newest_four_top - spacing)], notes
