"""Every step of a replay says what happened (issue 18 §2): move 67 of 68 once had an empty caption, a move
the log says nothing of. Such a move names who made it, and nothing the table may not see."""

from __future__ import annotations

import pytest

from engine import GAMES
from game import replays
from game.scenes.watch import WatchScene
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import make_app
from tests.client.test_replay_end import finished_recipe


@pytest.mark.parametrize("name", [n for n in GAMES if has_table(n)])
def test_no_step_of_a_replay_has_an_empty_caption(name: str, data_dir: str) -> None:
    rec = finished_recipe(name, 11)
    seats = [Seat(f"P{i + 1}", i == 0) for i in range(rec.players)]
    assert replays.add(rec, seats, [0] * rec.players, [])
    (kept,) = replays.listing()
    watch = WatchScene(make_app(), kept)
    empty = []
    for i in range(watch.total + 1):
        watch.index = i  # the caption is read from the recipe's events: no table needs building
        if not watch.caption().strip():
            empty.append(i)
    assert empty == [], f"moves with no caption: {empty[:10]}"
