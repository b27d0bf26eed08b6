"""Système Solaire's Hint of two bids the search rates level says why (SS-9, SS-13): "Bid 1 — or, just as good:
Bid 8" alone (the French line, whose reason was dropped to name the other bid) told a newcomer neither what to do
nor why. The engine weighs the two (``SearchHooks.reason_versus``: the cheaper costs less if it wins), so the line
keeps the bid's reason, in every language, before it names the other."""

from __future__ import annotations

from typing import Any

import pytest

from engine.search.hint import Hint, reason, why
from game import i18n
from tests.client.hint_probe import hint_table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_level_bid_hint_keeps_its_reason(data_dir: str, language: str) -> None:
    app, table = hint_table("systeme_solaire", seed=1)
    i18n.set_language(language)
    try:
        _check(table)
    finally:
        i18n.set_language("en")


def _check(table: Any) -> None:
    game, view = table.game, table.view
    bids = [a for a in game.legal_actions(table.mod.state) if a.kind == "bid"]
    assert len(bids) > 6  # seat 0 opens the auction (SS-9) with a hand worth more than 6
    for low, high in ((bids[0], bids[7]), (bids[2], bids[5])):
        ranked = ((low, 60, 0.5), (high, 40, 0.5))  # level: the line offers both
        adv = table.advisor
        adv._advice, adv._advice_at, adv._shown = Hint(low, why(game, ranked, view=view), ranked), adv._position(), True
        table.layer.surface = None
        line = adv.line()
        assert line is not None
        said = reason(game, view, low)
        assert said is not None
        assert str(table.say(said)) in line[0], line[0]
