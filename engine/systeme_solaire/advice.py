"""Why a Système Solaire move is worth making, in a fact the seat can check on screen (``SearchHooks.reason``).

The Hint says it after its move and the coach after its pick. Every reason is
read from the acting seat's own view: its own hand, the public hand sizes and
values, the public bids, fronts and groups; never a card it may not see. A
reason is a fact about the move it follows ("A spent Pluto goes to your front
for 1 VP", "Your front gains 4 VP now"), never a guess about what the others
will do: the search weighed that, and a newcomer cannot check it.
"""

from __future__ import annotations

from itertools import combinations

from engine.core import Action, Words, words
from engine.systeme_solaire.ai import whole_payment, whole_selection
from engine.systeme_solaire.cards import (
    AUCTION,
    FIXED_VP,
    KIND_OF,
    PROBE_SET_KINDS,
    TO_FRONT,
    front_vp,
    hand_value,
)
from engine.systeme_solaire.facts import assignments, kinds_mask
from engine.systeme_solaire.kinds import ActionKind, Phase
from engine.systeme_solaire.view import SystemeSolaireView
from engine.systeme_solaire.words import card_words, group_words, thought_whole


def reason(v: SystemeSolaireView, a: Action) -> Words | None:
    """Why ``a`` is worth making for the seat whose view ``v`` is (it must be the seat to act), or ``None``."""
    me = v.seat
    if me is None or v.to_act != me:
        return None
    if a.kind == ActionKind.PROBES and 0 <= a.card < len(PROBE_SET_KINDS):
        return _probes(a.card)
    if a.kind == ActionKind.BID:
        return _bid(v, me, a.card)
    if a.kind == ActionKind.PASS:
        return _kept(v)
    if a.kind == ActionKind.PAY and v.phase == Phase.PAY:
        return _pay(v, me, thought_whole(v, a, whole_payment(v, a.card)))
    if a.kind == ActionKind.PAID:
        return words("Your bid of {n} is covered: the rest stays in your hand.", n=v.high)
    if a.kind == ActionKind.SELECT and v.phase == Phase.SELECT:
        return _select(v, me, thought_whole(v, a, whole_selection(v, a.card)))
    if a.kind == ActionKind.DONE:
        return words("The rest of your hand stays for later.")
    if a.kind == ActionKind.TAKE and 0 <= a.card < len(v.groups) and len(v.groups[a.card]) == len(a.target):
        return _take(v, me, v.groups[a.card], a.target)
    return None


def reason_versus(v: SystemeSolaireView, a: Action, other: Action, level: bool) -> Words | None:
    """Why ``a`` rather than ``other``, the move the Hint names beside it, where ``reason`` would not say it (or
    ``None``: ``reason`` says it). Two bids the search rates level: the cheaper costs less if it wins (SS-13)."""
    if v.seat is None or v.to_act != v.seat:
        return None
    if a.kind == other.kind == ActionKind.BID and level and a.card < other.card:
        if a.card > v.high + 1:  # playtest 16: "costs 1 less" said why not Bid 4, never why not Bid 1
            return words("If you win, it costs {d} less; a lower bid is cheaper to outbid.", d=other.card - a.card)
        return words("If you win, it costs {d} less.", d=other.card - a.card)  # the line names the other after
    return None


def last_round(v: SystemeSolaireView) -> bool:
    """The deck is empty: this round is the last (SS-24), and a hand counts for the hand bonus (SS-26)."""
    return v.deck == 0 and v.phase != Phase.LAY


def _still_in(v: SystemeSolaireView, me: int) -> list[int]:
    """The other seats that have not passed in this auction."""
    return [q for q in range(v.players) if q != me and not v.passed[q]]


def _probes(comp: int) -> Words:
    """SS-4, SS-13: every set is worth 12, but no change is given: the more amounts a set pays exactly, the less
    a seat overpays (1, 2, 4, 5 pays every amount; 2, 2, 4, 4 only the even ones)."""
    exact = _amounts(PROBE_SET_KINDS[comp])
    if len(exact) == sum(PROBE_SET_KINDS[comp]):
        return words("These pay every amount from 1 to 12 exactly: no change is given.")
    return words("These pay {n} of the amounts from 1 to 12 exactly: no change is given.", n=len(exact))


def _amounts(values: tuple[int, ...]) -> set[int]:
    """Every total some of ``values`` add up to."""
    return {sum(pick) for k in range(1, len(values) + 1) for pick in combinations(values, k)}


def _bid(v: SystemeSolaireView, me: int, n: int) -> Words:
    """SS-9..SS-12: the lowest bid keeps the seat in at the least cost; a higher one is put against what the other
    seats still in can pay (their hand values are public): who it shuts out, or what it makes a raise cost.
    Never a fact true of every bid ("others can pay up to 15" followed Bid 8 and Bid 3 alike)."""
    lowest = v.high + 1
    if n <= lowest:
        if v.bidder < 0:
            return words("You must open; if nobody raises, you pay only {n}.", n=n)
        # the real choice is this bid or a pass (playtest 15: "the cheapest bid" told it from a dearer bid only):
        # the winner takes a group first (SS-17.1), a passer's groups are what the others leave
        first = _first_pick(v, me)
        if first is not None:
            return words("Win and you take a group first: {group} adds {n} VP to your front.",
                         group=group_words(first[0]), n=first[1])
        return words("The cheapest bid that keeps you in.")
    rivals = _still_in(v, me)
    most = max((v.hand_values[q] for q in rivals), default=0)
    if n > most:
        return words("No other seat still in can pay more than {most}.", most=most)
    shut = sum(1 for q in rivals if v.hand_values[q] <= n)
    if shut:
        return words("{n} other seat still in cannot pay more than this.",
                     plural="{n} other seats still in cannot pay more than this.", n=shut)
    # every seat still in could raise: what winning gives, and why not lower (playtest 16: "Bid 9" out of 15 on the
    # Learn deal's first screen, said with only the price of a raise, a fact true of every bid)
    first = _first_pick(v, me)
    if first is not None:
        return words("Win to pick first ({group}: +{n} VP); a lower bid is cheaper to outbid.",
                     group=group_words(first[0]), n=first[1])
    return words("A lower bid is cheaper to outbid: a raise now costs {n} or more.", n=n + 1)


def _first_pick(v: SystemeSolaireView, me: int) -> tuple[int, int] | None:
    """The group that adds most VP to the seat's front now (SS-21, SS-23, SS-25) and those VP, or ``None`` where
    no group adds any."""
    front = v.fronts[me]
    best: tuple[int, int] | None = None
    for g, cards in enumerate(v.groups):
        if not cards:
            continue
        gain = max((front_vp(front + tuple(c for c, t in zip(cards, split, strict=True) if t == "f"))
                    for split in assignments(cards, front, False)), default=0) - front_vp(front)
        if gain > 0 and (best is None or gain > best[1]):
            best = (g, gain)
    return best


def _kept(v: SystemeSolaireView) -> Words:
    """A pass spends nothing: the hand is kept whole (SS-10)."""
    if last_round(v):
        return words("Your cards stay in hand for the hand bonus.")
    return words("Your hand (worth {n}) stays for later rounds.", n=hand_value(v.hands[v.seat or 0]))


def _landing(v: SystemeSolaireView, me: int, cards: tuple[int, ...]) -> int:
    """The first of ``cards`` that lands in the seat's front when spent (SS-18: an Earth or Pluto whose name the
    front lacks), or -1."""
    landed = kinds_mask(v.fronts[me])
    for c in cards:
        if TO_FRONT[c] and not landed >> KIND_OF[c] & 1:
            return c
    return -1


def _spent_lands(c: int) -> Words:
    return words("A spent {card} goes to your front for {n} VP.", card=card_words(c), n=FIXED_VP[c])


def _pay(v: SystemeSolaireView, me: int, paid: tuple[int, ...]) -> Words:
    """SS-13: no change is given; an Earth or Pluto spent lands in the front (SS-18)."""
    lands = _landing(v, me, paid)
    if lands >= 0:
        return _spent_lands(lands)
    if hand_value(paid) == v.high:
        # why these cards rather than other exact ones: fewer cards spent, more kept to bid with
        kept = len(v.hands[me]) - len(paid)
        if len(paid) == _fewest(v.hands[me], v.high):
            # "{n} cards": "Pay 4 … 4 stay" read as a value of 4 (playtest 16, 64-fr-hint-pay)
            return words("It pays {bid} exactly with the fewest cards: {n} card stays to bid with.",
                         plural="It pays {bid} exactly with the fewest cards: {n} cards stay to bid with.", bid=v.high,
                         n=kept)
        return words("It pays your bid of {n} exactly: no change is given.", n=v.high)
    if not _makes(v.hands[me], v.high):
        return words("No cards of yours add up to {n} exactly.", n=v.high)
    if len(paid) < _fewest(v.hands[me], v.high):  # why overpay: an exact payment takes more cards
        kept = len(v.hands[me]) - len(paid)
        return words("Fewer cards than paying {bid} exactly: {n} card stays to bid with.",
                     plural="Fewer cards than paying {bid} exactly: {n} cards stay to bid with.", bid=v.high, n=kept)
    return words("It pays your bid of {n}: no change is given.", n=v.high)


def _fewest(hand: tuple[int, ...], n: int) -> int:
    """The fewest of ``hand`` that add up to ``n`` exactly (0: none do)."""
    values = [AUCTION[c] for c in hand]
    return next((k for k in range(1, len(values) + 1) if any(sum(p) == n for p in combinations(values, k))), 0)


def _makes(hand: tuple[int, ...], n: int) -> bool:
    """Whether some of ``hand`` add up to ``n`` exactly."""
    values = [AUCTION[c] for c in hand]
    return any(sum(pick) == n for k in range(1, len(values) + 1) for pick in combinations(values, k))


def _select(v: SystemeSolaireView, me: int, chosen: tuple[int, ...]) -> Words:
    """SS-15..SS-17: a spent Earth or Pluto lands in the front; a total above what any other selecting seat holds
    comes before them all; one card is required, the least the seat holds costs least; else the trade itself."""
    lands = _landing(v, me, chosen)
    if lands >= 0:
        return _spent_lands(lands)
    others = [q for q in v.selectors if q != me]
    most = max((v.hand_values[q] for q in others), default=0)
    total = hand_value(chosen)
    if others and total > most:
        return words("{n} beats any total the others can reveal ({most} at most).", n=total, most=most)
    hand = v.hands[me]
    if len(chosen) == 1 and hand and AUCTION[chosen[0]] == min(AUCTION[c] for c in hand):
        if sum(1 for c in hand if AUCTION[c] == AUCTION[chosen[0]]) > 1:  # Venus beside a Probe 2: not "the least"
            return words("One card must be spent: none of yours is worth less.")
        if last_round(v):  # what stays in hand now counts for the hand bonus (SS-26)
            return words("One card must be spent; {n} stays in hand for the hand bonus.", n=hand_value(hand) - total)
        return words("One card must be spent: this one is worth least.")
    if last_round(v):
        return words("Higher totals choose sooner; {n} stays in hand for the hand bonus.", n=hand_value(hand) - total)
    return words("Higher totals choose sooner; {n} stays in your hand.", n=hand_value(hand) - total)


def _take(v: SystemeSolaireView, me: int, group: tuple[int, ...], target: str) -> Words | None:
    """SS-19..SS-23: front cards score VP now (a Sun counts the front's cards), hand cards are money for later bids
    and reveals, or in the last round count for the hand bonus."""
    front = v.fronts[me]
    to_front = tuple(c for c, t in zip(group, target, strict=True) if t == "f")
    to_hand = tuple(c for c, t in zip(group, target, strict=True) if t == "h")
    gain = front_vp(front + to_front) - front_vp(front)
    money = hand_value(to_hand)
    if not to_hand:
        return words("Your front gains {n} VP now.", n=gain)
    if last_round(v):
        if not to_front:
            return words("Cards in hand count for the hand bonus.")
        return words("Your front gains {n} VP; the rest is for the hand bonus.", n=gain)
    if not to_front:
        lands = _landing(v, me, to_hand)
        if lands >= 0:
            return words("{money} more to bid with; a spent {card} lands in front later.", money=money,
                         card=card_words(lands))
        return words("{money} more in hand to bid and reveal with later.", money=money)
    lands = _landing(v, me, to_hand)
    if lands >= 0:  # the Pluto (or Earth) kept in hand is the reason it goes there: spent, it lands in front
        return words("Your front gains {n} VP now; the {card} in hand lands in front once spent.", n=gain,
                     card=card_words(lands))
    return words("Your front gains {n} VP now, your hand {money} to bid with.", n=gain, money=money)
