"""The reason under a greyed Undo lies clear of the player's own station (issue 18): with the other stations' panels
under Undo and the Hint button beside it, it went left past Hint, over the player's own Pink capsule and its
Objective."""

from __future__ import annotations

import pytest

from game.kit.menu import UNDO_KEY
from game.seats import Seat
from game.tables.space_lab import layout as L
from tests.client.driver import DT, make_app, open_table, run_until
from tests.client.layout_probe import table_frame


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_greyed_undo_s_reason_covers_none_of_the_player_s_own_station(players: int) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, players)]
    table = open_table(app, "space_lab", seats, seed=3)
    app.push(table)
    run_until(app, lambda: table.input_open and not table.mod.can_undo)
    undo = table.menu.get(UNDO_KEY)
    assert undo is not None and not undo.enabled
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        app.frame(DT)
    ink, _rec = table_frame(table)
    reason = table.say(table.mod.why_no_undo())
    rows = [b.rect for b in ink.texts if b.text and b.text in reason]
    assert rows, (reason, [b.text for b in ink.texts][:40])
    box = rows[0].unionall(rows[1:]).inflate(24, 12)  # the tip's plate round its rows
    station = [*L.OWN.capsules, *L.OWN.slots]
    assert box.collidelist(station) == -1, (players, box, reason)
