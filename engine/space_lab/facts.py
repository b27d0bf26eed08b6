"""Rule facts the Space Lab engine, its view, its bots and the screen share.

The one effect evaluator (section 4) and the scoring algorithm (section 13),
the validation condition (SL-13), the ranking (SL-20) and the solo rating,
plus ``slot_facts``: what placing a card in each empty slot would trigger, so
the screen never works out a rule itself. Nothing here changes a state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from engine.space_lab.cards import (
    AGENCY_OF,
    BOTTOM_OF,
    BOTTOM_SLOT,
    COST_OF,
    EFFECT_OF,
    IS_LAB,
    LAB_IDS,
    N_PTYPES,
    N_SLOTS,
    NEED,
    NEIGHBOURS,
    OBJECTIVE,
    PTYPE_OF,
    SPECIALTY_OF,
    TILE_BONUS,
    TILE_VALUE,
    TOP_OF,
)
from engine.space_lab.content import (
    BOTTOM,
    HAND_LIMIT,
    K_COMPLETE_SET,
    K_DRAW_LAB,
    K_DRAW_PROJECT,
    K_FLAT,
    K_PER_AGENCY,
    K_PER_SPECIALTY,
    K_PER_VALIDATION,
    K_SET,
    PROJECT_TYPES,
    ROW,
    SLOT_CAPSULES,
    SLOT_ROW,
    SLOTS,
    SOLO_RATINGS,
    SPECIALTY,
    Effect,
)

PTYPE_EFFECTS = tuple(t.effect for t in PROJECT_TYPES)


class Counts(NamedTuple):
    """What the counting effects of one station count: per specialty and agency, whole and per row."""

    specialties: list[int]
    agencies: list[int]
    row_specialties: list[list[int]]
    row_agencies: list[list[int]]


def counts(station: Sequence[int]) -> Counts:
    st = [0, 0, 0, 0]
    at = [0, 0, 0, 0]
    sr = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    ar = [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    for slot, c in enumerate(station):
        if c:
            r = SLOT_ROW[slot]
            sp = SPECIALTY_OF[c]
            ag = AGENCY_OF[c]
            st[sp] += 1
            at[ag] += 1
            sr[r][sp] += 1
            ar[r][ag] += 1
    return Counts(st, at, sr, ar)


def evaluate(e: Effect, k: Counts, row: int, validations: int) -> int:
    """VP of one END effect (section 4); ``row`` is the row ROW-scoped effects count. IMM effects score 0."""
    kind = e.kind
    if kind == K_FLAT:
        return e.value
    if kind == K_PER_SPECIALTY:
        return e.value * (k.row_specialties[row][e.key] if e.scope == ROW else k.specialties[e.key])
    if kind == K_PER_AGENCY:
        return e.value * (k.row_agencies[row][e.key] if e.scope == ROW else k.agencies[e.key])
    if kind == K_COMPLETE_SET:  # a missing value makes the minimum 0
        return e.value * min(k.specialties if e.scope == SPECIALTY else k.agencies)
    if kind == K_PER_VALIDATION:
        return e.value * validations
    return 0






def _projects_total(projects: Sequence[int], per_copy: Callable[[int], int]) -> int:
    """Section 13 step 4: a set-collection type scores once by copies (R-22), the others once per copy."""
    held = [0] * N_PTYPES
    for c in projects:
        held[PTYPE_OF[c]] += 1
    total = 0
    for t, n in enumerate(held):
        if n:
            e = PTYPE_EFFECTS[t]
            total += e.table[min(n, len(e.table) - 1)] if e.kind == K_SET else n * per_copy(t)
    return total


def project_points(projects: Sequence[int], k: Counts, validations: int) -> int:
    """Section 13 step 4 over ``Counts``."""
    return _projects_total(projects, lambda t: evaluate(PTYPE_EFFECTS[t], k, -1, validations))


# The same evaluator compiled once per (effect, row) into (mode, value, index) over a flat count
# vector, because ``breakdown`` runs after every placement and in every resample. The vector holds
# specialties 0-3, agencies 4-7, per-row specialties 8 + 4*row + s and per-row agencies 20 + 4*row + a.
M_ZERO, M_FLAT, M_COUNT, M_SET_SPECIALTY, M_SET_AGENCY, M_VALIDATION = range(6)
Term = tuple[int, int, int]


def compile_effect(e: Effect | None, row: int) -> Term:
    """An END effect as a ``Term`` for a card in ``row`` (IMM effects and ``None`` score 0)."""
    if e is None:
        return (M_ZERO, 0, 0)
    kind = e.kind
    if kind == K_FLAT:
        return (M_FLAT, e.value, 0)
    if kind == K_PER_SPECIALTY:
        return (M_COUNT, e.value, 8 + 4 * row + e.key if e.scope == ROW else e.key)
    if kind == K_PER_AGENCY:
        return (M_COUNT, e.value, 20 + 4 * row + e.key if e.scope == ROW else 4 + e.key)
    if kind == K_COMPLETE_SET:
        return (M_SET_SPECIALTY if e.scope == SPECIALTY else M_SET_AGENCY, e.value, 0)
    if kind == K_PER_VALIDATION:
        return (M_VALIDATION, e.value, 0)
    return (M_ZERO, 0, 0)


_LAB_SPAN = range(max(LAB_IDS) + 1)
# per Lab card id, per slot: its compiled END effect, and the 4 count-vector entries it adds to
TERMS: tuple[tuple[Term, ...], ...] = tuple(
    tuple(compile_effect(EFFECT_OF[c], SLOT_ROW[slot]) for slot in range(len(SLOTS))) if IS_LAB[c] else ()
    for c in _LAB_SPAN
)
ADDS: tuple[tuple[tuple[int, int, int, int], ...], ...] = tuple(
    tuple(
        (SPECIALTY_OF[c], 4 + AGENCY_OF[c], 8 + 4 * SLOT_ROW[slot] + SPECIALTY_OF[c], 20 + 4 * SLOT_ROW[slot] + AGENCY_OF[c])
        for slot in range(len(SLOTS))
    )
    if IS_LAB[c]
    else ()
    for c in _LAB_SPAN
)
OBJECTIVE_TERMS: dict[int, Term] = {o: compile_effect(obj.effect, BOTTOM) for o, obj in OBJECTIVE.items()}
OBJECTIVE_SPECIALTY: dict[int, int] = {o: obj.specialty for o, obj in OBJECTIVE.items()}
PTYPE_TERMS: tuple[Term, ...] = tuple(compile_effect(e, 0) for e in PTYPE_EFFECTS)


def _value(term: Term, a: list[int], validations: int) -> int:
    mode, value, index = term
    if mode == M_COUNT:
        return value * a[index]
    if mode == M_FLAT:
        return value
    if mode == M_SET_SPECIALTY:
        return value * min(a[0], a[1], a[2], a[3])
    if mode == M_SET_AGENCY:
        return value * min(a[4], a[5], a[6], a[7])
    if mode == M_VALIDATION:
        return value * validations
    return 0


def count_vector(station: Sequence[int]) -> list[int]:
    a = [0] * 32
    for slot, c in enumerate(station):
        if c:
            i, j, k, m = ADDS[c][slot]
            a[i] += 1
            a[j] += 1
            a[k] += 1
            a[m] += 1
    return a


def held_project_points(projects: Sequence[int], a: list[int], validations: int) -> int:
    """Section 13 step 4 on a count vector (``project_points`` reads ``Counts``)."""
    return _projects_total(projects, lambda t: _value(PTYPE_TERMS[t], a, validations))


def project_scores(
    station: Sequence[int], tiles: Sequence[int], projects: Sequence[int]
) -> tuple[tuple[int, int, int], ...]:
    """(Project type, copies held, points) for each type in ``projects``, in the order first held: what each
    Project scored at the end (section 13, step 4); a set-collection type scores once by copies (R-22). The
    results list them, so a player beaten on Projects sees which ones scored what."""
    a = count_vector(station)
    v = sum(1 for t in tiles if t)
    held: dict[int, int] = {}
    for c in projects:
        if c > 0:
            held[PTYPE_OF[c]] = held.get(PTYPE_OF[c], 0) + 1
    return tuple((t, n, _projects_total([c for c in projects if c > 0 and PTYPE_OF[c] == t],
                                        lambda u: _value(PTYPE_TERMS[u], a, v))) for t, n in held.items())


def breakdown(
    station: Sequence[int], objectives: Sequence[int], tiles: Sequence[int], projects: Sequence[int]
) -> tuple[int, int, int, int]:
    """(lab, bottom, validation, project) of one player: the running score, final at the end (section 13).

    Hand cards and empty slots score nothing (R-18).
    """
    a = count_vector(station)
    v = 0
    tile_vp = 0
    for t in tiles:
        if t:
            v += 1
            tile_vp += TILE_VALUE[t]
    lab = 0
    for slot, c in enumerate(station):
        if c:
            lab += _value(TERMS[c][slot], a, v)
    bottom = 0
    if objectives:
        for i, o in enumerate(objectives):  # step 2: an armed END objective effect
            c = station[BOTTOM_SLOT[i]]
            if c and SPECIALTY_OF[c] == OBJECTIVE_SPECIALTY[o]:
                bottom += _value(OBJECTIVE_TERMS[o], a, v)
    return lab, bottom, tile_vp, held_project_points(projects, a, v)


def card_points(station: Sequence[int], slot: int, tiles: Sequence[int]) -> int:
    """What the card on ``slot`` scores by its own effect in ``station`` (section 13, step 1): the part of a
    placement's gain that is its own, the rest coming from the cards already there."""
    c = station[slot]
    return _value(TERMS[c][slot], count_vector(station), sum(1 for t in tiles if t)) if c else 0


# --- validation (SL-13) -----------------------------------------------------------------------


def have(station: Sequence[int], capsule: int) -> list[int]:
    """Cards per agency among the capsule's neighbours."""
    got = [0, 0, 0, 0]
    for slot in NEIGHBOURS[capsule]:
        c = station[slot]
        if c:
            got[AGENCY_OF[c]] += 1
    return got


def missing(station: Sequence[int], objective: int, capsule: int) -> int:
    """Colours the objective still lacks around the capsule (0 = fulfilled, SL-13 multiset containment)."""
    got = have(station, capsule)
    return sum(max(0, need - g) for need, g in zip(NEED[objective], got, strict=True))


def fulfilled(station: Sequence[int], objective: int, capsule: int) -> bool:
    got = have(station, capsule)
    need = NEED[objective]
    return got[0] >= need[0] and got[1] >= need[1] and got[2] >= need[2] and got[3] >= need[3]


# --- the ranking (SL-20, R-25) and the solo rating ----------------------------------------------


def ranking(totals: Sequence[int], project_counts: Sequence[int]) -> tuple[list[int], str]:
    """(winners, tie-break used): the highest total; on a tie the most Projects; then a shared win."""
    best = max(totals)
    top = [p for p, t in enumerate(totals) if t == best]
    if len(top) == 1:
        return top, ""
    most = max(project_counts[p] for p in top)
    by_projects = [p for p in top if project_counts[p] == most]
    return by_projects, "projects" if len(by_projects) == 1 else "shared"


def rating(score: int) -> str:
    """The solo rating of a final score (Appendix A)."""
    out = SOLO_RATINGS[0][1]
    for lowest, name in SOLO_RATINGS:
        if score >= lowest:
            out = name
    return out


# --- what a placement would do: for the screen and the bots -------------------------------------


class SlotFact(NamedTuple):
    """What placing one card in one empty slot would trigger, in resolution order (SL-9)."""

    slot: str
    card_effect: Effect | None  # the card's own IMM effect (any slot)
    projects: int  # top slot: Projects drawn (its cost), else 0 (SL-10)
    bottom: Effect | None  # bottom slot with a specialty match: the objective's effect (SL-12)
    validates: tuple[int, ...]  # capsules this placement would validate (SL-13)
    tiles: tuple[int, ...]  # and the tile each would take (0 = the virtual tile of R-14)
    bonus: tuple[Effect | None, ...]  # the tiles' bonuses


def slot_facts(v: Any, card: int) -> tuple[SlotFact, ...]:
    """For the viewer's hand card ``card``: one ``SlotFact`` per empty slot of the viewer's station.

    ``v`` is a ``SpaceLabView`` of the seat that holds the card (its station,
    objectives, tiles and the piles are all it needs).
    """
    me = v.seat
    station = v.stations[me]
    objectives = v.objectives[me]
    tiles = v.tiles[me]
    e = EFFECT_OF[card]
    own = e if e is not None and e.kind in (K_DRAW_LAB, K_DRAW_PROJECT) else None
    out = []
    for slot, c in enumerate(station):
        if c:
            continue
        projects = COST_OF[card] if TOP_OF[slot] >= 0 else 0
        bottom = None
        b = BOTTOM_OF[slot]
        if b >= 0 and objectives and SPECIALTY_OF[card] == OBJECTIVE[objectives[b]].specialty:
            bottom = OBJECTIVE[objectives[b]].effect
        after = list(station)
        after[slot] = card
        caps = []
        taken = []
        bonus = []
        piles = [list(pile) for pile in v.piles]
        for i in SLOT_CAPSULES[slot]:
            if objectives and not tiles[i] and fulfilled(after, objectives[i], i):
                caps.append(i)
                tile = piles[i].pop(0) if piles[i] else 0
                taken.append(tile)
                bonus.append(TILE_BONUS.get(tile))
        out.append(SlotFact(SLOTS[slot], own, projects, bottom, tuple(caps), tuple(taken), tuple(bonus)))
    return tuple(out)




def hand_limited(start_hand: int) -> bool:
    """SL-2: from 5 cards at the start of the turn only PLACE is legal."""
    return start_hand >= HAND_LIMIT


class CapsuleFact(NamedTuple):
    """What the screen shows on one capsule: the colours still missing and whether its bottom slot is armed."""

    needs: tuple[int, ...]  # agencies still missing around it (SL-13, a multiset), () once validated
    validated: bool
    armed: bool  # the bottom slot holds a card of the objective's specialty (SL-12)
    # more colours missing than empty slots around it: it can no longer be validated (SL-13), whatever comes
    blocked: bool = False
    free: int = 0  # empty slots around it


def capsule_facts(v: Any, seat: int) -> tuple[CapsuleFact, ...]:
    """Per capsule of ``seat`` in the view ``v``; () while that seat's objectives are unknown to the viewer."""
    objectives = v.objectives[seat]
    if not objectives:
        return ()
    station = v.stations[seat]
    out = []
    for i, o in enumerate(objectives):
        got = have(station, i)
        needs = tuple(a for a, need in enumerate(NEED[o]) for _ in range(max(0, need - got[a])))
        done = bool(v.tiles[seat][i])
        c = station[BOTTOM_SLOT[i]]
        free = sum(1 for slot in NEIGHBOURS[i] if not station[slot])
        out.append(CapsuleFact(() if done else needs, done, bool(c) and SPECIALTY_OF[c] == OBJECTIVE[o].specialty,
                               not done and len(needs) > free, free))
    return tuple(out)


def close_to_end(v: Any) -> tuple[list[int], dict[int, int]]:
    """The seats one turn from triggering the end (SL-17): those one capsule short of three validated, and those one
    or two cards short of a full station (one Place action may put two in: SL-8), with how many cards."""
    capsule = [p for p in range(v.players) if sum(1 for t in v.tiles[p] if t) == 2]
    short = {p: N_SLOTS - sum(1 for c in v.stations[p] if c) for p in range(v.players) if p not in capsule}
    return capsule, {p: n for p, n in short.items() if 0 < n <= 2}
