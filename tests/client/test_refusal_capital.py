"""A click the rules refuse says why in a line that opens with a capital, though the engine's sentence may start with
a place's name in lower case (playtest 34, 77.png: "field 2 grows French: a field holds one type."). The kit
capitalises it for every game; English and French. Rule AC-9 (a field holds one type)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from game.kit.choices import Pick
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_a_refused_placement_opens_with_a_capital(lang: str, data_dir: str) -> None:  # rule AC-9
    table = _ac_table_at(position(1, phase=CULTIVATE, kept=[[BLUE] * 2], hands={0: [KIDNEY]},
                                  fields={0: [[FIRE] * 2, [FRENCH] * 2, []]}, bosses=[[RUNNER], [KIDNEY], []]))
    _set_language(lang)
    table.forget_screen()
    table.choices.select(Pick("select", "kept", table.view.kept[0][-1]))
    table.app.frame(DT)
    table.click_at(L.field_area(1).center)  # the Blue sent onto the French field
    table.app.frame(DT)
    said = table.notice.text
    assert said.startswith({"en": "Field 2 grows French", "fr": "Sur le champ 2"}[lang]), said
