"""An empty field's label fits its outline whole (issue 18, Al Cabohne playtest 98, 115.png: Nova's empty
fields read "Cham…" in French)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import i18n, theme
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import paint_empty_slot


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_rival_s_empty_field_names_it_whole(lang: str, monkeypatch: Any) -> None:
    pygame.init()
    was = i18n.language()
    shown: list[str] = []
    shorten = theme.shorten

    def spy(text: str, *args: Any, **kwargs: Any) -> str:
        out = shorten(text, *args, **kwargs)
        shown.append(out)
        return out

    monkeypatch.setattr(theme, "shorten", spy)
    try:
        i18n.set_language(lang)
        for n in (1, 2, 3):
            paint_empty_slot(*L.OPP, i18n.tr("Field {n}", n=n))
    finally:
        i18n.set_language(was)
    assert shown and not any(t.endswith("…") for t in shown), shown
