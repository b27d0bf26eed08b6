"""The constrained deal behind ``resample``: hidden hands of a given size and value.

A seat sees every other hand's size and value but not its cards. Dealing
the unseen cards again means giving each hidden hand exactly its size and
its value, with every unseen probe in some hand (probes never enter the
deck). The constraint is on values only, so the deal works on counts per
*class* (a card's value; probes apart from solar cards): a random deal of
the unseen cards, then swaps that close each hand's gap to its value (with
the cards left over, or with a hand not fixed yet); a few fresh deals if the
swaps get stuck; and last an exhaustive search over class counts, which
always finds a deal when there is one.

A winner in the middle of its payment adds one public fact (see
``deal_with_winner``), so its hand is dealt first, by class and by position
relative to its last pick.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engine.systeme_solaire.cards import AUCTION, DECK_SIZE, IS_PROBE, hand_value

N_CLASSES = 11  # solar cards by value 0..5, then probes by value 1..5 as classes 6..10
CLASS_OF: tuple[int, ...] = tuple(AUCTION[c] + 5 if IS_PROBE[c] else AUCTION[c] for c in range(DECK_SIZE))
CLASS_VALUE: tuple[int, ...] = (0, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5)
SOLAR_CLASSES = range(6)

WINNER_TRIES = 8  # random winner's hands tried before going through all of them


def deal_with_winner(
    pool: list[int], sizes: list[int], targets: list[int], j: int, picks: tuple[int, ...], bid: int,
    rnd: Callable[[], float],
) -> tuple[tuple[int, ...], list[list[int]], list[int]] | None:
    """The paying winner's hidden cards first, then the other hands (``deal_counts``).

    The winner's picks are public and stay in its hand until it pays. They go
    in ascending id order and each was offered only if the cards above it
    could complete the bid, so everyone knows the hand holds at least the
    missing value in cards above the last pick: its cards are chosen by class
    and by being above or below that pick. Returns (the winner's cards besides
    its picks, the other hands' class counts, the pool left).
    """
    k = sizes[j] - len(picks)
    value = targets[j] - hand_value(picks)
    need = bid - hand_value(picks)
    last = picks[-1] if picks else -1
    by: list[list[int]] = [[] for _ in range(2 * N_CLASSES)]  # class * 2 + (above the last pick)
    for c in pool:
        by[CLASS_OF[c] * 2 + (c > last)].append(c)
    # Probes end in hands: the winner takes those the other hands have no room for.
    least_probes = sum(1 for c in pool if IS_PROBE[c]) - (sum(sizes) - sizes[j])
    others_sizes, others_targets = sizes[:], targets[:]
    others_sizes[j] = others_targets[j] = 0
    present = [cls for cls in range(2 * N_CLASSES) if by[cls]]

    def rest_of(comp: list[tuple[int, int]]) -> tuple[tuple[int, ...], list[list[int]], list[int]] | None:
        fixed = tuple(c for cls, x in comp for c in by[cls][:x])
        taken = set(fixed)
        rest = [c for c in pool if c not in taken]
        counts = deal_counts([CLASS_OF[c] for c in rest], others_sizes, others_targets, rnd)
        return None if counts is None else (fixed, counts, rest)

    # A few winner's hands from random class orders first (each the first that fits), for variety;
    # then every winner's hand in turn, so a deal is found whenever there is one.
    for _ in range(WINNER_TRIES):
        keys = {cls: rnd() for cls in present}
        order = sorted(present, key=keys.__getitem__)
        comp = next(_winner_compositions(order, by, k, value, need, least_probes), None)
        if comp is None:
            return None
        found = rest_of(comp)
        if found is not None:
            return found
    for comp in _winner_compositions(present, by, k, value, need, least_probes):
        found = rest_of(comp)
        if found is not None:
            return found
    return None


def _winner_compositions(
    order: list[int], by: list[list[int]], k: int, value: int, need: int, least_probes: int
) -> Iterator[list[tuple[int, int]]]:
    """(class, count) lists: ``k`` cards worth ``value``, ``need`` of it above the last pick."""
    comp: list[tuple[int, int]] = []

    def rec(i: int, r: int, left: int, up: int, probes: int) -> Iterator[list[tuple[int, int]]]:
        if r == 0:
            if left == 0 and up >= need and probes >= least_probes:
                yield list(comp)
            return
        if i == len(order) or left < 0 or left > 5 * r or up + 5 * r < need or probes + r < least_probes:
            return
        cls = order[i]
        val = CLASS_VALUE[cls // 2]
        hi = min(len(by[cls]), r, left // val if val else r)
        for x in range(hi, -1, -1):
            if x:
                comp.append((cls, x))
            yield from rec(i + 1, r - x, left - val * x, up + (val * x if cls & 1 else 0),
                           probes + (x if cls // 2 > 5 else 0))  # fmt: skip
            if x:
                comp.pop()

    yield from rec(0, k, value, 0, 0)


RESTARTS = 4  # random deals tried before the exhaustive search


def deal_counts(
    classes: list[int], sizes: list[int], targets: list[int], rnd: Callable[[], float]
) -> list[list[int]] | None:
    """Per hidden hand, how many cards of each class it gets: ``sizes[j]`` cards worth ``targets[j]``.

    ``classes`` are the classes of the unseen cards in a random order. Every
    probe goes to a hand; solar cards fill the other hand slots, and what is
    left over stays out (the deck and the unseen cards). The first deal takes
    the cards in their random order; swaps then close each hand's gap. If
    they get stuck, a few fresh deals are tried (which solar cards go to the
    hands at all is drawn first, fitted to the hands' total value, then split
    between the hands), and last an exhaustive search. None if there is no way.
    """
    m = len(sizes)
    if not m:
        return []
    avail = [0] * N_CLASSES
    for cls in classes:
        avail[cls] += 1
    extra = sum(sizes) - sum(avail[6:])
    if extra < 0:
        return None  # more unseen probes than hidden hand slots
    dealt = []
    left = avail[:6]  # solar cards not dealt, by value
    for cls in classes:
        if cls > 5:
            dealt.append(cls)
        elif extra:
            dealt.append(cls)
            left[cls] -= 1
            extra -= 1
    # Bring the dealt cards to the hands' total value first: then swaps between hands do the rest.
    d = sum(targets) - sum(CLASS_VALUE[cls] for cls in dealt)
    while d:
        sign = 1 if d > 0 else -1
        for step in range(min(abs(d), 5), 0, -1):
            t = step * sign
            a = next((a for a in SOLAR_CLASSES if 0 <= a + t <= 5 and left[a + t] and a in dealt), -1)
            if a >= 0:
                dealt[dealt.index(a)] = a + t
                left[a] += 1
                left[a + t] -= 1
                d -= t
                break
        else:
            break
    # The same cards split another way before anything is drawn again: rotations of the deal.
    size = len(dealt)
    for shift in (0, size // 2, size // 3, 2 * size // 3):
        rows = _rows(dealt[shift:] + dealt[:shift], sizes)
        if _fit(rows, targets, avail):
            return rows
    probe_value = sum(avail[cls] * CLASS_VALUE[cls] for cls in range(6, N_CLASSES))
    extra = sum(sizes) - sum(avail[6:])
    for _ in range(RESTARTS):
        sol = _draw(avail[:6], extra, rnd)
        if _solar_fit(sol, avail, sum(targets) - probe_value):
            rows = _split_hands(sol + avail[6:], sizes, rnd)
            if _fit(rows, targets, avail):
                return rows
    return _exhaustive(avail, sizes, targets)


def _rows(dealt: list[int], sizes: list[int]) -> list[list[int]]:
    """Class counts per hand when the hands take ``dealt`` in turn, ``sizes[j]`` classes each."""
    rows = []
    pos = 0
    for k in sizes:
        row = [0] * N_CLASSES
        for cls in dealt[pos : pos + k]:
            row[cls] += 1
        pos += k
        rows.append(row)
    return rows


def _fit(rows: list[list[int]], targets: list[int], avail: list[int]) -> bool:
    """Close every hand's gap to its target by swaps (``rows`` change); False if stuck."""
    left = avail[:6]
    for row in rows:
        for cls in SOLAR_CLASSES:
            left[cls] -= row[cls]
    # Hands holding the most probes first: a probe can move only to another hand,
    # and a later hand can still be fixed with the left-over cards.
    perm = sorted(range(len(rows)), key=lambda j: -sum(rows[j][6:]))
    order = [rows[j] for j in perm]  # the same lists: fixing them fixes ``rows``
    gaps = []
    for i, row in enumerate(order):
        total = 0
        for cls in range(N_CLASSES):
            if row[cls]:
                total += row[cls] * CLASS_VALUE[cls]
        gaps.append(targets[perm[i]] - total)
    return all(not gaps[j] or _close_gap(j, order, gaps, left) for j in range(len(order)))


def _draw(counts: list[int], k: int, rnd: Callable[[], float]) -> list[int]:
    """``k`` cards drawn at random from class counts: the counts drawn per class."""
    left = counts[:]
    total = sum(left)
    out = [0] * len(counts)
    for _ in range(k):
        r = int(rnd() * total)
        cls = 0
        while r >= left[cls]:
            r -= left[cls]
            cls += 1
        left[cls] -= 1
        out[cls] += 1
        total -= 1
    return out


def _solar_fit(sol: list[int], avail: list[int], goal: int) -> bool:
    """Swap solar cards between the hands' share ``sol`` and the left-over ones until ``sol`` is worth ``goal``."""
    d = goal - sum(n * v for v, n in enumerate(sol))
    while d:
        sign = 1 if d > 0 else -1
        for step in range(min(abs(d), 5), 0, -1):
            t = step * sign
            a = next((a for a in SOLAR_CLASSES if sol[a] and 0 <= a + t <= 5 and avail[a + t] > sol[a + t]), -1)
            if a >= 0:
                sol[a] -= 1
                sol[a + t] += 1
                d -= t
                break
        else:
            return False
    return True


def _split_hands(counts: list[int], sizes: list[int], rnd: Callable[[], float]) -> list[list[int]]:
    """The hand cards (class counts, all of them dealt) split at random into hands of ``sizes``."""
    rows = []
    left = counts[:]
    for k in sizes[:-1]:
        row = _draw(left, k, rnd)
        for cls in range(N_CLASSES):
            left[cls] -= row[cls]
        rows.append(row)
    rows.append(left)
    return rows


def _close_gap(j: int, hands: list[list[int]], gaps: list[int], left: list[int]) -> bool:
    """Swaps that bring hand ``j`` to its value, with a later hand or with the left-over solar cards.

    Each swap moves hand ``j`` toward its target without overshooting, so
    its gap shrinks every time. False if no swap helps.
    """
    row = hands[j]
    d = gaps[j]
    while d:
        best = _best_swap(j, row, hands, gaps, left, d)
        if best is None:
            return False
        jj, a, b = best
        d -= CLASS_VALUE[b] - CLASS_VALUE[a]
        row[a] -= 1
        row[b] += 1
        if jj < 0:
            left[a] += 1
            left[b] -= 1
        else:
            hands[jj][b] -= 1
            hands[jj][a] += 1
            gaps[jj] += CLASS_VALUE[b] - CLASS_VALUE[a]  # jj gives b and gets a
    gaps[j] = 0
    return True


def _best_swap(
    j: int, row: list[int], hands: list[list[int]], gaps: list[int], left: list[int], d: int
) -> tuple[int, int, int] | None:
    """(partner, class out, class in) of a swap toward gap ``d``; partner -1: the left-over cards.

    In order of preference, the largest step first: a swap that also shrinks
    a later hand's gap without handing it a probe, or one with the left-over
    cards (nobody else changes); then such a swap that hands over a probe;
    then any swap with a later hand. Probes handed on late are the usual
    dead end: a hand of probes alone can change only with an earlier hand.
    """
    sign = 1 if d > 0 else -1
    top = min(abs(d), 5)
    mine = [a for a in range(N_CLASSES) if row[a]]
    later = []  # (hand, {value: a class of that value it holds, probes first})
    for jj in range(j + 1, len(hands)):
        other = hands[jj]
        have: dict[int, int] = {}
        for b in _PROBES_FIRST:
            if other[b]:
                have.setdefault(CLASS_VALUE[b], b)
        later.append((jj, have))
    for step in range(top, 0, -1):
        t = step * sign
        for jj, have in later:
            g = gaps[jj]
            if abs(g + t) < abs(g):
                for a in mine:
                    if a < 6:
                        b = have.get(a + t)
                        if b is not None:
                            return jj, a, b
        for a in mine:  # probes never leave the hands
            b = a + t
            if a < 6 and 0 <= b <= 5 and left[b]:
                return -1, a, b
    for mutual in (True, False):
        for step in range(top, 0, -1):
            t = step * sign
            for jj, have in later:
                g = gaps[jj]
                if not mutual or abs(g + t) < abs(g):
                    for a in mine:
                        b = have.get(CLASS_VALUE[a] + t)
                        if b is not None:
                            return jj, a, b
    return None


_PROBES_FIRST = tuple(range(N_CLASSES - 1, -1, -1))


def _exhaustive(avail: list[int], sizes: list[int], targets: list[int]) -> list[list[int]] | None:
    """Class counts for every hand by plain search (the swaps got stuck); None if there is none."""
    probes = sum(avail[6:])
    m = len(sizes)
    out: list[list[int]] = []

    def fill(j: int, probes_left: int, slots_left: int) -> bool:
        if j == m:
            return probes_left == 0
        after = slots_left - sizes[j]
        for comp in _compositions(avail, sizes[j], targets[j]):
            p = sum(comp[6:])
            if probes_left - p > after:
                continue
            for cls in range(N_CLASSES):
                avail[cls] -= comp[cls]
            out.append(list(comp))
            if fill(j + 1, probes_left - p, after):
                return True
            out.pop()
            for cls in range(N_CLASSES):
                avail[cls] += comp[cls]
        return False

    return out if fill(0, probes, sum(sizes)) else None


def _compositions(avail: list[int], k: int, value: int) -> Iterator[tuple[int, ...]]:
    """Every way to take ``k`` cards worth ``value`` from the class counts ``avail``."""
    comp = [0] * N_CLASSES

    def rec(cls: int, k: int, value: int) -> Iterator[tuple[int, ...]]:
        if cls < 0:
            if k == 0 and value == 0:
                yield tuple(comp)
            return
        val = CLASS_VALUE[cls]
        hi = min(avail[cls], k, value // val) if val else min(avail[cls], k)
        for x in range(hi, -1, -1):
            comp[cls] = x
            yield from rec(cls - 1, k - x, value - val * x)
        comp[cls] = 0

    # Probes first (classes 10..6), so the search places them while it can.
    yield from rec(N_CLASSES - 1, k, value)
