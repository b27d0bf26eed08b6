"""Al Cabohne cards: 116 bean ids, and the one table every bean number comes from.

Ids run type by type in the order of ``BEANS`` (Blue 0..19, Kidney 20..38, ...),
so ``card_type`` is a table lookup. A bean card's back is a coin, so the coin
piles and the treasury hold the same ids.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import N_


class Bean(NamedTuple):
    name: str  # English name used in the interface and the log
    german: str  # the name printed on the card
    count: int
    meter: tuple[int, int, int, int]  # beans needed for 1, 2, 3 and 4 coins
    house: bool  # ruling R-1: meter not verified against a printed card


# Ruling R-1: Kidney, Puff and Runner meters are house values; a corrected
# printed value changes this table and nothing else.
BEANS: tuple[Bean, ...] = (
    Bean(N_("Blue"), "Blaue Bohne", 20, (4, 6, 8, 10), False),
    Bean(N_("Kidney"), "Kidneybohne", 19, (3, 6, 7, 8), True),
    Bean(N_("Fire"), "Feuerbohne", 18, (3, 6, 8, 9), False),
    Bean(N_("Broad"), "Saubohne", 16, (3, 5, 7, 8), False),
    Bean(N_("Puff"), "Puffbohne", 16, (4, 5, 6, 7), True),
    Bean(N_("French"), "Brechbohne", 14, (3, 5, 6, 7), False),
    Bean(N_("Runner"), "Stangenbohne", 13, (3, 4, 5, 6), True),
)

BLUE, KIDNEY, FIRE, BROAD, PUFF, FRENCH, RUNNER = range(len(BEANS))
TYPES: tuple[str, ...] = tuple(b.name for b in BEANS)
N_TYPES = len(BEANS)
DECK_SIZE = sum(b.count for b in BEANS)  # 116

CARD_TYPE: tuple[int, ...] = tuple(t for t, b in enumerate(BEANS) for _ in range(b.count))
FIRST_ID: tuple[int, ...] = tuple(sum(b.count for b in BEANS[:t]) for t in range(N_TYPES))

# COIN_TABLE[t][n] = coins(t, n) for n = 0..DECK_SIZE, so the hot paths never loop.
COIN_TABLE: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(1 for need in b.meter if need <= n) for n in range(DECK_SIZE + 1)) for b in BEANS
)


class Boss(NamedTuple):
    name: str
    threshold: int  # the Boss sells as soon as his field is worth this many coins (rule AC-13)


BOSSES: tuple[Boss, ...] = (
    Boss(N_("Al Cabohne"), 3),
    Boss(N_("Don Corlebohne"), 2),
    Boss(N_("Joe Bohnano"), 1),
)
THRESHOLDS: tuple[int, ...] = tuple(b.threshold for b in BOSSES)

THIRD_FIELD_COST = 4  # rule AC-14


def card_type(card: int) -> int:
    """The bean type (index into ``TYPES``) of a card id."""
    return CARD_TYPE[card]


def coins(bean_type: int, n: int) -> int:
    """Coins a harvest of ``n`` beans of ``bean_type`` yields: how many meter steps are ≤ n."""
    return COIN_TABLE[bean_type][n]


def cards_of(bean_type: int) -> range:
    """All card ids of one type."""
    first = FIRST_ID[bean_type]
    return range(first, first + BEANS[bean_type].count)
