"""A trade's panel comes before "since your last turn" (R-16, issue 18 playtest: in French the recap sat exactly on
Nova's proposal, so only "Accept or refuse the trade" and the two buttons showed, with no word of what was offered).
While a proposal is drafted or waits for its answer over the log, the recap waits; a click on the panel is not the
log's, and the whole log does not open over the proposal."""

from __future__ import annotations

import pytest

from engine.core import Action
from game import i18n
from game.scenes.curtain import CurtainScene
from game.seats import Seat
from game.tables.al_cabohne.trading import PANEL
from tests.client.driver import DT, click, make_app, open_table, pass_on
from tests.client.test_al_cabohne_trading import Trader, _hand_over

ACCEPT = Action("accept")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_recap_waits_while_a_trade_is_drafted_or_answered(data_dir: str, language: str) -> None:
    app = make_app("instant")
    i18n.set_language(language)
    try:
        seats = [Seat("Alice", True), Seat("Bruno", True)]
        table = open_table(app, "al_cabohne", seats, seed=11, options={"trading": True})
        app.push(table)
        trader = Trader(app, table, 11)
        seen = {"draft": 0, "answer": 0}
        for _ in range(40000):
            if table.mod.over or seen["answer"] >= 2:
                break
            if isinstance(app.top, CurtainScene):
                _hand_over(app, table, seats)
            elif pass_on(app, table):
                continue
            elif app.top is table and table.input_open:
                over_log = table.ui.trading.drafting() is not None or ACCEPT in table.mod.legal()
                if over_log:
                    seen["answer" if ACCEPT in table.mod.legal() else "draft"] += 1
                    if not table.recap.active:
                        table.recap.turn_starts(table.mod.viewer, table.log, table.view)  # something to tell
                    box = table.recap_box()
                    assert box is None or not box.colliderect(PANEL), box
                    click(app, (PANEL.right - 12, PANEL.bottom - 6))  # on the panel, away from what it offers
                    assert table.log_view is None  # the whole log did not open over the trade
                trader.step()
            else:
                app.frame(DT)
        assert seen["answer"] >= 1 and seen["draft"] >= 1, seen
    finally:
        i18n.set_language("en")
