"""Statistics count solo games apart (issue 18, Space Lab playtest, screen 208): a solo game counted as one more
"Played" for Alice beside her two-player games (Played 2, Won 1), though nobody was there to beat."""

from __future__ import annotations

import pytest

from game import i18n, record, stats
from game.scenes.statistics import StatisticsScene
from game.seats import Seat
from game.tables import client
from game.tables.space_lab import RATING_NAMES, Best
from tests.client.driver import DT, make_app


@pytest.mark.parametrize("game", ["space_lab", "al_cabohne"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_solo_games_have_a_line_of_their_own(data_dir: str, game: str, language: str) -> None:
    i18n.set_language(language)
    try:
        assert stats.record(game, [Seat("Alice", True), Seat("Nova", False, "hard")], [50, 40], [0])
        assert stats.record(game, [Seat("Alice", True)], [62], [], scored=game == "space_lab")
        assert stats.record(game, [Seat("Alice", True)], [55], [], scored=game == "space_lab")
        lines = stats.lines(game)
        together = [(ln.name, ln.played, ln.won, ln.best, ln.solo) for ln in lines]
        assert together == [("Alice", 1, 1, 50, False), ("Alice", 2, 0, 62, True)], together
        app = make_app("instant")
        app.push(StatisticsScene(app))
        app.frame(DT)
        with record.capture() as items:
            app.draw()
        texts = record.texts(items)
        assert i18n.tr("{name} · solo", name="Alice") in texts and "Alice" in texts
        assert "62" in texts and "50" in texts
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", ["space_lab", "al_cabohne", "space_beans"])
def test_a_solo_record_shows_only_beside_solo_games(data_dir: str, game: str) -> None:
    """Playtest 32 (Al Cabohne, 91.png): "Solo win streak 0 · best 0" under a table of two-player games alone read
    as out of place. The solo line shows once a solo game of that game has been played, and never in a game
    without solo (Space Beans)."""
    def solo_lines() -> list[str]:
        app = make_app("instant")
        app.push(StatisticsScene(app))
        app.frame(DT)
        with record.capture() as items:
            app.draw()
        return [t for t in record.texts(items) if t.startswith(("Solo", "Best solo"))]

    assert stats.record(game, [Seat("Alice", True), Seat("Nova", False, "hard")], [50, 40], [0])
    assert solo_lines() == [], "two-player games alone"
    if game == "space_beans":
        return
    assert stats.record(game, [Seat("Alice", True)], [62], [], scored=game == "space_lab")
    found = client(game)  # the record a finished solo game moves on: a lost streak, a best score
    assert found is not None and found.solo is not None
    found.solo.move_on(Best(62, RATING_NAMES[0]) if game == "space_lab" else False)
    assert len(solo_lines()) == 1, "after a solo game"
