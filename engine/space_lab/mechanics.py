"""How a Space Lab state changes in a turn: DRAW, RECRUIT, placements and their resolution (SL-5 … SL-17).

Every function changes the (already copied) state it is given and appends
the events the screen animates. ``rules.apply_legal`` calls them; nothing
else changes a state. Set-up, turn changes and the end are in ``turns``.
"""

from __future__ import annotations

from engine.core import Event
from engine.dealing import shuffled
from engine.space_lab.cards import (
    AGENCY_OF,
    BOTTOM_OF,
    BOTTOM_SLOT,
    COST_OF,
    EFFECT_OF,
    N_AGENCIES,
    OBJECTIVE,
    SLOT_INDEX,
    SPECIALTY_OF,
    TILE_BONUS,
    TILE_VALUE,
    TOP_OF,
    VIRTUAL_TILE,
)
from engine.space_lab.content import (
    K_DRAW_LAB,
    K_DRAW_PROJECT,
    REVEAL,
    SLOT_CAPSULES,
    SLOTS,
    Effect,
)
from engine.space_lab.facts import fulfilled
from engine.space_lab.kinds import EventKind
from engine.space_lab.state import (
    AGENCY,
    EQUAL_TURNS,
    KEEP,
    PAY,
    PLACE,
    State,
    Step,
)
from engine.space_lab.turns import end_turn, refresh_points

CAPSULE_T = ("C0", "C1", "C2")


# --- Lab and Project draws (SL-15, SL-16) --------------------------------------------------------


def reshuffle(s: State, ev: list[Event]) -> None:
    """SL-16: the discard pile becomes the new deck (public)."""
    s.lab = tuple(shuffled(list(s.discard), s.seed, s.shuffles))
    s.shuffles += 1
    s.discard = ()
    ev.append(Event(EventKind.RESHUFFLE, value=len(s.lab)))


def draw_lab(s: State, p: int, n: int, source: str, ev: list[Event]) -> None:
    """DRAW_LAB(n): one at a time, secretly; a reshuffle splits the draw into two events."""
    got: tuple[int, ...] = ()
    split = False
    for _ in range(n):
        if not s.lab:
            if not s.discard:
                break
            if got:
                _gain(s, p, got, source, ev)
                got = ()
                split = True
            reshuffle(s, ev)
        got += (s.lab[0],)
        s.lab = s.lab[1:]
    if got or not split:  # nothing at all to draw still says so (value 0)
        _gain(s, p, got, source, ev)


def _gain(s: State, p: int, got: tuple[int, ...], source: str, ev: list[Event]) -> None:
    s.hands[p] = tuple(sorted(s.hands[p] + got))
    ev.append(Event(EventKind.DRAW, p, got, value=len(got), private=(p,), source=source))


def draw_projects(s: State, p: int, n: int, source: str, ev: list[Event]) -> bool:
    """DRAW_PROJECT(n) (SL-15): True when a keep decision is now pending (2 or more drawn)."""
    got = s.project_deck[:n]
    s.project_deck = s.project_deck[n:]
    ev.append(Event(EventKind.PROJECT_DRAW, p, got, value=len(got), private=(p,), source=source))
    if len(got) == 1:  # SL-15: a single card is kept automatically
        s.drawn = got
        keep(s, p, got[0], ev)
        return False
    if not got:
        return False
    s.drawn = got
    s.phase = KEEP
    return True


def keep(s: State, p: int, card: int, ev: list[Event]) -> None:
    """SL-15: keep one drawn Project; the others go under the Project deck in the order drawn."""
    rest = tuple(c for c in s.drawn if c != card)
    s.drawn = ()
    s.project_deck += rest
    s.projects[p] = tuple(sorted(s.projects[p] + (card,)))
    ev.append(Event(EventKind.KEEP, p, (card,), value=len(rest), private=(p,)))
    if rest:
        ev.append(Event(EventKind.PROJECT_BOTTOM, p, rest, value=len(rest), private=(p,)))
    refresh_points(s, p)


# --- DRAW and RECRUIT (SL-5, SL-6) ---------------------------------------------------------------


def draw(s: State, ev: list[Event]) -> None:
    """SL-5, R-01: reveal up to 3 cards one at a time; one agency among them is taken at once."""
    p = s.seat
    shown: tuple[int, ...] = ()
    for _ in range(REVEAL):
        if not s.lab:
            if not s.discard:
                break
            reshuffle(s, ev)
        c = s.lab[0]
        s.lab = s.lab[1:]
        shown += (c,)
        ev.append(Event(EventKind.REVEAL, p, (c,), source="deck"))
    s.revealed = shown
    agencies = agencies_in(shown)
    if len(agencies) == 1:  # a choice of one is no choice (section 12.1)
        take_agency(s, agencies[0], ev)
    else:
        s.phase = AGENCY


# the agencies in a bit set of agencies, in agency order
_AGENCY_LISTS = tuple([a for a in range(N_AGENCIES) if mask >> a & 1] for mask in range(1 << N_AGENCIES))


def agencies_in(cards: tuple[int, ...]) -> list[int]:
    """The agencies among ``cards``, in agency order."""
    mask = 0
    for c in cards:
        mask |= 1 << AGENCY_OF[c]
    return list(_AGENCY_LISTS[mask])


def take_agency(s: State, a: int, ev: list[Event]) -> None:
    """SL-5 steps 2–4, R-04: take every revealed card of agency ``a``; the others go to the RC after."""
    p = s.seat
    taken = tuple(c for c in s.revealed if AGENCY_OF[c] == a)
    rest = tuple(c for c in s.revealed if AGENCY_OF[c] != a)
    s.revealed = ()
    s.hands[p] = tuple(sorted(s.hands[p] + taken))
    s.known[p] = tuple(sorted(s.known[p] + taken))
    ev.append(Event(EventKind.TAKE, p, taken, value=a, source="reveal"))
    if rest:
        stacks = list(s.rc)
        for c in rest:
            stacks[AGENCY_OF[c]] += (c,)
        s.rc = tuple(stacks)
        ev.append(Event(EventKind.TO_RC, p, rest, source="reveal"))
    end_turn(s, ev)


def recruit(s: State, a: int, ev: list[Event]) -> None:
    """SL-6: take a whole RC stack."""
    p = s.seat
    cards = s.rc[a]
    stacks = list(s.rc)
    stacks[a] = ()
    s.rc = tuple(stacks)
    s.hands[p] = tuple(sorted(s.hands[p] + cards))
    s.known[p] = tuple(sorted(s.known[p] + cards))
    ev.append(Event(EventKind.RECRUIT, p, cards, value=a, source=f"rc:{a}"))
    end_turn(s, ev)


# --- PLACE (SL-7 … SL-14) ---------------------------------------------------------------------


def _lose(s: State, p: int, card: int) -> None:
    s.hands[p] = tuple(c for c in s.hands[p] if c != card)
    if card in s.known[p]:
        s.known[p] = tuple(c for c in s.known[p] if c != card)


def start_place(s: State, card: int, target: str, ev: list[Event]) -> None:
    """SL-7: the card leaves the hand; a cost-0 card resolves at once, else payment picks follow."""
    p = s.seat
    slot = SLOT_INDEX[target]
    _lose(s, p, card)
    if COST_OF[card] == 0:
        resolve(s, card, slot, (), ev)
    else:
        s.placing = card
        s.target = slot
        s.paid = ()
        s.phase = PAY
        ev.append(Event(EventKind.SELECT, p, (card,), target, value=COST_OF[card], source="hand"))


def pay(s: State, card: int, ev: list[Event]) -> None:
    """SL-8: one payment card picked (ascending); the last pick resolves the placement."""
    p = s.seat
    _lose(s, p, card)
    s.paid += (card,)
    ev.append(Event(EventKind.PICK, p, (card,), SLOTS[s.target], value=len(s.paid), source="hand"))
    if len(s.paid) == COST_OF[s.placing]:
        card, slot, paid = s.placing, s.target, s.paid
        s.placing, s.target, s.paid = 0, -1, ()
        resolve(s, card, slot, paid, ev)


def resolve(s: State, card: int, slot: int, paid: tuple[int, ...], ev: list[Event]) -> None:
    """SL-9: payment to the discard, the card to its slot, then its effect, the slot, validation, the end."""
    p = s.seat
    s.discard += paid  # SL-8: face up, never to the RC
    row = list(s.stations[p])
    row[slot] = card
    s.stations[p] = tuple(row)
    s.placed += 1
    ev.append(Event(EventKind.PLACE, p, (card, *paid), SLOTS[slot], value=COST_OF[card], source="hand"))
    refresh_points(s, p)
    steps: list[Step] = []
    e = EFFECT_OF[card]
    if e.kind == K_DRAW_LAB:  # SL-9 step 3, in any slot
        steps.append(("lab", e.value, "card"))
    elif e.kind == K_DRAW_PROJECT:
        steps.append(("proj", e.value, "card"))
    if TOP_OF[slot] >= 0 and COST_OF[card]:  # SL-10, R-08: a cost-0 card draws nothing
        steps.append(("proj", COST_OF[card], "top"))
    capsule = BOTTOM_OF[slot]
    if capsule >= 0:  # SL-12
        steps.append(("bottom", capsule, ""))
    tiles = s.tiles[p]
    for i in SLOT_CAPSULES[slot]:  # SL-9 step 5: C0 → C1 → C2
        if not tiles[i]:
            steps.append(("val", i, ""))
    steps.append(("end", 0, ""))
    run(s, tuple(steps), ev)


def run(s: State, steps: tuple[Step, ...], ev: list[Event]) -> None:
    """Resolve the steps in order; stop at a pending keep (the rest waits in ``s.steps``)."""
    p = s.seat
    while steps:
        kind, n, source = steps[0]
        steps = steps[1:]
        if kind == "lab":
            draw_lab(s, p, n, source, ev)
        elif kind == "proj":
            if draw_projects(s, p, n, source, ev):
                s.steps = steps
                return
        elif kind == "bottom":
            obj = OBJECTIVE[s.objectives[p][n]]
            slot = BOTTOM_SLOT[n]
            if SPECIALTY_OF[s.stations[p][slot]] == obj.specialty:  # SL-12, R-10
                e = obj.effect
                when = "now" if e.immediate else "end"
                ev.append(Event(EventKind.OBJECTIVE, p, (obj.id,), SLOTS[slot], value=n, source=when))
                if e.kind == K_DRAW_LAB:
                    steps = (("lab", e.value, "bottom"), *steps)
                elif e.kind == K_DRAW_PROJECT:
                    steps = (("proj", e.value, "bottom"), *steps)
        elif kind == "val":
            if not s.tiles[p][n] and fulfilled(s.stations[p], s.objectives[p][n], n):
                bonus = validate(s, p, n, ev)
                if bonus is not None:  # SL-14, R-15: before the next capsule is checked
                    k = "lab" if bonus.kind == K_DRAW_LAB else "proj"
                    steps = ((k, bonus.value, "bonus"), *steps)
        else:
            check_end(s, p, ev)
    s.steps = ()
    after_placement(s, ev)


def validate(s: State, p: int, capsule: int, ev: list[Event]) -> Effect | None:
    """SL-14, R-13, R-14: take the top tile of the capsule's pile (a 0-VP tile if it is empty)."""
    pile = s.piles[capsule]
    if pile:
        tile = pile[0]
        piles = list(s.piles)
        piles[capsule] = pile[1:]
        s.piles = tuple(piles)
    else:
        tile = VIRTUAL_TILE
    row = list(s.tiles[p])
    row[capsule] = tile
    s.tiles[p] = tuple(row)
    bonus = TILE_BONUS[tile]
    kind = "" if bonus is None else ("lab" if bonus.kind == K_DRAW_LAB else "project")
    ev.append(Event(EventKind.VALIDATE, p, (tile,), CAPSULE_T[capsule], value=TILE_VALUE[tile], source=kind))
    refresh_points(s, p)
    return bonus


def check_end(s: State, p: int, ev: list[Event]) -> None:
    """SL-17, R-16, R-28: the first station with 10 cards or 3 tiles triggers the end, once."""
    if s.trigger >= 0:
        return
    full = all(s.stations[p])
    done = all(s.tiles[p])
    if not (full or done):
        return
    s.trigger = p
    n = s.players
    s.last_seat = n - 1 if s.end_mode == EQUAL_TURNS else (p - 1) % n
    left = (s.last_seat - p) % n
    ev.append(Event(EventKind.END_TRIGGER, p, (), "validations" if done else "cards", value=left))


def can_place(s: State, p: int) -> bool:
    """SL-3: an empty slot and a hand card of cost ≤ hand size − 1."""
    if all(s.stations[p]):
        return False
    h = len(s.hands[p])
    return any(COST_OF[c] < h for c in s.hands[p])


def after_placement(s: State, ev: list[Event]) -> None:
    """SL-7: after each placement the player may place again or end the action; with no card left to pay for,
    End turn is the only move, and the player still makes it: a turn that ended by itself let the next seat move
    at once, and Undo could no longer take back a card just misplaced (playtest 14: a computer's move is news)."""
    s.phase = PLACE
    # said, or the player looks for the placement that is no longer offered; not of an empty hand, where there is
    # no card to look for ("Alice can pay for no other card" with no card in hand read oddly: playtest 34, 35.png)
    if s.hands[s.seat] and not can_place(s, s.seat):
        ev.append(Event(EventKind.NO_PLACE, s.seat, value=s.placed))


def keep_and_go_on(s: State, card: int, ev: list[Event]) -> None:
    """The keep decision, then the rest of the placement's resolution."""
    keep(s, s.seat, card, ev)
    steps = s.steps
    s.steps = ()
    run(s, steps, ev)


