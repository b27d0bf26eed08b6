"""The French rules take as many screens as the English: « La pioche et la fin (suite) » held only its example on a
mostly empty screen, nine screens against eight (newcomer test 29, 117-fr-rules7). Each screen's text still fits."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.i18n import set_language
from game.scenes import help as help_scene
from game.tables import help_pages


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    pygame.font.init()
    yield
    set_language("en")


@pytest.mark.parametrize("game", ["space_beans", "al_cabohne", "systeme_solaire", "space_lab"])
def test_the_french_rules_take_the_english_screens(game: str) -> None:
    counts = {}
    for lang in ("en", "fr"):
        set_language(lang)
        screens = [s for page in help_pages(game) for s in help_scene._screens(page)]
        for _heading, items in screens:  # each fits its panel at the size it is drawn
            size = help_scene.body_size(items)
            assert help_scene._height(help_scene._layout(items, size)) <= help_scene.ROOM or len(items) == 1
        counts[lang] = len(screens)
    assert counts["fr"] == counts["en"], counts
