"""Never lose a game: Continue after a kill, a finished game kept for Replays and Statistics,
the crash screen, and Continue behind the curtain when several people play."""

from __future__ import annotations

import json
import os
import random
import zlib

import pytest

from engine import GAMES
from game import replays, saves, stats
from game.scenes.crash import CrashScene
from game.scenes.curtain import CurtainScene
from game.scenes.replays import ReplaysScene
from game.scenes.results import ResultsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.title import TitleScene
from game.scenes.watch import WatchScene
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table, pass_on
from tests.engine.harness import random_game

TABLE_GAMES = [n for n in GAMES if has_table(n)]


def _seats(name: str, humans: int = 1) -> list[Seat]:
    game = GAMES[name]
    n = max(game.min_players, min(game.max_players, 3), humans)
    return [Seat(["Alice", "Bruno", "Chiara"][i], True) if i < humans else Seat(f"C{i}", False, "easy")
            for i in range(n)]


def _play(app, table, rng: random.Random, until, limit: int = 60_000) -> None:
    """Random clicks on what is offered (through the curtain when it comes) until ``until()``."""
    for _ in range(limit):
        if until():
            return
        top = app.top
        if pass_on(app, table):
            continue
        if top is table and table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        elif isinstance(top, CurtainScene):
            click_key(app, "ready")
        else:
            app.frame(DT)
    raise AssertionError("not reached")


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_continue_after_a_kill_restores_the_exact_table(name: str, data_dir: str) -> None:
    """Kill at a random move (the app is dropped, nothing is closed); Continue gives the same view."""
    rng = random.Random(zlib.crc32(name.encode()))
    for _ in range(2):
        app = make_app("instant")
        app.push(TitleScene(app))
        table = open_table(app, name, _seats(name), seed=rng.randrange(10_000))
        app.push(table)
        stop = rng.randint(3, 40)
        _play(app, table, rng, lambda t=table, k=stop: len(t.mod.recipe.actions) >= k or t.mod.over)
        if table.mod.over:
            continue
        before = table.mod.game.view(table.mod.state, table.mod.viewer)
        moves = list(table.mod.recipe.actions)
        app = table = None  # the kill: nothing more is written

        again = make_app("instant")
        title = TitleScene(again)
        again.push(title)
        again.frame(DT)
        assert title.saved and title.saved[0].game_name == name
        assert "Alice" in title.continue_text and "saved" in title.continue_text
        title.buttons.get("continue").action()  # the click, before any frame lets a computer move on
        restored = again.top
        assert restored.mod.recipe.actions == moves
        assert restored.mod.game.view(restored.mod.state, restored.mod.viewer) == before
        assert restored.log.lines(restored.mod.viewer)  # the log came back with the game
        # the computers pick up their thinking: the game goes on by itself to the human's turn or the end
        _play(again, restored, rng, lambda t=restored: t.input_open or t.mod.over)


def test_continue_with_several_people_starts_behind_the_curtain(data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Bruno", True), Seat("C", False, "easy")],
                       seed=8)
    app.push(table)
    rng = random.Random(3)
    _play(app, table, rng, lambda: len(table.mod.recipe.actions) >= 12)
    again = make_app("instant")
    again.push(TitleScene(again))
    again.frame(DT)
    click_key(again, "continue")
    for _ in range(400):
        if isinstance(again.top, CurtainScene):
            break
        again.frame(DT)
    assert isinstance(again.top, CurtainScene)  # nobody's cards before the right person says they are ready
    below = again.stack[-2]
    assert below.mod.viewer is None


def test_a_finished_game_clears_its_save_and_is_kept_for_replays_and_statistics(data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=12)
    app.push(table)
    _play(app, table, random.Random(1), lambda: len(table.mod.recipe.actions) > 5)
    assert saves.find("al_cabohne") is not None
    _play(app, table, random.Random(2), lambda: isinstance(app.top, ResultsScene))
    assert saves.find("al_cabohne") is None  # finished: nothing to continue
    kept = replays.listing()
    assert len(kept) == 1 and kept[0].saved.recipe.actions == table.mod.recipe.actions
    assert kept[0].scores == list(GAMES["al_cabohne"].scores(table.mod.state))
    (line,) = stats.lines("al_cabohne")
    assert (line.name, line.played, line.best) == ("Alice", 1, kept[0].scores[0])

    app.router.title()
    app.frame(DT)
    click_key(app, "statistics")
    assert isinstance(app.top, StatisticsScene)
    app.frame(DT)
    click_key(app, "back")
    click_key(app, "replays")
    assert isinstance(app.top, ReplaysScene)
    click_key(app, "replay:0")
    watch = app.top
    assert isinstance(watch, WatchScene) and watch.total == len(kept[0].saved.recipe.actions)


def test_only_the_last_twenty_games_are_kept(data_dir: str) -> None:
    from engine.recipe import Recipe

    for i in range(replays.KEEP + 4):
        assert replays.add(Recipe("al_cabohne", 1, i, {}, []), [Seat("Alice", True)], [i], [])
    kept = replays.listing()
    assert len(kept) == replays.KEEP
    assert {r.saved.recipe.seed for r in kept} == set(range(4, replays.KEEP + 4))


def test_watching_a_replay_as_the_spectator_then_face_up_at_the_end(data_dir: str) -> None:
    """Move by move and turn by turn, forward and back; no private card before the end. (Two people at the table:
    a game with one person is watched through that person's eyes, ``test_solo_replay_hand.py``.)"""
    from engine.core import HIDDEN
    from engine.recipe import Recipe

    # the game is played in the engine and kept as a table keeps one: clicked through by two people behind the
    # curtain, it took about 55 s of the machine's time before the watching began. A game finished at the table
    # reaching Replays is the test above's; two people clicking a whole game through, test_conformance.py's
    game = GAMES["space_beans"]
    state, actions = random_game(game, 2, 5)
    assert replays.add(Recipe("space_beans", 2, 5, {}, actions), [Seat("Alice", True), Seat("Bruno", True)],
                       list(game.scores(state)), sorted(game.winners(state)))
    app = make_app("instant")
    app.router.title()
    app.router.watch(replays.listing()[0])
    watch = app.top
    assert isinstance(watch, WatchScene)
    assert watch.table.mod.viewer is None
    assert all(c == HIDDEN for c in watch.table.view.hands[0])  # Alice's hand is not the spectator's
    click_key(watch_app := app, "watch:next")
    assert watch.index == 1
    click_key(watch_app, "watch:next_turn")
    after_turn = watch.index
    assert after_turn > 1 and after_turn in watch.starts + [watch.total]
    click_key(watch_app, "watch:back")
    assert watch.index == after_turn - 1
    click_key(watch_app, "watch:back_turn")
    assert watch.index < after_turn - 1 or watch.index == 0
    click_key(watch_app, "watch:end")
    assert watch.index == watch.total and watch.table.mod.over
    v = watch.table.view
    assert not any(HIDDEN in pile for pile in (*v.hands, *v.secret))  # all cards face up after the end
    for _ in range(3):
        app.frame(DT)
    click_key(app, "back")
    assert isinstance(app.top, TitleScene)


def test_the_crash_screen_writes_a_report_and_continues_the_game(data_dir: str) -> None:
    app = make_app("instant")
    app.catch_crashes = True
    app.push(TitleScene(app))
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=2)
    app.push(table)
    _play(app, table, random.Random(3), lambda: len(table.mod.recipe.actions) >= 8)
    moves = list(table.mod.recipe.actions)

    def broken(dt: float) -> None:
        raise RuntimeError("injected failure")

    table.update = broken  # type: ignore[method-assign]
    app.frame(DT)
    crash = app.top
    assert isinstance(crash, CrashScene)
    logs = [n for n in os.listdir(data_dir) if n.startswith("crash-") and n.endswith(".log")]
    assert len(logs) == 1
    with open(os.path.join(data_dir, logs[0]), encoding="utf-8") as f:
        report = f.read()
    assert "RuntimeError: injected failure" in report and "Traceback" in report
    recipe_line = next(line for line in report.splitlines() if line.startswith('{"'))
    kept = json.loads(recipe_line)  # the game in progress as its save holds it: the seed sealed
    assert [a["kind"] for a in kept["recipe"]["actions"]] == [a.kind for a in moves]
    assert '"seed"' not in report  # the seed is in no line of the report
    app.frame(DT)  # the crash screen itself draws
    click_key(app, "crash:continue")
    again = app.top
    assert again is not table and again.mod.recipe.actions[:len(moves)] == moves  # (a computer may have moved on)
    for _ in range(30):
        app.frame(DT)  # and the continued game runs


def test_a_second_failure_in_a_row_is_not_hidden(data_dir: str) -> None:
    app = make_app("instant")
    app.catch_crashes = True
    app.push(TitleScene(app))

    def broken(*_args) -> None:
        raise RuntimeError("always")

    from game.scenes import crash

    original = crash.CrashScene.draw
    crash.CrashScene.draw = broken  # type: ignore[method-assign]
    try:
        app.top.update = broken  # type: ignore[method-assign]
        with pytest.raises(RuntimeError):
            app.frame(DT)
    finally:
        crash.CrashScene.draw = original  # type: ignore[method-assign]
