"""Al Cabohne's results itemise the final sale (issue 18, rule AC-34): fields 31→33 and the Mafia 16→19 showed
only in the log; the results give each pile before the sale, the sale, and the total. The Mafia's treasury is
given by Boss: each Boss's sales (AC-13, and his final sale) and the coins they brought."""

from __future__ import annotations

import random

from engine.al_cabohne import GAME
from engine.core import Event
from engine.recipe import opening, replay
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
    sales: dict[str, list[int]] = {}  # each Boss's sales, in play (AC-13) and at the end (AC-34)
    # the whole game's events (the log keeps only its last few hundred): the deal's, then every move's
    recipe = table.mod.recipe
    for e in [*GAME.opening_events(opening(recipe)), *replay(recipe)[1]]:
        # a sale that brought no coin is no sale to a player (a Boss's last beans, AC-34)
        if isinstance(e, Event) and e.value and (e.kind == "boss_harvest" or (e.kind == "final_sale" and e.seat < 0)):
            sales.setdefault(e.source, []).append(e.value)
    assert sum(map(len, sales.values())) >= 2, sales
    for row in table.result_rows():
        if row.seat < 0:
            # the Mafia's score as it came about: one part per Boss, his sales counted, the coins they brought
            # (issue 18: the Mafia's total alone said nothing of how it was made)
            names = [b.name for b in table.view.bosses if b.active]
            assert [p.label for p in row.parts] == [
                f"{name}, {len(sales.get(f'boss:{j}', []))} sale{'' if len(sales.get(f'boss:{j}', [])) == 1 else 's'}"
                for j, name in enumerate(names)]
            assert [p.points for p in row.parts] == [sum(sales.get(f"boss:{j}", [])) for j in range(len(names))]
            assert sum(p.points for p in row.parts) == len(table.view.treasury)
        elif sold.get(row.seat, 0):
            before, sale = row.parts
            assert "before the final sale" in before.label and sale.label == "Final sale"
            assert sale.points == sold[row.seat] and before.points + sale.points == len(before.cards + sale.cards)
