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
from engine.systeme_solaire.cards import AUCTION, FIXED_VP, KIND_OF, TO_FRONT, front_vp, hand_value
from engine.systeme_solaire.facts import kinds_mask
from engine.systeme_solaire.kinds import ActionKind, Phase
from engine.systeme_solaire.view import SystemeSolaireView
from engine.systeme_solaire.words import card_words


def reason(v: SystemeSolaireView, a: Action) -> Words | None:
    """Why ``a`` is worth making for the seat whose view ``v`` is (it must be the seat to act), or ``None``."""
    me = v.seat
    if me is None or v.to_act != me:
        return None
    if a.kind == ActionKind.BID:
        return _bid(v, me, a.card)
    if a.kind == ActionKind.PASS:
        return _kept(v)
    if a.kind == ActionKind.PAY and v.phase == Phase.PAY:
        return _pay(v, me, whole_payment(v, a.card))
    if a.kind == ActionKind.PAID:
        return words("Your bid of {n} is covered: the rest stays in your hand.", n=v.high)
    if a.kind == ActionKind.SELECT and v.phase == Phase.SELECT:
        return _select(v, me, whole_selection(v, a.card))
    if a.kind == ActionKind.DONE:
        return words("The rest of your hand stays for later.")
    if a.kind == ActionKind.TAKE and 0 <= a.card < len(v.groups) and len(v.groups[a.card]) == len(a.target):
        return _take(v, me, v.groups[a.card], a.target)
    return None


def last_round(v: SystemeSolaireView) -> bool:
    """The deck is empty: this round is the last (SS-24), and a hand counts for the hand bonus (SS-26)."""
    return v.deck == 0 and v.phase != Phase.LAY


def _still_in(v: SystemeSolaireView, me: int) -> list[int]:
    """The other seats that have not passed in this auction."""
    return [q for q in range(v.players) if q != me and not v.passed[q]]


def _bid(v: SystemeSolaireView, me: int, n: int) -> Words:
    """SS-9..SS-12: the lowest bid keeps the seat in at the least cost; a higher one is put against what the other
    seats still in can pay (their hand values are public)."""
    lowest = v.high + 1
    if n <= lowest:
        if v.bidder < 0:
            return words("The first player must open: the lowest bid costs least.")
        return words("The cheapest bid that keeps you in.")
    rivals = _still_in(v, me)
    most = max((v.hand_values[q] for q in rivals), default=0)
    if n > most:
        return words("No other seat still in can pay more than {most}.", most=most)
    return words("Others still in can pay up to {most}.", most=most)


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
        return words("It pays your bid of {n} exactly: no change is given.", n=v.high)
    if not _makes(v.hands[me], v.high):
        return words("No cards of yours add up to {n} exactly.", n=v.high)
    return words("It pays your bid of {n}: no change is given.", n=v.high)


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
        return words("One card must be spent: this one is worth least.")
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
    return words("Your front gains {n} VP now, your hand {money} to bid with.", n=gain, money=money)
