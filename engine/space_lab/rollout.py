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
reaches, so every move of a decision is judged at the same point): the game's
own running score (``State.points``, END effects as if the game ended now,
section 13) plus what is still to come: per unvalidated capsule, the tile on
top of its pile discounted by the colours still missing, and the hand cards
that have an empty slot to go to.
"""

from __future__ import annotations

import math
import random

from engine.core import Action
from engine.search.policy import MARGIN_SCALE, WIN_WEIGHT
from engine.space_lab.cards import (
    AGENCY_OF,
    BOTTOM_OF,
    COST_OF,
    NEED,
    NEIGHBOURS,
    OBJECTIVE,
    SLOT_INDEX,
    SPECIALTY_OF,
    TILE_VALUE,
    TOP_OF,
)
from engine.space_lab.content import SLOT_CAPSULES
from engine.space_lab.facts import missing
from engine.space_lab.rules import GAME
from engine.space_lab.state import AGENCY, PLACE, START, State

EPSILON = 0.05  # share of random rollout moves
TEMPERATURE = 4.0  # points: how sharply the expected leader is taken to win
CHANCE = (1.0, 0.55, 0.3, 0.12)  # of validating a capsule missing 0, 1, 2, 3 colours (the Normal bot's weights)
HAND_CARD = 1.6  # points a hand card with an empty slot to go to is worth (the Normal bot's ``lab_card``)
PLACE_AT_LEAST = 1.0  # a placement worth less than this waits: recruit or draw instead
SOLO_MID = 55.0  # solo: the score around which the reward moves most (the rating's middle)
SOLO_SCALE = 25.0
rollout_horizon = 0  # judge at the first turn start the rollout reaches
exploration = 0.2

_legal = GAME.legal_actions


def _place_worth(s: State, p: int, card: int, slot: int) -> float:
    """Rule of thumb: what placing ``card`` on ``slot`` brings, less what paying for it costs."""
    station = s.stations[p]
    objectives = s.objectives[p]
    tiles = s.tiles[p]
    worth = 1.0 - 0.8 * COST_OF[card]
    agency = AGENCY_OF[card]
    for cap in SLOT_CAPSULES[slot]:
        if objectives and not tiles[cap]:
            need = NEED[objectives[cap]][agency]
            have = sum(1 for q in NEIGHBOURS[cap] if station[q] and AGENCY_OF[station[q]] == agency)
            if have < need:
                worth += 3.0
    b = BOTTOM_OF[slot]
    if b >= 0 and objectives and SPECIALTY_OF[card] == OBJECTIVE[objectives[b]].specialty:
        worth += 2.0
    if TOP_OF[slot] >= 0:
        worth += 1.2 * COST_OF[card]
    return worth


def rollout_policy(s: State, rng: random.Random) -> Action:
    legal = _legal(s)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < EPSILON:
        return legal[int(rng.random() * len(legal))]
    ph = s.phase
    if ph in (START, PLACE):
        p = s.seat
        best, best_w = None, PLACE_AT_LEAST
        for a in legal:
            if a.kind == "place":
                w = _place_worth(s, p, a.card, SLOT_INDEX[a.target])
                if w > best_w:
                    best, best_w = a, w
        if best is not None:
            return best
        if ph == PLACE:
            return next(a for a in legal if a.kind == "end")
        recruits = [a for a in legal if a.kind == "recruit"]
        if recruits:
            top = max(recruits, key=lambda a: len(s.rc[a.card]))
            if len(s.rc[top.card]) >= 2:
                return top
        draw = next((a for a in legal if a.kind == "draw"), None)
        if draw is not None:
            return draw
        return recruits[0] if recruits else legal[0]
    if ph == AGENCY:
        return max(legal, key=lambda a: sum(1 for c in s.revealed if AGENCY_OF[c] == a.card))
    return legal[int(rng.random() * len(legal))]  # payment, Project kept, Objectives assigned


def expected_points(s: State) -> list[float]:
    """Per seat: the running score, the capsules likely still validated, and placeable hand cards."""
    final = s.trigger is not None
    out = []
    for p in range(s.players):
        v = float(sum(s.points[p]))
        objectives = s.objectives[p]
        station = s.stations[p]
        if objectives and not final:
            for cap in range(3):
                if not s.tiles[p][cap] and s.piles[cap]:
                    v += TILE_VALUE[s.piles[cap][0]] * CHANCE[min(3, missing(station, objectives[cap], cap))]
            empty = sum(1 for c in station if not c)
            v += HAND_CARD * min(empty, len(s.hands[p]))
        out.append(v)
    return out


def _rewards(pts: list[float]) -> list[float]:
    if len(pts) == 1:  # solo: no rival to beat, the score itself is the result
        return [0.5 + 0.5 * math.tanh((pts[0] - SOLO_MID) / SOLO_SCALE)]
    top = max(pts)
    exps = [math.exp((p - top) / TEMPERATURE) for p in pts]
    z = sum(exps)
    out = []
    for i, p in enumerate(pts):
        other = max(x for j, x in enumerate(pts) if j != i)
        margin = 0.5 + 0.5 * math.tanh((p - other) / MARGIN_SCALE)
        out.append(WIN_WEIGHT * exps[i] / z + (1 - WIN_WEIGHT) * margin)
    return out


def evaluate(s: State) -> list[float] | None:
    """Rewards per seat at a turn's start (else ``None``), on the scale of ``outcome``."""
    if s.phase != START:
        return None
    return _rewards(expected_points(s))


def outcome(s: State) -> list[float]:
    """A finished game: win share and margin; solo, the final score (a solo player always "wins")."""
    scores = GAME.scores(s)
    if s.players == 1:
        return _rewards([float(scores[0])])
    won = GAME.winners(s)
    out = []
    for i, v in enumerate(scores):
        other = max(x for j, x in enumerate(scores) if j != i)
        margin = 0.5 + 0.5 * math.tanh((v - other) / MARGIN_SCALE)
        out.append(WIN_WEIGHT * (1.0 / len(won) if i in won else 0.0) + (1 - WIN_WEIGHT) * margin)
    return out
