"""Space Lab hooks for the search AI (``engine.search``): a fast rollout policy, an evaluation, the outcome.

All three read the full (determinized) state: the search only hands them
states that hold nothing the searching seat may not know.

The Normal bot builds a context of every card's potential (about a
millisecond, longer than a search slice may take), so the rollouts use rules
of thumb read from the state instead (``_place_worth``): place a card where its
agency serves a capsule's Objective that still lacks it, where its specialty
triggers a bottom slot, or on a top slot for a Project draw, paying with as
few cards as possible; else recruit the largest Recruitment Centre stack, else
draw (taking the agency the reveal shows most of).

The evaluation judges the start of a turn (the first one the rollout
reaches, so every move of a decision is judged at the same point): each seat's
Normal-bot position value (``ai.Context.value``: the game's own running score,
END effects as if the game ended now, section 13, plus Projects' growth as the
station fills, open capsules discounted by the colours they lack, and the
hand), read from that seat's view of the determinized state; the rewards are
a softmax of those values with the margin mixed in, as in the real outcome.
A first version added up a few of those terms itself (the running score, the
tile on top of each open capsule's pile by colours missing, placeable hand
cards): Hard then won only 30% of 40 two-player games against Normal at 200
iterations; with Normal's value 69%.
"""

from __future__ import annotations

import math
import random
from typing import Any

from engine.core import Action
from engine.search.policy import SearchHooks, Thresholds, default_outcome
from engine.search.shaping import epsilon_policy, lead, spread_rewards
from engine.space_lab import cards as K  # the card tables, by the names the rules give them
from engine.space_lab.advice import cost, reason, warning
from engine.space_lab.ai import PARAMS, Context
from engine.space_lab.content import SLOT_CAPSULES, SLOT_ROW
from engine.space_lab.facts import Counts, capsule_facts, counts, project_points
from engine.space_lab.kinds import ActionKind
from engine.space_lab.rules import GAME
from engine.space_lab.state import AGENCY, KEEP, PAY, PLACE, START, State
from engine.space_lab.versus import reason_versus, review_versus
from engine.space_lab.view import project
from engine.space_lab.words import other_words, whole_words

EPSILON = 0.05  # share of random rollout moves
TEMPERATURE = 4.0  # points: how sharply the expected leader is taken to win
PLACE_AT_LEAST = 1.0  # a placement worth less than this waits: recruit or draw instead
FILL = 0.6  # share of the empty slots expected to be filled by the end (the Normal bot's ``fill``)
SOLO_MID = 55.0  # solo: the score around which the reward moves most (the rating's middle)
SOLO_SCALE = 25.0
HORIZON = 0  # judge at the first turn start of the searching seat the rollout reaches
EXPLORATION = 0.2
# The other seats' turns are played by the policy, not tree edges, and a rollout is judged at the
# searching seat's next turn start, after they have taken from the Recruitment Centre and the
# reveals. Two players, 200 iterations, the same 40 seeded games: 80.0% wins judged at the next
# seat's turn start (margin +17.2), 85.0% so (+19.9).
OPPONENT_POLICY = True
JUDGE_OWN_TURN = True
# The game review's (``engine.review``) smallest loss of an inaccuracy, a mistake and a blunder, in points:
# Hard's own choices lose up to about 5 points a decision in games against itself (scores run 3 to 5 times
# higher than in the other games), and a random player's costliest decisions must still be marked.
REVIEW_THRESHOLDS = Thresholds(3.0, 6.0, 12.0)
# The Hint is the review's search: on 0.2 s of its own win-chance search the Hint visited its pick 2 to 5 times
# among 20 to 33 moves, picked the review's best 59-63% of the time, asked twice picked another move at 2 to 7
# of 30 to 37 decisions, and the review marked 2 to 4 of its picks a game (bench/hint_review.py, docs/search.md).
HINT_REVIEWED = True
# a placement and the payment picks after it are one move on screen (SL-7, SL-8): the Hint names it whole
GATHERED: dict[str, tuple[str, ...]] = {ActionKind.PLACE: (ActionKind.PAY,)}

_legal = GAME.legal_actions


def _place_worth(s: State, p: int, card: int, slot: int) -> float:
    """Rule of thumb: what placing ``card`` on ``slot`` brings, less what paying for it costs."""
    station = s.stations[p]
    objectives = s.objectives[p]
    tiles = s.tiles[p]
    worth = 1.0 - 0.8 * K.COST_OF[card]
    agency = K.AGENCY_OF[card]
    for cap in SLOT_CAPSULES[slot]:
        if objectives and not tiles[cap]:
            need = K.NEED[objectives[cap]][agency]
            have = sum(1 for q in K.NEIGHBOURS[cap] if station[q] and K.AGENCY_OF[station[q]] == agency)
            if have < need:
                worth += 3.0
    b = K.BOTTOM_OF[slot]
    if b >= 0 and objectives and K.SPECIALTY_OF[card] == K.OBJECTIVE[objectives[b]].specialty:
        worth += 2.0
    if K.TOP_OF[slot] >= 0:
        worth += 1.2 * K.COST_OF[card]
    return worth


def _rule_of_thumb(s: State, legal: list[Action], rng: random.Random) -> Action:
    """Simple rules read from the state: the best placement worth making, else a recruit or a draw."""
    ph = s.phase
    if ph in (START, PLACE):
        p = s.seat
        best, best_w = None, PLACE_AT_LEAST
        for a in legal:
            if a.kind == ActionKind.PLACE:
                w = _place_worth(s, p, a.card, K.SLOT_INDEX[a.target])
                if w > best_w:
                    best, best_w = a, w
        if best is not None:
            return best
        if ph == PLACE:
            return next(a for a in legal if a.kind == ActionKind.END)
        recruits = [a for a in legal if a.kind == ActionKind.RECRUIT]
        if recruits:
            top = max(recruits, key=lambda a: len(s.rc[a.card]))
            if len(s.rc[top.card]) >= 2:
                return top
        draw = next((a for a in legal if a.kind == ActionKind.DRAW), None)
        if draw is not None:
            return draw
        return recruits[0] if recruits else legal[0]
    if ph == AGENCY:
        return max(legal, key=lambda a: sum(1 for c in s.revealed if K.AGENCY_OF[c] == a.card))
    if ph == PAY:
        return _pay(s, legal)
    if ph == KEEP:
        return max(legal, key=lambda a: _project_growth(s, s.seat, a.card))
    return legal[int(rng.random() * len(legal))]  # a Project kept, Objectives assigned


def _wanted(s: State, p: int) -> list[int]:
    """Per agency: cards of it that seat ``p``'s open capsules still lack (SL-13), where a slot is free."""
    objectives = s.objectives[p]
    want = [0, 0, 0, 0]
    if not objectives:
        return want
    station = s.stations[p]
    for cap in range(3):
        if s.tiles[p][cap]:
            continue
        free = sum(1 for q in K.NEIGHBOURS[cap] if not station[q])
        if not free:
            continue
        have = [0, 0, 0, 0]
        for q in K.NEIGHBOURS[cap]:
            if station[q]:
                have[K.AGENCY_OF[station[q]]] += 1
        for ag, need in enumerate(K.NEED[objectives[cap]]):
            if need > have[ag]:
                want[ag] += need - have[ag]
    return want


def _pay(s: State, legal: list[Action]) -> Action:
    """Pay with the card least worth keeping: one no open capsule lacks, the dearest to place first."""
    want = _wanted(s, s.seat)
    return min(legal, key=lambda a: (want[K.AGENCY_OF[a.card]] > 0, -K.COST_OF[a.card], a.card))


def _projected(station: tuple[int, ...]) -> Counts:
    """The station's counts with the growth its empty slots are expected to bring (the Normal bot's ``fill``)."""
    k = counts(station)
    grow = FILL * sum(1 for c in station if not c) / 4
    return Counts([x + grow for x in k.specialties], [x + grow for x in k.agencies], k.row_specialties,
                  k.row_agencies)


def _project_growth(s: State, p: int, extra: int = 0) -> float:
    """What seat ``p``'s Projects (and ``extra``, one more) will gain as its station fills, beyond their points now."""
    held = tuple(c for c in s.projects[p] if c > 0)
    if extra:
        held += (extra,)
    if not held:
        return 0.0
    n = sum(1 for x in s.tiles[p] if x)
    return float(project_points(held, _projected(s.stations[p]), n))


class _Judge(Context):
    """The Normal bot's position value, for one seat of a determinized state.

    Its context values every unseen card too (for DRAW), about 0.2 ms; a
    judge of positions needs only the hand's, which keeps an evaluation of
    four seats within a slice.
    """

    def __init__(self, v: Any, me: int) -> None:
        super().__init__(PARAMS, v, me, value_unseen=False)

    def worth(self) -> float:
        return self.value(self.station, self.tiles, self.projects, self.hand, 0.0)


def normal_points(s: State) -> list[float]:
    """Per seat: the Normal bot's position value (running score and what is still to come)."""
    if not all(s.objectives):
        return [0.0] * s.players
    return [_Judge(project(s, p), p).worth() for p in range(s.players)]


def _rewards(pts: list[float]) -> list[float]:
    if len(pts) == 1:  # solo: no rival to beat, the score itself is the result
        return [0.5 + 0.5 * math.tanh((pts[0] - SOLO_MID) / SOLO_SCALE)]
    return spread_rewards(pts, TEMPERATURE)


def margins(s: State) -> list[float] | None:
    """Per seat, the expected lead in points over the best other seat at a turn's start (where
    ``evaluate`` judges; solo: the expected score), else ``None``: the game review's reading."""
    if s.phase != START:
        return None
    return lead(normal_points(s))


def evaluate(s: State) -> list[float] | None:
    """Rewards per seat at a turn's start (else ``None``), on the scale of ``outcome``."""
    if s.phase != START:
        return None
    return _rewards(normal_points(s))


_MANY = default_outcome(GAME)  # more than one seat: the search's own reading of a finished game


def outcome(s: State) -> list[float]:
    """A finished game: win share and margin; solo, the final score (a solo player always "wins")."""
    scores = GAME.scores(s)
    if s.players == 1:
        return _rewards([float(scores[0])])
    return _MANY(s)


rollout_policy = epsilon_policy(_legal, EPSILON, _rule_of_thumb)


def position(s: State, seat: int) -> tuple[Any, ...]:
    """What ``seat``'s position comes to, for the review's move orders (``SearchHooks.position``): the station's
    cards row by row (a card's VP count its row, not its slot in it), each capsule's state (SL-13), the running
    score, and everything else the seat's view holds. Playtest 15: two blue cards placed in the other order, the
    station the same, were marked "4 points worse"."""
    v = GAME.view(s, seat)
    station = v.stations[seat]
    rows = tuple(tuple(sorted(c for k, c in enumerate(station) if SLOT_ROW[k] == r)) for r in range(3))
    return (rows, capsule_facts(v, seat), tuple(sorted(v.hands[seat])), v.tiles[seat], tuple(sorted(v.projects[seat])),
            tuple(GAME.scores(s)), v.phase, v.current, v.placed, len(v.discard), v.rc, v.revealed, v.piles)

HOOKS = SearchHooks(
    rollout_policy=rollout_policy, evaluate=evaluate, outcome=outcome, rollout_horizon=HORIZON,
    exploration=EXPLORATION, opponent_policy=OPPONENT_POLICY, judge_own_turn=JUDGE_OWN_TURN, margins=margins,
    review_thresholds=REVIEW_THRESHOLDS, other_words=other_words, hint_reviewed=HINT_REVIEWED,
    reason=reason, reason_versus=reason_versus, review_versus=review_versus, warning=warning, gathered=GATHERED, whole_words=whole_words, position=position, cost=cost,
)  # fmt: skip
