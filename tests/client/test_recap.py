"""The "since your last turn" recap goes on once the log reaches its cap (MAX_ENTRIES) and lets go of its front."""

from __future__ import annotations

import random

from engine import GAMES
from engine.core import Event, Words
from game.kit.log import MAX_ENTRIES, GameLog
from game.kit.notes import Recap
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table


def test_the_recap_keys_the_last_move_by_a_mark_that_survives_the_cap() -> None:
    game = GAMES["space_beans"]
    view = game.view(game.new(2, 1), 0)
    log, recap = GameLog(game, ["Alice", "Nova"]), Recap()
    for i in range(MAX_ENTRIES + 50):
        log.add(Words(f"line {i}"))
    log.add(Event("play", 0, (3,), "open"))
    recap.acted(0, log.mark(), view)
    log.add(Event("close", 1, (5, 6), value=4))  # lets the first entry go: positions shift by one
    log.add(Event("draw", 1, (7, 8), value=2, private=(1,)))
    recap.turn_starts(0, log, view)
    assert recap.active and [text for text, _ in recap.lines] == [
        "Nova: still 0 points", "Nova closes 2 cards: +4", "Nova draws 2 cards"]


def test_a_long_game_still_shows_the_recap_at_every_turn() -> None:
    """A 6-player Space Beans table whose log is already full: each time Alice's turn comes back after
    the computers played, the recap says what they did."""
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(5)]
    table = open_table(app, "space_beans", seats, seed=11)
    app.push(table)
    for i in range(MAX_ENTRIES):
        table.log.add(Words(f"earlier line {i}"))
    rng, turns, recaps, was_open = random.Random(4), 0, 0, False
    for _ in range(20_000):
        if table.mod.over or turns >= 4:
            break
        now_open = app.top is table and table.input_open
        if now_open and not was_open:
            turns += 1
            recaps += table.recap.active
        was_open = now_open
        if now_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    assert turns >= 3 and recaps >= turns - 1, (turns, recaps)  # the first turn has nothing "since"
