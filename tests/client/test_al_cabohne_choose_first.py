"""A click on a place with nothing chosen never says nothing (issue 18): the coach's ring on a card looks like a
choice, so a newcomer clicks the field or Boss next. Where exactly one card may go there the click plays it;
where several may (or a hand card for the Mafia, given only on purpose, AC-23), it says which to choose first."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import i18n
from game.i18n import tr
from game.tables.al_cabohne import layout as L
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _table(lang: str) -> object:
    """Solo, cultivating: a Fire and a French unit revealed (AC-22: each to an empty field, the Fire also to Al,
    who grows Fire), a Kidney in hand that may go to Don, who grows Kidney (AC-23)."""
    table = _ac_table_at(position(1, phase=CULTIVATE, kept=[[FIRE], [FRENCH]], hands={0: [KIDNEY, BLUE]},
                                  fields={0: [[BLUE], [], []]}, bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]]))
    _set_language(lang)
    assert table.choices.selected is None and table.ui.selection() is None  # type: ignore[attr-defined]
    return table


def _click(table: object, pos: tuple[int, int]) -> str:
    table.notice.clear()  # type: ignore[attr-defined]
    table.click_at(pos)  # type: ignore[attr-defined]
    return table.notice.text if table.notice.active else ""  # type: ignore[attr-defined]


def test_a_field_two_units_may_go_to_says_to_choose_first(lang: str, data_dir: str) -> None:
    table = _table(lang)
    moves = len(table.mod.recipe.actions)  # type: ignore[attr-defined]
    said = _click(table, L.field_area(1).center)
    assert said == tr("Choose a card first: click {cards}, then click here.",
                      cards=", ".join([tr("the {bean} ×{n}", bean=tr("Fire"), n=1),
                                       tr("the {bean} ×{n}", bean=tr("French"), n=1)])), said
    assert len(table.mod.recipe.actions) == moves  # type: ignore[attr-defined]
    if lang == "fr":
        assert said.startswith("Choisissez d'abord une carte"), said


def test_a_boss_only_a_hand_card_may_go_to_says_to_choose_it(lang: str, data_dir: str) -> None:
    table = _table(lang)
    said = _click(table, L.boss_area(1).center)
    assert said == tr("Choose a card first: click {cards}, then click here.",
                      cards=tr("your {bean}", bean=tr("Kidney"))), said
    assert not table.mod.recipe.actions  # type: ignore[attr-defined]  # a gift to the Mafia is never made unasked


def test_a_boss_only_one_unit_may_go_to_takes_it(lang: str, data_dir: str) -> None:
    table = _table(lang)
    place = Action("place", table.view.kept[0][0], "boss:0")  # type: ignore[attr-defined]
    assert place in table.choices.legal  # type: ignore[attr-defined]
    _click(table, L.boss_area(0).center)
    assert table.mod.recipe.actions[-1:] == [place]  # type: ignore[attr-defined]
