"""``state_from_view``: a full Al Cabohne state a seat cannot tell from the real one (``resample``)."""

from __future__ import annotations

import random

from engine.al_cabohne.cards import DECK_SIZE
from engine.al_cabohne.facts import CT, fill_types
from engine.al_cabohne.state import State
from engine.al_cabohne.view import AlCabohneView
from engine.core import HIDDEN
from engine.dealing import fill_hidden

_last: list[tuple[AlCabohneView, tuple[tuple[int, ...], ...], tuple[int, ...]]] = []


def _unseen(v: AlCabohneView) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The Bosses' cards and the cards ``v`` does not show, in deck order. A search samples one view hundreds of times
    (the game review's, a decision after another): the last view's are kept, held so that its identity stays its own."""
    if _last and _last[0][0] is v:
        return _last[0][1], _last[0][2]
    n_bosses = 3 if v.solo else 2
    bosses = tuple(b.cards for b in v.bosses[:n_bosses])
    seen = set(v.treasury).union(
        v.set_aside,
        v.discard,
        *bosses,
        *v.coins,
        *v.kept,
        *v.leftovers,
        *v.hands,
        *(f for fs in v.fields for f in fs),
    )
    candidates = tuple(c for c in range(DECK_SIZE) if c not in seen)
    _last[:] = [(v, bosses, candidates)]
    return bosses, candidates


def state_from_view(v: AlCabohneView, rng: random.Random) -> State:
    """Rebuild a full state from a seat's view: unseen cards shuffled into hidden slots and the draw pile.

    The draw order and the other seat's hidden hand cards are the only unknowns
    (the coin piles were all public sales). When the view shows a pending
    boss fill whose eligible card must be in a hidden hand, one eligible
    unseen card is swapped into that hand, so the state stays consistent.
    """
    bosses, candidates = _unseen(v)
    # Sorting by random keys is a uniform shuffle and several times faster than
    # random.shuffle, which matters to a bot sampling thousands of states.
    rand = rng.random
    unseen = [c for _, c in sorted([(rand(), c) for c in candidates])]
    hands, k = fill_hidden(v.hands, unseen)
    draw = tuple(unseen[k:])
    assert len(draw) == v.draw_pile, "the view does not add up to 116 cards"
    cur = v.current
    if v.filling and HIDDEN in v.hands[cur]:
        ok = fill_types(bosses)
        if not any(ok >> CT[c] & 1 for c in hands[cur]) and not any(
            pile and ok >> CT[pile[0]] & 1 for pile in v.kept
        ):
            slot = v.hands[cur].index(HIDDEN)
            swap = next((c for c in draw if ok >> CT[c] & 1), None)
            if swap is not None:
                h = list(hands[cur])
                old = h[slot]
                h[slot] = swap
                hands[cur] = tuple(h)
                draw = tuple(old if c == swap else c for c in draw)
    # a fresh seed, so future reshuffles do not follow the real game's
    return State(
        players=v.players, seed=rng.randrange(1 << 30), shuffles=1, seat=cur, turn=v.turn, phase=v.phase,
        planted=v.planted, filling=v.filling, ending=v.ending, exhaustions=v.exhaustions, draw=draw,
        discard=v.discard, hands=hands, fields=list(v.fields), bought=list(v.bought), coins=list(v.coins),
        bosses=bosses, treasury=v.treasury, set_aside=v.set_aside, kept=v.kept, leftovers=v.leftovers,
        shown=list(v.shown), trading=v.trading, proposals=v.proposals,
        proposed=v.proposal is not None and v.proposal.sent, offer=v.proposal.offer if v.proposal else (),
        ask=v.proposal.ask if v.proposal else (), gentle=v.gentle,
    )  # fmt: skip


# --- invariants -------------------------------------------------------------------
