"""A harvest whose beans the next reveal hands to a Boss is warned on its button (AC-21, playtest 29, 48.png→50.png:
"Harvest +0" on a Puff field, then the reveal took the discarded Puff to Joe, Mafia +1, and neither the button nor
the Hint said so). Hovered, the Harvest button says it in the engine's words; the button is ringed in the Mafia's
red; a harvest that feeds nobody says nothing of it. English and French."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, PUFF
from engine.al_cabohne.foresight import fed_warnings
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import i18n
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_the_harvest_button_warns_that_the_reveal_feeds_a_boss(lang: str, data_dir: str) -> None:  # rule AC-21
    # Joe grows Puff: two Puffs earn nothing and top the discard, where the next reveal hands them to him
    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [BLUE]}, fields={0: [[PUFF] * 2, [BLUE] * 3]},
                                  bosses=[[FIRE] * 2, [BROAD], [PUFF]]))
    _set_language(lang)
    v = table.view
    feeds = fed_warnings(v, Action("harvest", -1, "field:0"))
    assert feeds and not fed_warnings(v, Action("harvest", -1, "field:1"))  # Blue: no Boss grows it
    said = table.ui.t.say(feeds[0])
    assert "Joe" in said
    table.mouse = L.harvest_button(0).center
    table.app.frame(DT)
    assert said in (table.ui.hover_text() or ""), table.ui.hover_text()
    table.mouse = L.harvest_button(1).center
    table.app.frame(DT)
    assert said not in (table.ui.hover_text() or "")
    assert table.ui.picture().feeding == frozenset({0})
    assert pygame  # the ring is drawn in paint._own from ``feeding``
