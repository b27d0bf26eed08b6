"""Système Solaire is never lost: a finished game leaves Continue, joins Replays and Statistics, and its replay
is watched to the end. Continue mid-game to the exact table is ``tests/client/test_keeping.py``, parametrized
over every game."""

from __future__ import annotations

from game import record, replays, saves, stats
from game.scenes.results import ResultsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.title import TitleScene
from game.scenes.watch import WatchScene
from tests.client.driver import DT, click_key
from tests.client.systeme_solaire.drive import finish, play_until, table_app


def _texts(app) -> list[str]:
    with record.capture() as items:
        app.draw()
    return record.texts(items)


def test_a_finished_game_is_kept_for_replays_and_statistics_and_watched_to_the_end(data_dir: str) -> None:
    app, table = table_app(3, 6)
    app.stack.insert(0, TitleScene(app))
    play_until(app, table, lambda t: len(t.mod.recipe.actions) >= 8, seed=6)
    assert saves.find("systeme_solaire") is not None
    finish(app, table, seed=6)
    assert isinstance(app.top, ResultsScene)
    assert saves.find("systeme_solaire") is None
    (kept,) = replays.listing()
    scores = list(table.game.scores(table.mod.state))
    assert kept.saved.recipe.actions == table.mod.recipe.actions and kept.scores == scores
    alice = next(line for line in stats.lines("systeme_solaire") if line.name == "Alice")
    assert (alice.played, alice.best) == (1, scores[0])
    app.router.title()
    app.frame(DT)
    click_key(app, "statistics")
    assert isinstance(app.top, StatisticsScene)
    app.frame(DT)
    assert "Alice" in " ".join(_texts(app))
    app.router.watch(kept)
    watch = app.top
    assert isinstance(watch, WatchScene) and watch.total == len(kept.saved.recipe.actions)
    click_key(app, "watch:next_turn")
    assert watch.index > 0 and _texts(app)
    click_key(app, "watch:end")
    assert watch.index == watch.total and watch.table.mod.over
    assert watch.table.mod.state == table.mod.state
