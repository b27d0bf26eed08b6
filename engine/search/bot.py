"""The Hard level: a bot that thinks with SO-ISMCTS from its ``Situation`` alone.

It never touches the true state: every determinization comes from
``Situation.sample()``. A decision with one legal action is taken at once.
When the same seat acts again straight after its own action (a multi-step
turn: a collect sequence, placements, payments), the subtree under the chosen
action becomes the next root, if the seat's view is exactly what that action
was expected to lead to (a draw or a reveal, which tell something new, starts
afresh).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from engine.bots import Situation
from engine.core import Action, Game
from engine.search.budget import Budget
from engine.search.ismcts import Search, Tree
from engine.search.policy import hooks


class SearchBot:
    """``think`` runs one search per decision within ``budget`` (0.5 s by default)."""

    name = "hard"

    def __init__(
        self,
        game: Game,
        budget: Budget | None = None,
        *,
        reuse: bool = True,
        anchor: bool = True,
    ) -> None:
        """``anchor`` false: no Normal move as the search's anchor. The arena's variants (random rollouts, no
        evaluation, the simpler determinized search) are made by ``engine.arena``, a developer tool."""
        self.game = game
        self.budget = budget or Budget()
        self.hooks = hooks(game)
        self.reuse = reuse
        # The game's Normal bot, asked first on the same view: its move is the search's anchor.
        normal = game.bots.get("normal")
        self.normal = normal() if anchor and normal is not None else None
        self.last: Search | None = None  # the latest decision's search (arena statistics, hints)
        self.eval_cost = 0.0  # the longest evaluation seen, on the budget's clock (``Search.eval_cost``)
        self._next: tuple[Any, tuple[Tree, int]] | None = None  # (expected view, (tree, node)) for reuse

    def think(self, sit: Situation) -> Iterator[Action | None]:
        legal = sit.legal
        expected, self._next = self._next, None
        if len(legal) == 1:
            self.last = None
            yield legal[0]
            return
        root = expected[1] if expected is not None and expected[0] == sit.view else None
        anchor = None
        if self.normal is not None:
            # Normal sees what this bot sees (the view); its own rng, so the search's draws stay the same
            ask = replace(sit, rng=random.Random(sit.rng.getrandbits(32)))
            for step in self.normal.think(ask):
                if step is None:
                    yield None
                else:
                    anchor = step
                    break
        search = Search(self.game, sit.seat, sit.sample, sit.rng, self.hooks, root, anchor=anchor)
        search.eval_cost = self.eval_cost
        yield from search.run(legal, self.budget)
        self.eval_cost = search.eval_cost
        self.last = search
        best = search.best(legal)
        if self.reuse:
            yield None  # remembering costs a sample and a move: a slice of its own
            self._remember(sit, search, best)
        yield best

    def _remember(self, sit: Situation, search: Search, best: Action) -> None:
        child = search.child(best)
        if child is None or not search.tree.kids[child]:
            return
        game = self.game
        after = game.apply_legal(sit.sample(), best)[0]
        if game.to_act(after) == sit.seat:
            self._next = (game.view(after, sit.seat), (search.tree, child))
