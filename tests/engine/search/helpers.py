"""Shared helpers of the search tests: positions of every registered game, and a fake clock."""

from __future__ import annotations

import random
from typing import Any

from engine import GAMES
from engine.core import Game

NAMES = list(GAMES)


def counts(game: Game) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def game_counts() -> list[tuple[str, int]]:
    """Every (game, player count) pair of every registered game."""
    return [(name, n) for name, g in GAMES.items() for n in counts(g)]


def positions(game: Game, players: int, seed: int, every: int = 9, limit: int = 400) -> list[Any]:
    """Running states along one random game: every ``every``-th action with a choice to make."""
    rng = random.Random(seed)
    s = game.new(players, seed)
    out = []
    k = 0
    while not game.is_over(s) and k < limit:
        legal = game.legal_actions(s)
        if k % every == 0 and len(legal) > 1:
            out.append(s)
        s, _ = game.apply(s, rng.choice(legal))
        k += 1
    return out


def choices(game: Game, players: int, seed: int, count: int) -> list[Any]:
    """``count`` states with a real choice (two or more legal actions), spread evenly over random games.

    Short games (Système Solaire, solo Space Lab) have only a few dozen choices
    each, so a fixed stride finds too few; this takes every choice of one game
    (more games, next seeds, while there are fewer than ``count``) and picks
    evenly across them, from the opening to the end.
    """
    found: list[Any] = []
    g = 0
    while len(found) < count and g < 20:
        rng = random.Random(seed * 1000 + g)
        s = game.new(players, seed + 7919 * g)
        while not game.is_over(s):
            legal = game.legal_actions(s)
            if len(legal) > 1:
                found.append(s)
            s, _ = game.apply(s, rng.choice(legal))
        g += 1
    assert len(found) >= count, f"{game.name}: only {len(found)} positions with a choice"
    step = len(found) / count
    return [found[int(i * step)] for i in range(count)]


class FakeClock:
    """A clock that only moves when told: ``Metered`` moves it per engine call."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


METERED = ("apply_legal", "legal_actions", "resample", "view", "to_act", "apply")


class Metered:
    """A game whose engine calls each cost ``cost`` seconds on a ``FakeClock`` (and count them).

    Everything else passes through, including the game's class, so the search
    still finds the game's own rollout hooks.
    """

    def __init__(self, game: Game, clock: FakeClock, cost: float) -> None:
        self._game = game
        self._clock = clock
        self._cost = cost
        self.calls = 0

    @property  # type: ignore[misc]
    def __class__(self) -> type:
        return type(self._game)

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._game, name)
        if name not in METERED:
            return attr

        def call(*args: Any) -> Any:
            self._clock.now += self._cost
            self.calls += 1
            return attr(*args)

        return call
