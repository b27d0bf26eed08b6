"""The package's sliced searches run to their end in one call, as tests read them. The package itself always runs
them a slice a frame (``None`` between slices), so the screen never freezes; a test wants the answer."""

from __future__ import annotations

from collections.abc import Collection, Generator, Mapping
from typing import Any, TypeVar, cast

from engine.core import Action, Game
from engine.review import DEFAULT_ITERATIONS, best_search
from game.kit.coach import engine_plan_steps

T = TypeVar("T")


def to_the_end(steps: Generator[None, None, T]) -> T:
    """What a sliced search returns, its slices run one after another."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return cast(T, done.value)


def best_ranked(game: Game, state: Any, move: int, iterations: int = DEFAULT_ITERATIONS
                ) -> list[tuple[Action, int, float]]:
    """``engine.review.best_search`` run to its end: every legal move as (move, trials, mean margin), the review's
    best first."""
    return to_the_end(best_search(game, state, move, iterations=iterations)).ranked(game.legal_actions(state))


def engine_plan(game_name: str, view: Any, legal: list[Action], seed: str,
                gathered: Mapping[str, Collection[str]], first: Action | None = None,
                move: int | None = None) -> list[Action]:
    """``game.kit.coach.engine_plan_steps`` run to its end."""
    return to_the_end(engine_plan_steps(game_name, view, legal, seed, gathered, first, move))
