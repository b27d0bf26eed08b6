"""The results offer "◂ Table": the final table again, as it was left, and "Results ▸" back to the results (a
newcomer asked to see the last position and how the final scoring took it once the results had opened, issue 18)."""

from __future__ import annotations

import random

from game.kit.table import Table
from game.scenes.results import ResultsScene
from game.seats import Seat
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table, pass_on


def _to_results(seed: int) -> tuple[object, Table]:
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "random")], seed=seed)
    app.push(table)
    rng = random.Random(seed)
    for _ in range(30000):
        if isinstance(app.top, ResultsScene):
            return app, table
        if app.top is table and table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        elif not pass_on(app, table):
            app.frame(DT)
    raise AssertionError("the game did not reach the results")


def test_the_results_bring_the_final_table_back_and_return(data_dir: str) -> None:
    app, table = _to_results(4)
    assert "table" in [b.key for b in app.top.buttons.buttons]
    final = table.mod.state
    click_key(app, "table")
    assert app.top is table and table.mod.state is final and table.game.is_over(final)
    for _ in range(30):  # the table stays: nothing moves it on by itself
        app.frame(DT)
    assert app.top is table and table.holds_final_table and not table.results_asked
    assert pass_on(app, table)  # "Results ▸" is offered again, and opens them
    for _ in range(5):
        app.frame(DT)
    assert isinstance(app.top, ResultsScene)


def test_a_game_of_computers_alone_has_no_table_button(data_dir: str) -> None:
    """Computers alone go on by themselves (``holds_final_table``): no final table waits to be seen again."""
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Nova", False, "random"), Seat("Orbit", False, "random")], seed=2)
    app.push(table)
    for _ in range(30000):
        if isinstance(app.top, ResultsScene):
            break
        app.frame(DT)
    assert isinstance(app.top, ResultsScene)
    assert "table" not in [b.key for b in app.top.buttons.buttons]


def test_the_results_row_is_centred_and_clear() -> None:
    """Four buttons (with "◂ Table" and Review) stand in one centred row, none over another."""
    app, _table = _to_results(5)
    rects = [b.rect for b in app.top.buttons.buttons]
    assert len(rects) >= 3
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert abs((rects[0].left + rects[-1].right) / 2 - 640) <= 1
