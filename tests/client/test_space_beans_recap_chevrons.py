""""Since your last turn" leaves the pass chevrons clear (SB-22): its box lay over the chevron under Nova's panel,
so which way the hand goes was hidden while the player read the recap (playtest 23, 16.png)."""

from __future__ import annotations

import random

import pytest

from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table
from tests.client.test_space_beans_pass_arrows import _rect


@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_recap_covers_no_pass_chevron(players: int, data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(players - 1)]
    table = open_table(app, "space_beans", seats, seed=players)
    app.push(table)
    rng, seen = random.Random(players), 0
    for _ in range(3_000):
        if table.mod.over or seen >= 6:
            break
        if app.top is table and table.input_open:
            box = table.recap_box()
            if box is not None:
                seen += 1
                for a in table.ui.layout.pass_arrows(table.view.pass_to):
                    assert not _rect(a).inflate(4, 4).colliderect(box), (players, a, box)
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    assert seen >= 3, seen
