"""Two Project keeps in one placement say which draw each is (playtest 13: a card whose own effect draws Projects,
placed on a top slot, brought "Keep one Project: click it" twice in a row, and the newcomer thought the first click
had not registered). The tray's title names what drew the Projects: the card's effect, then the top slot (SL-9:
the card's own effect resolves before the top slot's draw; SL-10, SL-15)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.cards import COST_OF, EFFECT_OF, LAB_IDS
from engine.space_lab.content import K_DRAW_PROJECT
from engine.space_lab.positions import position
from game import i18n
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn

TITLES = {"en": ("Keep one Project (the card's effect): click it", "Keep one Project (the top slot): click it"),
          "fr": ("Gardez un Projet (l'effet de la carte) : cliquez-le", "Gardez un Projet (l'emplacement du haut) : cliquez-le")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_keep_of_a_placement_says_what_drew_its_projects(data_dir: str, language: str) -> None:
    card = next(c for c in LAB_IDS if (e := EFFECT_OF[c]) is not None and e.kind == K_DRAW_PROJECT and e.value >= 2
                and COST_OF[c] >= 2)
    pay = [c for c in LAB_IDS if c != card][:COST_OF[card]]
    app, table = steps.start(2, 1)
    steps.at(table, position(2, hands={0: [card, *pay]}))
    steps.settle(app, table)
    i18n.set_language(language)
    try:
        steps.click_move(app, table, Action("place", card, "T0"), pay)
        seen = []
        for _ in range(2):
            steps.settle(app, table)
            assert table.view.phase == "keep", table.view.phase
            shown = texts_drawn(app)
            seen.append(next(t for t in shown if t in TITLES[language]))
            steps.click_key(app, table, Action("keep", table.view.drawn[0]))
        assert tuple(seen) == TITLES[language], seen
    finally:
        i18n.set_language("en")
