"""What a seat may see of a Space Lab game (section 15): the view types and ``project``, which builds them.

Hidden information is stripped here and nowhere else. ``project`` runs once
per bot decision and per resample, so it builds the dataclass positionally
and shares the state's tuples (treat a view as read-only).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from engine.core import HIDDEN
from engine.space_lab.content import HAND_LIMIT, SLOTS, SOLO_TURNS
from engine.space_lab.facts import ranking, rating
from engine.space_lab.state import OVER, State, Step

HIDDEN_ROWS = tuple((HIDDEN,) * k for k in range(61))


class FinalScore(NamedTuple):
    """One player's end result (section 13)."""

    lab: int
    bottom: int
    validation: int
    project: int
    total: int
    projects: tuple[int, ...]  # revealed at the end (section 15.4)


class Final(NamedTuple):
    """The end of the game: every breakdown, the winners and how ties were broken (SL-20)."""

    scores: tuple[FinalScore, ...]
    winners: tuple[int, ...]
    tie_break: str  # "" (a clear winner), "projects" (most Projects) or "shared"
    ended: str  # "cards", "validations", "solo_turns" or "stalemate"
    rating: str  # solo only (Appendix A): "Cadet" … "Station Director"; "" with 2+ players


@dataclass(slots=True)
class SpaceLabView:
    """A seat's picture of the table (``seat=None``: the table, public information only).

    Cards the viewer may not see are ``HIDDEN``. Other seats' hands show the
    cards known from public takes (DRAW, RECRUIT) first, then ``HIDDEN`` for
    the rest; other seats' Projects are all ``HIDDEN`` until the end.
    Figures derived from the fields (turns per seat, round, turns left,
    scores) are properties.
    """

    seat: int | None
    players: int
    end_mode: str
    objectives_mode: str
    current: int  # whose turn (or assignment) it is; the last one after the end
    phase: str  # "assign", "start", "agency", "pay", "keep", "place", "over"
    turn: int  # turns started, from 1 (0 during the set-up)
    start_hand: int  # the current seat's hand size at the start of its turn (SL-2)
    placed: int  # cards placed in this turn
    hands: tuple[tuple[int, ...], ...]  # own: every card; others: known cards, then HIDDEN
    known: tuple[tuple[int, ...], ...]  # per seat: hand cards taken publicly, still in hand
    projects: tuple[tuple[int, ...], ...]  # own ids; others HIDDEN until the end
    stations: tuple[tuple[int, ...], ...]  # per seat, 10 slots in SLOTS order, 0 = empty
    objectives: tuple[tuple[int, ...], ...]  # C0, C1, C2 per seat once revealed; before: own choice only
    dealt: tuple[int, ...]  # the viewer's own 3 dealt Objectives before the reveal, else ()
    public_objectives: bool
    tiles: tuple[tuple[int, ...], ...]  # per seat, per capsule: the tile taken, 0 = not validated
    piles: tuple[tuple[int, ...], ...]  # Validation piles left, top first
    removed: tuple[int, ...]  # solo: tiles removed by validation pressure
    rc: tuple[tuple[int, ...], ...]  # Recruitment Centre, per agency
    discard: tuple[int, ...]  # top last
    lab_deck: int
    project_deck: int
    revealed: tuple[int, ...]  # a DRAW's reveal waiting for the agency choice
    placing: int  # the card being placed while payment is picked, 0 = none
    target: str  # its slot
    paid: tuple[int, ...]  # payment picked so far
    drawn: tuple[int, ...]  # Projects waiting for the keep choice (HIDDEN except to the drawer)
    steps: tuple[Step, ...]  # resolution steps still due after the pending keep (public)
    trigger: int | None  # the seat that triggered the end
    last_seat: int | None  # the game ends after this seat's turn
    passes: int  # passes in a row
    points: tuple[tuple[int, ...], ...]  # per seat: (lab, bottom, validation) running, public
    project_points: int  # the viewer's own running Project points (0 for the table)
    final: Final | None
    # the dealt Objectives as the screen's tray holds them before Confirm (indices into ``dealt``): arranging is the
    # client's until the one ASSIGN move, so only the client sets it (``dataclasses.replace``), for the words that
    # name an arrangement's clicks from where the tray stands (the Hint said to swap an order already made)
    arranged: tuple[int, ...] = (0, 1, 2)

    @property
    def solo(self) -> bool:
        return self.players == 1

    @property
    def to_act(self) -> int | None:
        return None if self.final is not None else self.current

    @property
    def over(self) -> bool:
        return self.final is not None

    @property
    def round(self) -> int:
        """The current seat's own turn number (every seat plays round r in order)."""
        return (self.turn - 1) // self.players + 1 if self.turn else 0

    @property
    def turns(self) -> tuple[int, ...]:
        """Turns each seat has started."""
        if not self.turn:
            return (0,) * self.players
        done = self.turn - 1
        n = self.players
        return tuple(done // n + (1 if p <= done % n else 0) for p in range(n))

    @property
    def turns_left(self) -> int | None:
        """Once the end is triggered: turns still to play after the current one."""
        if self.trigger is None or self.final is not None:
            return None
        return (self.last_seat - self.current) % self.players

    @property
    def final_turn(self) -> bool:
        return self.trigger is not None and self.final is None

    @property
    def solo_turns_left(self) -> int | None:
        """Solo: turns left before the 20th ends the game (Appendix A)."""
        if self.players != 1 or self.final is not None or not self.turn:
            return None
        return SOLO_TURNS - self.turn

    @property
    def scores(self) -> tuple[int, ...]:
        """Per seat: the public running score (lab + bottom + validation); the totals after the end."""
        if self.final is not None:
            return tuple(f.total for f in self.final.scores)
        return tuple(a + b + c for a, b, c in self.points)

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    @property
    def project_counts(self) -> tuple[int, ...]:
        return tuple(len(p) for p in self.projects)

    @property
    def hand_limited(self) -> bool:
        """SL-2: the seat to act started its turn with 5 or more cards: only PLACE."""
        return self.start_hand >= HAND_LIMIT


def project(s: State, seat: int | None) -> SpaceLabView:
    """The view of ``s`` for ``seat`` (``None``: the table, public information only)."""
    n = s.players
    if seat is not None and not 0 <= seat < n:
        raise ValueError(f"no seat {seat} in a {n}-player game")
    over = s.phase == OVER
    if over:
        hands = tuple(s.hands)
        projects = tuple(s.projects)
    else:
        hs, ks, ps, rows = s.hands, s.known, s.projects, HIDDEN_ROWS
        hands = tuple([hs[p] if p == seat else ks[p] + rows[len(hs[p]) - len(ks[p])] for p in range(n)])
        projects = tuple([ps[p] if p == seat else rows[len(ps[p])] for p in range(n)])
    if s.public_objectives:
        objectives = tuple(s.objectives)
        dealt: tuple[int, ...] = ()
    else:
        objectives = tuple(s.objectives[p] if p == seat else () for p in range(n))
        dealt = s.dealt[seat] if seat is not None else ()
    drawn = s.drawn
    if drawn and seat != s.seat:
        drawn = HIDDEN_ROWS[len(drawn)]
    trig = s.trigger >= 0
    # Positional, in field order: this runs once per bot decision and per resample.
    return SpaceLabView(
        seat,
        n,
        s.end_mode,
        s.obj_mode,
        s.seat,
        s.phase,
        s.turn,
        s.start_hand,
        s.placed,
        hands,
        tuple(s.known),
        projects,
        tuple(s.stations),
        objectives,
        dealt,
        s.public_objectives,
        tuple(s.tiles),
        s.piles,
        s.removed,
        s.rc,
        s.discard,
        len(s.lab),
        len(s.project_deck),
        s.revealed,
        s.placing,
        SLOTS[s.target] if s.placing else "",
        s.paid,
        drawn,
        s.steps,
        s.trigger if trig else None,
        s.last_seat if trig else None,
        s.passes,
        s.public,
        s.points[seat][3] if seat is not None else 0,
        _final(s) if over else None,
    )


def _final(s: State) -> Final:
    scores = tuple(FinalScore(*pt, sum(pt), s.projects[p]) for p, pt in enumerate(s.points))
    won, tie = ranking([f.total for f in scores], [len(pr) for pr in s.projects])
    return Final(scores, tuple(won), tie, s.ended, rating(scores[0].total) if s.players == 1 else "")
