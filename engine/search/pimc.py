"""Perfect Information Monte Carlo: the simpler determinized search, kept to measure the tree search against.

For each determinization (``sample()``), every root action is played and
rolled out with the same random stream (common random numbers: the
differences between actions then carry none of the sample's luck), and each
action keeps the mean reward of the searching seat over the samples. It has
no tree, so the later moves of a multi-step turn are left to the rollout
policy; the budget counts rollouts, so it compares with SO-ISMCTS at equal
iterations.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from typing import Any

from engine.bots import Situation
from engine.core import Action, Game
from engine.search.budget import Budget
from engine.search.ismcts import MAX_ROLLOUT
from engine.search.policy import Hooks, hooks


class Pimc:
    """One decision's PIMC search for ``seat`` (the same ``run``/``ranked``/``best`` as ``Search``)."""

    def __init__(self, game: Game, seat: int, sample: Callable[[], Any], rng: random.Random, hooks: Hooks) -> None:
        self.game = game
        self.seat = seat
        self.sample = sample
        self.rng = rng
        self.hooks = hooks
        self.iterations = 0
        self.sums: dict[Action, float] = {}
        self.counts: dict[Action, int] = {}

    def run(self, legal: list[Action], budget: Budget) -> Iterator[None]:
        clock = budget.clock
        slice_s = budget.slice_seconds
        start = clock()
        stop_at = start + budget.seconds if budget.seconds is not None else math.inf
        slice_end = start + slice_s
        apply_legal = self.game.apply_legal
        while self.iterations + len(legal) <= max(budget.iterations, len(legal)):
            s = self.sample()
            seed = self.rng.getrandbits(32)
            for a in legal:
                reward = self._rollout(apply_legal(s, a)[0], random.Random(seed))
                self.sums[a] = self.sums.get(a, 0.0) + reward
                self.counts[a] = self.counts.get(a, 0) + 1
                self.iterations += 1
                now = clock()
                if now >= slice_end:
                    yield None
                    slice_end = clock() + slice_s
            if clock() >= stop_at:
                return

    def _rollout(self, s: Any, rng: random.Random) -> float:
        game = self.game
        h = self.hooks
        to_act, apply_legal, policy, evaluate = game.to_act, game.apply_legal, h.policy, h.evaluate
        steps = 0
        while to_act(s) is not None and steps < MAX_ROLLOUT:
            if evaluate is not None and steps >= h.horizon:
                r = evaluate(s)
                if r is not None:
                    return r[self.seat]
            s = apply_legal(s, policy(s, rng))[0]
            steps += 1
        return h.outcome(s)[self.seat]

    def ranked(self, legal: list[Action]) -> list[tuple[Action, int, float]]:
        rows = []
        for i, a in enumerate(legal):
            n = self.counts.get(a, 0)
            rows.append((a, n, self.sums.get(a, 0.0) / n if n else 0.0, i))
        rows.sort(key=lambda r: (-r[2], r[3]))
        return [(a, n, m) for a, n, m, _ in rows]

    def best(self, legal: list[Action]) -> Action:
        return self.ranked(legal)[0][0]


class PimcBot:
    """The arena's "hard-pimc" level: one ``Pimc`` search per decision within ``budget`` (a developer tool, left
    out of the browser package like the arena that plays it)."""

    name = "hard-pimc"

    def __init__(self, game: Game, budget: Budget | None = None) -> None:
        self.game, self.budget, self.hooks = game, budget or Budget(), hooks(game)

    def think(self, sit: Situation) -> Iterator[Action | None]:
        if len(sit.legal) == 1:
            yield sit.legal[0]
            return
        flat = Pimc(self.game, sit.seat, sit.sample, sit.rng, self.hooks)
        yield from flat.run(sit.legal, self.budget)
        yield flat.best(sit.legal)
