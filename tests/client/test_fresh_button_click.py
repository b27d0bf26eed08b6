"""A move that appears under a resting pointer takes no click for a moment (playtest 15, Space Lab 166/167.png:
Confirm, then End turn or Draw on the same spot; a double-click ended the turn).

Played by clicks at normal speed: after a click, when a different move lies under the same spot, a second click
there at once does nothing; one after the moment plays it. At instant speed nothing is held."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Action
from game.kit.fresh import FRESH_SECONDS
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table


def _move(key: Any) -> bool:
    """A step of a move: not a kit button (a string) nor a list opened to read (a "view")."""
    return not isinstance(key, str) and getattr(key, "kind", None) != "view"


def _under(table: Any, pos: tuple[int, int]) -> Any:
    return next((k for r, k in game_clickables(table) if r.collidepoint(pos)), None)


def _swap_under_pointer(name: str, speed: str, seed: int) -> tuple[Any, Any, tuple[int, int], Any]:
    """Random clicks on ``name`` at ``speed`` until one leaves another move (a whole one: End turn after Confirm)
    on the spot it clicked: the app, the table, the spot, and the move now there."""
    app = make_app(speed)
    seats = [Seat("Alice", True), Seat("Bot", False, "easy")]
    table: Any = open_table(app, name, seats, seed=seed)
    app.push(table)
    rng = random.Random(seed)
    for _ in range(40_000):
        if table.mod.over:
            break
        on_top = app.top is table
        if on_top and table.input_open and not table.anim.blocking:
            offered = [(r, k) for r, k in game_clickables(table) if _move(k)]
            if not offered:
                app.frame(DT)
                continue
            rect, key = rng.choice(offered)
            click(app, rect.center)
            for _ in range(300):  # the pointer rests while the move's cards land, until the table takes a click
                if table.mod.over or (table.input_open and not table.anim.blocking) or not table.mod.human_turn:
                    break
                app.frame(DT)
            now = _under(table, rect.center)
            if table.input_open and isinstance(now, Action) and now != key:
                return app, table, rect.center, now
        else:
            app.frame(DT)
    pytest.skip(f"{name}: no move came under the pointer in this game")


@pytest.mark.parametrize("name", ["space_lab", "al_cabohne"])
def test_a_second_click_at_once_is_not_taken_by_the_move_that_just_appeared(name: str) -> None:
    app, table, spot, now = _swap_under_pointer(name, "normal", 3)
    played = (len(table.mod.recipe.actions), table.choices.version)
    click(app, spot)  # the double-click's second press, a frame later
    assert (len(table.mod.recipe.actions), table.choices.version) == played, "the new move took a click meant for the one before"
    assert _under(table, spot) == now
    for _ in range(int(FRESH_SECONDS / DT) + 2):
        app.frame(DT)
    before = (len(table.mod.recipe.actions), table.choices.version)
    click(app, spot)
    assert (len(table.mod.recipe.actions), table.choices.version) != before, "a click after the moment plays it"


def test_at_instant_speed_nothing_is_held() -> None:
    app, table, spot, _now = _swap_under_pointer("space_lab", "instant", 3)
    before = (len(table.mod.recipe.actions), table.choices.version)
    click(app, spot)
    assert (len(table.mod.recipe.actions), table.choices.version) != before
