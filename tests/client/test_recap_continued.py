"""Quit, then Continue: the "since your last turn" recap is still told (issue 18: a newcomer who came back to a
game found it gone, since where the player's turn ended was kept only in the table that was left)."""

from __future__ import annotations

import random

from game.seats import Seat
from tests.client.driver import make_app, open_table, play_turns_by_clicks, run_until


def test_a_continued_game_tells_what_the_others_did_since_the_player_s_last_move(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "space_beans", seats, seed=11)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(4), lambda: table.recap.active)
    told = table.recap.lines
    assert told  # the table being left showed one
    app.router.resume("space_beans")
    resumed = app.top
    assert resumed is not table
    run_until(app, lambda: resumed.recap.active, max_frames=200)  # the turn opens on the first frames
    assert resumed.recap.active, "the recap is told again on the continued table"
    assert resumed.recap.lines == told
