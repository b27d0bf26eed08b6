"""``state_from_view``: a full Système Solaire state a seat cannot tell from the real one (``resample``).

What a seat cannot see: the other hands' contents (their sizes and values
are public), the other seats' unrevealed selections, the deck order and the
cards set aside unseen. All of it is dealt again from the view alone
(``deal`` finds hands of the right sizes and values); a fresh seed is drawn.
"""

from __future__ import annotations

import random
from itertools import repeat, starmap

from engine.core import HIDDEN
from engine.systeme_solaire.cards import DECK_SIZE
from engine.systeme_solaire.deal import CLASS_OF, N_CLASSES, deal_counts, deal_with_winner
from engine.systeme_solaire.state import PAY, SELECT, State
from engine.systeme_solaire.view import SystemeSolaireView

_ALL = frozenset(range(DECK_SIZE))
_NO_ARGS = tuple(repeat((), DECK_SIZE))


def state_from_view(v: SystemeSolaireView, rng: random.Random) -> State:
    """A full state that gives ``v.seat`` exactly the view ``v``; everything it cannot see is re-dealt."""
    n = v.players
    rnd = rng.random
    seen = [v.discard, v.removed, v.payment, *v.fronts, *v.groups]
    seen += [cards for _, cards in v.probe_sets]
    if v.drawn >= 0:
        seen.append((v.drawn,))
    hidden = []
    for q in range(n):
        h = v.hands[q]
        if h and h[0] == HIDDEN:
            hidden.append(q)
        else:
            seen.append(h)
    sizes = [v.hand_sizes[q] for q in hidden]
    targets = [v.hand_values[q] for q in hidden]
    keys = list(starmap(rnd, _NO_ARGS))  # one random float per card id, made in C
    pool = sorted(_ALL.difference(*seen), key=keys.__getitem__)  # a random order
    # The winner's picks are public and stay in its hand until it pays. They go in
    # ascending id order and each was offered only if the cards above it could
    # complete the bid, so the hand surely holds that much above the last pick.
    paying = v.winner if v.phase == PAY and v.winner in hidden else -1
    fixed: tuple[int, ...] = ()
    if paying >= 0:
        found = deal_with_winner(pool, sizes, targets, hidden.index(paying), v.payment, v.high, rnd)
        if found is None:
            raise AssertionError("no way to deal the hidden hands (inconsistent view)")
        fixed, counts, pool = found
    else:
        counts = deal_counts([CLASS_OF[c] for c in pool], sizes, targets, rnd)
        if counts is None:
            raise AssertionError("no way to deal the hidden hands (inconsistent view)")
    # The cards: of each class a hand takes the last ones in the pool's random order.
    buckets: list[list[int]] = [[] for _ in range(N_CLASSES)]
    for c in pool:
        buckets[CLASS_OF[c]].append(c)
    hands = list(v.hands)
    dealt: set[int] = set()
    for j, q in enumerate(hidden):
        got = list(v.payment + fixed) if q == paying else []
        row = counts[j]
        for cls in range(N_CLASSES):
            k = row[cls]
            if k:
                b = buckets[cls]
                got += b[-k:]
                del b[-k:]
        hands[q] = tuple(got)
        dealt.update(got)
    rest = [c for c in pool if c not in dealt]  # still in the random order
    if len(rest) != v.deck + v.unseen:
        raise AssertionError("the view does not add up to 60 cards")
    selections: list[tuple[int, ...]] = [()] * n
    if v.phase == SELECT:
        me = v.seat
        for q in v.selectors:
            if q == me:
                selections[q] = v.selection
            elif v.chosen[q] or q == v.to_act:
                # An unrevealed selection: any cards of that hand, at least one once the seat is done.
                h = hands[q]  # already in a random order
                least = 1 if v.chosen[q] else 0
                size = least + int(rnd() * (len(h) + 1 - least))
                selections[q] = tuple(sorted(h[:size]))
    return State(
        players=n, seed=rng.randrange(1 << 30), shuffles=1, variant=v.variant, round=v.round,
        phase=v.phase, actor=-1 if v.to_act is None else v.to_act, marker=v.marker,
        deck=tuple(rest[: v.deck]), groups=v.groups, taken=v.taken, hands=hands,
        values=list(v.hand_values), fronts=list(v.fronts), vps=list(v.front_vp), discard=v.discard,
        removed=v.removed, unseen=tuple(rest[v.deck :]), sets=v.probe_sets, drawn=v.drawn,
        to_draw=v.to_draw, high=v.high, bidder=v.bidder, passed=_MASK[v.passed], bids=v.bids,
        winner=v.winner,
        picks=v.payment, selectors=v.selectors, selections=selections, chosen=_MASK[v.chosen],
        totals=v.totals, revealed=v.revealed, order=v.order, reasons=v.reasons, taking=v.taking,
        final=v.final,
    )  # fmt: skip


# A per-seat tuple of flags back to the bit mask the state keeps.
_MASK = {
    tuple(bool(m >> q & 1) for q in range(n)): m for n in (3, 4, 5) for m in range(1 << n)
}
