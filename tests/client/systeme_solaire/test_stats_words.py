"""Statistics: the best-score column says "Meilleur score" in French, not "Record" (playtest 14, 126-stats.png:
"Record" alone read as vague: a record of what?), whole inside its game's panel."""

from __future__ import annotations

import pygame

from game import i18n, record, stats, theme
from game.scenes.statistics import StatisticsScene
from game.seats import Seat
from tests.client.driver import make_app


def test_the_best_score_column_is_named_in_words_and_fits(data_dir: str) -> None:
    app = make_app("instant")
    i18n.set_language("fr")
    try:
        stats.record("systeme_solaire", [Seat("Alice", True), Seat("Nova", False, "normal")], [25, 23], [0])
        scene = StatisticsScene(app)
        surface = pygame.Surface((1280, 720))
        with record.capture() as items:
            scene.draw(surface)
        said = record.texts(items)
        assert "Meilleur score" in said and "Record" not in said, said
        at = scene.games.index("systeme_solaire")
        box = scene.box(at)
        # the column's heading starts 470 pixels in, at 14 points: whole before the panel's edge
        assert 470 + theme.font(14).size("Meilleur score")[0] <= box.w - 4
    finally:
        i18n.set_language("en")
