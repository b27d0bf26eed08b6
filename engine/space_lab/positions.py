"""A builder of explicit Space Lab positions, for tests and tools (left out of the browser package: the game
never builds a position by hand)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from engine.space_lab.cards import (
    LAB_IDS,
    N_AGENCIES,
    N_SLOTS,
    OBJECTIVE_IDS,
    PILES,
    PROJECT_IDS,
    SLOT_INDEX,
    TILE_VALUE,
)
from engine.space_lab.state import CHOOSE, EQUAL_TURNS, State, blank


def position(
    players: int = 2,
    *,
    hands: Mapping[int, Sequence[int]] | None = None,
    stations: Mapping[int, Mapping[str, int]] | None = None,
    objectives: Mapping[int, Sequence[int]] | None = None,
    deck: Sequence[int] = (),
    discard: Sequence[int] = (),
    rc: Mapping[int, Sequence[int]] | None = None,
    projects: Mapping[int, Sequence[int]] | None = None,
    project_deck: Sequence[int] = (),
    tiles: Mapping[int, Mapping[int, int]] | None = None,
    removed: Sequence[int] = (),
    seat: int = 0,
    turn: int | None = None,
    start_hand: int | None = None,
    rest: str = "deck",
    project_rest: str = "deck",
    end_mode: str = EQUAL_TURNS,
    seed: int = 0,
) -> State:
    """A position at the start of ``seat``'s turn, from explicit piles (ids as in ``cards``).

    ``deck`` and ``project_deck`` are listed top first, ``discard`` bottom first.
    ``stations`` maps slot names to cards; ``tiles`` maps a capsule to the value
    of the tile its seat holds from that capsule's pile (taken from the pile;
    the tiles above it must be held by someone or ``removed``). Objectives not
    given are dealt in id order. Lab cards placed nowhere go under the deck
    (``rest="deck"``), onto the discard pile (``"discard"``) or into a hand
    (``"hand:1"``); unplaced Projects likewise (``"deck"`` or ``"projects:1"``),
    so every card is somewhere, as ``check`` demands. Running scores are
    computed; the end is not triggered (tests that need it set the fields).
    """
    from engine.space_lab.turns import refresh_points

    hands = hands or {}
    stations = stations or {}
    objectives = objectives or {}
    rc = rc or {}
    projects = projects or {}
    tiles = tiles or {}
    hs = [tuple(sorted(hands.get(p, ()))) for p in range(players)]
    sts = []
    for p in range(players):
        row = [0] * N_SLOTS
        for slot, card in stations.get(p, {}).items():
            row[SLOT_INDEX[slot]] = card
        sts.append(tuple(row))
    stacks = tuple(tuple(rc.get(a, ())) for a in range(N_AGENCIES))
    used = {c for h in hs for c in h} | {c for st in sts for c in st if c} | set(deck) | set(discard)
    used |= {c for st in stacks for c in st}
    rest_cards = tuple(c for c in LAB_IDS if c not in used)
    lab, disc = tuple(deck), tuple(discard)
    if rest == "deck":
        lab += rest_cards
    elif rest == "discard":
        disc = rest_cards + disc
    elif rest.startswith("hand:"):
        k = int(rest[5:])
        hs[k] = tuple(sorted(hs[k] + rest_cards))
    else:
        raise ValueError(f"rest goes to 'deck', 'discard' or 'hand:<seat>', not {rest!r}")
    ps = [tuple(sorted(projects.get(p, ()))) for p in range(players)]
    pused = {c for h in ps for c in h} | set(project_deck)
    prest = tuple(c for c in PROJECT_IDS if c not in pused)
    pdeck = tuple(project_deck)
    if project_rest == "deck":
        pdeck += prest
    elif project_rest.startswith("projects:"):
        k = int(project_rest[9:])
        ps[k] = tuple(sorted(ps[k] + prest))
    else:
        raise ValueError(f"project_rest goes to 'deck' or 'projects:<seat>', not {project_rest!r}")
    free = [o for o in OBJECTIVE_IDS if not any(o in objs for objs in objectives.values())]
    objs = []
    for p in range(players):
        if p in objectives:
            objs.append(tuple(objectives[p]))
        else:
            objs.append(tuple(free[:3]))
            free = free[3:]
    held = []
    taken: set[int] = set()
    for p in range(players):
        row = [0, 0, 0]
        for capsule, value in tiles.get(p, {}).items():
            tile = next(t for t in PILES[capsule] if TILE_VALUE[t] == value)
            row[capsule] = tile
            taken.add(tile)
        held.append(tuple(row))
    taken |= set(removed)
    piles = tuple(tuple(t for t in pile if t not in taken) for pile in PILES)
    s = replace(
        blank(players, seed, end_mode, CHOOSE),
        seat=seat,
        turn=seat + 1 if turn is None else turn,
        start_hand=len(hs[seat]) if start_hand is None else start_hand,
        lab=lab,
        discard=disc,
        rc=stacks,
        project_deck=pdeck,
        hands=hs,
        projects=ps,
        stations=sts,
        dealt=list(objs),
        objectives=list(objs),
        public_objectives=True,
        box=tuple(free),
        tiles=held,
        piles=piles,
        removed=tuple(removed),
    )
    for p in range(players):
        refresh_points(s, p)
    return s
