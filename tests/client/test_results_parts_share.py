"""A results row with several parts shows each of them (playtest: Al Cabohne's Mafia row, the treasury by Boss,
AC-13 and AC-34, showed its first Boss's long pile of coins and a lone "…" where the others stood). Each pile
squeezes to its share of the row; nothing is a bare "…"."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, record
from game.outcome import Part, ResultRow
from game.scenes.results import ResultsScene
from tests.client.driver import DT, make_app


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_boss_of_the_mafia_row_is_shown(data_dir: str, language: str) -> None:  # rule AC-13, AC-34
    i18n.set_language(language)
    try:
        bosses = [Part(i18n.trn("{boss}, {n} sale", "{boss}, {n} sales", n, boss=name), len(coins), coins)
                  for name, n, coins in (("Al Cabohne", 5, tuple(range(18))), ("Don Corlebohne", 4, tuple(range(9))),
                                         ("Joe Bohnano", 6, tuple(range(5))))]
        rows = [ResultRow(0, "Alice", 25, False, [Part(i18n.tr("Coins"), 25, tuple(range(25)))]),
                ResultRow(-1, i18n.tr("The Mafia"), 64, True, bosses)]
        app = make_app("instant")
        app.push(ResultsScene(app, "Al Cabohne", rows, lambda: None, lambda: None,
                              painter=lambda c, w, h: pygame.Surface((w, h))))
        app.frame(DT)
        with record.capture() as items:
            app.draw()
        texts = record.texts(items)
        for part in bosses:
            assert i18n.tr("{part}: {points}", part=part.label, points=part.points) in texts, texts
        assert "…" not in texts, texts
    finally:
        i18n.set_language("en")
