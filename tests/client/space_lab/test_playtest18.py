"""Today's newcomer playtest of Space Lab (playtest 18): each finding checked on what the screen or the coach says."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab import position
from engine.space_lab.codes import lab
from game import i18n
from tests.client.driver import DT
from tests.client.space_lab import steps


def _start(players: int = 2, **kw):
    app, table = steps.start(players, 1)
    steps.at(table, position(players, **kw))
    app.frame(DT)
    return app, table


def _shot(table) -> pygame.Surface:
    surface = pygame.Surface((1280, 720))
    table.draw(surface)
    return surface


@pytest.mark.parametrize("language", ["en", "fr"])
def test_validation_tiles_cover_neither_the_legend_nor_a_top_card(data_dir: str, language: str) -> None:
    """Screens 53, 89: the Yellow tile hid the legend's "Technician" line; screen 31: the Pink tile sat on the corner
    of the card in the Pink top slot. With all three capsules validated, the legend and the top cards (their shadow
    too) read exactly as with none, and each tile is drawn whole where the screen shows it."""
    i18n.set_language(language)
    tops = {"T0": lab("L01"), "T1": lab("L02"), "T2": lab("L03")}
    kw = {"stations": {0: tops}, "hands": {0: [lab("L46")]}}
    _app, table = _start(**kw)
    bare = _shot(table)
    _app, table = _start(tiles={0: {0: 10, 1: 10, 2: 10}}, **kw)
    done = _shot(table)
    geo = table.ui.layout.station(table.ui.layout.bottom)
    legend = geo.slots[0].union(geo.slots[1])  # the legend's whole room, between the first two top slots
    legend = pygame.Rect(geo.slots[0].right, legend.y, geo.slots[1].x - geo.slots[0].right, legend.h)
    kept = [legend] + [geo.slots[i].inflate(8, 8) for i in range(3)]
    for r in kept:
        changed = [(x, y) for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2)
                   if bare.get_at((x, y)) != done.get_at((x, y))]
        assert not changed, (r, changed[:5])
    for i in range(3):
        t = geo.token(i)
        assert any(bare.get_at(p) != done.get_at(p) for p in (t.center, (t.centerx, t.y + 4))), ("tile drawn", i)
        assert t.collidelist(kept + list(geo.capsules)) == -1, (i, t)
