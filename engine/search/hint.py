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


def why(game: Game, ranked: tuple[tuple[Action, int, float], ...]) -> Words:
    """One line comparing the best two options by their rating (the searching seat's reward, per 100)."""
    best, _, rating = ranked[0]
    other, _, second = ranked[1]
    p, q = round(100 * rating), round(100 * second)
    if p <= q:
        return words(
            "{action} rated {p} of 100 in trial games, about as good as {other}.",
            action=game.describe(best), other=game.describe(other), p=p,
        )
    return words(
        "{action} rated {p} of 100 in trial games; the next best, {other}, rated {q}.",
        action=game.describe(best), other=game.describe(other), p=p, q=q,
    )
