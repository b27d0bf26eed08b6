"""Buying the third field asks for a second click (issue 18, playtest): one click spent 4 coins at once (AC-14),
where a gift that makes a Boss sell already asks to confirm. The first click says what it costs; the second buys."""

from __future__ import annotations

import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FRENCH, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import BUY
from engine.al_cabohne.state import PLANT
from game import i18n
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table

WORDS = {"en": ("4 coins", "Click again"), "fr": ("4 pièces", "Cliquez à nouveau")}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("where", ["button", "field"])
def test_buying_the_third_field_takes_a_second_click(data_dir: str, lang: str, where: str) -> None:
    try:
        app = make_app("instant")
        i18n.set_language(lang)  # after the app, which sets the language of its settings
        table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Bob", False, "normal")], seed=1)
        app.push(table)
        table.mod.state = position(2, phase=PLANT, hands={0: [BLUE, BROAD], 1: [PUFF]}, coins={0: 5},
                                   bosses=[[FRENCH], []])
        table.forget_screen()
        app.frame(DT)
        assert BUY in table.choices.legal
        offer = next(o for o in table.current_offers() if o.key == BUY
                     and (o.rect == L.field_area(2)) == (where == "field"))
        offer.run()
        app.frame(DT)
        cost, again = WORDS[lang]
        line = table.ui.prompt()[0]
        assert cost in line and again in line, line
        assert len(table.view.coins[0]) == 5 and not table.view.bought[0]  # nothing spent yet
        next(o for o in table.current_offers() if o.key == BUY and o.rect == offer.rect).run()
        app.frame(DT)
        assert len(table.view.coins[0]) == 1 and table.view.bought[0]  # AC-14: 4 coins for the third field
    finally:
        i18n.set_language("en")
