"""Space Lab set-up and turn flow: dealing, objective assignment, turns, the solo steps, the end.

Like ``mechanics``, every function changes the (already copied) state it is
given and appends the events the screen animates.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core import Event
from engine.dealing import shuffled
from engine.space_lab.cards import LAB_IDS, OBJECTIVE_IDS, PERMS, PROJECT_IDS
from engine.space_lab.content import OBJECTIVES_DEALT, SOLO_PRESSURE_TURNS, SOLO_TURNS
from engine.space_lab.facts import breakdown, ranking, rating
from engine.space_lab.kinds import EventKind
from engine.space_lab.state import ASSIGN, OVER, RANDOM, START, State, blank

# --- set-up (SU-1 … SU-7) --------------------------------------------------------------------


def setup(players: int, seed: int, end_mode: str, obj_mode: str) -> tuple[State, list[Event]]:
    """A fresh game and its opening events (the objectives dealt; with random objectives the reveal too)."""
    objs = shuffled(list(OBJECTIVE_IDS), seed, 0)  # SU-3
    n = OBJECTIVES_DEALT
    dealt = [tuple(objs[n * p : n * p + n]) for p in range(players)]
    s = replace(
        blank(players, seed, end_mode, obj_mode),
        shuffles=3,
        phase=ASSIGN,
        lab=tuple(shuffled(list(LAB_IDS), seed, 1)),  # SU-4
        project_deck=tuple(shuffled(list(PROJECT_IDS), seed, 2)),  # SU-5
        dealt=dealt,
        box=tuple(objs[n * players :]),
    )
    ev = [Event(EventKind.OBJECTIVES_DEALT, p, dealt[p], value=n, private=(p,)) for p in range(players)]
    if obj_mode == RANDOM:  # SU-3 flag RANDOM: dealt order is C0, C1, C2
        s.objectives = list(dealt)
        reveal_objectives(s, ev)
    return s, ev


def assign(s: State, k: int, ev: list[Event]) -> None:
    """SU-3: the seat to act puts its dealt objectives on C0, C1, C2 in the order ``PERMS[k]``."""
    p = s.seat
    dealt = s.dealt[p]
    s.objectives[p] = tuple(dealt[i] for i in PERMS[k])
    ev.append(Event(EventKind.ASSIGN, p, s.objectives[p], private=(p,)))
    if p + 1 < s.players:
        s.seat = p + 1
    else:
        reveal_objectives(s, ev)


def reveal_objectives(s: State, ev: list[Event]) -> None:
    """R-23: every assignment shown at once, then seat 0's first turn."""
    s.public_objectives = True
    ev.append(Event(EventKind.OBJECTIVES, cards=tuple(o for objs in s.objectives for o in objs), value=s.players))
    for p in range(s.players):
        refresh_points(s, p)
    s.seat = 0
    s.turn = 1
    begin_turn(s, ev)


# --- turns, the end (SL-17 … SL-21, Appendix A) -------------------------------------------------


def begin_turn(s: State, ev: list[Event]) -> None:
    p = s.seat
    s.phase = START
    s.start_hand = len(s.hands[p])
    s.placed = 0
    ev.append(Event(EventKind.TURN, p, value=(s.turn - 1) // s.players + 1))
    if s.trigger >= 0:
        ev.append(Event(EventKind.FINAL_TURN, p, value=(s.last_seat - p) % s.players))


def end_turn(s: State, ev: list[Event], passed: bool = False) -> None:
    """The turn is over: solo steps, the end of the game, or the next seat's turn."""
    p = s.seat
    n = s.players
    s.passes = s.passes + 1 if passed else 0
    if s.trigger >= 0 and p == s.last_seat:
        return finish(s, "validations" if all(s.tiles[s.trigger]) else "cards", ev)
    if s.passes >= n:
        return finish(s, "stalemate", ev)
    if n == 1:
        rival_step(s, ev)
        if s.turn in SOLO_PRESSURE_TURNS:
            pressure(s, ev)
        if s.turn >= SOLO_TURNS:
            return finish(s, "solo_turns", ev)
    s.seat = (p + 1) % n
    s.turn += 1
    begin_turn(s, ev)


def rival_step(s: State, ev: list[Event]) -> None:
    """Appendix A.1: the largest RC stack goes to the discard pile (ties: RED, BLUE, GREEN, GOLD)."""
    sizes = [len(st) for st in s.rc]
    biggest = max(sizes)
    if not biggest:
        return
    a = sizes.index(biggest)
    cards = s.rc[a]
    stacks = list(s.rc)
    stacks[a] = ()
    s.rc = tuple(stacks)
    s.discard += cards
    ev.append(Event(EventKind.RIVAL, -1, cards, "discard", value=a, source=f"rc:{a}"))


def pressure(s: State, ev: list[Event]) -> None:
    """Appendix A.2: the top tile of each Validation pile is removed (its bonus is lost)."""
    gone = tuple(pile[0] for pile in s.piles if pile)
    s.piles = tuple(pile[1:] for pile in s.piles)
    s.removed += gone
    ev.append(Event(EventKind.PRESSURE, -1, gone, value=s.turn))


def finish(s: State, why: str, ev: list[Event]) -> None:
    """Section 15.4 and 13: hands and Projects revealed, every score, the winner."""
    s.phase = OVER
    s.ended = why
    ev.append(Event(EventKind.GAME_END, s.trigger, (), why, value=s.turn))
    for p in range(s.players):
        ev.append(Event(EventKind.HAND_REVEALED, p, s.hands[p], value=len(s.hands[p])))
        ev.append(Event(EventKind.PROJECTS_REVEALED, p, s.projects[p], value=len(s.projects[p])))
    for p in range(s.players):
        refresh_points(s, p)
        ev.append(Event(EventKind.SCORE, p, (), value=sum(s.points[p])))
    totals = [sum(pts) for pts in s.points]
    won, _ = ranking(totals, [len(pr) for pr in s.projects])
    # winners as seat numbers in the target: event cards are always component ids
    solo = rating(totals[0]) if s.players == 1 else ""
    ev.append(Event(EventKind.GAME_OVER, won[0] if len(won) == 1 else -1, (), ",".join(map(str, won)), max(totals),
                    source=solo))


def refresh_points(s: State, p: int) -> None:
    """The running score of seat ``p`` (section 13 as if the game ended now)."""
    pts = s.points[p] = breakdown(s.stations[p], s.objectives[p], s.tiles[p], s.projects[p])
    if s.public[p] != pts[:3]:
        public = list(s.public)
        public[p] = pts[:3]
        s.public = tuple(public)
