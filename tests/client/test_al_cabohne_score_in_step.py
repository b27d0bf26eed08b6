"""The solo score changes when its coins land (playtest 29, 79.png: during a reveal the score read "Mafia 44" while
the treasury under it still showed 19 × 2 = 38). What is drawn, frame by frame through the final sale (coins flying
to the player and to the treasury, AC-34, AC-35): the scoreboard's two figures are the piles as they lie, the
player's coins and the treasury's tally."""

from __future__ import annotations

from typing import Any

import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.core import Action
from game import theme
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table, text_spy


def test_the_score_moves_with_the_coins(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app("normal")
    table: Any = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(1, fields={0: [[BLUE] * 6, [RUNNER] * 5, [PUFF]]}, coins={0: 3}, treasury=4,
                               bosses=[[FIRE] * 3, [BROAD] * 2, [KIDNEY]], hands={0: [FRENCH]}, rest="discard",
                               ending=True)
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    drawn = text_spy(monkeypatch)
    table.play(Action("end"))
    frames = out_of_step = seen = 0
    for k in range(60 * 30):
        if k > 10 and not table.anim.blocking:
            break
        drawn.clear()
        app.frame(DT)
        frames += 1
        coins, treasury = len(table.cards_in(("coins", 0, 0))), len(table.cards_in(L.TREASURY))
        panel = [s for s, r in drawn if L.SCORE_PANEL.contains(r) and s.isdigit()]
        seen += bool(panel)
        if panel and panel[:2] != [str(coins), str(2 * treasury)]:
            out_of_step += 1
    assert frames > 30 and seen > 5, (frames, seen)  # the board redrawn as the coins land
    assert not out_of_step, out_of_step
    assert theme  # the spy stood on theme.blit_text
