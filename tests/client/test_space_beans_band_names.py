"""Space Beans: a card's name band never ends in "…" (issue 18: thin cards of an open collection read "Blu…");
it carries the whole name, the short form, or no name (its colour says the type), in English and in French."""

from __future__ import annotations

import pygame
import pytest

from engine.space_beans.cards import SHORT_TYPES, TYPES
from game import i18n
from game.i18n import tr
from game.kit.hand import band_text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_band_name_is_cut_off(lang: str) -> None:
    pygame.font.init()
    i18n.set_language(lang)
    try:
        for w in range(14, 100, 2):
            for visible in (w // 4, w // 2, w, w + 10):  # a strip under the next card, and a face shown whole
                for t in range(len(TYPES)):
                    text, _size = band_text(tr(TYPES[t]), w, visible, tr(SHORT_TYPES[t]))
                    assert text in ("", tr(TYPES[t]), tr(SHORT_TYPES[t])), (w, visible, text)
    finally:
        i18n.set_language("en")
