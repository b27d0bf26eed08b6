"""What the search asks of a game beyond the protocol: declared hooks, and the defaults without them.

A game declares its hooks as one ``SearchHooks`` object, returned by its
``Game.search_hooks()`` (each game builds it in ``engine/<game>/rollout.py``,
which the rules object imports on first use). Every field is optional:

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
- ``margins(s) -> list[float] | None``: per seat, its expected lead in the
  game's own units (points, coins, VP) where ``evaluate`` judges a position;
  the game review rewards these instead of ``evaluate``'s [0, 1].
- ``judge_own_turn: bool``: ``evaluate`` is asked only where the searching
  seat is to act (with ``opponent_policy``: after the other seats' replies,
  played by the policy). Default: False, any state after the horizon.

One more is the Hint's (``engine.search.hint``):

- ``cost(view, action) -> float``: what a move gives up, read from the seat's
  own view (beans thrown away, coins bid); 0 for a move that gives up nothing.
  Where the search rates several moves level with the best (what the Hint line
  calls "just as good"), the Hint, and so the coach, names the one that gives
  up least: a search's noise never decides between a harmless move and one
  that throws something away. Default: none, the search's order stands.
  ``hint_noise`` widens "level" for this choice alone: a move rated up to that
  many units behind the top, where it gives up less, is the Hint's pick (the
  line then offers the top as close behind, never as better).
- ``reason(view, action) -> Words | None``: why a move is worth making, or what it
  brings that a newcomer would not see, read from the seat's own view, in a
  sentence or two ("It scores 3 now: Bluebeans 3 makes a trophy."). The Hint
  says it after the move it names where its area has room, and the coach after
  its pick. ``None`` where the move needs no word. Default: none, no reason.
- ``reason_then(view, action, back) -> Words | None``: the reason for a move
  with the next step of its plan, the one the line names on the same place
  ("…, then Harvest field 2"), else the plan's first: told of the place after
  both. Default: none, ``reason`` stands.
- ``alike(view, a, b) -> bool``: two moves that come to the same (two orders of
  one collect): the Hint never names one as the other's runner-up.
- ``other_words(view, best, other) -> Words | None``: the Hint's name for
  ``other`` beside ``best`` where the two share most of their words ("the top
  right slot" for the same card placed elsewhere). Default: its full name.
- ``hint_reviewed: bool``: the Hint is the game review's own search
  (``engine.review.best_search``: margin rewards, the review's iteration
  budget and dice, drawn from the position alone), so the same position always
  gets the same Hint, and the review calls the Hint's move its best rather than
  a mistake. For a game whose moves are many and whose Hint, on a fifth of a
  second of win-chance search, visited its pick a handful of times (Space Lab).
  Default: False, Hard's search on the client's time budget.

Three more fields are the game review's figures (``engine.review``), kept with
the game so that the review names no game:

- ``review_thresholds: Thresholds``: the smallest loss, in the game's units,
  of an inaccuracy, a mistake and a blunder. Default: 1, 2 and 4 (what games
  scored a point or a coin at a time measured).
- ``review_units: Words``: an amount of the game's units, ``n`` its blank
  ("{n} coin", plural "{n} coins"). Default: points.
- ``review_notes: Mapping[int, Words]``: per player count, why the review is
  not to be trusted far there (where Hard is known to be weak). Default: none.

The fields are keyword-only, so a misspelt hook is a ``TypeError`` where the
game builds its object, never a feature silently off.

The search only ever hands these determinized states, so a hook may read
anything in them without leaking what the searching seat cannot see.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Collection, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from engine.core import Action, Game, Words, words

Policy = Callable[[Any, random.Random], Action]
Evaluate = Callable[[Any], "list[float] | None"]
Cost = Callable[[Any, Action], float]  # (the seat's view, a move) -> what the move gives up
Alike = Callable[[Any, Action, Action], bool]  # (the seat's view, two moves) -> the same move in all but words
Outcome = Callable[[Any], "list[float]"]

WIN_WEIGHT = 0.75  # the rest of the reward is the margin, so that lost games still teach something
MARGIN_SCALE = 10.0  # points of margin that move the margin part most of the way
DEFAULT_HORIZON = 40
# Without hooks a rollout ends in a win or a loss: rewards are coarse and a larger constant fits.
DEFAULT_EXPLORATION = 0.5
# A move other than the Normal level's needs this much more mean reward to be played (about a fifth
# of a point where a point of expected lead moves the reward by about 0.05).
ANCHOR_MARGIN = 0.01


class Thresholds(NamedTuple):
    """The smallest loss, in the game's units, of an inaccuracy, a mistake and a blunder (the game review)."""

    inaccuracy: float
    mistake: float
    blunder: float


# The review's figures for a game that declares none (docs/search.md, "The game review"): a loss counts
# from one unit, above what Hard's own choices lose in games against itself (at most about a point or a
# coin a decision in the games measured), and a random player's costliest decisions (2 to 15 units) are
# marked; the units are points. A game whose scores run higher declares its own.
REVIEW_THRESHOLDS = Thresholds(1.0, 2.0, 4.0)
REVIEW_UNITS = words("{n} point", plural="{n} points")


# what a game's ``reason_versus`` says where the best move's own reason argues that it and the other come to the same
# ("planted first next turn anyway") while the search rates them apart: no reason at all (a review's "Why" that
# called the two moves equal beside "About 1 coin better" read as a contradiction)
NO_REASON = Words("")


@dataclass(frozen=True, kw_only=True)
class SearchHooks:
    """A game's declared search hooks (see the module docstring); what is left out takes the default."""

    rollout_policy: Policy | None = None
    evaluate: Evaluate | None = None
    outcome: Outcome | None = None
    rollout_horizon: int = DEFAULT_HORIZON
    exploration: float = DEFAULT_EXPLORATION
    anchor_margin: float = ANCHOR_MARGIN
    opponent_policy: bool = False
    judge_own_turn: bool = False
    margins: Evaluate | None = None  # per seat, its expected lead in the game's units (the game review)
    cost: Cost | None = None  # what a move gives up, from the seat's view: the Hint's tie-break
    # the smallest difference, in the game's units, that the Hint tells apart (under it: "just as good")
    hint_step: float = 1.0
    # how far behind the search's top, in the game's units, a move may be rated and still be the Hint's pick where it
    # gives up less (``cost``): the spread of the Hint's search between moves of one worth. 0: only moves level with
    # the top (``hint_step``), the default
    hint_noise: float = 0.0
    alike: Alike | None = None  # two moves that come to the same: the Hint names no tie between them
    # a move the Hint never names first while the search rates another it may name: a step into a dead end the
    # game can tell from the seat's view (Al Cabohne: a placement after which beans must be thrown away that
    # another order keeps)
    avoid: Callable[[Any, Action], bool] | None = None
    # (the view, the best, another) -> the Hint's shorter name for a move beside the best: what differs
    other_words: Callable[[Any, Action, Action], Words | None] | None = None
    reason: Callable[[Any, Action], Words | None] | None = None  # why a move is worth making (Hint, coach)
    # (the view, the move, the next step of its plan, back on its place: ``plan.returns_to``, or not said at all) ->
    # why the two together ("Plant Blue on field 2, then Harvest field 2"), where the move's own reason tells of a
    # state the second step undoes ("Field 2 then holds 9 Blue: 1 more bean makes 4 coins", playtest 31; "keep it: 1
    # more Moonbohnen could make it +7", then the plan's Centauribohnen on the secret passed it on, playtest 33);
    # else ``reason``
    reason_then: Callable[[Any, Action, Action], Words | None] | None = None
    # (the view, the best, the move the Hint names beside it, whether "just as good") -> why the best rather than
    # that one, where ``reason`` alone would argue as well for the other (a cheaper bid beside a level dearer one)
    # ``NO_REASON``: the best's own reason would call the two equal where they are not; no reason is said
    reason_versus: Callable[[Any, Action, Action, bool], Words | None] | None = None
    # ``reason_versus`` names the other move itself ("A bid of 3 does no better here and costs 1 more"): the Hint
    # then ends on it, not on "Next best: Bid 3.", which named the move just argued against as the one to make
    versus_names_other: bool = False
    # (the view, the better move, the move played) -> the review's Why, where it weighs the two by figures the Hint
    # does not say ("the move played"); else ``reason_versus``
    review_versus: Callable[[Any, Action, Action], Words | None] | None = None
    # what a move gives up that its name does not say (a capsule lost, an Objective switched off), where the game
    # says: the review tells it under the move played (playtest 23: "Better: X" with no word of what the move cost)
    warning: Callable[[Any, Action], Words | None] | None = None
    # (the move played, a step of the better plan) -> the step moves what the move played moved (its beans): the
    # review names the better plan up to that step ("Better: Give the French to Joe, then Put the Runner beans on
    # field 1"), where "Better: X" alone left a newcomer asking where the beans played should have gone (playtest 30)
    moves_same: Callable[[Action, Action], bool] | None = None
    hint_reviewed: bool = False  # the Hint is the review's search (``engine.review.best_search``)
    # the Hint keeps to the plan of the seat's last Hint while nothing new is shown (``hint.first_pick``), and the
    # review never marks a step of it (``review.hint_plan``): one plan carried out step by step (playtest 29)
    hint_keeps_plan: bool = False
    # a move the screen gathers click by click (kind -> the kinds that follow it in the same move: a placement, then
    # its payment): the Hint thinks its every step out and names it whole (``whole_words``), so a player who follows
    # the Hint's line is never marked in review for a step it left unsaid (playtest 14: the card to discard)
    gathered: Mapping[str, Collection[str]] = field(default_factory=dict)
    # (the view, the move, the steps after it) -> the move named whole ("Place X on Y, paying with Z")
    whole_words: Callable[[Any, Action, tuple[Action, ...]], Words | None] | None = None
    # the kinds of move a button of the game makes, its words the move's name: the Hint quotes the name as the button
    # reads (French lowered « Meilleur coup : terminé » where the button reads « Terminé »)
    buttons: Collection[str] = ()
    review_thresholds: Thresholds = REVIEW_THRESHOLDS
    # (a state, a seat) -> what the seat's position comes to, where two lines of one turn that reach it are one for
    # the game review (a move-order transposition is not an error); None: the seat's own view, exactly
    position: Callable[[Any, int], Hashable] | None = None
    review_units: Words = REVIEW_UNITS  # "{n} point(s)": the words for an amount ``n`` of the game's units
    # per player count, why the review's advice is only a rough guide there
    review_notes: Mapping[int, Words] = field(default_factory=dict)


@dataclass(frozen=True)
class Hooks:
    """The hooks the search runs with: a game's ``SearchHooks`` with every default filled in."""

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


def hooks(game: Game, *, plain: bool = False) -> Hooks:
    """The hooks of ``game`` with defaults filled in; ``plain`` ignores the game's own (random rollouts)."""
    declared = (None if plain else game.search_hooks()) or SearchHooks()
    pol = declared.rollout_policy
    return Hooks(
        pol or random_policy(game),
        declared.evaluate,
        declared.outcome or default_outcome(game),
        declared.rollout_horizon,
        declared.exploration,
        pol is not None,
        declared.anchor_margin,
        declared.opponent_policy and pol is not None,
        declared.judge_own_turn,
    )
