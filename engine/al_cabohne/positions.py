"""Explicit Al Cabohne positions by bean types, for tests and tools (left out of the browser package)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from engine.al_cabohne.cards import N_TYPES, cards_of
from engine.al_cabohne.state import CULTIVATE, Pile, State


def position(
    players: int,
    *,
    hands: Mapping[int, Sequence[int]] | None = None,
    fields: Mapping[int, Sequence[Sequence[int]]] | None = None,
    bosses: Sequence[Sequence[int]] | None = None,
    draw_top: Sequence[int] = (),
    discard: Sequence[int] = (),
    kept: Sequence[Sequence[int]] = (),
    leftovers: Sequence[Sequence[int]] = (),
    coins: Mapping[int, int] | None = None,
    treasury: int = 0,
    set_aside: int = 0,
    bought: Iterable[int] = (),
    rest: str = "draw",
    phase: str = CULTIVATE,
    seat: int = 0,
    turn: int = 2,
    planted: int = 0,
    exhaustions: int = 0,
    ending: bool = False,
    seed: int = 0,
    trading: bool = False,
    gentle: bool = False,
) -> State:
    """An explicit position given by bean *types*, for tests and tools.

    Card ids are taken per type, lowest first. ``draw_top`` lists the draw pile
    from the top and ``discard`` the discard pile from the bottom (top last).
    ``coins`` and ``treasury`` are counts; ``set_aside`` is a count of coins
    taken from the seats that bought a field. The cards not placed anywhere go
    under the draw pile (``rest="draw"``), under the discard pile
    (``"discard"``), to the treasury (``"treasury"``) or to a coin pile
    (``"coins:1"``), so ``check`` accounts for all 116 cards.
    Seats without fields get empty ones (3 in solo or after a purchase, else 2).
    """
    pools = [list(cards_of(t)) for t in range(N_TYPES)]

    def take(types: Iterable[int]) -> Pile:
        return tuple(pools[t].pop(0) for t in types)

    hands = hands or {}
    fields = fields or {}
    coins = coins or {}
    bought_seats = set(bought)
    n_bosses = 3 if players == 1 else 2
    boss_types = list(bosses or ())
    boss_types += [()] * (n_bosses - len(boss_types))

    hs = [take(hands.get(p, ())) for p in range(players)]
    fs: list[tuple[Pile, ...]] = []
    for p in range(players):
        n_fields = 3 if players == 1 or p in bought_seats else 2
        given = [take(f) for f in fields.get(p, ())]
        given += [()] * (n_fields - len(given))
        fs.append(tuple(given))
    bs = tuple(take(b) for b in boss_types)
    ds = take(discard)
    ks = tuple(take(k) for k in kept)
    ls = tuple(take(k) for k in leftovers)
    top = take(draw_top)

    # Coin and treasury cards are taken from the largest pools so that the
    # types a test names stay available.
    def take_any(n: int) -> Pile:
        out = []
        for _ in range(n):
            t = max(range(N_TYPES), key=lambda k: len(pools[k]))
            out.append(pools[t].pop())
        return tuple(out)

    cs = [take_any(coins.get(p, 0)) for p in range(players)]
    tr = take_any(treasury)
    aside = take_any(set_aside)
    rest_cards = tuple(sorted(c for pool in pools for c in pool))
    draw = top[::-1]
    if rest == "draw":
        draw = rest_cards[::-1] + draw
    elif rest == "discard":
        ds = rest_cards + ds
    elif rest == "treasury":
        tr += rest_cards
    elif rest.startswith("coins:") and rest[6:].isdigit() and int(rest[6:]) < players:
        cs[int(rest[6:])] += rest_cards
    else:
        raise ValueError(f"rest goes to 'draw', 'discard', 'treasury' or 'coins:<seat>', not {rest!r}")
    bought_list = [p in bought_seats for p in range(players)] if players == 2 else [False]
    return State(
        players=players, seed=seed, shuffles=1, seat=seat, turn=turn, phase=phase, planted=planted,
        filling=False, ending=ending, exhaustions=exhaustions, draw=draw, discard=ds, hands=hs, fields=fs,
        bought=bought_list, coins=cs, bosses=bs, treasury=tr, set_aside=aside, kept=ks, leftovers=ls,
        shown=[() for _ in range(players)], trading=trading, gentle=gentle,
    )  # fmt: skip
