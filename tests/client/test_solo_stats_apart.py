"""Statistics count solo games apart (issue 18, Space Lab playtest, screen 208): a solo game counted as one more
"Played" for Alice beside her two-player games (Played 2, Won 1), though nobody was there to beat."""

from __future__ import annotations

import pytest

from game import i18n, record, stats
from game.scenes.statistics import StatisticsScene
from game.seats import Seat
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
