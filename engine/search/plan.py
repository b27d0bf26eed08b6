"""The turn's plan: the moves the Hint's search expects its seat to make next, before anything new is shown.

A turn is often several decisions of one seat in a row (Al Cabohne's plantings and
harvests, Space Beans' close and collect steps). Searched one at a time, each
pick can be right on its own and wrong beside the last: "plant the Blue bean",
then a click later "harvest that field for nothing" read to a newcomer as the
coach changing its mind (playtest 19). The search that picked a move already
weighed it by the moves it expected after it, in its own tree: that line is the
plan. The Hint weighs a move with its plan (what the whole line gives up), and at
the next decision, where the seat followed the Hint and nothing new was shown,
names the plan's next step wherever its fresh search rates it among the best it
may name (level with the best, or within the game's noise): the coach keeps to
one plan unless the search finds it clearly worse.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import Any

from engine.core import Action, Game
from engine.search.budget import Budget
from engine.search.ismcts import Search

Ranked = tuple[tuple[Action, int, float], ...]  # (move, trials, mean on the Hint's reward scale), best first
MAX_STEPS = 16  # a line longer than any turn of the four games: a guard, never a limit a turn reaches


class Slices:
    """Where a slice of plan work ends on the budget's clock: past it, the work yields, as the search does, so a
    page with no threads keeps drawing while the Hint reads its plans."""

    def __init__(self, budget: Budget) -> None:
        self.clock, self.length = budget.clock, budget.slice_seconds
        self.end = self.clock()  # the slice this work started in is not known: its first check yields

    def tick(self) -> Generator[None, None, None]:
        """Yields once if the slice is spent, and starts the next."""
        if self.clock() >= self.end:
            yield None
            self.end = self.clock() + self.length


def line(game: Game, state: Any, seat: int, search: Search, node: int | None, enough: int, scale: float,
         pick: Callable[[Any, Ranked], Ranked], slices: Slices) -> Generator[None, None, list[Action]]:
    """The seat's moves the search expects from ``state`` (just after the move that led to ``node``), while it is
    still the seat's turn and nothing new has been shown: at each decision the move ``pick`` puts first among the
    tree's children there (``Search.ranked`` below the node, its means brought to the Hint's scale by ``scale``;
    ``pick`` is the Hint's own order, given the seat's view), if the tree tried it ``enough`` times;
    the only legal move always. The line stops after a move that shows something new (``Game.brings_news``):
    what follows it depends on what is shown."""
    steps: list[Action] = []
    while node is not None and len(steps) < MAX_STEPS and game.to_act(state) == seat:
        legal = game.legal_actions(state)
        yield from slices.tick()
        if len(legal) == 1:
            step = legal[0]
        else:
            rows = tuple((a, n, m / scale) for a, n, m in search.ranked(legal, node))
            ranked = pick(game.view(state, seat), rows)
            if ranked[0][1] < enough:  # too little tried to be a plan: the decision is searched when it comes
                break
            step = ranked[0][0]
        steps.append(step)
        state, events = game.apply_legal(state, step)
        yield from slices.tick()
        if game.brings_news(events):
            break
        node = search.tree.child(node, step)
    return steps


def returns_to(action: Action, plan: Sequence[Action]) -> Action | None:
    """The plan's next step where it comes straight back to the place ``action`` acts on with another kind of move:
    a bean put on a field that the next click harvests. Said with the first move, the second reads as the plan it
    was, never as a change of mind. Only the next step, and only another kind of move: a step further on, or the
    next card of the same collection, was as often changed by the next decision's search, and an announced step
    dropped read worse than one never said (playtest 20)."""
    step = plan[0] if plan else None
    if step is None or not action.target or step.target != action.target or step.kind == action.kind:
        return None
    return step


def said_back(move: Sequence[Action], plan: Sequence[Action]) -> Action | None:
    """The step ``returns_to`` names after a move said in one click (``move``: its clicks, the first the action):
    a move said with the steps gathered into it ("…, pay with …") says no more, or the line ran too long to read."""
    return returns_to(move[0], plan) if len(move) == 1 else None
