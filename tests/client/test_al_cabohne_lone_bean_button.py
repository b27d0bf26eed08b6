"""AC-11: a field holding one bean may be harvested only while none of the player's fields holds 2 or more. A
playtester saw the harvest buttons under the lone beans vanish as soon as another field held 2 and took it for a
bug: the button stays, greyed, with the engine's reason on it, under the mouse and on a click (naming the field
that bars it), in English and in French."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FRENCH, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import PLANT
from engine.al_cabohne.words import LONE_BEAN_BUTTON, lone_bean
from engine.core import Action
from game import i18n
from game.tables.al_cabohne import layout as L
from tests.client.driver import click
from tests.client.layout_probe import table_frame
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _table() -> Any:
    # field 1 holds a lone Puff, field 2 four Blue, field 3 a lone French: only field 2 may be harvested
    return _ac_table_at(position(1, phase=PLANT, hands={0: [BROAD]}, fields={0: [[PUFF], [BLUE] * 4, [FRENCH]]}))


def test_a_lone_bean_keeps_a_greyed_harvest_button_that_says_why(lang: str, data_dir: str) -> None:  # rule AC-11
    table = _table()
    _set_language(lang)
    table.forget_screen()
    legal = table.choices.legal
    assert Action("harvest", -1, "field:1") in legal
    assert Action("harvest", -1, "field:0") not in legal and Action("harvest", -1, "field:2") not in legal
    ink, _rec = table_frame(table)
    label = table.say(LONE_BEAN_BUTTON)
    for i in (0, 2):  # drawn on each barred field's button place, not only said somewhere
        button = L.harvest_button(i)
        assert any(b.text == label and button.contains(b.rect) for b in ink.texts), (i, [b.text for b in ink.texts])
    assert not any(b.text == label and L.harvest_button(1).colliderect(b.rect) for b in ink.texts)
    # under the mouse: the engine's reason, naming the field of 2 or more and how many it holds
    table.mouse = L.harvest_button(0).center
    tip = table.ui.hover_text() or ""
    why = table.say(lone_bean(table.view.fields[0], 0))
    assert tip == why and "2" in why and "4" in why, tip


def test_a_click_on_the_greyed_button_says_the_reason_and_plays_nothing(lang: str, data_dir: str) -> None:
    table = _table()  # rule AC-11
    _set_language(lang)
    app = table.app
    before = len(table.mod.recipe.actions)
    click(app, L.harvest_button(2).center)
    assert len(table.mod.recipe.actions) == before
    assert table.notice.active
    said = table.notice.text
    assert said == table.say(lone_bean(table.view.fields[0], 2)), said
    assert "4" in said  # field 2's four Blue are named, not only the rule


def test_no_greyed_button_when_every_field_holds_one_bean(data_dir: str) -> None:  # rule AC-11
    table = _ac_table_at(position(1, phase=PLANT, hands={0: [BROAD]}, fields={0: [[PUFF], [BLUE], []]}))
    assert table.ui.barred_harvests() == {}
    ink, _rec = table_frame(table)
    assert not any(b.text == table.say(LONE_BEAN_BUTTON) for b in ink.texts)
