"""A results row shows every part that has room, in a smaller size where needed (playtest 15, Al Cabohne's
152-results.png: the Mafia's row said "and 1 more" for Joe Bohnano's coins with a third of the row empty)."""

from __future__ import annotations

from game import record
from game.i18n import set_language, tr
from game.outcome import Part, ResultRow
from game.scenes.results import ResultsScene
from tests.client.driver import DT, make_app


def test_three_bosses_coins_all_show_in_the_mafia_s_row() -> None:
    set_language("en")
    app = make_app("instant")
    parts = [Part("Al Cabohne, 3 sales", 7, tuple(range(1, 8)), "7 coins"),
             Part("Don Corlebohne, 4 sales", 6, tuple(range(1, 7)), "6 coins"),
             Part("Joe Bohnano, 2 sales", 5, tuple(range(1, 6)), "5 coins")]
    rows = [ResultRow(-1, "The Mafia", 36, True, parts, "18 × 2 = 36"), ResultRow(0, "Alice", 24, False, [])]
    app.push(ResultsScene(app, "Results", rows, lambda: None, lambda: None))
    with record.capture() as items:
        app.frame(DT)
    shown = record.texts(items)
    assert tr("and {n} more", n=1) not in shown, shown
    assert "Joe Bohnano, 2 sales: 5 coins" in shown, shown
