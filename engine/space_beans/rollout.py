"""Space Beans hooks for the search AI (``engine.search``): a fast rollout policy and an evaluation.

Both read the full state directly: the search only hands them determinized
states, which hold nothing the searching seat may not know. The policy is
the Normal bot's choice (``ai.choose``) on the state's piles, with a small
share of random moves so that rollouts from one determinization still differ.
The evaluation turns every seat's expected final points into the reward the
search backs up (``engine.search.policy.default_outcome``'s scale).
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Action
from engine.search.policy import SearchHooks
from engine.search.shaping import epsilon_policy, judged_by_points
from engine.space_beans.advice import counted_on, for_nothing, reason, reason_plan, review_versus
from engine.space_beans.ai import choose, potential
from engine.space_beans.cards import TYPE_OF, VALUE_OF
from engine.space_beans.kinds import ActionKind
from engine.space_beans.rules import GAME
from engine.space_beans.state import DRAW, State

EPSILON = 0.05  # share of random rollout moves
TEMPERATURE = 3.0  # points: how sharply the expected leader is taken to win
SECRET_SHARE = 0.8  # a secret collection is worth less: SB-18 may force its open partner closed early
# The evaluation judges the first turn start of the searching seat the rollout reaches
# (``JUDGE_OWN_TURN`` below), so every move of a decision is judged at the same point of the game.
HORIZON = 0
EXPLORATION = 0.2  # a point of expected lead moves the reward by about 0.05
# No veto for the Normal level's move (it is still expanded first): Hard's own choice won 66.3% of
# 300 games against Normal, and 55% of 40 when a move needed 0.01 more mean reward than Normal's.
ANCHOR_MARGIN = -1.0
HAND_FIT = 0.5  # a hand card of the type of one of its holder's collections: a likely point soon
# The other seats' turns are played by the policy (no tree edges), and a rollout is judged at the
# searching seat's own next turn start, after every other seat has played with the hand it was
# passed (SB-22): at four players most of what a move brings or gives away happens in those turns.
# Four players, 300 iterations, the first 36 of the same seeded games: 30.6% wins judged at the
# next seat's turn start, 58.3% so.
OPPONENT_POLICY = True
JUDGE_OWN_TURN = True
# The Hint (and so the coach) is the game review's own search (``engine.review.best_search``: margin rewards, the
# review's iterations, dice drawn from the position alone), as in the other games: on its own win-chance search the
# Hint called "Close: +3 (then +4)" just as good as keeping, and the review marked that close an Inaccuracy, about
# 1 point worse (playtest 18). The two now read one search, and the review marks no move it rates level with its best.
HINT_REVIEWED = True
# Points: within this much of the search's best, the move that gives up least (``cost``) is the Hint's pick. Keeping a
# collection that scores nothing yet and closing it for nothing come out within a point of each other turn after turn
# (the keep tried a few dozen times, its mean that noisy), and the Hint said "Done" one turn and "Close it: +0 points"
# the next of a collection nothing had changed. Under the review's smallest mark (1 point): it never marks the pick.
HINT_NOISE = 1.0

_legal = GAME.legal_actions


def _rule_of_thumb(s: State, legal: list[Action], rng: random.Random) -> Action:
    """The Normal bot's choice, read from the state."""
    seat = s.turn % s.players
    right = (seat - 1) % s.players
    ro = s.open[right]
    right_type = TYPE_OF[ro[0]] if ro and right != seat else -1
    return choose(legal, s.phase, s.hands[seat], s.open[seat], s.secret[seat], right_type)


def expected_points(s: State) -> list[float]:
    """Per seat: points and bonus so far, plus what its collections look set to score.

    Hand cards that fit the holder's collections count too: cards passed on at
    the end of a turn (SB-22) are worth most to a neighbour who collects them.
    """
    out = []
    for i in range(s.players):
        v = float(s.points[i] + s.bonus[i])
        op, se = s.open[i], s.secret[i]
        types = set()
        if op:
            v += potential([VALUE_OF[c] for c in op])
            types.add(TYPE_OF[op[0]])
        if se:
            v += SECRET_SHARE * potential([VALUE_OF[c] for c in se])
            types.add(TYPE_OF[se[0]])
        if types:
            v += HAND_FIT * sum(1 for c in s.hands[i] if TYPE_OF[c] in types)
        out.append(v)
    return out


def turn_start(s: State) -> bool:
    """Where a position is judged: a turn's start (the draw step); mid-turn states are judged badly."""
    return s.phase == DRAW


# Per seat, at a turn's start: the reward (the win share a softmax of the expected points, the margin part
# on the real outcome's scale, so evaluated and finished rollouts mix), and the expected lead in points
# over the best other seat (the game review's reading of a position).
evaluate, margins = judged_by_points(expected_points, turn_start, TEMPERATURE)


rollout_policy = epsilon_policy(_legal, EPSILON, _rule_of_thumb)


def alike(view: Any, a: Action, b: Action) -> bool:
    """Two plays of one type onto one collection (SB-20: a step adds cards of one type): whichever goes first,
    the other may follow in the same step, to the same end of turn, so the Hint names no tie or gap between
    "Beanliens 6 first" and "Beanliens 4 first" (a gap there was the search's noise, read as a lesson)."""
    return (a.kind == b.kind == ActionKind.PLAY and a.target == b.target
            and TYPE_OF[a.card] == TYPE_OF[b.card] and view.to_act == view.seat)


def cost(view: Any, a: Action) -> float:
    """What a move gives up, from the seat's view (the Hint's tie-break among moves the search rates level): a close
    that scores nothing sends every card of the open collection to the discard pile (SB-16), so it gives up all of
    them; a Done in the collect step, the hand cards its collection counts on (``advice.counted_on``, SB-22); any
    other move gives up nothing. Closing for nothing and keeping often come out level, and the search's
    noise named "Done" one turn and "Close it: +0 points" the next of the very collection nothing had changed."""
    if view.seat is None:
        return 0.0
    if a.kind == ActionKind.END:
        # Done passes on the cards of the collection's type that bring it nearer its card of value N: "A long shot:
        # its 5 scores 5 at 5 cards", then "Done" with the second 5 still in hand, level in the search, read as the
        # coach going back on its word (playtest 32)
        return float(counted_on(view, view.seat))
    if a.kind == ActionKind.PLAY:
        # a card that undoes what its collection scores, for no count it can likely reach and from no one it would
        # feed (``advice.for_nothing``); one that keeps a card from the next seat's open collection gives up nothing:
        # "Beanliens 5" of an open Beanliens 1 (+1) kept from Orbit, at 29 points, the Beanliens that won the game
        # once passed (playtest 33, 126.png)
        return float(for_nothing(view, a))
    if a.kind != ActionKind.CLOSE:
        return 0.0
    return float(len(view.open[view.seat])) if view.close_gain(view.seat)[0] == 0 else 0.0


HOOKS = SearchHooks(
    rollout_policy=rollout_policy, evaluate=evaluate, rollout_horizon=HORIZON, exploration=EXPLORATION,
    anchor_margin=ANCHOR_MARGIN, opponent_policy=OPPONENT_POLICY, judge_own_turn=JUDGE_OWN_TURN, margins=margins,
    alike=alike, reason=reason, reason_then=reason_plan, review_versus=review_versus, cost=cost, hint_noise=HINT_NOISE, hint_reviewed=HINT_REVIEWED, buttons=(ActionKind.DRAW, ActionKind.NO_DRAW, ActionKind.CLOSE, ActionKind.END),
)  # fmt: skip
