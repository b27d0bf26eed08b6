"""The Pay trap (playtest 34, 152.png/153.png): while paying, a click on the card being placed let the placement go
with no word, and "Pay 0/1" became "Reveal 3" at the same spot, so the next click there revealed 3 cards (and Undo
was then off: the turn lost to a misclick). The placement let go is said in the notice, and a button that has just
changed its move takes no click for a moment (``CHANGED_SECONDS``); after it, it plays as before."""

from __future__ import annotations

from typing import Any

from engine.core import Action
from engine.space_lab.cards import COST_OF
from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from game import theme
from game.kit.choices import Pick
from game.kit.fresh import CHANGED_SECONDS
from game.tables.space_lab.offers import buttons
from tests.client.driver import DT, click
from tests.client.space_lab import steps


def _button_at(table: Any, pos: tuple[int, int]) -> str:
    """The label of the button drawn at ``pos``."""
    return next(b.label for b, _k, _r in buttons(table.ui)[0] if b.rect.collidepoint(pos))


def test_a_placement_let_go_is_said_and_reveal_3_does_not_take_the_click_meant_for_pay(monkeypatch: Any,
                                                                                      data_dir: str) -> None:
    app, table = steps.start(2, 1, speed="normal")
    costly, other = lab("L04"), lab("L01")
    assert COST_OF[costly] == 1
    steps.at(table, position(2, hands={0: [costly, other]}))
    steps.settle(app, table)
    placing = Action("place", costly, "T0")
    steps.click_key(app, table, Pick("select", "hand", costly))
    steps.click_key(app, table, placing)
    pay = next(b.rect.center for b, k, _r in buttons(table.ui)[0] if k == placing)
    assert _button_at(table, pay) == "Pay 0/1"
    shown = [b.rect for b, _k, _r in buttons(table.ui)[0]]
    card = next(o.rect for o in table.current_offers() if o.key == Pick("cancel") and o.rect not in shown)
    said: list[str] = []  # every text drawn by ``theme.text`` (the prompt's pill, where the notice shows)
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: said.append(s) or real(s, *a, **k))
    click(app, card.center, frames=3)  # the misclick on the card being placed
    assert table.ui.pending is None
    assert any(s.startswith("Not played: Place") for s in said), "the placement was let go with no word"
    assert _button_at(table, pay) == "Reveal 3"
    moves = len(table.mod.recipe.actions)
    click(app, pay, frames=2)  # the click meant for Pay, a moment later
    assert len(table.mod.recipe.actions) == moves, "Reveal 3, just come where Pay was, took the click meant for Pay"
    for _ in range(int(CHANGED_SECONDS / DT) + 2):
        app.frame(DT)
    click(app, pay, frames=2)
    assert len(table.mod.recipe.actions) == moves + 1, "a click once the moment has passed plays Reveal 3"
