"""Système Solaire in words: actions, events, card names and the hint line, for the log and translations.

Every sentence is ``engine.core.Words``: English with blanks, so a catalogue
can translate it and the screen fills in the seats' names. ``describe_event``
reads an event as one viewer may: a card hidden from that viewer is "a card",
and another seat's secret selection makes no line at all (the public
``chosen`` event says that the seat has chosen, never how many cards).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core import HIDDEN, N_, Action, Event, Player, Words, no_rival, reading, words
from engine.systeme_solaire.ai import whole_payment, whole_selection
from engine.systeme_solaire.cards import (
    AUCTION,
    DECK_SIZE,
    FIXED_VP,
    IS_PROBE,
    IS_SUN,
    KIND_OF,
    KINDS,
    NAMES,
    PROBE_SET_KINDS,
    SUN,
    hand_value,
)
from engine.systeme_solaire.facts import BY_AUCTION, BY_CARDS, BY_MARKER, BY_TOTAL, FRONT, HAND
from engine.systeme_solaire.kinds import ActionKind, EventKind, Phase
from engine.systeme_solaire.view import SystemeSolaireView

KIND_WORDS = tuple(words("Probe {n}", n=k + 1) if k < 5 else words(name) for k, name in enumerate(NAMES))
PLACE = {"h": words("hand"), "f": words("front")}
# the tie rule in one wording wherever it is said (SS-17.4; the rules pages say "counterclockwise")
NEARER = words("tie: nearer the first player")
REASON = {
    BY_AUCTION: words("won the auction"),
    BY_TOTAL: words("higher total"),
    BY_CARDS: words("revealed cards against an empty hand"),
    BY_MARKER: NEARER,
}
# The same reasons in the few words a seat's panel has room for (a fifth of the table's width with five players,
# in any language); the log and the board say them whole.
SHORT_REASON = {
    BY_CARDS: words("tie: cards beat an empty hand"),
    BY_MARKER: NEARER,
}
# A tie broken by the first player's distance (SS-17.4), in the log: the rule in full at the first seat of each tie,
# short after it. The log lists the seats in their order of choice, so it numbers none of them: its "1st" / "2nd"
# inside each tie gave two seats "1st" in one order (playtest 17, 160b.png).
ORDINALS = (words("1st"), words("2nd"), words("3rd"), words("4th"), words("5th"))
TIE_FORMS = (
    N_("tie, broken counterclockwise from the first player"),
    N_("tie, broken counterclockwise"),
)
# The same on the table (a seat's panel, the reveal row), where the totals and the first player are known. The place
# is the seat's place in the whole order of choice, as its badge shows (playtest 17, 160b: places counted inside each
# tie gave two seats "1st", and a French "1er" for Alice: French says « en 2e », without gender). Each says which tie
# (its total), the place and the way the tie was broken, from whom; longest first, a screen takes the longest that
# fits (a column two cards leave with five players keeps the total and the place).
SEAT_TIE_FORMS = (
    N_("tie at {n}: {nth}, counterclockwise from {who}"),
    N_("tie at {n}: {nth}, counterclockwise"),
    # beside two cards with five players "counterclockwise" never fits; "tie / at 4: 2nd" lost the way the place is
    # counted (playtest 16, 142.png): the arrow the first player's column explains ("↺ Quasar → Pulsar → …") says it
    N_("tie at {n} ↺: {nth}"),  # "tie at 7" / "↺: 2nd" in two rows beside two cards
    N_("tie at {n}: {nth}"),
)
# The first player in a tie (R-5: nobody opened, the holder is at distance 0) goes first in it, and first of all.
FIRST_TIE_FORMS = (
    N_("tie at {n}: 1st, as the first player"),
    N_("tie at {n}: 1st, first player"),
    N_("tie at {n}: 1st"),
)


def tie_place(reasons: tuple[str, ...], at: int) -> int:
    """The place (1, 2, ...) of the seat at ``at`` in the order among the seats tied with it and placed by the
    first player's distance (SS-17.4: ``reasons`` link a seat to the next with BY_MARKER), or 0: no such tie."""
    if not 0 <= at < len(reasons):
        return 0
    if reasons[at] != BY_MARKER and (at == 0 or reasons[at - 1] != BY_MARKER):
        return 0
    start = at
    while start > 0 and reasons[start - 1] == BY_MARKER:
        start -= 1
    return at - start + 1


def tie_words(reasons: tuple[str, ...], at: int) -> tuple[Words, ...]:
    """``TIE_FORMS`` for the seat at place ``at`` in the order, longest first (none: it was placed by no tie)."""
    if not tie_place(reasons, at):
        return ()
    return tuple(words(form) for form in TIE_FORMS)


def seat_tie_words(v: SystemeSolaireView, at: int) -> tuple[Words, ...]:
    """``SEAT_TIE_FORMS`` for the seat at place ``at`` in the order after the reveal, longest first: "tie at 5: 3rd,
    counterclockwise from Quasar", its place in the whole order (none: it was placed by no tie)."""
    if not tie_place(tuple(v.reasons), at) or not 0 <= at < len(v.order) or not v.totals:
        return ()
    s = v.order[at]
    n = v.totals[s]
    if s == v.marker:
        return tuple(words(form, n=n) for form in FIRST_TIE_FORMS)
    return tuple(words(form, n=n, nth=ORDINALS[min(at, len(ORDINALS) - 1)], who=Player(v.marker))
                 for form in SEAT_TIE_FORMS)


def way_words(v: SystemeSolaireView) -> tuple[Words, ...]:
    """Which way "counterclockwise" goes at this table, as the seats it passes from the first player ("↺ Pulsar →
    Orbit → Nova → Alice"), longest form first; none where no tie was broken so (SS-17.4). Playtest 16: a newcomer
    could not tell which way it went on a screen whose seats sit in a row above their own."""
    if BY_MARKER not in v.reasons:
        return ()
    way: Words | Player = Player(v.marker)
    for k in range(1, v.players):  # counterclockwise: each seat's previous one (SS-17.4)
        way = words("{a} → {b}", a=way, b=Player((v.marker - k) % v.players))
    return words("counterclockwise: {way}", way=way), words("↺ {way}", way=way)


def revealed_words(v: SystemeSolaireView, s: int) -> Words:
    """What seat ``s``'s revealed cards were for (SS-17): their total, and the seat's place in the order of choice
    ("Orbit revealed 7 in all: 2nd to choose a group (higher totals first).")."""
    at = v.order.index(s) if s in v.order else -1
    n = v.totals[s] if s < len(v.totals) else 0
    if at < 0:
        return words("{who} revealed {n} in all; the higher totals choose a group first.", who=Player(s), n=n)
    return words("{who} revealed {n} in all: {nth} to choose a group (higher totals first).", who=Player(s), n=n,
                 nth=ORDINALS[min(at, len(ORDINALS) - 1)])


def card_words(card: int) -> Words:
    """"Jupiter", "Probe 3", or "a card" for one the reader may not see."""
    if not 0 <= card < DECK_SIZE:
        return words("a card")
    return KIND_WORDS[KIND_OF[card]]


def set_words(comp: int) -> Words:
    """A probe set by its composition: "1, 3, 3, 5"."""
    a, b, c, d = PROBE_SET_KINDS[comp]
    return words("probes {a}, {b}, {c}, {d}", a=a, b=b, c=c, d=d)


def group_words(g: int) -> Words:
    return words("group {n}", n=g + 1)


def split_words(cards: tuple[int, ...], assignment: str) -> Words:
    """Where each card of a taken group went: "Mars → hand, Venus → front"."""
    parts = [(card_words(c), PLACE.get(a, words(a))) for c, a in zip(cards, assignment, strict=False)]
    if len(parts) == 1:
        return words("{a} → {pa}", a=parts[0][0], pa=parts[0][1])
    if len(parts) == 2:
        return words("{a} → {pa}, {b} → {pb}", a=parts[0][0], pa=parts[0][1], b=parts[1][0], pb=parts[1][1])
    return words("{n} cards", n=len(cards))


def describe(a: Action) -> Words:
    k = a.kind
    if k == ActionKind.BID:
        return words("Bid {n}", n=a.card)
    if k == ActionKind.PASS:
        return words("Pass")
    if k == ActionKind.PAY:
        return words("Pay with {card}", card=card_words(a.card))
    if k == ActionKind.PAID:
        return words("Pay")  # the Pay button's word: the coach and the Hint name the button on screen
    if k == ActionKind.SELECT:
        return words("Select {card}", card=card_words(a.card))
    if k == ActionKind.DONE:
        return words("Confirm")  # the Confirm button's word
    if k == ActionKind.TAKE:
        if len(a.target) == 1:
            return words("Take {group}: the card to your {where}", group=group_words(a.card),
                         where=PLACE.get(a.target, words(a.target)))
        if len(a.target) == 2:
            return words("Take {group}: first card to your {a}, second to your {b}", group=group_words(a.card),
                         a=PLACE.get(a.target[0], words(a.target[0])), b=PLACE.get(a.target[1], words(a.target[1])))
        return words("Take {group}", group=group_words(a.card))
    if k == ActionKind.LAY:
        return words("Put the card in {group}", group=group_words(a.card))
    if k == ActionKind.PROBES and 0 <= a.card < len(PROBE_SET_KINDS):
        return words("Take {set}", set=set_words(a.card))
    return words("{kind}", kind=k)


def describe_in(v: SystemeSolaireView, a: Action) -> Words:
    """``describe`` with the cards named from the acting seat's view: a take names each card of the group and
    where it goes ("Take group 2: Mars to your front, Venus to your hand"), a layout the drawn card, a payment
    pick the whole payment it makes ("Pay 5 with Probe 1, Jupiter": ``ai.whole_payment``), a selection pick the
    whole selection (``ai.whole_selection``); the Hint line reads
    the move as the table shows it, in every round."""
    if a.kind == ActionKind.TAKE and 0 <= a.card < len(v.groups) and len(v.groups[a.card]) == len(a.target):
        cards = v.groups[a.card]
        places = [PLACE.get(t, words(t)) for t in a.target]
        if len(cards) == 1:
            return words("Take {group}: {a} to your {pa}", group=group_words(a.card), a=card_words(cards[0]),
                         pa=places[0])
        if len(cards) == 2:
            if KIND_OF[cards[0]] == KIND_OF[cards[1]] and a.target[0] == "f":
                places.reverse()  # two copies of one kind: one move whichever is named first, said one way
            return words("Take {group}: {a} to your {pa}, {b} to your {pb}", group=group_words(a.card),
                         a=card_words(cards[0]), pa=places[0], b=card_words(cards[1]), pb=places[1])
    if a.kind == ActionKind.LAY and v.drawn >= 0:
        return words("Put {card} in {group}", card=card_words(v.drawn), group=group_words(a.card))
    if a.kind in (ActionKind.PAY, ActionKind.PAID) and v.phase == Phase.PAY and v.seat == v.to_act:
        # the whole payment, never its first card alone: "Pay with Probe 1" read as paying a bid of 5 with 1
        paid = v.payment if a.kind == ActionKind.PAID else whole_payment(v, a.card)
        if paid:
            return words("Pay {n} with {cards}", n=hand_value(paid), cards=cards_line(paid))
    if a.kind in (ActionKind.SELECT, ActionKind.DONE) and v.phase == Phase.SELECT and v.seat == v.to_act:
        # the whole selection, as a payment: "Select Probe 2" read as spending Probe 2 alone; its Confirm, the
        # selection it sends ("Played: Confirm" in the review named the button, playtest 15)
        chosen = v.selection if a.kind == ActionKind.DONE else whole_selection(v, a.card)
        if chosen:
            return words("Spend {cards} (total {n})", n=hand_value(chosen), cards=cards_line(chosen))
    return describe(a)


def whole_words(v: Any, a: Action, then: tuple[Action, ...]) -> Words | None:
    """A payment or selection pick named with the picks the Hint thought out after it in the same move
    (``SearchHooks.gathered``): "Spend Probe 4, Jupiter (total 9)", the cards the review will judge, never the
    Normal computer's guess at the rest (``describe_in``), which the review then marked (playtest 15). ``None``
    for any other move."""
    if not isinstance(v, SystemeSolaireView) or v.seat is None or v.to_act != v.seat:
        return None
    if a.kind == ActionKind.SELECT and v.phase == Phase.SELECT:
        chosen = v.selection + (a.card,) + tuple(t.card for t in then if t.kind == ActionKind.SELECT)
        _THOUGHT[:] = [(v, a, chosen)]
        return words("Spend {cards} (total {n})", n=hand_value(chosen), cards=cards_line(chosen))
    if a.kind == ActionKind.PAY and v.phase == Phase.PAY:
        paid = v.payment + (a.card,) + tuple(t.card for t in then if t.kind == ActionKind.PAY)
        _THOUGHT[:] = [(v, a, paid)]
        return words("Pay {n} with {cards}", n=hand_value(paid), cards=cards_line(paid))
    return None


# the last whole move ``whole_words`` named, with the view it was named from: the reason the Hint says after it,
# read from that same view, is about those very cards ("Spend Probe 1 (total 1)" was followed by "11 stays in your
# hand", the Normal computer's guess at the rest, ``ai.whole_selection``)
_THOUGHT: list[tuple[Any, Action, tuple[int, ...]]] = []


def thought_whole(v: SystemeSolaireView, a: Action, guess: tuple[int, ...]) -> tuple[int, ...]:
    """The cards of the whole move ``a`` the Hint last named from this very view, else ``guess``."""
    if _THOUGHT and _THOUGHT[0][0] is v and _THOUGHT[0][1] == a:
        return _THOUGHT[0][2]
    return guess


_LISTS = ("{a}", "{a}, {b}", "{a}, {b}, {c}", "{a}, {b}, {c}, {d}", "{a}, {b}, {c}, {d}, {e}")


def _listing(items: list[Any]) -> Words:
    """Up to five items as one list ("{a}, {b}, {c}"); more as a count."""
    if not items:
        return words("nothing")
    if len(items) > len(_LISTS):
        return words("{n} cards", n=len(items))
    return Words(_LISTS[len(items) - 1], tuple(zip("abcde", items, strict=False)))


def seats_line(seats: list[tuple[int, int]]) -> Words:
    """Seats with a public figure each, their hands' values: "Orbit (hand 18), Quasar (hand 12)"."""
    return _listing([words("{who} (hand {n})", who=Player(q), n=n) for q, n in seats])


def cards_line(cards: tuple[int, ...]) -> Words:
    """The cards by name (a hidden one reads "a card")."""
    return _listing([card_words(c) for c in cards])


def describe_event(e: Event, viewer: int | None) -> Words | None:
    e, who, first, n = reading(e, viewer)
    k = e.kind
    if k == EventKind.ROUND:
        return words("— Round {n}: {who} deals the groups from the deck —", n=e.value, who=who, tone="turn")
    if k in (EventKind.LAY, EventKind.PLACE):
        return words("{card} → {group}", card=card_words(first), group=_group_of(e.target), tone="dim")
    if k == EventKind.DRAW:
        return words("{who} draws {card}", who=who, card=card_words(first), tone="dim")
    if k == EventKind.BID:
        return words("{who} bids {n}", who=who, n=e.value)
    if k == EventKind.PASS:
        if e.source == "auto":
            return words("{who} cannot bid and passes", who=who, tone="dim")
        return words("{who} passes", who=who, tone="dim")
    if k == EventKind.NO_WINNER:
        return words("Nobody can open the auction: everyone reveals", tone="turn")
    if k == EventKind.WIN:
        return words("{who} wins the auction at {n}", who=who, n=e.value, tone="good")
    if k == EventKind.PAY:
        return words("{who} picks {card} to pay ({n} so far)", who=who, card=card_words(first), n=e.value,
                     tone="dim")
    if k == EventKind.PAID:
        if e.source == "over":
            return words("{who} pays {total} with {cards} (no change is given)", who=who, total=e.value,
                         cards=cards_line(e.cards))
        return words("{who} pays {total} with {cards}", who=who, total=e.value, cards=cards_line(e.cards))
    if k == EventKind.DISCARD:
        # whose: two seats' revealed probes read "Probe 4 to the discard pile" twice (playtest 33, 34_n6)
        return words("{who}'s {cards} to the discard pile", who=who, cards=cards_line(e.cards), tone="dim")
    if k == EventKind.TO_FRONT:
        return words("{who}'s {card} lands in front", who=who, card=card_words(first), tone="score")
    if k == EventKind.MARKER:
        return words("{who} takes the first-player marker", who=Player(e.to_seat), tone="dim")
    if k == EventKind.SELECT:
        if first == HIDDEN:
            return None  # another seat's secret: no line, not even a count
        # named as every other line names the seat, its own "has chosen" too (playtest 24, 43.png: "You select
        # Pluto" beside "Alice has chosen")
        return words("{who} selects {card}", who=who, card=card_words(first), tone="dim")
    if k == EventKind.CHOSEN:
        return words("{who} has chosen", who=who, tone="dim")
    if k == EventKind.REVEAL:
        if e.source == "empty":
            return words("{who} has no cards: 0", who=who)
        return words("{who} reveals {cards}: {n}", who=who, cards=cards_line(e.cards), n=e.value)
    if k == EventKind.ORDER:
        return _order_words(e.target, e.source)
    if k == EventKind.TAKE:
        return words("{who} takes {group}: {split}", who=who, group=group_words(e.value),
                     split=split_words(e.cards, e.target))
    if k == EventKind.FRONT_SCORE:
        # the Sun apart, as the results say it ("Sun: 7 · Front: 19"): "front scores 26", the Sun included, read as a
        # different figure from the results' (playtest 32)
        suns = [FIXED_VP[c] + len(e.cards) for c in e.cards if IS_SUN[c]]  # SS-25: a Sun counts the front's cards
        front = words("{who}'s front scores {n}", who=who, n=e.value - sum(suns), tone="score")
        for sun in suns:
            front = words("{tag} · {rest}", tag=front, rest=words("{part}: {points}", part=words("Sun"), points=sun),
                          tone="score")
        return front
    if k == EventKind.HAND:
        # the plural follows the cards ("1 card"), so they are ``n``
        return words("{who}'s hand is worth {value} ({n} card)", plural="{who}'s hand is worth {value} ({n} cards)",
                     who=who, value=e.value, n=n, tone="dim")
    if k == EventKind.BONUS:
        if e.source == "tie":  # SS-26: every hand tied for the best gains its bonus
            return words("{who} ties for the best hand: +{n} (each tied hand gains its bonus)", who=who, n=e.value,
                         tone="good")
        return words("{who} has the best hand: +{n}", who=who, n=e.value, tone="good")
    if k == EventKind.SCORE:
        return words("{who}: {n} VP", who=who, n=e.value, tone="score")
    if k == EventKind.GAME_OVER:
        if e.source == "tie_break":
            return words("Game over: {who} wins the tie with {n} VP", who=who, n=e.value, tone="score")
        return words("Game over: {who} wins with {n} VP", who=who, n=e.value, tone="score")
    if k == EventKind.REMOVE:
        if first == HIDDEN:
            return words("{n} card is set aside unseen", plural="{n} cards are set aside unseen", n=n, tone="dim")
        return words("{n} card is set aside face up", plural="{n} cards are set aside face up", n=n, tone="dim")
    if k == EventKind.DEAL:
        values = [hand_value((c,)) if c != HIDDEN else "?" for c in e.cards]
        return words("{who} takes probes {cards}", who=who, cards=_listing(values), tone="dim")
    if k == EventKind.PROBE_SET:
        return words("Probe set: {set}", set=set_words(e.value), tone="dim")
    if k == EventKind.PROBES:
        return words("{who} takes {set}", who=who, set=set_words(e.value))
    return None


def _group_of(target: str) -> Words:
    g = target.rpartition(":")[2]
    return group_words(int(g)) if g.isdigit() else words("{g}", g=target)


def _order_words(target: str, source: str) -> Words:
    """"Order of choice: P2 (won the auction), P0 (tie, broken counterclockwise from the first player), P1 (tie,
    broken counterclockwise)"."""
    seats = [int(x) for x in target.split(",") if x.isdigit()]
    reasons = source.split(",")
    places = []
    for i, q in enumerate(seats):
        # the list is the order: a tie says how it was broken, the rule in full once, at its first seat
        tied = tie_words(tuple(reasons), i)
        why = (tied[0] if tie_place(tuple(reasons), i) == 1 else tied[1]) if tied else (
            REASON.get(reasons[i]) if i < len(reasons) else None)
        places.append(words("{who} ({why})", who=Player(q), why=why) if why else words("{who}", who=Player(q)))
    return words("Order of choice: {places}", places=_listing(places), tone="turn")


def hint(v: SystemeSolaireView) -> Words:
    """One line for the seat to act: what to do now."""
    if v.final is not None:
        w = v.final.winners[0]
        if v.final.tie_break:
            return words("{who} wins the tie-break.", who=Player(w))
        return words("{who} wins.", who=Player(w))
    p = v.to_act
    ph = v.phase
    if ph == Phase.PROBES:
        return words("Choose a probe set to take into your hand.")
    if ph == Phase.LAY:
        return words("Put the drawn {card} in a group (at most 2 cards each).", card=card_words(v.drawn))
    if ph == Phase.BID:
        if v.bidder < 0:
            return words("Open the auction: bid at least 1 (you may not pass).")
        return words("Bid more than {n} to choose a group first, or pass.", n=v.high)
    if ph == Phase.PAY:
        due = v.high - v.paid
        if due > 0 and not v.payment:  # nothing paid yet: "more" would read as if something were
            return words("Pay {n} with hand cards (no change is given).", n=due)
        if due > 0:
            return words("Pay {n} more with hand cards (no change is given).", n=due)
        return words("Paid {n} for {bid}: add cards or confirm.", n=v.paid, bid=v.high)
    if ph == Phase.SELECT:
        if not v.selection:
            return words("Secretly select at least one card: the higher your total, the earlier you choose.")
        return words("Selected {n} so far: add cards or confirm.", n=hand_value(v.selection))
    if ph == Phase.TAKE:
        if p is not None and v.seat == p and not v.hands[p] and v.deck:
            return words("Take a group; your hand is empty, so keep at least one card in hand.")
        return words("Take a group and place each card in your hand or your front.")
    return words("Wait.")


def paying(v: SystemeSolaireView, chosen: tuple[int, ...]) -> tuple[Words, bool]:
    """The line once the cards chosen to pay cover the bid, and whether it warns (SS-13: no change is given). Past
    the bid while the hand could pay it exactly it says what is lost (playtest 17, 151-over: "Selected 8 of 6: click
    Pay" and a bright "Pay 8", with Probe 2 + Probe 4 in hand)."""
    total = v.paid + hand_value(chosen)
    values = [AUCTION[c] for c in v.hands[v.seat or 0] if c not in v.payment]
    if total > v.high and any(sum(p) == v.high - v.paid for k in range(1, len(values) + 1)
                              for p in combinations(values, k)):
        return words("{total} for a bid of {bid}: {n} over, not given back. Some of your cards pay {bid} exactly.",
                     plural="{total} for a bid of {bid}: {n} over, not given back. Some of your cards pay {bid} "
                     "exactly.", total=total, bid=v.high, n=total - v.high), True
    if total > v.high:  # no cards pay it exactly: what is lost is said all the same (playtest 30: "Selected 6 of 4")
        return words("{total} for a bid of {bid}: {n} over, not given back. Click Pay.",
                     plural="{total} for a bid of {bid}: {n} over, not given back. Click Pay.", total=total, bid=v.high,
                     n=total - v.high), False
    return words("Selected {n} of {bid}: click Pay (no change is given).", n=hand_value(chosen), bid=v.high), False


def card_info(card: int) -> Words:
    """What a card is worth, in one line: "Jupiter: auction value 5, 2 VP in a front"."""
    if not 0 <= card < DECK_SIZE:
        return words("a card")
    k = KIND_OF[card]
    if IS_PROBE[card]:
        # SS-23 keeps probes out of a front, not in hand: paid or revealed they are discarded (SS-13, SS-16)
        return words("{card}: auction value {n}, no VP; never placed in a front: spent, it is discarded",
                     card=card_words(card), n=KINDS[k].auction)
    if k == SUN:
        return words("{card}: auction value {n}; in a front it scores 1 VP per card there, itself included",
                     card=card_words(card), n=KINDS[k].auction)
    return words("{card}: auction value {n}, {vp} VP in a front", card=card_words(card), n=KINDS[k].auction,
                 vp=KINDS[k].vp)


def split_why_not(cards: tuple[int, ...], split: str, front: tuple[int, ...], must_keep: bool) -> Words | None:
    """Why a group may not be split this way (SS-21..SS-23), naming the card at fault; ``None`` if it may.

    ``split`` has one letter per card, ``h`` hand or ``f`` front; ``must_keep``:
    the taker's hand is empty and this is not the last round (SS-22).
    """
    in_front = {KIND_OF[c] for c in front}
    placed: set[int] = set()
    for c, where in zip(cards, split, strict=False):
        if where != FRONT:
            continue
        if IS_PROBE[c]:
            return words("{card} is a probe: probes always go to your hand.", card=card_words(c))
        if KIND_OF[c] in in_front:
            return words("{card} is already in your front: a second one must go to your hand.", card=card_words(c))
        if KIND_OF[c] in placed:
            return words("Only one {card} may go to your front.", card=card_words(c))
        placed.add(KIND_OF[c])
    if must_keep and HAND not in split:
        return words("Your hand is empty: keep at least one card in your hand (this rule ends in the last round).")
    return None


def take_why_not(v: SystemeSolaireView, g: int, split: str) -> Words | None:
    """``split_why_not`` for the seat to act in view ``v`` taking group ``g`` (its own view)."""
    p = v.to_act
    if p is None or not 0 <= g < len(v.groups) or not v.groups[g]:
        return words("That is not possible now.")
    return split_why_not(v.groups[g], split, v.fronts[p], not v.hands[p] and v.deck > 0)


def why_not(s: Any, a: Action) -> Words:
    """Why ``a`` cannot be played now, in one line."""
    ph = s.phase
    if a.kind == ActionKind.PASS and ph == Phase.BID and s.bidder < 0:
        return words("The first bid may not be a pass.")
    if a.kind == ActionKind.BID and ph == Phase.BID:
        if a.card <= s.high:
            return words("A bid must be more than {n}.", n=s.high)
        return words("A bid may not exceed your hand value ({n}).", n=s.values[s.actor])
    if a.kind == ActionKind.PAID and ph == Phase.PAY:
        return words("Your payment must reach the bid of {n}.", n=s.high)
    if a.kind == ActionKind.DONE and ph == Phase.SELECT:
        return words("Select at least one card first.")
    if a.kind == ActionKind.TAKE and ph == Phase.TAKE:
        p = s.actor
        if 0 <= a.card < len(s.groups) and len(a.target) == len(s.groups[a.card]):
            why = split_why_not(s.groups[a.card], a.target, s.fronts[p], not s.hands[p] and bool(s.deck))
            if why is not None:
                return why
        if not 0 <= a.card < len(s.groups) or not s.groups[a.card]:
            return words("That group has been taken already: choose another one.")
        return words("A name already in your front, and probes, go to your hand; an empty hand keeps a card.")
    if a.kind == ActionKind.PAY and ph == Phase.PAY:
        return words("That card is not needed: the cards chosen already reach the bid of {n}.", n=s.high)
    if a.kind == ActionKind.PROBES and ph == Phase.PROBES:
        return words("That probe set has been taken: choose one of those left.")
    if a.kind == ActionKind.LAY and ph == Phase.LAY:
        return words("That group holds 2 cards already: put the card in another group.")
    return PHASE_WHY.get(ph, words("That is not possible now."))


# a click meant for another step of the round: what the step now asks for (SS-9..SS-23, SS-V1, SS-4)
PHASE_WHY = {
    "probes": words("First choose a probe set: the highlighted sets are still free."),
    "lay": words("First put the drawn card in a group."),
    "bid": words("This is the auction: bid or pass with the buttons on the right; cards are paid only after a win."),
    "pay": words("The auction winner pays now: choose hand cards reaching the bid, then Pay."),
    "select": words("Secretly select hand cards for the order reveal, then Confirm; groups are taken after it."),
    "take": words("Take a group now: click one of the highlighted groups; your hand cards are not played now."),
}


def progress(v: SystemeSolaireView) -> Words:
    """How far the game is, for a saved game's label."""
    return words("round {n} of {rounds}", n=v.round, rounds=v.rounds)


def score_change(seat: int, before: int, after: int) -> Words:
    """A seat's public VP over a stretch of play, for the recap (the view's scores: never a hidden figure)."""
    return words("still {n} VP", n=after) if before == after else words("{before} → {n} VP", before=before, n=after)


# the recap ("since your last turn"): no rival besides the seats
RIVAL_NAME: Words | None = None
rival_score = no_rival
