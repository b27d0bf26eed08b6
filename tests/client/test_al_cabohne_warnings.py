"""Before a move that makes a Boss sell at once or leaves a field to be taxed, the tip over the move says so, in
the engine's words (issue 18): the field to plant on, the Boss to give to, the End button."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, PLANT
from engine.core import Action
from game import i18n
from game.i18n import tr
from game.kit.choices import Pick
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param  # set once the table is open (opening it sets the language of the settings)
    i18n.set_language("en")


def _tip_over(table: object, rect: object) -> str:
    table.mouse = rect.center  # type: ignore[attr-defined]
    return table.ui.hover_text() or ""  # type: ignore[attr-defined]


def test_the_field_a_plant_would_leave_taxed_says_so(lang: str, data_dir: str) -> None:
    # AC-17: Al grows Fire; the front Fire planted on the empty field 2 would give him a bean at the next tax
    table = _ac_table_at(position(1, phase=PLANT, hands={0: [FIRE, FRENCH]}, fields={0: [[BLUE], [], []]},
                                  bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]]))
    _set_language(lang)
    assert Action("plant", table.view.hands[0][0], "field:1") in table.choices.legal
    tip = _tip_over(table, L.field_area(1))
    first = tip.split("\n")[0]
    # said as the condition it is: a field harvested before the tax pays none (AC-17)
    assert first == tr("If not harvested first, your {bean} field (field {n}) will be taxed next turn: {boss} grows "
                       "{bean}.", bean=tr("Fire"), n=2, boss=tr("Al Cabohne")), tip
    assert tip.split("\n")[1] == tr("Field {n}: empty", n=2)  # what the field says besides stays, under it
    assert not table.ui.warnings_at(L.field_area(0).center)  # the Blue field takes no Fire: no move, no warning
    if lang == "fr":
        assert first.startswith("Sans récolte d'ici là, votre champ de Feu (champ 2) sera imposé"), first


def test_the_boss_a_gift_would_make_sell_says_so(lang: str, data_dir: str) -> None:
    # AC-13: Don holds Kidney ×5 and sells at 2 coins (6 beans): the Kidney given from the hand makes him sell
    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [KIDNEY, FRENCH]}, fields={0: [[BLUE], [], []]},
                                  bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]]))
    _set_language(lang)
    kidney = table.view.hands[0][0]
    table.choices.select(Pick("select", "hand", kidney))  # chosen: the Boss it may go to glows
    table.app.frame(DT)
    tip = _tip_over(table, L.boss_area(1))
    assert tip.split("\n")[0] == i18n.trn("{boss} will sell his {bean} field at once: {n} coin to the Mafia.",
                                          "{boss} will sell his {bean} field at once: {n} coins to the Mafia.", 2,
                                          boss=tr("Don Corlebohne"), bean=tr("Kidney")), tip
    if lang == "fr":
        assert "vendra aussitôt" in tip, tip
