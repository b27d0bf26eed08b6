"""Statistics say why a win against the gentle Mafia (a house variant, AC-35 counted once) shows no win: a
playtester read "Won —" after winning and found no word why. The Al Cabohne box says it whenever such a game is
counted; a box without one says nothing of it."""

from __future__ import annotations

import pytest

from game import i18n, record, stats
from game.scenes.statistics import StatisticsScene
from game.seats import Seat
from game.tables.al_cabohne import SCORED_NOTE
from tests.client.driver import DT, make_app


def _drawn_texts() -> str:
    app = make_app("instant")
    app.push(StatisticsScene(app))
    app.frame(DT)
    with record.capture() as items:
        app.draw()
    return " ".join(record.texts(items))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_gentle_win_shows_why_it_is_no_win(data_dir: str, language: str) -> None:  # rule AC-35, AC-36
    i18n.set_language(language)
    try:
        assert stats.record("al_cabohne", [Seat("Alice", True)], [30], [0])  # a win by the rules
        before = _drawn_texts()
        first_words = i18n.tr(SCORED_NOTE).split()[:3]
        assert " ".join(first_words) not in before  # nothing to explain yet
        # a gentle win, as the table keeps it: the rules rank a winner, the Statistics count a score alone
        assert stats.record("al_cabohne", [Seat("Alice", True)], [41], [], scored=True)
        after = _drawn_texts()
        assert " ".join(first_words) in after, after
        assert " ".join(i18n.tr(SCORED_NOTE).split()[-3:]) in after, after  # whole, on its rows
    finally:
        i18n.set_language("en")
