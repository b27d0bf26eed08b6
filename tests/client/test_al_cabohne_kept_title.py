"""The revealed beans' heading stands clear of the cards under it (playtest 14: "Your revealed beans" touched the
top of the revealed cards and their outline), and under the Mafia's panel, as drawn, in English and in French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from game.i18n import tr
from game.tables.al_cabohne import layout as L
from tests.client.layout_probe import table_frame
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at

OUTLINE = 4  # pixels a playable pile's outline reaches past its cards (``ui.clickable``)


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_the_revealed_beans_heading_keeps_off_the_cards(lang: str, data_dir: str) -> None:
    table = _ac_table_at(position(1, phase=CULTIVATE, kept=[[FIRE], [BLUE, BLUE], [KIDNEY]], fields={0: [[FIRE]]}))
    _set_language(lang)
    table.forget_screen()
    ink, _rec = table_frame(table)
    title = tr("Your revealed beans")
    (heading,) = [b.rect for b in ink.texts if b.text == title]
    cards = L.kept_area(0, 1).inflate(2 * OUTLINE, 2 * OUTLINE)
    assert heading.bottom + 6 <= cards.top, (heading, cards)  # a clear gap: 2 pixels read as touching
    assert heading.top >= L.mafia_panel(3).bottom + 2, (heading, L.mafia_panel(3))
