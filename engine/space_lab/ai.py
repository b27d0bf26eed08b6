"""The greedy Space Lab bot ("normal"): one placement at a time, valued by a hand-tuned position value.

It sees only ``Situation.view``. The position value of its own side is the
running score (exact, ``facts.breakdown``) plus what is still to come:
progress towards unvalidated capsules (worth the tile on top of the pile and
its bonus, discounted by the colours missing), the expected value of draws a
placement triggers, the growth of held Projects as the station fills, and the
hand: each card is worth a rough "potential" (its effect in this station, the
colours and bottom specialties it would serve, less its cost), but only as
many cards as there are empty slots count fully; a few more count as payment
fodder and the rest nearly nothing, so the bot does not hoard cards it cannot
place. Every legal placement is tried on a copy of its own board (paid with
its least useful cards); DRAW is valued over sampled reveals of the unseen
cards, RECRUIT exactly. In a final turn the hand is worth nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import lru_cache
from math import comb
from typing import Any

from engine.bots import Situation, Tuned, plays_forced_moves
from engine.core import Action
from engine.space_lab.cards import (
    AGENCY_OF,
    BOTTOM_OF,
    BOTTOM_SLOT,
    COST_OF,
    EFFECT_OF,
    LAB_IDS,
    NEED,
    NEIGHBOURS,
    OBJECTIVE,
    PERMS,
    PROJECT_IDS,
    PTYPE_OF,
    SLOT_INDEX,
    SPECIALTY_OF,
    TILE_BONUS,
    TILE_VALUE,
    TOP_OF,
)
from engine.space_lab.content import (
    K_DRAW_LAB,
    K_DRAW_PROJECT,
    SLOT_CAPSULES,
    SLOT_ROW,
)
from engine.space_lab.facts import Counts, breakdown, counts, evaluate, project_points
from engine.space_lab.kinds import ActionKind, Phase

# Tuned by self-play. Head to head (2 players, 150-300 games, seats alternating) the weights are not
# transitive, so the choice was made in 4-player games mixing four weight sets (160 games, seats
# rotating): these won 38% (the first draft, potential 0.75 / pay 1.0 / colour 2.5, won 18%).
PARAMS: dict[str, float] = {
    "lab_card": 1.6,  # a Lab card drawn secretly (an average hand card)
    "pay": 1.3,  # a hand card kept as payment fodder
    "potential": 0.35,  # share of a hand card's placement value counted while it is in hand
    "cost": 1.1,  # VP a card's cost is worth subtracting from its potential
    "colour": 1.5,  # potential of a card whose agency an open capsule still needs
    "bottom": 1.5,  # potential of a card matching a free bottom slot's objective
    # share of the empty slots expected to be filled by the end, in the counts held Projects and hand cards are
    # valued on: at 0.6 Normal banked on a station it never built, piling up Projects (8 of them, 34 of 61 points)
    # while validating one capsule and leaving cards unplaced; at 0.15 it won 66% of 200 games (seats
    # alternating) against the 0.6 weights, with more Lab, Objective and Validation points and fewer Projects
    "fill": 0.15,
    "miss1": 0.55,  # chance-like weights of completing a capsule missing 1, 2, 3 colours
    "miss2": 0.3,
    "miss3": 0.12,
    "top_slot": 1.2,  # option value of an empty top slot (a later Project draw)
    "draw_samples": 12,  # reveals sampled to value DRAW
}

MISS = ("miss1", "miss2", "miss3")


class GreedyBot(Tuned):
    """Chooses the action whose result has the best position value for its own side; ``GreedyBot(**params)``
    overrides ``PARAMS`` (for tuning)."""

    DEFAULTS = PARAMS

    # -- the decision ---------------------------------------------------------------

    @plays_forced_moves
    def think(self, sit: Situation) -> Iterator[Action | None]:
        legal = sit.legal
        v = sit.view
        ph = v.phase
        if ph == Phase.ASSIGN:
            yield self._assign(v, legal)
            return
        ctx = Context(self.w, v, sit.seat)
        yield None  # the context (every card's potential) is about a millisecond of work
        if ph == Phase.AGENCY:
            yield max(legal, key=lambda a: ctx.hand_value(ctx.hand + ctx.revealed_of(a.card)))
        elif ph == Phase.KEEP:
            yield max(legal, key=lambda a: ctx.value_with_project(a.card))
        elif ph == Phase.PAY:
            yield ctx.pick(legal)
        else:
            yield from self._turn(ctx, legal, random.Random(sit.rng.getrandbits(32)))

    def _turn(self, ctx: Context, legal: list[Action], rng: random.Random) -> Iterator[Action | None]:
        base = ctx.value(ctx.station, ctx.tiles, ctx.projects, ctx.hand, 0.0)
        best: Action | None = None
        best_gain = float("-inf")
        for i, a in enumerate(legal):
            k = a.kind
            if k == ActionKind.PLACE:
                gain = ctx.place_value(a.card, SLOT_INDEX[a.target]) - base
            elif k == ActionKind.DRAW:
                gain = ctx.draw_value(rng) - ctx.hand_value(ctx.hand)
            elif k == ActionKind.RECRUIT:
                gain = ctx.hand_value(ctx.hand + ctx.rc[a.card]) - ctx.hand_value(ctx.hand)
            else:  # end, pass
                gain = 0.0
            if gain > best_gain + 1e-9:
                best, best_gain = a, gain
            if i % 8 == 7:
                yield None
        assert best is not None
        yield best

    @staticmethod
    def _assign(v: Any, legal: list[Action]) -> Action:
        """Objectives that share colours go on neighbouring capsules: M1 and M2 count for both."""
        dealt = v.dealt

        def shared(a: int, b: int) -> int:
            return sum(min(x, y) for x, y in zip(NEED[a], NEED[b], strict=True))

        def score(act: Action) -> int:
            o = [dealt[i] for i in PERMS[act.card]]
            return shared(o[0], o[1]) + shared(o[1], o[2])

        return max(legal, key=score)


@lru_cache(maxsize=4096)
def project_values(station: tuple[int, ...], validations: int, projects: tuple[int, ...], fill: float) -> list[float]:
    """Marginal worth of each Project unseen by a seat holding ``projects`` for its ``station`` (with its expected
    growth), best first. A Project's worth is its type's (``facts.project_points`` reads a card by its type alone),
    so it is worked out once per type; and a search judges the same station again and again (the other seats' do
    not change in it), so the list is kept: once per unseen card at every judgement, it was a third of the Hint's
    thinking (playtest 29). The caller must not change the list."""
    mine = set(projects)
    k = counts(station)
    grow = fill * sum(1 for c in station if not c) / 4
    k = Counts([x + grow for x in k.specialties], [x + grow for x in k.agencies], k.row_specialties, k.row_agencies)
    held = tuple(c for c in projects if c > 0)
    base = project_points(held, k, validations)
    by_type: dict[int, float] = {}
    vals = []
    for c in PROJECT_IDS:
        if c in mine:
            continue
        t = PTYPE_OF[c]
        gain = by_type.get(t)
        if gain is None:
            gain = by_type[t] = project_points((*held, c), k, validations) - base
        vals.append(gain)
    return sorted(vals, reverse=True)


class Context:
    """The bot's own board, taken from its view, and the values it compares."""

    def __init__(self, p: dict[str, float], v: Any, me: int, value_unseen: bool = True) -> None:
        self.p = p
        self.v = v
        self.me = me
        self.station = v.stations[me]
        self.tiles = v.tiles[me]
        self.objectives = v.objectives[me]
        self.projects = v.projects[me]
        self.hand = v.hands[me]
        self.rc = v.rc
        self.final = v.trigger is not None  # a final turn: cards left in hand score nothing
        self.empty = sum(1 for c in self.station if not c)
        # the unseen cards are valued for a draw; a judge of positions (the search's) needs only the hand
        seen = set(v.discard).union(v.revealed, v.paid, *v.rc, *v.hands, *v.stations) if value_unseen else ()
        self.unseen = [c for c in LAB_IDS if c not in seen] if value_unseen else []
        self.pv = self._project_values()
        self.pots = self._potentials()

    # -- hand cards ------------------------------------------------------------------

    def _potentials(self) -> dict[int, float]:
        """A rough worth per Lab card (hand and unseen): its effect here, its colour and specialty use."""
        p = self.p
        k = counts(self.station)
        grow = p["fill"] * self.empty / 4
        spec = [x + grow for x in k.specialties]
        ag = [x + grow for x in k.agencies]
        rows = [[x + grow / 3 for x in r] for r in k.row_specialties]
        rowa = [[x + grow / 3 for x in r] for r in k.row_agencies]
        open_rows = {SLOT_ROW[s] for s, c in enumerate(self.station) if not c} or {0}
        needed = [0.0] * 4
        for i in range(3):
            if self.objectives and not self.tiles[i]:
                got = [0] * 4
                for s in NEIGHBOURS[i]:
                    if self.station[s]:
                        got[AGENCY_OF[self.station[s]]] += 1
                free = sum(1 for s in NEIGHBOURS[i] if not self.station[s])
                if free:
                    for a in range(4):
                        if NEED[self.objectives[i]][a] > got[a]:
                            needed[a] = 1.0
        bottoms = set()
        for i in range(3):
            if self.objectives and not self.station[BOTTOM_SLOT[i]]:
                bottoms.add(OBJECTIVE[self.objectives[i]].specialty)
        n_tiles = sum(1 for t in self.tiles if t) + 1.0
        out: dict[int, float] = {}
        for c in (*self.hand, *self.unseen):
            if c <= 0:
                continue
            e = EFFECT_OF[c]
            sp, a = SPECIALTY_OF[c], AGENCY_OF[c]
            spec[sp] += 1
            ag[a] += 1
            worth = 0.0
            if e.kind == K_DRAW_LAB:
                worth = e.value * p["lab_card"]
            elif e.kind == K_DRAW_PROJECT:
                worth = self.expected_project(e.value)
            else:
                for r in open_rows:
                    rs, ra = rows[r], rowa[r]
                    rs[sp] += 1
                    ra[a] += 1
                    kk = Counts(spec, ag, rows, rowa)
                    worth = max(worth, evaluate(e, kk, r, n_tiles))
                    rs[sp] -= 1
                    ra[a] -= 1
            spec[sp] -= 1
            ag[a] -= 1
            worth += p["colour"] * needed[a] + (p["bottom"] if sp in bottoms else 0.0)
            out[c] = max(p["pay"], p["potential"] * worth - p["cost"] * COST_OF[c])
        return out

    def hand_value(self, hand: tuple[int, ...]) -> float:
        """Cards for the empty slots count fully, then payment for them, the rest almost nothing."""
        if self.final:
            return 0.0
        pots = sorted((self.pots.get(c, self.p["pay"]) for c in hand), reverse=True)
        k = min(self.empty, len(pots))
        place = pots[:k]
        need = sum(1.5 for _ in place)  # about 1.5 payment cards per placement
        payable = min(len(pots) - k, int(need + 0.5))
        return sum(place) + self.p["pay"] * payable + 0.05 * (len(pots) - k - payable)

    def revealed_of(self, agency: int) -> tuple[int, ...]:
        return tuple(c for c in self.v.revealed if AGENCY_OF[c] == agency)

    def draw_value(self, rng: random.Random) -> float:
        """Hand value after a DRAW, averaged over sampled reveals of unseen cards (best agency each)."""
        pool = self.unseen
        if not pool:
            pool = list(self.v.discard)
        if not pool:
            return self.hand_value(self.hand)
        n = int(self.p["draw_samples"])
        total = 0.0
        for _ in range(n):
            shown = rng.sample(pool, min(3, len(pool)))
            total += max(
                self.hand_value(self.hand + tuple(c for c in shown if AGENCY_OF[c] == a))
                for a in {AGENCY_OF[c] for c in shown}
            )
        return total / n

    def payment(self, card: int, hand: tuple[int, ...]) -> tuple[int, ...]:
        """The ``cost`` least useful other hand cards."""
        others = sorted((c for c in hand if c != card), key=lambda c: (self.pots.get(c, 0.0), c))
        return tuple(others[: COST_OF[card]])

    def pick(self, legal: list[Action]) -> Action:
        v = self.v
        last = v.paid[-1] if v.paid else 0
        still = COST_OF[v.placing] - len(v.paid)
        above = sorted((c for c in self.hand if c > last), key=lambda c: (self.pots.get(c, 0.0), c))
        want = min(above[:still])
        return next((a for a in legal if a.card == want), legal[0])

    # -- Projects ------------------------------------------------------------------------

    def _project_values(self) -> list[float]:
        """Marginal worth of each unseen Project for this station (with its expected growth), best first."""
        return project_values(tuple(self.station), sum(1 for t in self.tiles if t), tuple(self.projects), self.p["fill"])

    def projected(self, station: tuple[int, ...]) -> Counts:
        k = counts(station)
        empty = sum(1 for c in station if not c)
        grow = self.p["fill"] * empty / 4
        return Counts([x + grow for x in k.specialties], [x + grow for x in k.agencies], k.row_specialties,
                      k.row_agencies)

    def _project_gain(self, card: int) -> float:
        k = self.projected(self.station)
        n = sum(1 for t in self.tiles if t)
        held = tuple(c for c in self.projects if c > 0)
        return project_points((*held, card), k, n) - project_points(held, k, n)

    def expected_project(self, n: int) -> float:
        """Expected worth of the best of ``n`` Projects drawn from the unseen ones."""
        vals = self.pv
        size = len(vals)
        n = min(n, size)
        if n <= 0:
            return 0.0
        total = comb(size, n)
        return sum(vals[j] * comb(size - j - 1, n - 1) for j in range(size - n + 1)) / total

    def value_with_project(self, card: int) -> float:
        return self._project_gain(card)

    # -- the position value -------------------------------------------------------------------

    def progress(self, station: tuple[int, ...], tiles: tuple[int, ...]) -> float:
        """Tiles still to win: each open capsule's top tile (and bonus), discounted by colours missing."""
        if not self.objectives:
            return 0.0
        p = self.p
        out = 0.0
        for i in range(3):
            if tiles[i]:
                continue
            got = [0] * 4
            free = 0
            for s in NEIGHBOURS[i]:
                c = station[s]
                if c:
                    got[AGENCY_OF[c]] += 1
                else:
                    free += 1
            miss = sum(max(0, n - g) for n, g in zip(NEED[self.objectives[i]], got, strict=True))
            if miss > free or not miss:
                continue
            pile = self.v.piles[i]
            if not pile:
                continue
            tile = pile[0]
            worth = TILE_VALUE[tile] + self._bonus(tile)
            out += worth * p[MISS[miss - 1]]
        return out

    def _bonus(self, tile: int) -> float:
        b = TILE_BONUS.get(tile)
        if b is None:
            return 0.0
        return self.p["lab_card"] if b.kind == K_DRAW_LAB else self.expected_project(b.value)

    def value(self, station: tuple[int, ...], tiles: tuple[int, ...], projects: tuple[int, ...],
              hand: tuple[int, ...], pending: float) -> float:
        pts = breakdown(station, self.objectives, tiles, tuple(c for c in projects if c > 0))
        k = self.projected(station)
        n = sum(1 for t in tiles if t)
        held = tuple(c for c in projects if c > 0)
        growth = project_points(held, k, n) - pts[3] if held else 0.0
        tops = sum(1 for i in range(3) if not station[i]) * self.p["top_slot"]
        return sum(pts) + growth + self.progress(station, tiles) + self.hand_value(hand) + pending + tops

    def place_value(self, card: int, slot: int) -> float:
        """The position value after placing ``card`` in ``slot``, paid with the least useful cards."""
        p = self.p
        paid = self.payment(card, self.hand)
        hand = tuple(c for c in self.hand if c != card and c not in paid)
        row = list(self.station)
        row[slot] = card
        station = tuple(row)
        pending = 0.0
        lab_draw = 0.0 if self.final else p["lab_card"]
        e = EFFECT_OF[card]
        if e.kind == K_DRAW_LAB:
            pending += e.value * lab_draw
        elif e.kind == K_DRAW_PROJECT:
            pending += self.expected_project(e.value)
        if TOP_OF[slot] >= 0 and COST_OF[card]:
            pending += self.expected_project(COST_OF[card])
        b = BOTTOM_OF[slot]
        if b >= 0 and self.objectives:
            obj = OBJECTIVE[self.objectives[b]]
            if SPECIALTY_OF[card] == obj.specialty:
                if obj.effect.kind == K_DRAW_LAB:
                    pending += obj.effect.value * lab_draw
                elif obj.effect.kind == K_DRAW_PROJECT:
                    pending += self.expected_project(obj.effect.value)
        tiles = list(self.tiles)
        piles = [list(pl) for pl in self.v.piles]
        if self.objectives:
            for i in SLOT_CAPSULES[slot]:
                if not tiles[i] and _fulfilled(station, self.objectives[i], i):
                    tile = piles[i].pop(0) if piles[i] else 0
                    tiles[i] = tile or -2  # a virtual tile still counts as validated
                    pending += self._bonus(tile) if tile else 0.0
        tiles_t = tuple(t if t != -2 else 300 for t in tiles)
        return self.value(station, tiles_t, self.projects, hand, pending)


def _fulfilled(station: tuple[int, ...], objective: int, capsule: int) -> bool:
    got = [0] * 4
    for s in NEIGHBOURS[capsule]:
        c = station[s]
        if c:
            got[AGENCY_OF[c]] += 1
    return all(g >= n for g, n in zip(got, NEED[objective], strict=True))

