"""Strength smoke test: Hard with a small iteration budget beats random play in short 2-player games.

Each game of ``engine.GAMES`` is played 20 times (seats alternate, fixed seeds)
at two players, or solo for a one-player game. Hard "beats" Random when its
score is the higher one; a solo game compares the two on the same deals.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.bots import RandomBot, decide, situation
from engine.core import Game
from engine.search import SearchBot, iterations
from tests.engine.search.helpers import NAMES

GAMES_EACH = 20
BUDGET = 16


def play(game: Game, players: int, seed: int, bots: list[Any]) -> list[int]:
    s = game.new(players, seed)
    rng = random.Random(seed)
    while not game.is_over(s):
        s, _ = game.apply(s, decide(bots[game.to_act(s)], situation(game, s, rng)))
    return game.scores(s)


@pytest.mark.parametrize("half", range(2))
@pytest.mark.parametrize("name", NAMES)
def test_hard_beats_random(name: str, half: int) -> None:
    game = GAMES[name]
    players = 2 if game.min_players <= 2 <= game.max_players else game.min_players
    beaten = 0
    seeds = range(half * GAMES_EACH // 2, (half + 1) * GAMES_EACH // 2)
    for seed in seeds:
        hard = SearchBot(game, iterations(BUDGET))
        if players == 1:
            mine = play(game, 1, seed, [hard])[0]
            theirs = play(game, 1, seed, [RandomBot()])[0]
        else:
            seat = seed % 2
            bots = [hard if i == seat else RandomBot() for i in range(players)]
            scores = play(game, players, seed, bots)
            mine = scores[seat]
            theirs = max(x for i, x in enumerate(scores) if i != seat)
        beaten += mine > theirs
    assert beaten >= 0.9 * len(seeds), f"{name}: Hard beat Random in only {beaten} of {len(seeds)} games"
