"""The log names a card with where its count counts (R-19): playtest 19 read "Green Technician (4 VP/Researcher)" in
the log for a card printed "4 VP per Researcher in its row", the condition lost. A card counting in its row is logged
"… (4 VP per Researcher in this row)", as its face says; one counting the whole station says so too."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.cards import COST_OF, EFFECT_OF, LAB_IDS
from engine.space_lab.content import K_PER_AGENCY, K_PER_SPECIALTY, ROW, STATION
from engine.space_lab.positions import position
from game import i18n
from tests.client.space_lab import steps

ROW_SAID = {"en": "in this row", "fr": "dans sa rangée"}  # as the card's face says it (playtest 22)
PLACES = {"en": "Alice places", "fr": "Alice pose"}


def _counting(scope: str) -> int:
    return next(c for c in LAB_IDS if (e := EFFECT_OF[c]) is not None
                and e.kind in (K_PER_AGENCY, K_PER_SPECIALTY) and e.scope == scope)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("scope", [ROW, STATION])
def test_the_log_keeps_where_a_card_counts(data_dir: str, language: str, scope: str) -> None:
    app, table = steps.start(2, 1)
    card = _counting(scope)
    pay = [c for c in LAB_IDS if c != card][:COST_OF[card]]  # its cost paid with other hand cards (SL-8)
    steps.at(table, position(2, hands={0: [card, *pay]}))
    app.settings.language = language
    i18n.set_language(language)
    try:
        steps.click_move(app, table, Action("place", card, "M0"))
        placed = [text for text, _c in table.log_lines() if text.startswith(PLACES[language])]
        assert placed, table.log_lines()
        assert (ROW_SAID[language] in placed[-1]) == (scope == ROW), placed[-1]
    finally:
        i18n.set_language("en")
