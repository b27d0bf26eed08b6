"""The Project keep says how many go back as they are counted (SL-15): playtest 19 read « les autres vont sous la
pioche Projet » (English "the others go under") with two Projects drawn, one left over. With two drawn it says "the
other goes under", with three "the 2 others go under", in English and French."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.cards import COST_OF, EFFECT_OF, LAB_IDS
from engine.space_lab.content import K_DRAW_LAB, K_DRAW_PROJECT
from engine.space_lab.positions import position
from game import i18n
from tests.client.space_lab import steps

SAID = {("en", 2): "the other goes under the Project deck", ("en", 3): "the 2 others go under the Project deck",
        ("fr", 2): "l'autre va sous la pioche Projet", ("fr", 3): "les 2 autres vont sous la pioche Projet"}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("cost", [2, 3])
def test_the_keep_counts_what_goes_back(data_dir: str, language: str, cost: int) -> None:
    app, table = steps.start(2, 1)
    card = next(c for c in LAB_IDS if COST_OF[c] == cost
                and (e := EFFECT_OF[c]) is not None and e.kind not in (K_DRAW_LAB, K_DRAW_PROJECT))
    pay = [c for c in LAB_IDS if c != card][:cost]
    steps.at(table, position(2, hands={0: [card, *pay]}))
    app.settings.language = language
    i18n.set_language(language)
    try:
        steps.click_move(app, table, Action("place", card, "T0"))  # a top slot draws as many Projects as the cost
        steps.settle(app, table)
        assert len(table.view.drawn) == cost and table.view.phase == "keep", table.view.drawn
        text, _colour = table.prompt_line()
        assert SAID[language, cost] in text.replace("\u00a0", " "), text
    finally:
        i18n.set_language("en")
