"""The results' Mafia row counts a Boss's sales that earned coins: a final sale of a bean or two for nothing (AC-34)
is no sale to a player (playtest 21: "Al Cabohne, 3 sales: 6" where one of them brought nothing)."""

from __future__ import annotations

import dataclasses

from engine.al_cabohne import tally
from engine.al_cabohne.rules import GAME
from engine.core import english


def test_a_sale_for_no_coin_is_not_counted() -> None:
    # rule AC-13, AC-34
    view = GAME.view(GAME.new(1, 5), 0)
    sales: dict[str, list[tuple[int, ...]]] = {"boss:0": [(1, 2), (3, 4, 5), ()], "boss:1": [()], "boss:2": [(6,)]}
    view = dataclasses.replace(view, treasury=(1, 2, 3, 4, 5, 6))
    mafia = tally.piles(view, sales, [])[-1]
    assert [english(p.label, []) for p in mafia] == ["Al Cabohne, 2 sales", "Don Corlebohne, 0 sales", "Joe Bohnano, 1 sale"]
    assert [len(p.coins) for p in mafia] == [5, 0, 1]
