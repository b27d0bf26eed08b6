"""Pieces every game's search hooks share: the obvious rollout moves, and rewards from expected points.

A game's ``rollout.py`` (see ``engine.search.policy``) decides the interesting
moves and estimates each seat's final points; these turn that into what the
search needs, on the scale of ``policy.default_outcome``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.core import Action
from engine.search.policy import MARGIN_SCALE, WIN_WEIGHT, Evaluate


def obvious_move(legal: Sequence[Action], rng: random.Random, epsilon: float) -> Action | None:
    """The only legal move, or ``epsilon`` of the time a random one (so rollouts from one determinization
    still differ); ``None`` when the game's own rule of thumb must choose."""
    if len(legal) == 1:
        return legal[0]
    if rng.random() < epsilon:
        return legal[int(rng.random() * len(legal))]
    return None


def epsilon_policy(
    legal_actions: Callable[[Any], list[Action]], epsilon: float,
    rule: Callable[[Any, list[Action], random.Random], Action],
) -> Callable[[Any, random.Random], Action]:
    """A rollout policy (``engine.search.policy``'s hook): the obvious moves, else the game's rule of thumb
    ``rule(s, legal, rng)`` read from the determinized state."""

    def policy(s: Any, rng: random.Random) -> Action:
        legal = legal_actions(s)
        obvious = obvious_move(legal, rng, epsilon)
        return obvious if obvious is not None else rule(s, legal, rng)

    return policy


def spread_rewards(points: Sequence[float], temperature: float) -> list[float]:
    """Rewards per seat from each seat's expected final points: a softmax share of the win (``temperature``
    points: how sharply the expected leader is taken to win) and a margin part on the real outcome's scale,
    so evaluated and finished rollouts mix."""
    top = max(points)
    exps = [math.exp((p - top) / temperature) for p in points]
    z = sum(exps)
    out = []
    for i, p in enumerate(points):
        other = max(x for j, x in enumerate(points) if j != i)
        margin = 0.5 + 0.5 * math.tanh((p - other) / MARGIN_SCALE)
        out.append(WIN_WEIGHT * exps[i] / z + (1 - WIN_WEIGHT) * margin)
    return out


def lead(points: Sequence[float], rival: float | None = None) -> list[float]:
    """Per seat, its points minus the best other seat's or ``rival``'s (a rival outside the seats: Al Cabohne's
    Mafia); alone at the table without one, its points. The margin a finished game is measured by
    (``engine.arena.margin``), in the game's units, and what the game review reads."""
    out = []
    for i, p in enumerate(points):
        others = [x for j, x in enumerate(points) if j != i]
        if rival is not None:
            others.append(rival)
        out.append(p - max(others) if others else float(p))
    return out


def judged_by_points(
    expected: Callable[[Any], Sequence[float]], judged: Callable[[Any], bool], temperature: float,
) -> tuple[Evaluate, Evaluate]:
    """The ``evaluate`` and ``margins`` hooks of a game that judges a position by each seat's expected final
    points ``expected(s)``, only where ``judged(s)`` (elsewhere ``None``: the rollout plays on).

    ``evaluate``: the rewards of ``spread_rewards`` at ``temperature``; ``margins``: each seat's expected
    lead (``lead``), the game review's reading of the same position in the game's units.
    """

    def evaluate(s: Any) -> list[float] | None:
        return spread_rewards(expected(s), temperature) if judged(s) else None

    def margins(s: Any) -> list[float] | None:
        return lead(expected(s)) if judged(s) else None

    return evaluate, margins
