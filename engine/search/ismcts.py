"""Single-observer Information Set MCTS (Cowling, Powley & Whitehouse 2012), over the game protocol.

One tree for the searching seat. Every iteration:

1. *determinize*: ``sample()`` deals everything the seat cannot see at random
   (``Game.resample``, built from the seat's view alone);
2. *select*: walk down while every action legal in this determinization has
   a node, choosing by UCB1 where a child's exploration term counts the
   iterations in which it was *available* (legal), not its parent's visits;
3. *expand*: add one untried legal action;
4. *roll out*: play the game's fast policy until the end, or until
   ``evaluate`` accepts the state after the rollout horizon;
5. *back up*: each node on the path adds the reward of the seat that chose
   its action (rewards are per seat, in [0, 1]).

Actions are applied with ``apply_legal``: they come from ``legal_actions`` of
the same state, so the protocol's guard would only repeat that check.

``run`` is a generator: it yields ``None`` whenever a slice of work is used
up, so a bot's ``think`` can pass the yields on to the client.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from typing import Any

from engine.core import Action, Game
from engine.search.budget import Budget
from engine.search.policy import Hooks

EXPLORATION = 0.7  # UCB1 constant for rewards in [0, 1]
MAX_ROLLOUT = 5_000  # a rollout that runs this long is scored where it stands (no game should get here)
CHECK_EVERY = 16  # iterations between checks whether the choice is already settled


class Node:
    """The statistics of one action in one place of the tree; ``children`` maps actions to nodes."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0  # sum of the rewards of the seat that chose this node's action

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Search:
    """One decision's search for ``seat``; ``root`` may carry a subtree from this seat's previous action."""

    def __init__(
        self,
        game: Game,
        seat: int,
        sample: Callable[[], Any],
        rng: random.Random,
        hooks: Hooks,
        root: Node | None = None,
        exploration: float = EXPLORATION,
    ) -> None:
        self.game = game
        self.seat = seat
        self.sample = sample
        self.rng = rng
        self.hooks = hooks
        self.root = root if root is not None else Node()
        self.c = exploration
        self.iterations = 0
        self.slice_end = 0.0
        self.clock: Callable[[], float] = lambda: 0.0

    # -- the loop ------------------------------------------------------------------

    def run(self, legal: list[Action], budget: Budget) -> Iterator[None]:
        """Search until the budget is spent or the most visited root action cannot be caught."""
        clock = self.clock = budget.clock
        slice_s = budget.slice_seconds
        start = clock()
        stop_at = start + budget.seconds if budget.seconds is not None else math.inf
        cap = budget.iterations
        self.slice_end = start + slice_s
        done = 0
        while done < cap:
            for _ in self._iterate():
                yield None
                self.slice_end = clock() + slice_s
            done += 1
            self.iterations = done
            now = clock()
            if now >= stop_at:
                return
            if done % CHECK_EVERY == 0 and self._settled(legal, cap - done, done, now - start, stop_at - now):
                return
            if now >= self.slice_end:
                yield None
                self.slice_end = clock() + slice_s

    def _settled(self, legal: list[Action], left: int, done: int, spent: float, time_left: float) -> bool:
        """True when no root action can overtake the most visited one in the iterations left."""
        if time_left != math.inf and spent > 0:
            left = min(left, int(done / spent * time_left) + 1)
        first = second = 0
        for a in legal:
            ch = self.root.children.get(a)
            v = ch.visits if ch is not None else 0
            if v > first:
                first, second = v, first
            elif v > second:
                second = v
        return first - second > left

    def _iterate(self) -> Iterator[None]:
        game = self.game
        to_act, legal_actions, apply_legal = game.to_act, game.legal_actions, game.apply_legal
        clock = self.clock
        rnd = self.rng.random
        c = self.c
        log, sqrt = math.log, math.sqrt
        s = self.sample()
        node = self.root
        path: list[tuple[Node, int]] = []
        while True:
            actor = to_act(s)
            if actor is None:
                break
            children = node.children
            legal = legal_actions(s)
            untried = [a for a in legal if a not in children]
            if untried:
                a = untried[int(rnd() * len(untried))]
                child = children[a] = Node()
                for b in legal:
                    ch = children.get(b)
                    if ch is not None:
                        ch.avail += 1
                s = apply_legal(s, a)[0]
                path.append((child, actor))
                if clock() >= self.slice_end:
                    yield None
                break
            best = None
            best_u = -1.0
            for b in legal:
                ch = children[b]
                ch.avail += 1
                u = ch.total / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                if u > best_u:
                    best_u, best = u, b
            child = children[best]  # type: ignore[index]
            s = apply_legal(s, best)[0]  # type: ignore[arg-type]
            path.append((child, actor))
            node = child
            if clock() >= self.slice_end:
                yield None
        # the rollout
        h = self.hooks
        policy, evaluate, outcome, horizon = h.policy, h.evaluate, h.outcome, h.horizon
        rng = self.rng
        steps = 0
        rewards = None
        while to_act(s) is not None:
            if evaluate is not None and steps >= horizon:
                rewards = evaluate(s)
                if rewards is not None:
                    break
            if steps >= MAX_ROLLOUT:
                break
            s = apply_legal(s, policy(s, rng))[0]
            steps += 1
            if clock() >= self.slice_end:
                yield None
        if rewards is None:
            rewards = outcome(s)
        for node_, actor in path:
            node_.visits += 1
            node_.total += rewards[actor]

    # -- the answer ------------------------------------------------------------------

    def ranked(self, legal: list[Action]) -> list[tuple[Action, int, float]]:
        """Root actions as (action, visits, mean reward for the seat), best first; ties keep legal order."""
        rows = []
        for i, a in enumerate(legal):
            ch = self.root.children.get(a)
            rows.append((a, ch.visits if ch else 0, ch.mean() if ch else 0.0, i))
        rows.sort(key=lambda r: (-r[1], -r[2], r[3]))
        return [(a, n, m) for a, n, m, _ in rows]

    def best(self, legal: list[Action]) -> Action:
        return self.ranked(legal)[0][0]

    def child(self, a: Action) -> Node | None:
        return self.root.children.get(a)
