"""The level ladder bench (``bench/levels.py``): its rows say "yes" only where the figures show it."""

from __future__ import annotations

import pytest

from engine import GAMES
from tests.bench.script import InProcess, load

levels = load("levels")


def verdict(row: str) -> str:
    return row.rstrip(" |").rsplit("|", 1)[1].strip()


@pytest.mark.parametrize("name", [n for n in GAMES if GAMES[n].max_players >= 3])
def test_a_duel_row_shows_the_stronger_level(name: str) -> None:
    row = levels.duel_row(InProcess(), name, 3, "normal", "easy", 6, 1, 4)
    assert row.startswith(f"| {name} | 3 | normal vs easy | 6 |")
    assert verdict(row) == "yes"
    backwards = levels.duel_row(InProcess(), name, 3, "easy", "normal", 6, 1, 4)
    assert verdict(backwards) == "not shown"


@pytest.mark.parametrize("name", [n for n in GAMES if GAMES[n].min_players == 1])
def test_a_solo_row_compares_the_same_deals(name: str) -> None:
    row = levels.solo_row(InProcess(), name, "normal", "easy", 4, 1, 4)
    assert "lead +" in row and verdict(row) == "yes"
    assert verdict(levels.solo_row(InProcess(), name, "easy", "normal", 4, 1, 4)) == "not shown"
