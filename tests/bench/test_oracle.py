"""The oracle bench (``bench/oracle.py``): Hard told the hidden cards, a measuring stick for solo games."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.bots import situation
from tests.bench.script import InProcess, load

oracle = load("oracle")
SOLO = [n for n in GAMES if GAMES[n].min_players == 1]


@pytest.mark.parametrize("name", SOLO)
def test_the_told_situation_samples_the_true_state(name: str) -> None:
    game = GAMES[name]
    state = game.new(1, 3)
    sit = situation(game, state, random.Random(1))
    told = oracle.Told(sit.game, sit.seat, sit.view, sit.legal, sit.rng, sit._state)
    assert told.sample() is state
    # a plain situation deals the hidden cards afresh: the oracle is the only one that knows them
    assert any(sit.sample() != state for _ in range(5))


def test_a_row_compares_both_sides_on_the_same_deals() -> None:
    row = oracle.row(InProcess(), "al_cabohne", 2, 5, 4)
    cells = [c.strip() for c in row.strip("| ").split("|")]
    assert cells[:3] == ["al_cabohne", "2", "4"]
    blind = [oracle.play(("al_cabohne", 5 + g, 4, False)) for g in range(2)]
    told = [oracle.play(("al_cabohne", 5 + g, 4, True)) for g in range(2)]
    assert [r["seed"] for r in blind] == [r["seed"] for r in told] == [5, 6]
    lead = sum(oracle.margin(t, 0) - oracle.margin(b, 0) for t, b in zip(told, blind, strict=True)) / 2
    assert cells[5].startswith(f"{lead:+.2f}")
