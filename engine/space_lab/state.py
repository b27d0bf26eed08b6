"""The full Space Lab state (``positions`` builds explicit ones for tests and tools).

Piles are tuples and the per-seat containers are short lists: ``copy()``
duplicates only the lists and every change replaces a tuple, so a copy never
shares anything that is later changed, and copying stays cheap. Hands and
Project holdings are kept sorted: they are sets in the rules, and one order
makes equal positions equal states.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.space_lab.cards import (
    N_AGENCIES,
    N_SLOTS,
    PILES,
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
