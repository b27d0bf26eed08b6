"""A whole human-vs-computer Space Beans game played by clicking what the table highlights."""

from __future__ import annotations

import random

import pytest

from engine.core import Action
from game.kit.choices import Pick
from game.scenes.results import ResultsScene
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on


@pytest.mark.parametrize("seed", [3, 8])
def test_click_through_a_whole_game(data_dir: str, seed: int) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "greedy"), Seat("Orbit", False, "random")]
    table = open_table(app, "space_beans", seats, seed=seed)
    app.push(table)
    game = table.game
    rng = random.Random(seed)
    clicks = 0
    for _ in range(30000):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is table and table.input_open:
            offered = game_clickables(table)
            assert offered, "Alice is to act but nothing is highlighted"
            legal = game.legal_actions(table.mod.state)
            for _r, key in offered:  # only legal moves (or a selection of a card) are ever offered
                assert (isinstance(key, Action) and key in legal) or (isinstance(key, Pick) and key.kind == "select")
            rect, key = rng.choice(offered)
            before = len(table.mod.recipe.actions)
            click(app, rect.center)
            clicks += 1
            if isinstance(key, Action):
                assert table.mod.recipe.actions[before] == key  # the click played exactly that move
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    else:
        raise AssertionError("the game did not reach the results")
    assert clicks > 5
    assert game.is_over(table.mod.state)
    final = table.view.final
    results = app.top
    shown = {row.seat: row for row in results.rows}
    assert set(shown) == {0, 1, 2}
    for seat, fs in enumerate(final):
        assert shown[seat].total == fs.total
        assert shown[seat].name == seats[seat].name
    assert {r.seat for r in results.rows if r.winner} == set(game.winners(table.mod.state))
    app.frame(DT)  # the results screen draws


def test_hand_card_with_two_targets_needs_a_target_click(data_dir: str) -> None:
    """Selecting a card highlights its collections; clicking one plays it there."""
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "greedy")]
    table = open_table(app, "space_beans", seats, seed=5)
    app.push(table)
    rng = random.Random(2)
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            pytest.skip("no two-target card came up")
        if app.top is table and table.input_open:
            offered = game_clickables(table)
            selects = [(r, k) for r, k in offered if isinstance(k, Pick) and k.kind == "select"]
            if selects:
                rect, key = selects[0]
                click(app, rect.center)
                card = key.card
                assert table.ui.selected == card
                targets = [(r, k) for r, k in game_clickables(table) if isinstance(k, Action) and k.card == card]
                assert {k.target for _r, k in targets} == {"open", "secret"}
                rect, action = targets[0]
                before = len(table.mod.recipe.actions)
                click(app, rect.center)
                assert table.mod.recipe.actions[before] == action
                return
            click(app, rng.choice(offered)[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    raise AssertionError("no decision came up")
