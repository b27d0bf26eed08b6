"""Two kept piles of one type say why one click moves them both (R-5, playtest 29, 41.png, 46.png: Fire ×3 as pile 2
and Fire ×1 as pile 3 while the prompt said "each type whole"). Hovered, either pile's tip says that the revealed
cards of one type are placed together; a pile of a type alone says nothing of it. English and French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.table import PILES_WHOLE
from tests.client.driver import DT
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_two_piles_of_one_type_say_they_go_together(lang: str, data_dir: str) -> None:  # rule R-5
    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [BLUE, KIDNEY]}, fields={0: [[KIDNEY] * 2, [BLUE]]},
                                  kept=[[PUFF], [FIRE] * 3, [FIRE]], bosses=[[FRENCH] * 2, [], []]))
    _set_language(lang)
    said = table.ui.t.say(PILES_WHOLE)
    for i, n in ((1, 3), (2, 1)):
        table.mouse = L.kept_area(i, n).center
        table.app.frame(DT)
        assert said in (table.ui.hover_text() or ""), (i, table.ui.hover_text())
    table.mouse = L.kept_area(0, 1).center
    table.app.frame(DT)
    assert said not in (table.ui.hover_text() or "")


def test_the_coins_set_aside_say_what_they_are(lang: str, data_dir: str) -> None:  # rules AC-14, AC-31
    """Playtest 29, 122.png: « 4 pièces de côté » by the deck, with nothing saying what they were."""
    from game.seats import Seat
    from game.tables.al_cabohne.table import SET_ASIDE_TIP
    from tests.client.driver import make_app, open_table

    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
    app.push(table)
    table.mod.state = position(2, phase=CULTIVATE, hands={0: [BLUE], 1: [KIDNEY]}, fields={0: [[BLUE]], 1: [[PUFF]]},
                               bosses=[[FRENCH], [FIRE]], set_aside=4, bought=[1])
    table.forget_screen()
    app.frame(DT)
    _set_language(lang)
    for at in (L.SET_ASIDE_PILE.center, (L.SET_ASIDE_PILE.centerx, L.SET_ASIDE_PILE.bottom + 24)):  # pile, words
        table.mouse = at
        app.frame(DT)
        assert table.ui.t.say(SET_ASIDE_TIP) in (table.ui.hover_text() or ""), (at, table.ui.hover_text())
