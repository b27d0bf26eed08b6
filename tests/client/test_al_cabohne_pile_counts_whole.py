"""The piles' counts are drawn whole however large (playtest 29: at the end of a French two-player game with 100 or
more discards, the label under the discard pile read « Défausse 1… », the count cut off). Either pile can hold
all the cards not in a hand or a field (AC-3, AC-31)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.al_cabohne.cards import BLUE
from engine.al_cabohne.positions import position
from game import i18n
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table, text_spy


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("rest", ["discard", "draw"])  # every card not in a hand on one pile: 115 of 116
def test_the_discard_and_draw_counts_are_drawn_whole(language: str, rest: str, monkeypatch: Any,
                                                     data_dir: str) -> None:  # rule AC-3, AC-31
    app = make_app("instant")
    try:
        i18n.set_language(language)  # after the app, which sets its settings' language
        table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
        app.push(table)
        state = position(2, hands={0: [BLUE]}, rest=rest)
        table.mod.state = state
        table.forget_screen()
        drawn = text_spy(monkeypatch)
        app.frame(DT)
        said = [s for s, _r in drawn]
        for whole in (i18n.tr("Discard {n}", n=len(state.discard)), i18n.tr("Draw {n}", n=len(state.draw))):
            assert whole in said, (whole, [s for s in said if s[:3] in whole])
    finally:
        i18n.set_language("en")
