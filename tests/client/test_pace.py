"""Turns a newcomer can follow (issue 18 §4): computers move at a pace one can watch at normal speed, Fast
stays fast, and in hot-seat a move's result stays in view until the mover passes the screen on."""

from __future__ import annotations

import random

from game.scenes.curtain import CurtainScene
from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table, pass_on

WATCH = 10.0  # seconds of two computers playing


def _moves_in(speed: str, seconds: float) -> int:
    app = make_app(speed)
    app.push(TitleScene(app))
    table = open_table(app, "space_beans", [Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")], seed=3)
    app.push(table)
    for _ in range(int(seconds / DT)):
        app.frame(DT)
    return len(table.mod.recipe.actions)


def test_two_computers_leave_time_to_follow_each_move_at_normal_speed() -> None:
    normal = _moves_in("normal", WATCH)
    # a second or more a move, or two thirds of one between the moves of one computer's turn (Space Beans' draw,
    # each card it collects, its end: newcomer test 29 found the computers slow at a second each)
    assert 0 < normal <= 1.5 * WATCH, "at normal speed a computer move takes most of a second or more to follow"
    assert _moves_in("fast", WATCH) >= 1.8 * normal, "Fast stays fast for those who know the game"


def test_hot_seat_shows_the_result_of_a_move_before_the_curtain(data_dir: str) -> None:
    app = make_app("normal")
    app.push(TitleScene(app))
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Bruno", True)], seed=5)
    app.push(table)
    rng = random.Random(5)
    for _ in range(3000):  # Alice plays until her turn is over
        if isinstance(app.top, CurtainScene):  # the game starts with the screen handed to Alice
            click_key(app, "ready")
        if app.top is table and table.input_open and not table.anim.blocking:
            click(app, rng.choice(game_clickables(table))[0].center)
            if table.mod.needs_hand_over():
                break
        app.frame(DT)
    assert table.mod.needs_hand_over(), "a turn passed to the other person"
    for _ in range(600):  # ten seconds: the result stays in view as long as the mover looks at it
        app.frame(DT)
        assert not isinstance(app.top, CurtainScene), "the curtain came before the mover passed the screen on"
    assert pass_on(app, table) and isinstance(app.top, CurtainScene)
