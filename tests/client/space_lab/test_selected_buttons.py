"""While a hand card is selected for placing, the button spot that Confirm takes next must not start a Draw or end
the turn: a click meant for the placement started a Draw (playtest 15, 174.png). Draw and End turn are greyed until
the placement is confirmed or cancelled."""

from __future__ import annotations

from engine.core import Action
from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from game.kit.choices import Pick
from game.tables.space_lab import offers
from tests.client.driver import click, click_key
from tests.client.space_lab import steps


def _button(table, label: str):
    return next(b for b, _k, _r in offers.buttons(table.ui)[0] if b.label == label)


def test_a_selected_card_greys_draw_and_a_click_there_draws_nothing(data_dir: str) -> None:
    app, table = steps.start(2, 1)
    steps.at(table, position(2, hands={0: [lab("L12"), lab("L46"), lab("L47")]}))
    assert _button(table, "Reveal 3").enabled
    click_key(app, Pick("select", "hand", lab("L12")))
    draw = _button(table, "Reveal 3")
    assert not draw.enabled
    moves = len(table.mod.recipe.actions)
    click(app, draw.rect.center)  # the click meant for the placement's Confirm
    assert len(table.mod.recipe.actions) == moves and table.view.phase == "start"
    assert table.ui.selected is None  # a click off the placement lets the card go, as Cancel does
    assert _button(table, "Reveal 3").enabled


def test_a_selected_card_greys_end_turn(data_dir: str) -> None:
    app, table = steps.start(2, 1)
    steps.at(table, position(2, hands={0: [lab("L46"), lab("L47"), lab("L12")]}))
    click_key(app, Pick("select", "hand", lab("L46")))
    click_key(app, Action("place", lab("L46"), "M0"))  # free: placed at once, the turn may end now
    assert _button(table, "End turn").enabled
    click_key(app, Pick("select", "hand", lab("L47")))
    end = _button(table, "End turn")
    assert not end.enabled
    moves = len(table.mod.recipe.actions)
    click(app, end.rect.center)
    assert table.view.current == 0 and table.view.phase == "place" and len(table.mod.recipe.actions) == moves

