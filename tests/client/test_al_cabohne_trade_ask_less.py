"""A bean asked for in a trade (R-16) can be asked one fewer, by clicks: playtest 16 mis-clicked Green and could only
click it up, ×1 to ×7, or cancel the whole draft. A lit chip has a "−" end that takes one off; at none the chip is
unlit and its "−" gone, and the draft is still there."""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.cards import BLUE, KIDNEY, PUFF
from engine.core import Action
from game.i18n import tr
from game.tables.al_cabohne.trading import OPEN, chip_rect, less_rect
from tests.client.driver import DT, click, click_key, text_spy
from tests.client.test_al_cabohne_trade_answer_place import _trading_table


def _chip_label(drawn: list[Any], t: int) -> str:
    return str(next(s for s, r in reversed(drawn) if chip_rect(t).collidepoint(r.center) and s != "−"))


def test_a_lit_ask_chip_takes_one_off_at_its_minus_end(monkeypatch: Any, data_dir: str) -> None:  # rule R-16
    app, table = _trading_table("en", [BLUE, KIDNEY])
    table.play(Action("end"))
    app.frame(DT)
    click_key(app, OPEN)
    drawn = text_spy(monkeypatch)
    chip = chip_rect(PUFF).move(-40, 0).center  # the chip's own click, clear of its "−" end
    click(app, chip)
    click(app, chip)
    assert _chip_label(drawn, PUFF) == tr("{bean} ×{n}", bean="Puff", n=2)
    assert any(s == "−" and less_rect(PUFF).collidepoint(r.center) for s, r in drawn)
    click(app, less_rect(PUFF).center)
    assert _chip_label(drawn, PUFF) == tr("{bean} ×{n}", bean="Puff", n=1)
    click(app, less_rect(PUFF).center)
    assert _chip_label(drawn, PUFF) == "Puff"  # none asked: unlit, and no "−" end offered
    assert all(k != ("ask", "less", PUFF) for _r, k in app.top.clickables())
    assert table.ui.trading.draft is not None and not any(table.ui.trading.draft.ask)  # the draft is kept
