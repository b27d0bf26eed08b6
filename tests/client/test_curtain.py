"""Hot-seat: a curtain hides everything private between two different humans' decisions."""

from __future__ import annotations

import random

import pygame

from game.scenes.curtain import CurtainScene
from game.scenes.results import ResultsScene
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on, run_until


def _screen_bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_curtain_between_two_humans(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Bruno", True), Seat("Nova", False, "greedy")]
    table = open_table(app, "space_beans", seats, seed=12)
    app.push(table)
    # nobody has seen a hand yet: the first human decision is behind a curtain too
    run_until(app, lambda: isinstance(app.top, CurtainScene))
    assert app.top.name == "Alice"
    assert table.mod.viewer is None
    for _ in range(12):  # the curtain ignores clicks for a moment (the last turn's click must not lift it)
        app.frame(DT)
    click(app, (640, 360))
    assert app.top is table and table.mod.viewer == 0

    # Alice plays her whole turn by clicks; then the screen must be covered for Bruno
    rng = random.Random(1)
    for _ in range(5000):
        if isinstance(app.top, CurtainScene):
            break
        if pass_on(app, table):
            continue  # Alice has seen her move's result and passes the screen on
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.name == "Bruno"
    assert table.mod.viewer == 0  # still Alice's eyes behind the curtain: nothing of Bruno's leaked

    # what is on screen is the curtain alone, pixel for pixel: no card of anyone's hand is drawn
    app.draw()
    alone = pygame.Surface(app.screen.get_size())
    CurtainScene(app, "Bruno", lambda: None).draw(alone)
    assert _screen_bytes(app.screen) == _screen_bytes(alone)
    table_only = pygame.Surface(app.screen.get_size())
    table.draw(table_only)
    assert _screen_bytes(table_only) != _screen_bytes(alone)

    # clicks during the grace period do nothing; a later click hands the screen to Bruno
    click(app, (10, 10))
    assert app.top is curtain
    for _ in range(12):
        app.frame(DT)
    click(app, (900, 100))
    assert app.top is table
    assert table.mod.viewer == 1
    assert table.view.seat == 1


def test_no_curtain_with_one_human(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "greedy"), Seat("Orbit", False, "greedy")]
    table = open_table(app, "space_beans", seats, seed=4)
    app.push(table)
    rng = random.Random(4)
    for _ in range(20000):
        assert not isinstance(app.top, CurtainScene)
        if isinstance(app.top, ResultsScene):
            return
        if app.top is table and table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    raise AssertionError("the game did not finish")


def test_all_computers_show_the_table_view(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Nova", False), Seat("Orbit", False)]
    table = open_table(app, "space_beans", seats, seed=4)
    app.push(table)
    for _ in range(30):
        app.frame(DT)
        assert table.view.seat is None
        assert not isinstance(app.top, CurtainScene)
