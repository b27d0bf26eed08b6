"""What the search asks of a game beyond the protocol: optional hooks, and the defaults without them.

A game may give any of these, as attributes of its ``GAME`` object or, with
the same names, as module-level names in ``engine/<game>/rollout.py``
(looked up in that order; the module keeps the rules object untouched):

- ``rollout_policy(s, rng) -> Action``: a fast move for the seat to act,
  read from the full (determinized) state; it must be one of
  ``legal_actions(s)``. Default: a uniformly random legal action.
- ``evaluate(s) -> list[float] | None``: per seat, an estimate in [0, 1] of
  what ``outcome`` will give at the end; ``None`` when ``s`` is no good place
  to stop (mid-turn, say), so the rollout plays on. Default: none, rollouts
  play to the end.
- ``outcome(s) -> list[float]``: per seat, the reward in [0, 1] of a finished
  game. Default: ``default_outcome``.
- ``rollout_horizon: int``: rollout moves before ``evaluate`` is first asked.
- ``exploration: float``: the UCB1 constant, for the spread of the game's
  rewards between good and bad moves.
- ``anchor_margin: float``: how much more mean reward than the Normal
  level's move another root move needs to be played (``Search.best``).
- ``opponent_policy: bool``: other seats' moves inside the tree are played
  by ``rollout_policy`` instead of being tree edges, so the tree branches
  on the searching seat's own decisions only. Default: False (SO-ISMCTS as
  written, where an opponent's edge is chosen by UCB with a determinization
  that shows it the searching seat's hidden cards).
- ``judge_own_turn: bool``: ``evaluate`` is asked only where the searching
  seat is to act (with ``opponent_policy``: after the other seats' replies,
  played by the policy). Default: False, any state after the horizon.

The search only ever hands these determinized states, so a hook may read
anything in them without leaking what the searching seat cannot see.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Action, Game

Policy = Callable[[Any, random.Random], Action]
Evaluate = Callable[[Any], "list[float] | None"]
Outcome = Callable[[Any], "list[float]"]

WIN_WEIGHT = 0.75  # the rest of the reward is the margin, so that lost games still teach something
MARGIN_SCALE = 10.0  # points of margin that move the margin part most of the way
DEFAULT_HORIZON = 40
# Without hooks a rollout ends in a win or a loss: rewards are coarse and a larger constant fits.
DEFAULT_EXPLORATION = 0.5
# A move other than the Normal level's needs this much more mean reward to be played (about a fifth
# of a point where a point of expected lead moves the reward by about 0.05).
ANCHOR_MARGIN = 0.01


@dataclass(frozen=True)
class Hooks:
    policy: Policy
    evaluate: Evaluate | None
    outcome: Outcome
    horizon: int
    exploration: float = DEFAULT_EXPLORATION
    guided: bool = False  # expand the rollout policy's move first (a game's own policy, not random play)
    # how much more mean reward a move needs than the Normal level's to be played instead (``Search.best``)
    anchor_margin: float = ANCHOR_MARGIN
    # other seats' moves in the tree walk come from ``policy`` rather than being tree edges
    opponent_policy: bool = False
    judge_own_turn: bool = False  # ``evaluate`` only where the searching seat is to act


def default_outcome(game: Game) -> Outcome:
    """Win share (ties shared) blended with the score margin over the best other seat.

    The win share is what every game's result is; the margin part (a smooth
    0..1 of the margin) breaks the many ties between moves that win or lose
    alike, which matters most where wins are rare.
    """
    scores, winners = game.scores, game.winners

    def outcome(s: Any) -> list[float]:
        sc = scores(s)
        won = winners(s)
        share = 1.0 / len(won) if won else 0.0
        out = []
        for i, v in enumerate(sc):
            best_other = max((x for j, x in enumerate(sc) if j != i), default=0)
            margin = 0.5 + 0.5 * math.tanh((v - best_other) / MARGIN_SCALE)
            out.append(WIN_WEIGHT * (share if i in won else 0.0) + (1 - WIN_WEIGHT) * margin)
        return out

    return outcome


def random_policy(game: Game) -> Policy:
    legal_actions = game.legal_actions

    def policy(s: Any, rng: random.Random) -> Action:
        legal = legal_actions(s)
        return legal[int(rng.random() * len(legal))]

    return policy


def _module_of(game: Game) -> Any:
    package = game.__class__.__module__.rpartition(".")[0]  # __class__: a test proxy may stand in
    if not package:
        return None
    try:
        return importlib.import_module(package + ".rollout")
    except ModuleNotFoundError as exc:
        if exc.name != package + ".rollout":
            raise  # the module exists but is broken: say so rather than play worse in silence
        return None


def _hook(game: Game, module: Any, name: str) -> Any:
    found = getattr(game, name, None)
    if found is None and module is not None:
        found = getattr(module, name, None)
    return found


def hooks(game: Game, *, plain: bool = False) -> Hooks:
    """The hooks of ``game`` with defaults filled in; ``plain`` ignores the game's own (random rollouts)."""
    module = None if plain else _module_of(game)
    pol = None if plain else _hook(game, module, "rollout_policy")
    ev = None if plain else _hook(game, module, "evaluate")
    out = None if plain else _hook(game, module, "outcome")
    horizon = None if plain else _hook(game, module, "rollout_horizon")
    c = None if plain else _hook(game, module, "exploration")
    margin = None if plain else _hook(game, module, "anchor_margin")
    modelled = False if plain else bool(_hook(game, module, "opponent_policy"))
    own_turn = False if plain else bool(_hook(game, module, "judge_own_turn"))
    return Hooks(
        pol or random_policy(game),
        ev,
        out or default_outcome(game),
        int(horizon) if horizon is not None else DEFAULT_HORIZON,
        float(c) if c is not None else DEFAULT_EXPLORATION,
        pol is not None,
        float(margin) if margin is not None else ANCHOR_MARGIN,
        modelled and pol is not None,
        own_turn,
    )
