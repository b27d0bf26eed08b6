"""Rule facts several parts of the Système Solaire engine share: group layout, legal
assignments (SS-21..SS-23), the selection order (SS-17), the final scoring (SS-25..SS-27) and the split of a
group that scores most in the last round.

The rules, the view, the checks, the words and the bot all ask these
questions, so they are answered in one place.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, NamedTuple

from engine.systeme_solaire.cards import AUCTION, IS_PROBE, KIND_OF, card_vp, front_vp, hand_value

HAND = "h"
FRONT = "f"
# Every assignment string of a group, by group size: one letter per card, in group order.
ASSIGNMENTS: dict[int, tuple[str, ...]] = {1: ("h", "f"), 2: ("hh", "hf", "fh", "ff")}
BONUS_PER_CARD = 2  # SS-26

# Why a seat comes before the next one in the selection order (``State.reasons``).
BY_AUCTION = "auction"  # it won the auction (SS-17.1)
BY_TOTAL = "total"  # a higher revealed total (SS-17.2)
BY_CARDS = "cards"  # the same total, but it revealed cards and the next seat had an empty hand (SS-17.3)
BY_MARKER = "marker"  # the same total and both revealed (or both had nothing): nearer the marker (SS-17.4)
LAST = "last"  # the last place: nobody after it


def layout_group(i: int, players: int) -> int:
    """SS-8: the group (0-based) of the i-th card drawn (0-based): card g and card g + n go to group g."""
    return i % players


def kinds_mask(cards: Sequence[int]) -> int:
    """A bit per card name present."""
    m = 0
    for c in cards:
        m |= 1 << KIND_OF[c]
    return m


def assignments(group: Sequence[int], front: Sequence[int], must_keep: bool) -> tuple[str, ...]:
    """The legal ways to split a taken group between hand ("h") and front ("f").

    SS-21: a name already in the front goes to hand, and two cards of one name
    cannot both go to the front; SS-23: a probe never goes to the front;
    SS-22: ``must_keep`` (empty hand, not the last round) needs one card in hand.
    """
    mask = kinds_mask(front)
    out = []
    for a in ASSIGNMENTS[len(group)]:
        seen = mask
        ok = not must_keep or HAND in a
        for c, where in zip(group, a, strict=True):
            if where == FRONT and ok:
                bit = 1 << KIND_OF[c]
                if IS_PROBE[c] or seen & bit:
                    ok = False
                seen |= bit
        if ok:
            out.append(a)
    return tuple(out)


def selection_order(
    players: int, winner: int, marker: int, totals: Sequence[int], had_cards: Sequence[bool]
) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """SS-17 (R-4, R-5): the order of group selection, and per place why that seat precedes the next.

    The winner (if any) first; then by total, highest first; among equal totals
    seats that revealed cards before seats with an empty hand; then by
    counterclockwise distance from the marker holder, ``(marker - seat) mod n``.
    """
    others = [q for q in range(players) if q != winner]
    others.sort(key=lambda q: (-totals[q], not had_cards[q], (marker - q) % players))
    order = ([winner] if winner >= 0 else []) + others
    reasons = []
    for i, q in enumerate(order):
        if i == 0 and winner >= 0:
            reasons.append(BY_AUCTION)
        elif i == len(order) - 1:
            reasons.append(LAST)
        else:
            nxt = order[i + 1]
            if totals[q] != totals[nxt]:
                reasons.append(BY_TOTAL)
            elif had_cards[q] != had_cards[nxt]:
                reasons.append(BY_CARDS)
            else:
                reasons.append(BY_MARKER)
    return tuple(order), tuple(reasons)


class SeatScore(NamedTuple):
    """One seat's end result (SS-25, SS-26)."""

    front: tuple[tuple[int, int], ...]  # (card, VP) per front card; the Sun's VP is computed
    front_vp: int
    hand: tuple[int, ...]
    hand_value: int
    bonus: int  # SS-26: 2 VP per hand card for the highest hand value(s), else 0
    total: int


class FinalResult(NamedTuple):
    """The end of the game: scores per seat and the winner (SS-27, R-8)."""

    seats: tuple[SeatScore, ...]
    bonus_seats: tuple[int, ...]  # the seats tied for the highest hand value (all of them gain the bonus)
    winners: tuple[int, ...]  # the winner: always one seat, the tie-break decides
    tied: tuple[int, ...]  # the seats on the top total before the tie-break
    tie_break: bool  # the SS-27 tie-break decided the winner


def final_result(hands: Sequence[tuple[int, ...]], fronts: Sequence[tuple[int, ...]]) -> FinalResult:
    """SS-25..SS-27 with R-8 and R-9 (every hand empty: everyone ties at 0 and gains 0)."""
    n = len(hands)
    values = [hand_value(h) for h in hands]
    top_hand = max(values)
    bonus_seats = tuple(q for q in range(n) if values[q] == top_hand)
    seats = []
    for q in range(n):
        front = fronts[q]
        vp = front_vp(front)
        bonus = BONUS_PER_CARD * len(hands[q]) if q in bonus_seats else 0
        seats.append(
            SeatScore(tuple((c, card_vp(c, front)) for c in front), vp, hands[q], values[q], bonus, vp + bonus)
        )
    totals = [sc.total for sc in seats]
    top = max(totals)
    tied = tuple(q for q in range(n) if totals[q] == top)
    winner = min(tied, key=lambda q: (0 - q) % n)
    return FinalResult(tuple(seats), bonus_seats, (winner,), tied, len(tied) > 1)


def last_round_split(v: Any, g: int, legal: Collection[str]) -> str:
    """The last round (SS-24): of the ``legal`` splits of group ``g`` for the seat taking it, the one that scores
    most for it at the end — its front's VP (SS-25) and the hand bonus (SS-26). A hand card scores only through the
    bonus, counted only when no other hand can beat this one any more (a seat still to take may add the richest group
    left to its hand); at equal VP, more cards go to the front, where their VP are sure."""
    me = v.order[v.taking]
    group, front, hand = v.groups[g], v.fronts[me], v.hands[me]
    left = [sum(AUCTION[c] for c in cards) for k, cards in enumerate(v.groups) if cards and k != g]
    later = set(v.order[v.taking + 1:])
    best = max((x + (max(left, default=0) if q in later else 0) for q, x in enumerate(v.hand_values) if q != me),
               default=0)

    def worth(split: str) -> tuple[int, int]:
        kept = hand + tuple(c for c, w in zip(group, split, strict=True) if w == HAND)
        bonus = BONUS_PER_CARD * len(kept) if hand_value(kept) >= best else 0
        return front_vp(front + tuple(c for c, w in zip(group, split, strict=True) if w == FRONT)) + bonus, \
            split.count(FRONT)

    return max(sorted(legal), key=worth)


def start_split(v: Any, g: int, legal: Collection[str], ranked: Sequence[tuple[Any, int, float]] | None = None,
                aimed: Any = None) -> tuple[str, str]:
    """How group ``g``'s Hand / Front toggles start when no advice names a split, and why: in the last round where
    the cards score more (``last_round_split``: one click on Take sent a Sun worth 6 VP to the hand, playtest 19,
    78.png); before it as the Normal computer would split it in the seat's place (``ai.take_split``), said so by the
    note, since all in hand banked a Neptune worth 4 VP as 3 of money on one click of Take (playtest 20, 63a.png).
    Where the review's own ranking of the takes is given (``engine.review.best_search``'s), the split of ``g`` it
    rates best: the review marked keeping the Normal computer's split (playtest 24, 53.png). ``aimed``: the take the
    seat's winning bid's reason named (``advice.aimed_take``), kept where that ranking puts it less than the review's
    least mark (an Inaccuracy) below the group's best, so keeping it is not marked: the auction sold a group for
    "+4 VP, +3 to bid", then its cards started all in front (playtest 25); said "aimed" before the last round (whose
    own note says the cards start where they score more)."""
    kind = "engine" if v.deck else "last"
    if ranked and aimed is not None and aimed.card == g and aimed.target in legal:
        from engine.review import declared  # the review reads every game: imported here, not above

        means = {a.target: m for a, _n, m in ranked if a.kind == "take" and a.card == g}
        least = declared("systeme_solaire").review_thresholds.inaccuracy
        if aimed.target in means and max(means.values()) - means[aimed.target] < least:
            # said as the bid's: "where the computer would put them" read as an opponent's placement (playtest 26)
            return ("aimed" if v.deck else kind), aimed.target
    best = next((a.target for a, _n, _m in ranked or () if a.kind == "take" and a.card == g and a.target in legal),
                None)
    if best is not None:
        return kind, best
    if not v.deck:  # SS-24: the round that empties the deck is the last
        return "last", last_round_split(v, g, legal)
    # the bot reads these rule facts: imported here, not above
    from engine.systeme_solaire.ai import take_split

    return "engine", take_split(v, g, legal)
