"""Al Cabohne's results itemise the final sale (issue 18, rule AC-34): fields 31→33 and the Mafia 16→19 showed
only in the log; the results give each pile before the sale, the sale, and the total."""

from __future__ import annotations

import random

from engine.al_cabohne import GAME
from engine.core import Event
from game.scenes.results import ResultsScene
from game.seats import Seat
from tests.client.driver import make_app, open_table, play_turns_by_clicks


def test_the_results_show_the_final_sale(data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=4)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(4), lambda: isinstance(app.top, ResultsScene), 30000)
    assert GAME.is_over(table.mod.state)
    sold: dict[int, int] = {}
    for e in table.log.entries:
        if isinstance(e, Event) and e.kind == "final_sale":
            sold[e.seat] = sold.get(e.seat, 0) + e.value
    assert any(sold.values()), "this deal ends with something to sell"
    for row in table.ui.result_rows():
        if sold.get(row.seat, 0):
            before, sale = row.parts
            assert "before the final sale" in before.label and sale.label == "Final sale"
            assert sale.points == sold[row.seat] and before.points + sale.points == len(before.cards + sale.cards)
