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
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from engine.core import Action, Game
from engine.search.budget import Budget
from engine.search.policy import Hooks

MAX_ROLLOUT = 5_000  # a rollout that runs this long is scored where it stands (no game should get here)
# A move other than the anchor is played only with this many visits (and ``Hooks.anchor_margin`` more mean reward).
ANCHOR_VISITS = 8
CHECK_EVERY = 16  # iterations between checks whether the choice is already settled


class Tree:
    """The search tree as flat arrays, one entry per node; node 0 is the first root.

    ``kids[n]`` maps an action's id (``ids``) to its child's index. Plain lists of
    numbers and dicts of ints are invisible to Python's cyclic garbage collector,
    so a tree of any size adds nothing to its full collections, which would
    otherwise stall a slice by several milliseconds (the browser has no threads).
    """

    __slots__ = ("avail", "ids", "kids", "squares", "total", "visits")

    def __init__(self) -> None:
        self.kids: list[dict[int, int]] = [{}]
        self.visits: list[int] = [0]
        self.avail: list[int] = [0]
        self.total: list[float] = [0.0]  # sum of the rewards of the seat that chose the node's action
        # their sum of squares: the spread of a node's rewards, for the standard error the review reads
        self.squares: list[float] = [0.0]
        self.ids: dict[Action, int] = {}

    def child(self, node: int, a: Action) -> int | None:
        k = self.ids.get(a)
        return None if k is None else self.kids[node].get(k)

    def mean(self, node: int) -> float:
        v = self.visits[node]
        return self.total[node] / v if v else 0.0

    def error(self, node: int) -> float:
        """The standard error of the node's mean reward (``inf`` below two visits: no spread known yet)."""
        v = self.visits[node]
        if v < 2:
            return math.inf
        mean = self.total[node] / v
        var = max(0.0, (self.squares[node] - v * mean * mean) / (v - 1))
        return math.sqrt(var / v)


class Search:
    """One decision's search for ``seat``; ``root`` may carry a subtree from this seat's previous action."""

    def __init__(
        self,
        game: Game,
        seat: int,
        sample: Callable[[], Any],
        rng: random.Random,
        hooks: Hooks,
        root: tuple[Tree, int] | None = None,
        exploration: float | None = None,
        anchor: Action | None = None,
    ) -> None:
        self.game = game
        self.seat = seat
        self.sample = sample
        self.rng = rng
        self.hooks = hooks
        self.tree, self.root = root if root is not None else (Tree(), 0)
        # UCB1's constant: the game's (``Hooks.exploration``) unless given. Rewards are in
        # [0, 1] but moves of one decision often differ by a few hundredths, where the
        # textbook 0.7 would spread the visits evenly and leave the choice to chance.
        self.c = exploration if exploration is not None else hooks.exploration
        # The Normal level's move for this view (``SearchBot``): expanded first at the root, and kept
        # unless another move's mean reward beats it clearly (``best``).
        self.anchor = anchor
        self.iterations = 0
        # the longest evaluation so far (seconds of the budget's clock); ``SearchBot`` carries it
        # from one decision to the next, so a decision's first evaluations are guarded too
        self.eval_cost = 0.0
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
        tree = self.tree
        for a in legal:
            ch = tree.child(self.root, a)
            v = tree.visits[ch] if ch is not None else 0
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
        tree = self.tree
        kids, visits, avail, total, ids = tree.kids, tree.visits, tree.avail, tree.total, tree.ids
        squares = tree.squares
        h = self.hooks
        policy, guided, rng = h.policy, h.guided, self.rng
        s = self.sample()
        node = self.root
        path: list[tuple[int, int]] = []
        seat, modelled = self.seat, h.opponent_policy
        while True:
            actor = to_act(s)
            if actor is None:
                break
            if modelled and actor != seat:
                # The game models the other seats by its policy: their moves are no tree edges.
                s = apply_legal(s, policy(s, rng))[0]
                if clock() >= self.slice_end:
                    yield None
                continue
            children = kids[node]
            legal = legal_actions(s)
            keys = []
            for a in legal:
                k = ids.get(a)
                if k is None:
                    k = ids[a] = len(ids)
                keys.append(k)
            untried = [i for i, k in enumerate(keys) if k not in children]
            if untried:
                i = untried[int(rnd() * len(untried))]
                if guided and len(untried) > 1:
                    # The rollout policy's move first (at the root the Normal level's): with few
                    # iterations for many moves the tree then grows along the moves a good
                    # player would look at first.
                    first = self.anchor if node == self.root and self.anchor is not None else policy(s, rng)
                    k = ids.get(first)
                    if k is not None and k not in children:
                        i = keys.index(k)
                child = len(visits)
                kids.append({})
                visits.append(0)
                avail.append(0)
                total.append(0.0)
                squares.append(0.0)
                children[keys[i]] = child
                for k in keys:
                    ch = children.get(k)
                    if ch is not None:
                        avail[ch] += 1
                s = apply_legal(s, legal[i])[0]
                path.append((child, actor))
                if clock() >= self.slice_end:
                    yield None
                break
            best = 0
            best_u = -math.inf  # any reward scale: the review backs up margins, which may be negative
            for i, k in enumerate(keys):
                ch = children[k]
                avail[ch] += 1
                v = visits[ch]
                u = total[ch] / v + c * sqrt(log(avail[ch]) / v)
                if u > best_u:
                    best_u, best = u, i
            node = children[keys[best]]
            s = apply_legal(s, legal[best])[0]
            path.append((node, actor))
            if clock() >= self.slice_end:
                yield None
        # the rollout
        evaluate, outcome, horizon, own_turn = h.evaluate, h.outcome, h.horizon, h.judge_own_turn
        steps = 0
        rewards = None
        while to_act(s) is not None:
            if evaluate is not None and steps >= horizon and (not own_turn or to_act(s) == seat):
                # An evaluation cannot be cut: start it in a fresh slice when twice the longest one
                # seen so far would not fit in what is left of this one (Space Lab's reads four views,
                # and one of them can take over twice as long as the others).
                t0 = clock()
                if t0 + 2 * self.eval_cost >= self.slice_end:
                    yield None
                    t0 = clock()
                rewards = evaluate(s)
                spent = clock() - t0
                if spent > self.eval_cost:
                    self.eval_cost = spent
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
        for n, actor in path:
            r = rewards[actor]
            visits[n] += 1
            total[n] += r
            squares[n] += r * r

    # -- the answer ------------------------------------------------------------------

    def ranked(self, legal: Sequence[Action], node: int | None = None) -> list[tuple[Action, int, float]]:
        """Root actions (or those below ``node``: a later decision of the seat, as the Hint's plan reads it) as
        (action, visits, mean reward for the seat), best first; ties keep legal order."""
        tree = self.tree
        at = self.root if node is None else node
        rows = []
        for i, a in enumerate(legal):
            ch = tree.child(at, a)
            rows.append((a, tree.visits[ch] if ch is not None else 0, tree.mean(ch) if ch is not None else 0.0, i))
        rows.sort(key=lambda r: (-r[1], -r[2], r[3]))
        return [(a, n, m) for a, n, m, _ in rows]

    def best(self, legal: list[Action]) -> Action:
        """The most visited root action; but the anchor (Normal's move) unless that one's mean beats it clearly."""
        top, visits, mean = self.ranked(legal)[0]
        a = self.anchor
        if a is None or a == top or a not in legal:
            return top
        ch = self.tree.child(self.root, a)
        if ch is None or not self.tree.visits[ch]:
            return top if visits >= ANCHOR_VISITS else a
        if visits >= ANCHOR_VISITS and mean > self.tree.mean(ch) + self.hooks.anchor_margin:
            return top
        return a

    def child(self, a: Action) -> int | None:
        """The node of root action ``a``, or None if it was never tried."""
        return self.tree.child(self.root, a)
