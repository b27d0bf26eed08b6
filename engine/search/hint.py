"""The hint for a human seat: Hard's move from that seat's own view, with one line of why.

``hint`` builds the seat's ``Situation`` (its view, its legal actions and a
sampler that re-deals everything it cannot see), so the suggestion uses
exactly what the player could know. The table runs ``hint_steps`` a slice at
a time, like any bot; ``hint`` runs it to the end.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, NamedTuple

from engine.bots import Situation
from engine.core import Action, Game, Words, words
from engine.search.budget import HINT_SECONDS, Budget
from engine.search.ismcts import Search
from engine.search.policy import hooks


class Hint(NamedTuple):
    """The suggested ``action``, ``why`` in one line, and every option as (action, trials, rating 0..1)."""

    action: Action
    why: Words
    ranked: tuple[tuple[Action, int, float], ...]


HINT_BUDGET = Budget(seconds=HINT_SECONDS)


def hint_steps(
    game: Game, state: Any, seat: int, rng: random.Random, budget: Budget = HINT_BUDGET
) -> Iterator[Hint | None]:
    """Yields ``None`` while thinking, then the ``Hint``. ``seat`` must be the seat to act."""
    if game.to_act(state) != seat:
        raise ValueError(f"seat {seat} is not to act, so there is nothing to hint")
    legal = game.legal_actions(state)
    sit = Situation(game, seat, game.view(state, seat), legal, rng, state)
    if len(legal) == 1:
        yield Hint(legal[0], words("{action} is the only move now.", action=game.describe(legal[0])), ((legal[0], 0, 0.0),))
        return
    search = Search(game, seat, sit.sample, rng, hooks(game))
    yield from search.run(legal, budget)
    ranked = tuple(search.ranked(legal))
    yield Hint(ranked[0][0], why(game, ranked), ranked)


def hint(game: Game, state: Any, seat: int, rng: random.Random, budget: Budget = HINT_BUDGET) -> Hint:
    """Run ``hint_steps`` to the end."""
    for step in hint_steps(game, state, seat, rng, budget):
        if step is not None:
            return step
    raise RuntimeError("the hint search stopped without an answer")


# How far apart the best two moves rated (the searching seat's reward, in points of 100) for each plain word:
# within ``SAME`` they are about as good in so many trial games; beyond ``MUCH`` one is far ahead.
SAME, LITTLE, MUCH = 2, 6, 15


def _gap(ranked: tuple[tuple[Action, int, float], ...]) -> int:
    return round(100 * ranked[0][2]) - round(100 * ranked[1][2])


def why(game: Game, ranked: tuple[tuple[Action, int, float], ...]) -> Words:
    """One plain line comparing the best two options in simulated play: "Best: X — a little better than Y"."""
    action, other = game.describe(ranked[0][0]), game.describe(ranked[1][0])
    gap = _gap(ranked)
    if gap <= SAME:
        return words("Best: {action} — about as good as {other} in simulated play.", action=action, other=other)
    if gap <= LITTLE:
        return words("Best: {action} — a little better than {other} in simulated play.", action=action, other=other)
    if gap <= MUCH:
        return words("Best: {action} — better than {other} in simulated play.", action=action, other=other)
    return words("Best: {action} — much better than {other} in simulated play.", action=action, other=other)


def brief(game: Game, found: Hint) -> Words:
    """The hint in one short line for a narrow hint area: the move and how it did against the next best."""
    if len(found.ranked) < 2:
        return found.why
    action = game.describe(found.action)
    gap = _gap(found.ranked)
    if gap <= SAME:
        return words("Best: {action} — about as good as the next best in simulated play", action=action)
    if gap <= LITTLE:
        return words("Best: {action} — a little better than the next best in simulated play", action=action)
    if gap <= MUCH:
        return words("Best: {action} — better than the next best in simulated play", action=action)
    return words("Best: {action} — much better than the next best in simulated play", action=action)
