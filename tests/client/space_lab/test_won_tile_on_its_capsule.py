"""A Validation tile the viewer won hangs on its capsule's band and says "Validated" in the capsule's colour (SL-13:
a validated capsule gives its seat the pile's top tile): playtest 30 saw a won tile alone in the top row, between
two top slots, as a loose coin of no capsule."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab.positions import position
from game import i18n, record
from game.kit.art import mix
from game.tables.space_lab import layout as L
from game.tables.space_lab.icons import CAPSULE_RGB
from game.tables.space_lab.paint_station import BG
from tests.client.space_lab import steps


@pytest.mark.parametrize(("language", "word"), [("en", "Validated"), ("fr", "Validée")])
def test_a_won_tile_joins_its_capsule_and_says_so(data_dir: str, language: str, word: str) -> None:
    app, table = steps.start(3, 1)
    app.settings.language = language
    i18n.set_language(language)
    try:
        steps.settle(app, table)
        for won in ({}, {0: 10, 1: 10}, {0: 10, 1: 10, 2: 10}):
            steps.at(table, position(3, tiles={0: won} if won else {}))
            surface = pygame.Surface((1280, 720))
            with record.capture() as items:
                table.draw(surface)
            assert record.texts(items).count(word) == len(won), (won, record.texts(items))
            for i in won:  # between the top slot and the tile, the capsule's band, not the table's background
                t, top = L.OWN.token(i), L.OWN.slots[i]
                x = (t.x + top.right) // 2 if t.x > top.x else (t.right + top.x) // 2
                assert surface.get_at((x, t.centery))[:3] == mix(CAPSULE_RGB[i], BG, 0.72), (i, x)
    finally:
        i18n.set_language("en")
