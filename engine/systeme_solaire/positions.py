"""A builder of explicit Système Solaire positions, for tests and tools (left out of the browser package: the
game never builds a position by hand)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.systeme_solaire.cards import DECK_SIZE, N_PROBES, card_id, front_vp, hand_value
from engine.systeme_solaire.state import BID, CARDS_PER_ROUND, ROUNDS, SELECT, TAKE, Pile, State, blank

Cards = Iterable[int | str]


def _ids(cards: Cards, free: set[int]) -> Pile:
    """Card ids for names or ids: a name takes its lowest free copy."""
    out = []
    for c in cards:
        if isinstance(c, str):
            base = card_id(c)
            got = next((i for i in range(base, base + 4) if i in free), -1)
            if got < 0:
                raise ValueError(f"no free copy of {c!r} left")
            c = got
        if c not in free:
            raise ValueError(f"card {c} placed twice (or not a card)")
        free.discard(c)
        out.append(c)
    return tuple(out)


def position(
    players: int,
    *,
    hands: Mapping[int, Cards] | None = None,
    fronts: Mapping[int, Cards] | None = None,
    groups: Sequence[Cards] | None = None,
    deck: Cards | None = None,
    discard: Cards = (),
    removed: Cards = (),
    round: int = 1,
    marker: int = 0,
    phase: str = BID,
    winner: int = -1,
    order: Sequence[int] = (),
    variant: bool = False,
    seed: int = 0,
    events: list[Any] | None = None,
) -> State:
    """An explicit position and the events of reaching it, for tests and tools.

    Cards are given by name (``"Mars"``, ``"Probe 3"`` or ``"P3"``: the lowest
    free copy) or by id. ``deck`` lists the deck from the top; by default it
    holds just enough cards (taken from those placed nowhere) for the rounds
    after ``round``, or for this one too with ``phase="layout"``. The other
    solar cards placed nowhere are set aside unseen and the probes placed nowhere
    are set aside face up (as in the three-player set-up), so ``check``
    accounts for all 60.

    ``phase`` says where the position starts, and the engine then runs what
    happens there by itself (automatic passes, skipped selectors, ...):
    ``"layout"`` (the round starts: the marker holder lays out from ``deck``),
    ``"bid"`` (the auction opens on ``groups``), ``"select"`` (the order
    reveal starts after ``winner`` won and paid, or with ``winner=-1`` after
    an auction nobody could open), ``"take"`` (group selection in ``order``).
    ``groups`` gives one group per seat except at ``"layout"``. The events of
    those automatic steps are appended to ``events`` when it is given.
    """
    from engine.systeme_solaire import mechanics

    free = set(range(DECK_SIZE))
    s = blank(players, seed, variant)
    s.round = round
    s.marker = marker
    s.shuffles = 1
    s.hands = [_ids((hands or {}).get(p, ()), free) for p in range(players)]
    s.values = [hand_value(h) for h in s.hands]
    s.fronts = [_ids((fronts or {}).get(p, ()), free) for p in range(players)]
    s.vps = [front_vp(f) for f in s.fronts]
    s.discard = _ids(discard, free)
    s.removed = _ids(removed, free)
    laid = [_ids(g, free) for g in (groups or ())]
    k = CARDS_PER_ROUND[players]
    if deck is None:
        rest = sorted(c for c in free if c >= N_PROBES)
        need = k * (ROUNDS - round + (phase == "layout"))
        top = tuple(rest[:need])
    else:
        top = _ids(deck, free)
    s.deck = top[::-1]
    left = free.difference(top)
    s.removed += tuple(sorted(c for c in left if c < N_PROBES))  # probes never go unseen or to the deck
    s.unseen = tuple(sorted(c for c in left if c >= N_PROBES))
    ev: list[Any] = [] if events is None else events
    if phase == "layout":
        s.round = round - 1
        mechanics.start_round(s, ev)
        return s
    if len(laid) != players:
        raise ValueError(f"give one group per seat ({players}), not {len(laid)}")
    s.groups = tuple(laid)
    if phase == BID:
        mechanics.open_auction(s, ev)
    elif phase == SELECT:
        s.winner = winner
        mechanics.start_selection(s, ev)
    elif phase == TAKE:
        if sorted(order) != list(range(players)):
            raise ValueError(f"the order must name every seat once, not {order!r}")
        s.winner = winner
        s.order = tuple(order)
        s.reasons = ("",) * players
        s.totals = (0,) * players
        s.revealed = ((),) * players
        s.phase = TAKE
        s.actor = s.order[0]
    else:
        raise ValueError(f"a position starts at 'layout', 'bid', 'select' or 'take', not {phase!r}")
    return s
