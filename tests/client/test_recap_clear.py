"""The "since your last turn" recap stays clear of the player's own name and score panel (issue 18 §4): in
Space Beans it rose from the log panel over the player's own panel. The panel is found on the drawn frame
(the panel holding the player's name, as the layout probe records it), not taken from the game's word."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from engine import GAMES
from game import theme
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import make_app, open_table, play_turns_by_clicks
from tests.client.layout_probe import Probe, recording

TABLE_GAMES = [n for n in GAMES if has_table(n)]
ME = "Alice"


def _own_panels(table: Any) -> list[pygame.Rect]:
    """The panels drawn around the player's own name on the frame shown now, under the recap."""
    blocks, table.recap.blocks = table.recap.blocks, []  # the recap floats over the table: it would hide the name
    with recording() as rec:
        screen = Probe((theme.WIDTH, theme.HEIGHT))
        table.layer.surface = None  # painted afresh on a probe, so what it holds is followed to the screen
        table.draw(screen)
        ink = rec.ink_of(screen)
        assert ink is not None
        names = [b.rect for b in ink.texts if b.text == ME]
    table.recap.blocks = blocks
    return [p for p in ink.panels for r in names if p.contains(r)]


@pytest.mark.parametrize("players", ["fewest", "most"])
@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_recap_leaves_the_player_s_own_panel_clear(name: str, players: str, data_dir: str) -> None:
    game = GAMES[name]
    n = max(2, game.min_players) if players == "fewest" else game.max_players
    if n > game.max_players:
        pytest.skip("a solo game: no one else plays")
    seats = [Seat(ME, True)] + [Seat(f"Bot{i}", False, "easy") for i in range(1, n)]
    app = make_app("instant")
    table = open_table(app, name, seats, seed=5)
    app.push(table)
    checked = 0
    rng = random.Random(4)
    for _ in range(3):  # a few turns, as the recap grows with what the others did
        play_turns_by_clicks(app, table, rng, lambda: table.recap.active)
        box = table.recap_box()
        assert box is not None, "a recap due but not shown"
        own = _own_panels(table)
        assert own, "the player's own panel was not found on the frame"
        for panel in own:
            assert not box.colliderect(panel), f"the recap {box} covers the player's own panel {panel}"
        assert box.top >= 0 and box.h >= 80, box
        checked += 1
        table.recap.clear()
    assert checked == 3
