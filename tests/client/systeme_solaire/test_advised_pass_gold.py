"""Where the coach or the Hint advises Pass (SS-10), Pass is the gold button: a gold Bid beside the advice "Pass"
read as the screen advising the bid (playtest 23). Otherwise Bid stays the gold one."""

from __future__ import annotations

from typing import Any

from engine.core import Action
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, table_app


def _gold(table: Any) -> list[str]:
    return [c.button.key for c in table.ui.controls() if c.button.primary]


def test_an_advised_pass_is_the_gold_button(data_dir: str) -> None:
    app, table = table_app(3, 2)
    s = position(3, hands={0: ["P3", "P2"], 1: ["P4"], 2: ["P5", "P1"]}, groups=[["Mars"], ["Venus"], ["Sun"]],
                 marker=2, phase="bid")
    s, _ = GAME.apply(s, Action("bid", 4))  # seat 2 opens; Alice (seat 0) may raise or pass
    inject(table, s)
    app.frame(DT)
    assert table.input_open and table.view.to_act == 0 and Action("pass") in table.choices.legal
    assert _gold(table) == ["bid"]
    table.ui.advised(Action("pass"))
    assert _gold(table) == ["pass"]
    table.ui.advised(Action("bid", 5))  # a later advice to bid makes Bid the gold button again
    assert _gold(table) == ["bid"]
