"""The first click on Hint counts, also while the computer's last move still lands (newcomer test 29, g14/g15: at the
start of the player's turn the first click on Hint only finished the computer's cards, with no sign it was heard; the
second one worked). In every game."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from game.kit.advisor import HINT_KEY
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on
from tests.client.test_advice import SMALL, TABLE_GAMES, _shown


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_hint_clicked_as_the_computers_cards_land_starts_thinking(name: str, data_dir: str) -> None:
    game = GAMES[name]
    seats = [Seat("Alice", True), *(Seat(f"C{i}", False, "easy") for i in range(1, max(2, game.min_players)))]
    app = make_app("normal")
    table = open_table(app, name, seats, seed=3)
    app.push(table)
    table.advisor.budget = SMALL
    rng = random.Random(4)
    computer = False
    for _ in range(20000):
        if pass_on(app, table):
            continue
        computer = computer or (table.mod.to_act is not None and not table.mod.human_turn)
        if computer and table.mod.human_turn and table.anim.blocking:
            break  # the player's turn, the computer's last cards still in flight
        if table.input_open:
            computer = False
            offered = [(r, k) for r, k in game_clickables(table) if not str(k).startswith("ui:")]
            click(app, rng.choice(offered)[0].center)
        else:
            app.frame(DT)
    else:
        pytest.fail("no computer's move landed before the player's turn")
    click(app, table.advisor.rect.center)
    assert table.advisor.thinking or table.advisor.advice is not None, "the first click on Hint was swallowed"
    shown = _shown(app)
    assert "Thinking…" in shown or any(t.startswith(("Best: ", "Only one move")) for t in shown), shown
    assert HINT_KEY in [k for _r, k in table.clickables()]
