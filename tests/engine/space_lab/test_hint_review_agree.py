"""Space Lab's Hint and its game review agree (R-16: the Hint explains its choice; the review judges from the seat's
own view). A newcomer who followed the Hint at every turn was told in review that some of those moves were
mistakes: the Hint searched a fifth of a second for the share of games won (its pick visited 2 to 5 times among 20
to 33 moves), the review 200 iterations for the points' margin. The Hint is now the review's own search
(``SearchHooks.hint_reviewed``, ``engine.review.best_search``), on the review's budget, whatever the machine's speed.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import Action
from engine.recipe import Recipe
from engine.review import NONE, review
from engine.search.budget import HINT_SECONDS, Budget
from engine.search.hint import hint

GAME = GAMES["space_lab"]


def _client_budget(step: float) -> Budget:
    """The client's Hint budget in seconds, on a clock that moves ``step`` seconds at each reading: a machine as
    fast or as slow as that."""
    ticks = itertools.count()
    clock: Callable[[], float] = lambda: next(ticks) * step  # noqa: E731
    return Budget(seconds=HINT_SECONDS, clock=clock)


def _ask(state: object, seat: int, move: int, step: float = 1e-5) -> Action:
    return hint(GAME, state, seat, random.Random(f"7:hint:{move - 1}"), _client_budget(step), move=move).action


def test_following_the_hint_for_a_whole_game_no_move_is_marked_in_review() -> None:
    """Two players, seed 7: seat 1 takes the Hint's move at every decision, seat 2 is Normal. The review of seat 1
    marks nothing, and finds every move the engine's own choice."""
    seed, players = 7, 2
    s = GAME.new(players, seed)
    normal = make_bot("space_lab", "normal")
    rng = random.Random(seed)
    actions: list[Action] = []
    while not GAME.is_over(s):
        seat = GAME.to_act(s)
        a = _ask(s, 0, len(actions) + 1) if seat == 0 else decide(normal, situation(GAME, s, rng))
        s = GAME.apply(s, a)[0]
        actions.append(a)
    found = review(Recipe("space_lab", players, seed, {}, actions), 0)
    assert found.decisions, "seat 1 had decisions to review"
    marked = [(d.move, d.mark, d.loss, d.uncertainty) for d in found.decisions if d.mark != NONE]
    assert not marked, marked
    assert all(d.played == d.best for d in found.decisions), [d.move for d in found.decisions if d.played != d.best]
    assert found.summary is not None and found.summary.engine_choice == len(found.decisions)


def test_the_same_position_gets_the_same_hint_on_a_fast_or_a_slow_machine() -> None:
    """Seed 3, a few turns in: asked three times, on a fast machine and on one fifty times slower (whose fifth of
    a second holds far fewer iterations), the Hint names one move."""
    s = GAME.new(2, 3)
    normal = make_bot("space_lab", "normal")
    rng = random.Random(3)
    moves = 0
    while moves < 12 or GAME.to_act(s) != 0 or len(GAME.legal_actions(s)) < 10:
        s = GAME.apply(s, decide(normal, situation(GAME, s, rng)))[0]
        moves += 1
    picks = {_ask(s, 0, moves + 1, step) for step in (1e-5, 1e-5, 5e-4)}
    assert len(picks) == 1, picks
