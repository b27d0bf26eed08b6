"""A replay's table asks for no click it does not answer (playtest 14: "click: view" on Nova's panel did nothing in
a replay). The live table keeps both labels: there a click opens the station or the discard pile."""

from __future__ import annotations

import pygame

from engine.space_lab import GAME
from game import record
from game.seats import Seat
from tests.client.driver import DT, make_app
from tests.client.space_lab import steps

LABELS = ("click: view", "click to list")


def _drawn(table: object) -> list[str]:
    surface = pygame.Surface((1280, 720))
    with record.capture() as items:
        table.draw(surface)  # type: ignore[attr-defined]
    return record.texts(items)


def test_the_replay_shows_no_click_label_and_the_live_table_does(data_dir: str) -> None:
    app, live = steps.start(2, 1)
    steps.settle(app, live)
    for _ in range(5):
        app.frame(DT)
    shown = _drawn(live)
    assert all(label in shown for label in LABELS), shown
    state, actions = GAME.new(2, 1), []
    for _ in range(6):  # a few moves in
        a = GAME.legal_actions(state)[0]
        actions.append(a)
        state = GAME.apply(state, a)[0]
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "normal")]
    table = app.router.replay_table("space_lab", seats, 1, {}, actions, viewer=None)
    assert table is not None
    for _ in range(5):
        table.update(DT)
    shown = _drawn(table)
    assert not any(label in shown for label in LABELS), shown
