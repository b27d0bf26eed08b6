"""A Validation tile is named with its value after the noun (playtest 17: "a 8 VP tile" read wrong; no one article
fits every number). SL-14: the piles hold tiles of 10, 8, 6 and 4 VP; R-14: an empty pile gives a 0 VP tile."""

from __future__ import annotations

import re

from engine.core import english
from engine.space_lab.cards import TILE_VALUE
from engine.space_lab.words import card_words


def test_every_tile_name_reads_with_its_value() -> None:
    assert {8, 10} <= set(TILE_VALUE.values())
    for tile, value in TILE_VALUE.items():
        said = english(card_words(tile), [])
        assert str(value) in said and not re.search(r"\ba \d", said), said
