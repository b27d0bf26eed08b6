"""Lookup tables built once from ``content``: per-id attributes, slot geometry, tile values, names.

The rules read these flat tuples (indexed by id) in their inner loops; they are
derived from the content tables and hold no content of their own.
"""

from __future__ import annotations

from enum import StrEnum
from itertools import permutations

from engine.space_lab.content import (
    CAPSULES,
    LAB_CARDS,
    OBJECTIVES,
    PILE_VALUES,
    PROJECT_BASE,
    PROJECT_TYPES,
    SLOT_CAPSULES,
    SLOT_ROW,
    SLOTS,
    TILE_BASE,
    TOP_TILE_BONUS,
    Effect,
    Objective,
)

N_AGENCIES = 4
N_SLOTS = len(SLOTS)

# --- Lab cards ---------------------------------------------------------------------------

LAB_IDS: tuple[int, ...] = tuple(c.id for c in LAB_CARDS)
MAX_ID = 400  # every id of every component is below this
_lab = {c.id: c for c in LAB_CARDS}
AGENCY_OF: tuple[int, ...] = tuple(_lab[i].agency if i in _lab else -1 for i in range(MAX_ID))
SPECIALTY_OF: tuple[int, ...] = tuple(_lab[i].specialty if i in _lab else -1 for i in range(MAX_ID))
COST_OF: tuple[int, ...] = tuple(_lab[i].cost if i in _lab else 0 for i in range(MAX_ID))
EFFECT_OF: tuple[Effect | None, ...] = tuple(_lab[i].effect if i in _lab else None for i in range(MAX_ID))
IS_LAB: tuple[bool, ...] = tuple(i in _lab for i in range(MAX_ID))

# --- Projects ----------------------------------------------------------------------------

PROJECT_IDS: tuple[int, ...] = tuple(range(PROJECT_BASE + 1, PROJECT_BASE + 1 + sum(t.copies for t in PROJECT_TYPES)))
_ptype: list[int] = []
for _t, _pt in enumerate(PROJECT_TYPES):
    _ptype += [_t] * _pt.copies
PTYPE_OF: tuple[int, ...] = tuple(
    _ptype[i - PROJECT_BASE - 1] if i in PROJECT_IDS else -1 for i in range(MAX_ID)
)
IS_PROJECT: tuple[bool, ...] = tuple(t >= 0 for t in PTYPE_OF)
N_PTYPES = len(PROJECT_TYPES)

# --- Objectives ----------------------------------------------------------------------------

OBJECTIVE_IDS: tuple[int, ...] = tuple(o.id for o in OBJECTIVES)
OBJECTIVE: dict[int, Objective] = {o.id: o for o in OBJECTIVES}


def _need(o: Objective) -> tuple[int, ...]:
    need = [0] * N_AGENCIES
    for a in o.colours:
        need[a] += 1
    return tuple(need)


# per objective id: agencies required, as counts per agency (SL-13 is multiset containment)
NEED: dict[int, tuple[int, ...]] = {o.id: _need(o) for o in OBJECTIVES}
PERMS: tuple[tuple[int, int, int], ...] = tuple(permutations(range(3)))  # Action(ActionKind.ASSIGN, k) uses PERMS[k]

# --- geometry --------------------------------------------------------------------------------

SLOT_INDEX = {name: i for i, name in enumerate(SLOTS)}
# neighbourhood of capsule i: the slots around it (section 3: Ti, Bi, Mi, Mi+1)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(N_SLOTS) if i in SLOT_CAPSULES[s]) for i in range(CAPSULES)
)
TOP_SLOT: tuple[int, ...] = tuple(next(s for s in NEIGHBOURS[i] if SLOT_ROW[s] == 0) for i in range(CAPSULES))
BOTTOM_SLOT: tuple[int, ...] = tuple(next(s for s in NEIGHBOURS[i] if SLOT_ROW[s] == 2) for i in range(CAPSULES))
# capsule whose top / bottom slot this is, else -1
TOP_OF: tuple[int, ...] = tuple(TOP_SLOT.index(s) if s in TOP_SLOT else -1 for s in range(N_SLOTS))
BOTTOM_OF: tuple[int, ...] = tuple(BOTTOM_SLOT.index(s) if s in BOTTOM_SLOT else -1 for s in range(N_SLOTS))

# --- Validation tiles ------------------------------------------------------------------------

VIRTUAL_TILE = TILE_BASE  # ruling R-14: an empty pile gives a 0-VP tile
PILES: tuple[tuple[int, ...], ...] = tuple(
    tuple(TILE_BASE + 1 + 4 * i + k for k in range(len(values))) for i, values in enumerate(PILE_VALUES)
)
TILE_IDS: tuple[int, ...] = tuple(t for pile in PILES for t in pile)
TILE_VALUE: dict[int, int] = {VIRTUAL_TILE: 0}
TILE_PILE: dict[int, int] = {VIRTUAL_TILE: -1}
TILE_BONUS: dict[int, Effect | None] = {VIRTUAL_TILE: None}
for _i, _pile in enumerate(PILES):
    for _k, _tile in enumerate(_pile):
        TILE_VALUE[_tile] = PILE_VALUES[_i][_k]
        TILE_PILE[_tile] = _i
        TILE_BONUS[_tile] = TOP_TILE_BONUS[_i] if _k == 0 else None  # SL-14: the original top tile only


# --- what an id is ----------------------------------------------------------------------------


class Component(StrEnum):
    """The sort of component an id is: one id space holds them all (``NONE``: hidden, or no component)."""

    LAB = "lab"
    PROJECT = "project"
    OBJECTIVE = "objective"
    TILE = "tile"
    NONE = ""


def component(card: int) -> Component:
    """What the id ``card`` is: what its name (``words.card_words``), code (``codes``) and face are read by."""
    if not 0 <= card < MAX_ID:
        return Component.NONE
    if IS_LAB[card]:
        return Component.LAB
    if IS_PROJECT[card]:
        return Component.PROJECT
    if card in OBJECTIVE:
        return Component.OBJECTIVE
    if card in TILE_VALUE:
        return Component.TILE
    return Component.NONE
