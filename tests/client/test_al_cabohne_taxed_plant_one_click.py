"""Playtest 32b, turn 9: after buying the third field, the front Runner planted on it (Don Corlebohne grows Runner,
so the field will be taxed next turn: AC-17) seemed to take two clicks. The warning is said before any click, and one
click plants (AC-18): no second click is asked, so no "Click again" is owed. By the button and by the field slot,
at the Normal speed the newcomer played, with the purchase's animation played out between the clicks."""

from __future__ import annotations

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import BUY
from engine.al_cabohne.state import PLANT
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, click, make_app, open_table


def _over(app: object, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(12):
        app.frame(DT)  # type: ignore[attr-defined]


@pytest.mark.parametrize("where", ["button", "field"])
def test_the_front_card_planted_on_a_field_to_be_taxed_takes_one_click(where: str, data_dir: str) -> None:
    app = make_app("normal")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Bob", False, "normal")], seed=1)
    app.push(table)
    table.mod.state = position(2, phase=PLANT, hands={0: [RUNNER, FIRE, BLUE], 1: [PUFF]}, coins={0: 4},
                               fields={0: [[BROAD] * 2, [FRENCH]]}, bosses=[[FIRE] * 7, [RUNNER] * 2], turn=9)
    table.forget_screen()
    app.frame(DT)
    buy = next(o.rect for o in table.current_offers() if o.key == BUY and (o.rect == L.field_area(2)) == (where == "field"))
    for _ in range(2):  # AC-14: the purchase asks for its second click
        _over(app, buy.center)
        click(app, buy.center, 90)
    assert table.view.bought[0]
    assert "Don Corlebohne" in table.ui.prompt()[0]  # the tax to come, said before the plant's click
    _over(app, L.field_area(2).center)
    click(app, L.field_area(2).center, 90)
    assert len(table.view.fields[0][2]) == 1  # planted at the first click
