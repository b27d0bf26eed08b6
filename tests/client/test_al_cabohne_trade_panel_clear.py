"""The trade panel is among what "since your last turn" leaves clear (issue 18, playtest 193.png: the recap lay
exactly over the proposal, and only "Accept the trade or refuse it" showed). R-16: a trade may be put together when
a Boss must be filled (AC-24); its panel lies over the log, where the recap goes."""

from __future__ import annotations

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game.seats import Seat
from game.tables.al_cabohne.trading import PANEL
from tests.client.driver import DT, make_app, open_table


def test_the_trade_panel_is_kept_clear_while_it_shows(data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Bob", False, "normal")], seed=1,
                       options={"trading": True})
    app.push(table)
    state = position(2, phase=CULTIVATE, hands={0: [BLUE, BROAD], 1: [PUFF, FIRE]}, bosses=[[FRENCH], []],
                     trading=True)
    state.filling = True  # AC-24: Don is empty, Alice must fill him, or propose a trade first
    table.mod.state = state
    table.forget_screen()
    app.frame(DT)
    assert "trade" in table.choices.kinds
    assert PANEL not in table.recap_keeps()
    table.ui.trading.open()
    app.frame(DT)
    assert PANEL in table.ui.seat_rects and PANEL in table.recap_keeps()
