"""The full Space Lab state, and ``position``, a builder for explicit positions (tests, tools).

Piles are tuples and the per-seat containers are short lists: ``copy()``
duplicates only the lists and every change replaces a tuple, so a copy never
shares anything that is later changed, and copying stays cheap. Hands and
Project holdings are kept sorted: they are sets in the rules, and one order
makes equal positions equal states.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

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
from engine.space_lab.kinds import Phase

# Phases a state rests in. "assign": a seat assigns its objectives (SU-3);
# "start": the start of a turn (DRAW, RECRUIT, PLACE or PASS); "agency": a DRAW
# waits for the agency to take; "pay": a placement waits for payment picks;
# "keep": a Project draw waits for the card to keep; "place": at least one card
# was placed, more may follow; "over".
ASSIGN, START, AGENCY, PAY, KEEP, PLACE, OVER = (
    Phase.ASSIGN, Phase.START, Phase.AGENCY, Phase.PAY, Phase.KEEP, Phase.PLACE, Phase.OVER
)
PHASES = (ASSIGN, START, AGENCY, PAY, KEEP, PLACE, OVER)

EQUAL_TURNS, ONE_MORE_EACH = "equal_turns", "one_more_each"
CHOOSE, RANDOM = "choose", "random"

Pile = tuple[int, ...]
# A resolution step still due in a placement (SL-9): (kind, number, source). Kinds:
# "lab" draw n Lab cards, "proj" draw n Projects, "bottom" the objective of capsule n,
# "val" the validation check of capsule n, "end" the end-trigger check.
Step = tuple[str, int, str]
Points = tuple[int, int, int, int]  # lab, bottom, validation, project


@dataclass(slots=True)
class State:
    players: int
    seed: int
    shuffles: int  # salt for the next engine.dealing.shuffled call
    end_mode: str  # EQUAL_TURNS or ONE_MORE_EACH (section 16)
    obj_mode: str  # CHOOSE or RANDOM (section 16)
    phase: str
    seat: int  # whose turn (or assignment) it is
    turn: int  # turns started, from 1; 0 during the set-up
    start_hand: int  # hand size at the start of the current turn (SL-2)
    placed: int  # cards placed in this turn
    passes: int  # passes in a row
    trigger: int  # the seat that triggered the end, -1 before (SL-17)
    last_seat: int  # once triggered, the game ends after this seat's turn
    ended: str  # why the game ended: "cards", "validations", "solo_turns", "stalemate"
    lab: Pile  # Lab deck, top first
    discard: Pile  # Lab discard, top last (public, R-26)
    rc: tuple[Pile, ...]  # Recruitment Centre, one stack per agency
    revealed: Pile  # a DRAW's reveal waiting for the agency choice (SL-5)
    project_deck: Pile  # top first; unkept cards go to the end (SL-15)
    hands: list[Pile]
    known: list[Pile]  # per seat: hand cards taken publicly (DRAW, RECRUIT), still in hand
    projects: list[Pile]
    stations: list[Pile]  # per seat: 10 slots in SLOTS order, 0 = empty
    dealt: list[Pile]  # per seat: the 3 Objectives dealt (SU-3), in dealt order
    objectives: list[Pile]  # per seat: the Objective of C0, C1, C2; () until assigned
    public_objectives: bool  # the SU-3 reveal happened
    box: Pile  # undealt Objectives (hidden from all)
    tiles: list[Pile]  # per seat, per capsule: the Validation tile taken, 0 = not validated
    piles: tuple[Pile, ...]  # Validation piles, top first
    removed: Pile  # solo: tiles removed by validation pressure
    placing: int  # the card being placed while payment is picked, 0 = none
    target: int  # its slot index
    paid: Pile  # payment picked so far, ascending
    drawn: Pile  # Projects drawn, waiting for the keep choice
    steps: tuple[Step, ...]  # resolution steps still due after the pending keep
    points: list[Points]  # running score per seat (END effects as if the game ended now)
    public: tuple[tuple[int, int, int], ...]  # its public part per seat (lab, bottom, validation), for views

    def copy(self) -> State:
        return State(
            self.players,
            self.seed,
            self.shuffles,
            self.end_mode,
            self.obj_mode,
            self.phase,
            self.seat,
            self.turn,
            self.start_hand,
            self.placed,
            self.passes,
            self.trigger,
            self.last_seat,
            self.ended,
            self.lab,
            self.discard,
            self.rc,
            self.revealed,
            self.project_deck,
            self.hands[:],
            self.known[:],
            self.projects[:],
            self.stations[:],
            self.dealt[:],
            self.objectives[:],
            self.public_objectives,
            self.box,
            self.tiles[:],
            self.piles,
            self.removed,
            self.placing,
            self.target,
            self.paid,
            self.drawn,
            self.steps,
            self.points[:],
            self.public,
        )

    @property
    def solo(self) -> bool:
        return self.players == 1


def blank(players: int, seed: int, end_mode: str, obj_mode: str) -> State:
    """A table before anything is dealt: empty hands, stations, piles; every Validation pile full (SU-1…SU-7).

    ``turns.setup`` and ``position`` fill in what they deal; seat 0 is the first player (SU-1).
    """
    return State(
        players=players, seed=seed, shuffles=1, end_mode=end_mode, obj_mode=obj_mode, phase=START, seat=0,
        turn=0, start_hand=0, placed=0, passes=0, trigger=-1, last_seat=-1, ended="", lab=(), discard=(),
        rc=((),) * N_AGENCIES, revealed=(), project_deck=(), hands=[() for _ in range(players)],
        known=[() for _ in range(players)], projects=[() for _ in range(players)],
        stations=[(0,) * N_SLOTS for _ in range(players)], dealt=[() for _ in range(players)],
        objectives=[() for _ in range(players)], public_objectives=False, box=(),
        tiles=[(0, 0, 0) for _ in range(players)], piles=PILES, removed=(), placing=0, target=-1, paid=(),
        drawn=(), steps=(), points=[(0, 0, 0, 0) for _ in range(players)], public=((0, 0, 0),) * players,
    )  # fmt: skip


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
