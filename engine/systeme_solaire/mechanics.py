"""How a Système Solaire state changes: the set-up and every automatic step.

Each function changes a state that ``apply`` has already copied (lists are
per-state, tuples are replaced, never changed) and appends the events it
causes. Everything without a decision happens here: the layout, automatic
passes, the payment and the reveal with SS-18, the marker, skipped
selectors, the end of a round and the final scoring. Each step ends by
handing the state to the next decision (or the end).
"""

from __future__ import annotations

from engine.core import Event
from engine.dealing import shuffled
from engine.systeme_solaire.cards import (
    COPIES,
    KIND_OF,
    N_KINDS,
    PROBE_SETS,
    SOLAR_CARDS,
    TO_FRONT,
    front_vp,
    hand_value,
)
from engine.systeme_solaire.facts import final_result, layout_group, selection_order
from engine.systeme_solaire.kinds import EventKind
from engine.systeme_solaire.state import (
    BID,
    CARDS_PER_ROUND,
    LAY,
    OVER,
    PAY,
    PROBES,
    SELECT,
    TAKE,
    State,
    blank,
)

UNSEEN_AT_START = 5  # SS-2, SS-3: cards set aside unseen with three and four players


def setup(players: int, seed: int, variant: bool) -> tuple[State, list[Event]]:
    """SS-1..SS-5: the state made by ``new`` and the events that show the set-up.

    With three and four players round 1 is laid out at once (its events come
    last); with five the probe sets are chosen first (SS-4), so the layout
    waits for the last choice.
    """
    s = blank(players, seed, variant)
    ev: list[Event] = []
    s.shuffles = 1
    if players == 5:
        s.sets = PROBE_SETS
        s.deck = tuple(shuffled(list(SOLAR_CARDS), seed, 0))
        for comp, cards in PROBE_SETS:
            ev.append(Event(EventKind.PROBE_SET, cards=cards, value=comp))
        s.phase = PROBES
        s.actor = 1  # seats 1, 2, 3, 4 choose, seat 0 takes the last set
        s.round = 1
        return s, ev
    if players == 3:
        # SS-2: one card of each name, in the open; each seat takes one of the other probe copies.
        s.removed = tuple(k * COPIES for k in range(N_KINDS))
        solar = [c for c in SOLAR_CARDS if c % COPIES]
        ev.append(Event(EventKind.REMOVE, cards=s.removed))
        copy_of = [1, 2, 3]
    else:
        solar = list(SOLAR_CARDS)
        copy_of = [0, 1, 2, 3]
    for p in range(players):
        s.hands[p] = tuple(v * COPIES + copy_of[p] for v in range(5))
        s.values[p] = hand_value(s.hands[p])
        ev.append(Event(EventKind.DEAL, p, s.hands[p]))
    deck = shuffled(solar, seed, 0)
    s.unseen = tuple(deck[-UNSEEN_AT_START:])  # the top five, set aside unseen
    s.deck = tuple(deck[:-UNSEEN_AT_START])
    ev.append(Event(EventKind.REMOVE, cards=s.unseen, private=()))
    start_round(s, ev)
    return s, ev


def choose_probes(t: State, comp: int, ev: list[Event]) -> None:
    """SS-4: the seat to act takes the first set left of composition ``comp``; seat 0 gets the last."""
    p = t.actor
    i = next(i for i, (k, _) in enumerate(t.sets) if k == comp)
    cards = t.sets[i][1]
    t.sets = t.sets[:i] + t.sets[i + 1 :]
    t.hands[p] = cards
    t.values[p] = hand_value(cards)
    ev.append(Event(EventKind.PROBES, p, cards, value=comp))
    if len(t.sets) > 1:
        t.actor = (p + 1) % t.players
        return
    last_comp, last = t.sets[0]
    t.sets = ()
    t.hands[0] = last
    t.values[0] = hand_value(last)
    ev.append(Event(EventKind.PROBES, 0, last, value=last_comp, source="auto"))
    t.round = 0
    start_round(t, ev)


def start_round(t: State, ev: list[Event]) -> None:
    """SS-6, SS-7, SS-8 (and SS-V1): a new round; the marker holder lays out the groups."""
    n = t.players
    t.round += 1
    t.groups = ((),) * n
    t.taken = (-1,) * n
    t.high = 0
    t.bidder = -1
    t.passed = 0
    t.bids = (0,) * t.players
    t.winner = -1
    t.picks = ()
    t.selectors = ()
    t.selections = [()] * n
    t.chosen = 0
    t.totals = ()
    t.revealed = ()
    t.order = ()
    t.reasons = ()
    t.taking = 0
    ev.append(Event(EventKind.ROUND, t.marker, value=t.round))
    k = CARDS_PER_ROUND[n]
    deck = t.deck
    first = n if t.variant else k  # SS-V1: one card per group first, the rest one at a time
    cards = deck[: -first - 1 : -1]
    t.deck = deck[:-first]
    groups = [()] * n
    for i, c in enumerate(cards):
        g = layout_group(i, n)
        groups[g] += (c,)
        ev.append(Event(EventKind.LAY, t.marker, (c,), f"group:{g}"))
    t.groups = tuple(groups)
    if t.variant:
        t.to_draw = k - n
        draw_next(t, ev)
    else:
        open_auction(t, ev)


def draw_next(t: State, ev: list[Event]) -> None:
    """SS-V1: draw the next card in the open; the marker holder places it, unless one group is left."""
    while t.to_draw:
        c = t.deck[-1]
        t.deck = t.deck[:-1]
        t.to_draw -= 1
        ev.append(Event(EventKind.DRAW, t.marker, (c,)))
        room = [g for g, cards in enumerate(t.groups) if len(cards) < 2]
        if len(room) > 1:
            t.drawn = c
            t.phase = LAY
            t.actor = t.marker
            return
        lay(t, room[0], c, ev)
    open_auction(t, ev)


def lay(t: State, g: int, c: int, ev: list[Event]) -> None:
    """SS-V1: the drawn card, already seen by all (its DRAW was the news), goes to group ``g``."""
    t.groups = t.groups[:g] + (t.groups[g] + (c,),) + t.groups[g + 1 :]
    t.drawn = -1
    ev.append(Event(EventKind.PLACE, t.marker, (c,), f"group:{g}"))


def open_auction(t: State, ev: list[Event]) -> None:
    """SS-9, SS-11: the marker holder opens; a hand worth 0 passes the obligation on (R-3)."""
    t.phase = BID
    t.high = 0
    t.bidder = -1
    t.passed = 0
    t.bids = (0,) * t.players
    next_bidder(t, t.marker, ev)


def next_bidder(t: State, p: int, ev: list[Event]) -> None:
    """Hand the auction to the next seat from ``p`` clockwise that can bid, passing those who cannot.

    SS-10: a seat whose hand value does not beat the high bid passes
    automatically; SS-12: the auction ends when one seat is left (it holds the
    high bid) or, with no bid at all, when everyone has passed (R-5).
    """
    n = t.players
    everyone = (1 << n) - 1
    while True:
        left = everyone & ~t.passed
        if t.bidder >= 0 and left == 1 << t.bidder:
            win(t, ev)
            return
        if not left:
            ev.append(Event(EventKind.NO_WINNER, t.marker))
            t.winner = -1
            start_selection(t, ev)
            return
        if not t.passed >> p & 1:
            if t.values[p] > t.high:
                t.actor = p
                return
            t.passed |= 1 << p
            ev.append(Event(EventKind.PASS, p, source="auto"))
        p = (p + 1) % n


def win(t: State, ev: list[Event]) -> None:
    t.winner = t.bidder
    ev.append(Event(EventKind.WIN, t.winner, value=t.high))
    t.phase = PAY
    t.actor = t.winner
    t.picks = ()


def leave_hand(t: State, p: int, cards: tuple[int, ...], source: str, ev: list[Event]) -> None:
    """SS-13, SS-16, SS-18: cards paid or revealed leave the hand; Earth and Pluto may land in the front."""
    if not cards:
        return
    hand = t.hands[p]
    t.hands[p] = tuple(c for c in hand if c not in cards)
    t.values[p] -= hand_value(cards)
    front = t.fronts[p]
    gone = []
    for c in cards:
        if TO_FRONT[c] and not any(KIND_OF[x] == KIND_OF[c] for x in front):
            front += (c,)
            ev.append(Event(EventKind.TO_FRONT, p, (c,), source=source))
        else:
            gone.append(c)
    if front is not t.fronts[p]:
        t.fronts[p] = front
        t.vps[p] = front_vp(front)
    if gone:
        t.discard += tuple(gone)
        ev.append(Event(EventKind.DISCARD, p, tuple(gone), source=source))


def pay(t: State, ev: list[Event]) -> None:
    """SS-13, SS-14: the picked cards are paid; the winner takes the marker."""
    p = t.winner
    paid = hand_value(t.picks)
    # "wins the auction at 9", then "pays 10" read as a mistake in the log: an over-payment is marked so the words
    # can say that no change is given (SS-13, R-6)
    ev.append(Event(EventKind.PAID, p, t.picks, value=paid, source="over" if paid > t.high else ""))
    leave_hand(t, p, t.picks, "payment", ev)
    t.picks = ()
    if t.marker != p:
        ev.append(Event(EventKind.MARKER, t.marker, to_seat=p))
        t.marker = p
    start_selection(t, ev)


def start_selection(t: State, ev: list[Event]) -> None:
    """SS-15: every seat but the winner selects, one after the other, clockwise from the winner's left.

    With no winner (R-5) everyone selects, starting with the marker holder.
    A seat with an empty hand selects nothing and is skipped.
    """
    n = t.players
    start = (t.winner + 1) % n if t.winner >= 0 else t.marker
    seats = ((start + i) % n for i in range(n))
    t.selectors = tuple(q for q in seats if q != t.winner and t.hands[q])
    t.selections = [()] * n
    t.chosen = 0
    t.phase = SELECT
    if t.selectors:
        t.actor = t.selectors[0]
    else:
        reveal(t, ev)


def finish_selecting(t: State, ev: list[Event]) -> None:
    p = t.actor
    t.chosen |= 1 << p
    ev.append(Event(EventKind.CHOSEN, p))
    for q in t.selectors:
        if not t.chosen >> q & 1:
            t.actor = q
            return
    reveal(t, ev)


def reveal(t: State, ev: list[Event]) -> None:
    """SS-16, SS-17, SS-18: every selection at once, the totals, the discards and the order."""
    n = t.players
    sel = t.selections
    totals = tuple(hand_value(c) for c in sel)
    had = [bool(c) for c in sel]
    for q in range(n):
        if q != t.winner:
            ev.append(Event(EventKind.REVEAL, q, sel[q], value=totals[q], source="" if had[q] else "empty"))
    t.totals = totals
    t.revealed = tuple(sel)
    t.order, t.reasons = selection_order(n, t.winner, t.marker, totals, had)
    for q in range(n):
        leave_hand(t, q, sel[q], "reveal", ev)
    t.selections = [()] * n
    ev.append(Event(EventKind.ORDER, t.order[0], target=",".join(map(str, t.order)), source=",".join(t.reasons)))
    t.phase = TAKE
    t.taking = 0
    t.actor = t.order[0]


def take(t: State, g: int, assignment: str, ev: list[Event]) -> None:
    """SS-19..SS-23: the seat takes group ``g`` and places each card as ``assignment`` says."""
    p = t.actor
    cards = t.groups[g]
    t.groups = t.groups[:g] + ((),) + t.groups[g + 1 :]
    t.taken = t.taken[:g] + (p,) + t.taken[g + 1 :]
    to_hand = tuple(c for c, a in zip(cards, assignment, strict=True) if a == "h")
    to_front = tuple(c for c, a in zip(cards, assignment, strict=True) if a == "f")
    if to_hand:
        t.hands[p] += to_hand
        t.values[p] += hand_value(to_hand)
    if to_front:
        front = t.fronts[p] + to_front
        t.fronts[p] = front
        t.vps[p] = front_vp(front)
    ev.append(Event(EventKind.TAKE, p, cards, assignment, value=g))
    t.taking += 1
    if t.taking < len(t.order):
        t.actor = t.order[t.taking]
    elif t.deck:  # SS-24, R-12: the game ends only after a full round that emptied the deck
        start_round(t, ev)
    else:
        finish(t, ev)


def finish(t: State, ev: list[Event]) -> None:
    """SS-25..SS-27: the final scoring; the hands are shown."""
    t.phase = OVER
    t.actor = -1
    r = final_result(t.hands, t.fronts)
    t.final = r
    for q, sc in enumerate(r.seats):
        ev.append(Event(EventKind.FRONT_SCORE, q, t.fronts[q], value=sc.front_vp))
    for q, sc in enumerate(r.seats):
        ev.append(Event(EventKind.HAND, q, sc.hand, value=sc.hand_value))
    # a shared best hand is a tie nothing breaks (SS-26): the log says so, or two "has the best hand" lines read
    # as a mistake
    shared = "tie" if len(r.bonus_seats) > 1 else ""
    for q in r.bonus_seats:
        ev.append(Event(EventKind.BONUS, q, value=r.seats[q].bonus, source=shared))
    for q, sc in enumerate(r.seats):
        ev.append(Event(EventKind.SCORE, q, value=sc.total))
    w = r.winners[0]
    ev.append(Event(EventKind.GAME_OVER, w, value=r.seats[w].total, source="tie_break" if r.tie_break else ""))

