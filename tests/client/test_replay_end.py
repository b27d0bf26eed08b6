"""A replay watched to its end stays on its own final position (it once dealt a new game after two seconds)."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.recipe import Recipe
from game import replays
from game.scenes.watch import WatchScene
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click_key, through_title

GAMES_WITH_TABLES = [name for name in GAMES if has_table(name)]
LEFT_ALONE = 4.0  # seconds the finished replay is left on screen


def finished_recipe(name: str, seed: int, players: int | None = None) -> Recipe:
    """A whole game of random moves, as the replay list keeps it (at two players where the game allows, unless
    ``players`` says)."""
    game = GAMES[name]
    if players is None:
        players = max(game.min_players, 2) if game.max_players >= 2 else 1
    s = game.new(players, seed)
    rng = random.Random(seed)
    actions = []
    while not game.is_over(s):
        a = rng.choice(game.legal_actions(s))
        s, _events = game.apply(s, a)
        actions.append(a)
    return Recipe(name, players, seed, {}, actions)


def _watch(name: str) -> tuple[WatchScene, Recipe]:
    rec = finished_recipe(name, 11)
    seats = [Seat(f"P{i + 1}", i == 0) for i in range(rec.players)]
    final = GAMES[name].new(rec.players, rec.seed)
    for a in rec.actions:
        final, _ = GAMES[name].apply(final, a)
    assert replays.add(rec, seats, list(GAMES[name].scores(final)), sorted(GAMES[name].winners(final)))
    return watch_first_replay(), rec


def watch_first_replay() -> WatchScene:
    """The replay list's first replay, opened from the title of a fresh app at the normal speed."""
    _app, watch = through_title("normal", "replays", "replay:0")
    assert isinstance(watch, WatchScene)
    return watch


def _left_alone(watch: WatchScene) -> None:
    for _ in range(int(LEFT_ALONE / DT)):
        watch.app.frame(DT)


def _shows_its_own_end(watch: WatchScene, rec: Recipe) -> None:
    table = watch.table
    assert watch.index == watch.total == len(rec.actions)
    assert table.mod.over, "the replay no longer shows a finished game"
    assert table.mod.seed == rec.seed and table.mod.recipe.actions == rec.actions, "a new deal replaced the replay"
    assert watch.app.top is watch


@pytest.mark.parametrize("name", GAMES_WITH_TABLES)
def test_end_button_stays_on_the_final_position(name: str, data_dir: str) -> None:
    watch, rec = _watch(name)
    click_key(watch.app, "watch:end")
    _left_alone(watch)
    _shows_its_own_end(watch, rec)


@pytest.mark.parametrize("name", GAMES_WITH_TABLES)
def test_the_last_move_played_stays_on_the_final_position(name: str, data_dir: str) -> None:
    watch, rec = _watch(name)
    watch.go(watch.total - 1)
    click_key(watch.app, "watch:next")
    _left_alone(watch)
    _shows_its_own_end(watch, rec)


def test_at_the_end_only_results_is_lit_and_what_goes_forward_is_greyed(data_dir: str) -> None:
    """Playtest 32: at a replay's end "▶ Play" was still the lit button, read as the thing to press, though nothing
    was left to play. At the end Results ▸ is the one lit, and Play, the next move, the next turn and End are
    greyed (not offered); a step back offers them again."""
    watch, _rec = _watch("space_beans")
    click_key(watch.app, "watch:end")
    watch.app.frame(DT)
    lit = [b.key for b in watch.buttons.buttons if b.primary and not b.key.startswith("watch:speed")]
    assert lit == ["watch:results"]
    offered = {key for _r, key in watch.clickables()}
    assert not offered & {"watch:play", "watch:next", "watch:next_turn", "watch:end"}
    assert {"watch:back", "watch:start", "watch:results"} <= offered
    click_key(watch.app, "watch:back")
    offered = {key for _r, key in watch.clickables()}
    assert {"watch:play", "watch:next", "watch:end"} <= offered
    assert [b.key for b in watch.buttons.buttons if b.primary and b.key == "watch:play"] == ["watch:play"]
