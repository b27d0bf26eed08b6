"""``state_from_view``: a full Space Beans state that a seat cannot tell from the real one (``resample``).

Built from the view alone, so a bot that samples never learns a hidden card.
"""

from __future__ import annotations

import random
from itertools import starmap
from math import comb

from engine.core import HIDDEN
from engine.space_beans.cards import DECK_SIZE, PER_TYPE, TYPE_OF, TYPES
from engine.space_beans.state import COLLECT, State
from engine.space_beans.view import SpaceBeansView


def state_from_view(v: SpaceBeansView, rng: random.Random) -> State:
    """A full state that looks exactly like ``v`` to ``v.seat``; everything unseen is re-dealt.

    Unseen cards are the other seats' hands and secret collections and the draw
    pile. Each hidden secret collection gets a single type with enough unseen
    cards (weighted by the number of ways to hold it) and a random set of them;
    the rest, in a random order, fill the hands, then the draw pile. The seat
    to act keeps what the rules let everyone infer about its hand (see below).
    A fresh seed is drawn, so future reshuffles in the sample
    do not follow the real game's.
    """
    n = v.players
    me = v.seat
    if me is None:
        seen = set(v.discard).union(*v.open, *v.trophies)
    else:
        seen = set(v.discard).union(v.hands[me], v.secret[me], *v.open, *v.trophies)
    rnd = rng.random
    actor = v.to_act
    col = v.collecting
    # What the rules let every seat infer about the actor's hidden hand: while
    # collecting it holds a card of that type (or the step would have ended), and
    # in the collect step with two collections it holds a card of one of their
    # types (or SB-18 would have forced a close).
    want = -1
    if actor is not None and actor != me and v.hands[actor]:
        if col is not None:
            want = col[0] if col[1] == "open" else _SECRET_TYPE
        elif v.phase == COLLECT and v.open[actor] and v.secret[actor]:
            want = TYPE_OF[v.open[actor][0]] if rnd() < 0.5 else _SECRET_TYPE
    dealt = _deal_secrets(v, seen, actor, want, rng)
    if dealt is None and want != -1 and col is None:
        other = _SECRET_TYPE if want != _SECRET_TYPE else TYPE_OF[v.open[actor][0]]
        dealt = _deal_secrets(v, seen, actor, other, rng)
    if dealt is None:
        raise AssertionError("no way to deal the hidden secret collections (inconsistent view)")
    secret, held, secret_type = dealt
    if col is not None and col[0] == HIDDEN:
        col = (secret_type, "secret")
    keys = list(starmap(rnd, _NO_ARGS))  # one random float per card id, made in C
    pool = sorted(_ALL_SET.difference(seen), key=keys.__getitem__)  # a random order: float keys sort fastest
    hands = list(v.hands)
    pos = 0
    for i, h in enumerate(v.hands):
        if i != me and h:
            if i == actor and held >= 0:
                hands[i] = (held, *pool[pos : pos + len(h) - 1])
                pos += len(h) - 1
            else:
                hands[i] = tuple(pool[pos : pos + len(h)])
                pos += len(h)
    draw = tuple(pool[pos:])
    if len(draw) != v.draw_pile:
        raise AssertionError("the view's counts do not add up to 105 cards")
    trophies = list(v.trophies)
    return State(
        players=n, seed=rng.getrandbits(31), shuffles=1, turn=v.turn, phase=v.phase, collecting=col,
        draw=draw, discard=v.discard, hands=hands, open=list(v.open), secret=secret, trophies=trophies,
        points=[sc - b for sc, b in zip(v.scores, v.bonus, strict=True)], bonus=list(v.bonus),
        final=v.final, goal=v.goal,
    )  # fmt: skip


# What ``check`` returns: the draw pile, the discards, the hands, open and
# secret collections and trophies of every seat, and the points, all as
# tuples, so a later call compares against what was checked even if a list of
# the checked state was changed since.

_SECRET_TYPE = -2  # "the type of the actor's own secret collection", decided while dealing


def _deal_secrets(
    v: SpaceBeansView, seen: set[int], actor: int | None, want: int, rng: random.Random
) -> tuple[list[tuple[int, ...]], int, int] | None:
    """Hidden secret collections (and the card the actor must hold, if any) drawn from unseen cards.

    Returns (secret collections per seat, the held card or -1, the actor's secret
    type or -1), or None when ``want`` cannot be met. Adds the dealt cards to ``seen``.
    """
    rnd = rng.random
    me = v.seat
    taken: list[int] = []
    held = -1
    if want >= 0:
        cands = [c for c in _TYPE_CARDS[want] if c not in seen]
        if not cands:
            return None
        held = cands[int(rnd() * len(cands))]
        taken.append(held)
    extra_for = actor if want == _SECRET_TYPE else -1
    secret = list(v.secret)
    secret_type = -1
    need = [(i, len(p) + (i == extra_for)) for i, p in enumerate(v.secret) if p and i != me]
    if need:
        unseen = seen.union(taken)
        left = [PER_TYPE - len(unseen.intersection(cards)) for cards in _TYPE_CARDS]
        types = _pick_secret_types(need, left, rng)
        if types is None:
            return None
        for (i, k), ty in zip(need, types, strict=True):
            cands = [c for c in _TYPE_CARDS[ty] if c not in unseen]
            m = len(cands)
            for j in range(k):  # partial Fisher-Yates: random.sample costs more than the rest together
                x = j + int(rnd() * (m - j))
                cands[j], cands[x] = cands[x], cands[j]
            chosen = cands[:k]
            unseen.update(chosen)
            taken.extend(chosen)
            if i == actor:
                secret_type = ty
            if i == extra_for:
                held = chosen.pop()
            secret[i] = tuple(chosen)
    elif want == _SECRET_TYPE:
        return None
    seen.update(taken)
    return secret, held, secret_type


def _pick_secret_types(need: list[tuple[int, int]], left: list[int], rng: random.Random) -> list[int] | None:
    """A type per hidden secret collection with enough unseen cards, weighted by comb(unseen, size).

    One weighted pass almost always works; when an early pick starves a later
    collection, a randomised depth-first search finds an assignment.
    """
    out = []
    spare = left[:]
    for _, k in need:
        weights = [comb(x, k) for x in spare]  # comb is 0 where a type has too few cards
        r = rng.random() * sum(weights)
        t = -1
        for j, w in enumerate(weights):
            if w:
                t = j
                r -= w
                if r < 0:
                    break
        if t < 0:
            return _search_secret_types(need, left[:], rng)
        spare[t] -= k
        out.append(t)
    return out


def _search_secret_types(
    need: list[tuple[int, int]], left: list[int], rng: random.Random
) -> list[int] | None:
    if not need:
        return []
    k = need[0][1]
    cands = [t for t in range(len(left)) if left[t] >= k]
    rng.shuffle(cands)
    for t in cands:
        left[t] -= k
        rest = _search_secret_types(need[1:], left, rng)
        left[t] += k
        if rest is not None:
            return [t, *rest]
    return None



_ALL_CARDS = tuple(range(DECK_SIZE))
_ALL_SET = frozenset(_ALL_CARDS)
_NO_ARGS = ((),) * DECK_SIZE
_TYPE_CARDS = tuple(tuple(range(t * PER_TYPE, (t + 1) * PER_TYPE)) for t in range(len(TYPES)))
assert PER_TYPE * len(TYPES) == DECK_SIZE
