"""Hard thinks in slices: on a fake clock where every engine call costs time, no slice runs past its budget."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.bots import Situation
from engine.search import Budget, SearchBot
from tests.engine.search.helpers import FakeClock, Metered, game_counts, positions

COST = 0.0001  # seconds of fake time per engine call
CALLS_BETWEEN_CHECKS = 4  # the most engine calls between two looks at the clock (a tree step: to_act, legal, apply)


@pytest.mark.parametrize(("name", "players"), game_counts())
def test_no_slice_exceeds_the_budget(name: str, players: int) -> None:
    game = GAMES[name]
    clock = FakeClock()
    metered = Metered(game, clock, COST)
    budget = Budget(seconds=0.05, iterations=10_000, slice_seconds=0.001, clock=clock)  # a round number for the bound
    slices = []
    for k, s in enumerate(positions(game, players, 3, every=19, limit=400)[:4]):
        seat = game.to_act(s)
        sit = Situation(metered, seat, game.view(s, seat), game.legal_actions(s), random.Random(k), s)
        thinking = SearchBot(metered, budget).think(sit)
        decided = None
        while decided is None:
            start = clock.now
            decided = next(thinking)
            slices.append(clock.now - start)
        assert decided in sit.legal
    assert len(slices) > 40
    assert max(slices) <= budget.slice_seconds + CALLS_BETWEEN_CHECKS * COST + 1e-9


def test_time_budget_stops_the_search() -> None:
    game = GAMES[next(iter(GAMES))]
    s = positions(game, game.min_players + (game.max_players > game.min_players), 1)[0]
    clock = FakeClock()
    metered = Metered(game, clock, COST)
    seat = game.to_act(s)
    sit = Situation(metered, seat, game.view(s, seat), game.legal_actions(s), random.Random(1), s)
    bot = SearchBot(metered, Budget(seconds=0.02, iterations=10_000, clock=clock))
    for _ in bot.think(sit):
        pass
    assert bot.last is not None and bot.last.iterations < 10_000
    assert clock.now <= 0.04  # stops at the first iteration's end past the deadline
