"""Space Beans games played at random to their end, for tests that need a final position of a given kind."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from engine.space_beans import GAME
from engine.space_beans.state import State


def ended(players: int, seed: int) -> State:
    """The end of the game ``seed`` for ``players``, every move chosen at random (seeded by ``seed`` too)."""
    rng = random.Random(seed)
    s = GAME.new(players, seed)
    while GAME.to_act(s) is not None:
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))[0]
    return s


def first_ended(players: int, seeds: Iterable[int], fits: Callable[[State], bool], what: str) -> State:
    """The first of those games whose end ``fits``; ``what`` names the kind in the failure."""
    for seed in seeds:
        s = ended(players, seed)
        if fits(s):
            return s
    raise AssertionError(f"no game ended with {what}")
