"""A click on a place with nothing chosen never says nothing (issue 18): the coach's ring on a card looks like a
choice, so a newcomer clicks the field or Boss next. Where exactly one card may go there the click plays it;
where several may (or a hand card for the Mafia, given only on purpose, AC-23), it says which to choose first."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

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
    units = ", ".join([i18n.trn("the {bean} ×{n}", "the {bean} ×{n}", 1, bean=tr("Fire")), i18n.trn("the {bean} ×{n}", "the {bean} ×{n}", 1, bean=tr("French"))])
    # where they lie, too: the revealed beans (a newcomer looked for "the Fire ×1" among the fields)
    assert said == tr("Choose a card first: click {cards}, then click here.",
                      cards=tr("{cards} among your revealed beans", cards=units)), said
    assert len(table.mod.recipe.actions) == moves  # type: ignore[attr-defined]
    if lang == "fr":
        assert said.startswith("Choisissez d'abord une carte"), said
        # a unit is named by its type and count, with no article to agree with it (playtest 11: "les Bleu ×1")
        assert "Feu ×1" in said and "les Feu" not in said, said


def test_a_boss_only_a_hand_card_may_go_to_says_to_choose_it(lang: str, data_dir: str) -> None:
    table = _table(lang)
    said = _click(table, L.boss_area(1).center)
    assert said == tr("Choose a card first: click {cards}, then click here.",
                      cards=tr("{cards} in your hand", cards=tr("your {bean}", bean=tr("Kidney")))), said
    assert not table.mod.recipe.actions  # type: ignore[attr-defined]  # a gift to the Mafia is never made unasked


def test_a_boss_only_one_unit_may_go_to_takes_it(lang: str, data_dir: str) -> None:
    table = _table(lang)
    place = Action("place", table.view.kept[0][0], "boss:0")  # type: ignore[attr-defined]
    assert place in table.choices.legal  # type: ignore[attr-defined]
    _click(table, L.boss_area(0).center)
    assert table.mod.recipe.actions[-1:] == [place]  # type: ignore[attr-defined]


def test_a_boss_a_unit_and_a_hand_card_may_go_to_names_both_places(lang: str, data_dir: str) -> None:
    """Al grows Fire: the revealed Fire (AC-22) and a Fire from the hand (AC-23) may both go to him."""
    table = _ac_table_at(position(1, phase=CULTIVATE, kept=[[FIRE], [FRENCH]], hands={0: [FIRE, BLUE]},
                                  fields={0: [[BLUE], [], []]}, bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]]))
    _set_language(lang)
    said = _click(table, L.boss_area(0).center)
    assert said == tr("Choose a card first: click {cards}, then click here.", cards=tr(
        "{a} or {b}", a=tr("{cards} among your revealed beans", cards=i18n.trn("the {bean} ×{n}", "the {bean} ×{n}", 1, bean=tr("Fire"))),
        b=tr("{cards} in your hand", cards=tr("your {bean}", bean=tr("Fire"))))), said
    assert not table.mod.recipe.actions


def test_the_place_the_coach_names_takes_its_card_with_nothing_chosen(lang: str, data_dir: str) -> None:
    """Playtest: the coach's ring on a revealed bean looked like a choice made, and a click on the field its pick
    named said "Choose a card first". The place the pick (the coach's or the Hint's) names for a card now takes
    that card at once, and the coach rings that place, not the card."""
    from game.kit.coach import Coach
    from game.tables.al_cabohne import coach as script

    table: Any = _table(lang)
    french = table.view.kept[1][0]
    pick = Action("place", french, "field:2")  # AC-22: the French unit onto the empty field 3
    assert pick in table.choices.legal
    coach = Coach(script, "al_cabohne", table.say)
    table.coach = coach
    coach.tick(table.view, table.choices.legal, True, moves=0, hint=pick)
    assert coach.aim == pick
    table.ui.advised(pick)  # as the table does when the coach names it
    ring = coach.target(table.current_offers(), table.action_rects)
    assert ring is not None and L.field_area(2).contains(ring), ring
    said = _click(table, L.field_area(2).center)
    assert not said.startswith(tr("Choose a card first: click {cards}, then click here.", cards="").split(":")[0]), said
    assert table.mod.recipe.actions[-1:] == [pick]
