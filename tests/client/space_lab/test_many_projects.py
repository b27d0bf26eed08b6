"""Seven Projects or more (issue 18, the tenth re-test): the Projects panel draws them smaller, three by three, and
the Space Telescope's face there lost its score line ("3 / 8 / 14 / 20 / 26 VP"): only its picture was left. Every
Project in the panel shows what it scores (SL-16, rules §10), for 7, 8 and 9 Projects, in English and French."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_lab.cards import PROJECT_IDS, PTYPE_OF
from engine.space_lab.content import PROJECT_TYPES
from game import i18n
from game.tables.space_lab import art, icons
from game.tables.space_lab import layout as L


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("count", [7, 8, 9])
def test_every_project_shows_its_score_line(language: str, count: int, monkeypatch: Any) -> None:
    pygame.init()
    drawn: list[str] = []
    real = icons.draw_lines

    def record(s: pygame.Surface, lines: list[list[Any]], box: pygame.Rect, size: int, **kw: Any) -> None:
        drawn.extend(t for line in lines for t in line if isinstance(t, str))
        real(s, lines, box, size, **kw)

    monkeypatch.setattr(icons, "draw_lines", record)
    i18n.set_language(language)
    try:
        vp = i18n.tr("{n} VP", n=0).split()[-1]  # "VP" / "PV"
        for t in range(len(PROJECT_TYPES)):
            card = next(c for c in PROJECT_IDS if PTYPE_OF[c] == t)
            r = L.project_rect(count - 1, count)
            drawn.clear()
            art.paint_project(card, r.w, r.h)
            assert any(vp in text for text in drawn), (PROJECT_TYPES[t].code, drawn)
    finally:
        i18n.set_language("en")
