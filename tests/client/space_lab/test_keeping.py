"""Space Lab is never lost: a finished solo game leaves Continue, joins Replays and Statistics (with the best
solo score on the Statistics screen and under the title's button), and its replay is watched to the end.
Continue mid-game to the exact table is ``tests/client/test_keeping.py``, parametrized over every game."""

from __future__ import annotations

from game import record, replays, saves, stats
from game.scenes.results import ResultsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.title import TitleScene
from game.scenes.watch import WatchScene
from game.tables import records, title_line
from game.tables.space_lab import BEST as best
from tests.client.driver import DT, click_key
from tests.client.space_lab import steps


def _texts(app) -> list[str]:
    with record.capture() as items:
        app.draw()
    return record.texts(items)


def test_a_finished_solo_game_is_kept_watched_and_its_best_shown(data_dir: str) -> None:
    assert records("space_lab") == [] and title_line("space_lab") is None
    app, table = steps.start(1, 4)
    app.stack.insert(0, TitleScene(app))
    steps.play_until(app, table, lambda t: len(t.mod.recipe.actions) >= 6, seed=4)
    assert saves.find("space_lab") is not None  # a game in progress can be continued
    steps.play_until(app, table, lambda t: False, seed=4)
    assert isinstance(app.top, ResultsScene)
    assert saves.find("space_lab") is None
    (kept,) = replays.listing()
    assert kept.saved.recipe.actions == table.mod.recipe.actions
    final = table.view.final
    assert kept.scores == [final.scores[0].total]
    (line,) = stats.lines("space_lab")
    assert (line.name, line.played, line.best) == ("Alice", 1, final.scores[0].total)
    # the best solo score: on the Statistics screen and under the title's button
    expected = f"Best solo score {final.scores[0].total} VP · {final.rating}"
    assert best.load() == (final.scores[0].total, final.rating) and records("space_lab") == [expected]
    app.router.title()
    app.frame(DT)
    assert f"Best solo {final.scores[0].total} VP · {final.rating}" in _texts(app)
    click_key(app, "statistics")
    assert isinstance(app.top, StatisticsScene)
    app.frame(DT)
    texts = _texts(app)
    assert expected in texts
    # a solo game is a score, never a win (Appendix A): no "won" figure for a solo-only player (screen 198);
    # a game nobody played here shows no records of its own ("Solo streak 0 · record 0")
    assert "—" in texts and "0" not in texts and line.scored == 1
    assert not any("streak" in t for t in texts)
    # the replay, move by move and then to the end: the same final table
    app.router.watch(kept)
    watch = app.top
    assert isinstance(watch, WatchScene) and watch.total == len(kept.saved.recipe.actions)
    for _ in range(3):
        click_key(app, "watch:next")
    assert watch.index == 3 and _texts(app)
    click_key(app, "watch:end")
    assert watch.index == watch.total and watch.table.mod.over
    assert watch.table.mod.state == table.mod.state
