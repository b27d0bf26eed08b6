"""Système Solaire hooks for the search AI (``engine.search``): the Normal policy and an evaluation.

Both read the full (determinized) state: the search only hands them states
that hold nothing the searching seat may not know. The policy is the Normal
bot's choice (``ai._Judge``) on the acting seat's view of that state, with a
share of random moves so that rollouts of one determinization still differ;
a view and a judgement cost about 20 microseconds, far below a slice.

The evaluation judges a round's start (the auction not yet opened): every
seat's expected final VP is its front VP (SS-25, the Sun counting the cards in
its front now) plus its hand's worth while rounds remain, valued as the
Normal bot values bidding power (``WEIGHTS["point"]`` VP per auction point).
Mid-round states are no place to judge (a bid not yet paid, a reveal not yet
made), so the rollout plays on to the next round with the Normal policy. The
last round is played out and scored by the game itself (SS-26 hand bonus,
SS-27 ties).
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Action, words
from engine.search.policy import SearchHooks, Thresholds
from engine.search.shaping import epsilon_policy, judged_by_points
from engine.systeme_solaire.advice import reason, reason_versus, review_versus
from engine.systeme_solaire.ai import WEIGHTS, _Judge, overpays, whole_payment, whole_selection
from engine.systeme_solaire.cards import FIXED_VP, IS_SUN, KIND_OF, TO_FRONT
from engine.systeme_solaire.facts import assignments, kinds_mask
from engine.systeme_solaire.kinds import ActionKind
from engine.systeme_solaire.rules import GAME
from engine.systeme_solaire.state import BID, PAY, ROUNDS, State
from engine.systeme_solaire.view import project
from engine.systeme_solaire.words import whole_words

EPSILON = 0.1  # share of random rollout moves
CARD_COST = 0.01  # per card spent: of payments worth the same kept, the Hint names the one of fewer cards
TEMPERATURE = 2.5  # VP: how sharply the expected leader is taken to win
POINT = WEIGHTS["point"]  # VP per auction point in hand while rounds remain
LANDING = WEIGHTS["landing"]  # an Earth or Pluto in hand: the share of its VP it is worth (SS-18)
SUN_GROWTH = WEIGHTS["future_front"]  # cards a front with a Sun still gains per round
HORIZON = 0  # judge at the first round start the rollout reaches
EXPLORATION = 0.25  # a VP of expected lead moves the reward by about 0.05
# The other seats' bids, payments and picks inside the tree are the Normal policy's, not tree
# edges chosen by UCB: as edges they were chosen with the determinization's cards in view (Hard's
# hidden hand among them) and to hurt Hard most, and Hard then bid as if every rival answered
# perfectly. Three players, 300 iterations, the same 60 seeded games: 18.3% wins as edges, 70.0% so.
OPPONENT_POLICY = True
REVIEW_UNITS = words("{n} VP")  # the game review (``engine.review``) counts in VP, the same in the plural
# The game review's smallest loss of an inaccuracy, a mistake and a blunder, in VP. At its 200 iterations a search
# the review's uncertainty on a Système Solaire decision is about 1 VP (twice the standard error), so a loss of
# 1 to 1.5 VP clears it by chance in about one decision in fifty (a game has twenty or so): a take the coach
# advised was called an inaccuracy for 1.05 VP against an uncertainty of 1.02, where reviews of the same decision
# with other seeds rated it best, or 0.2 to 1 VP behind. From 1.5 VP (three standard errors) a mark is the move's.
REVIEW_THRESHOLDS = Thresholds(1.5, 3.0, 6.0)

_legal = GAME.legal_actions


def _rule_of_thumb(s: State, legal: list[Action], rng: random.Random) -> Action:
    """The Normal bot's choice, read from the state."""
    return _Judge(project(s, s.actor), WEIGHTS).choose(legal)


def expected_points(s: State) -> list[float]:
    """Per seat: front VP now, a Sun's growth in the rounds left, the hand's bidding power, and the
    Earth or Pluto in hand that will land in the front when spent (the Normal bot's values)."""
    left = ROUNDS - s.round + 1  # rounds still to play, this one included
    out = []
    for p in range(s.players):
        v = float(s.vps[p]) + POINT * s.values[p]
        front = s.fronts[p]
        if any(IS_SUN[c] for c in front):
            v += SUN_GROWTH * left
        landed = kinds_mask(front)
        for c in s.hands[p]:
            if TO_FRONT[c] and not landed >> KIND_OF[c] & 1:
                v += LANDING * FIXED_VP[c]  # SS-18: it lands in the front once spent
                landed |= 1 << KIND_OF[c]
        out.append(v)
    return out


def round_start(s: State) -> bool:
    """Where a position is judged: a round's start. The opener must bid (SS-11): no bid yet = the round's
    start; mid-round states are no place to judge."""
    return s.phase == BID and s.bidder < 0


# Per seat, at a round's start: the reward on the scale of the real outcome, and the expected lead in VP
# over the best other seat (the game review's reading of a position).
evaluate, margins = judged_by_points(expected_points, round_start, TEMPERATURE)


rollout_policy = epsilon_policy(_legal, EPSILON, _rule_of_thumb)


def cost(view: Any, a: Action) -> float:
    """What a move stakes (the Hint's tie-break): a bid its amount, what the seat pays at least if it wins (SS-13);
    a take the VP it gives up against the best take as the Normal bot values them (SS-19..SS-23); a pass, or any
    other move, nothing. Between bids the search rates level, the cheaper one is named; between takes, the one
    worth most in VP.

    Takes: the search rates moves by the share of games won, which hardly moves once a game is nearly decided
    (every take wins, or none does), so takes several VP apart were "level" and the search's noise named one; the
    game review, which rates by the VP margin, then called the coach's take an error."""
    if a.kind == "bid":
        return float(a.card)
    if a.kind in ("select", "pay") and view.seat is not None and a.card >= 0:
        # what the whole payment or selection a pick starts is worth kept (SS-13, SS-15), then fewer cards: by its
        # first card alone "Pay 5 with Probe 1, Saturn" came before "Pay 4 with Saturn" (playtest 15)
        judge = _Judge(view, WEIGHTS)
        if view.phase == PAY:
            whole = whole_payment(view, a.card)[len(view.payment):]
        else:
            whole = whole_selection(view, a.card)[len(view.selection):]
        return sum(judge.spend_cost(c) for c in whole) + CARD_COST * len(whole)
    if a.kind == "take" and view.seat is not None and 0 <= a.card < len(view.groups) and view.groups[a.card]:
        judge = _Judge(view, WEIGHTS)
        must_keep = not view.hands[view.seat] and view.deck > 0  # SS-22
        front = view.fronts[view.seat]
        best = max(judge.take_worth(g, split) for g in view.groups if g
                   for split in assignments(g, front, must_keep))
        return max(0.0, best - judge.take_worth(view.groups[a.card], a.target))
    return 0.0


# The Hint's step, in VP: moves less than half of it apart are "just as good", and of those the one that stakes
# least is named (``cost``). On a third of a second of its own search the Hint needed 3 VP (the opening bid it named
# swung from 1 to 8, playtest 14); on the review's search, the same for a position whatever the machine, a pass 1.4
# VP behind a bid was "level", named for costing nothing, and the review then marked it 2.75 VP worse: a move is
# named before the search's best only within half a VP, well inside the review's first mark (1.5 VP).
HINT_STEP = 1.0

# The Hint is the review's search (``engine.review.best_search``): on its own win-chance search the Hint named a
# reveal the review then marked ("Spend Probe 4" marked "Better: Spend Probe 4, Jupiter", playtest 15, in both
# games played). Its pick is now the review's best, and a payment or a selection, picked card by card (SS-13,
# SS-15), is thought out whole and named with its every card (``whole_words``).
HINT_REVIEWED = True
GATHERED: dict[str, tuple[str, ...]] = {ActionKind.PAY: (ActionKind.PAY, ActionKind.PAID),
                                        ActionKind.SELECT: (ActionKind.SELECT, ActionKind.DONE)}

HOOKS = SearchHooks(
    rollout_policy=rollout_policy, evaluate=evaluate, rollout_horizon=HORIZON, exploration=EXPLORATION,
    opponent_policy=OPPONENT_POLICY, margins=margins, cost=cost, reason=reason, hint_step=HINT_STEP,
    reason_versus=reason_versus, versus_names_other=True, review_versus=review_versus, hint_reviewed=HINT_REVIEWED, gathered=GATHERED, whole_words=whole_words,
    review_units=REVIEW_UNITS, review_thresholds=REVIEW_THRESHOLDS, avoid=overpays,
)  # fmt: skip
