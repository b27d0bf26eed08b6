"""Système Solaire cards: 60 ids, and the one table every card number comes from.

Ids run name by name, four copies each, in the order of ``KINDS``: probe 1
is 0..3, probe 2 is 4..7, ... probe 5 is 16..19, then the Sun 20..23,
Mercury 24..27, ... Pluto 56..59. So ``kind(c) = c // 4`` and every lookup
below is a tuple index.

The printed auction values and VP are not in the source (ruling R-1): the
house values of the rules specification are ``KINDS`` below, and nothing else
in the engine holds a card number, so a corrected value changes one line.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core import N_  # marks the planet names for the translation catalogue

COPIES = 4
FRONT_SIZE = "front size"  # the Sun's VP: the cards in its owner's front, the Sun included (SS-25)


class Kind(NamedTuple):
    name: str  # English name used in the interface and the log
    auction: int  # the top-left number: bids, the order reveal, the hand bonus
    vp: int | str | None  # the bottom-right number; None: a probe, never in a front (SS-23)


# The house values table (rules specification, "House values"; ruling R-1).
KINDS: tuple[Kind, ...] = (
    Kind("Probe 1", 1, None),
    Kind("Probe 2", 2, None),
    Kind("Probe 3", 3, None),
    Kind("Probe 4", 4, None),
    Kind("Probe 5", 5, None),
    Kind(N_("Sun"), 0, FRONT_SIZE),
    Kind(N_("Mercury"), 1, 4),
    Kind(N_("Venus"), 2, 4),
    Kind(N_("Earth"), 3, 3),
    Kind(N_("Mars"), 2, 3),
    Kind(N_("Jupiter"), 5, 2),
    Kind(N_("Saturn"), 4, 2),
    Kind(N_("Uranus"), 3, 3),
    Kind(N_("Neptune"), 3, 4),
    Kind(N_("Pluto"), 1, 1),
)

N_KINDS = len(KINDS)
DECK_SIZE = N_KINDS * COPIES  # 60
N_PROBES = 5 * COPIES  # 20
NAMES: tuple[str, ...] = tuple(k.name for k in KINDS)
KIND_OF: tuple[int, ...] = tuple(c // COPIES for c in range(DECK_SIZE))
AUCTION: tuple[int, ...] = tuple(KINDS[c // COPIES].auction for c in range(DECK_SIZE))
IS_PROBE: tuple[bool, ...] = tuple(KINDS[c // COPIES].vp is None for c in range(DECK_SIZE))
SUN = NAMES.index("Sun")
IS_SUN: tuple[bool, ...] = tuple(c // COPIES == SUN for c in range(DECK_SIZE))
# Fixed VP per card; the Sun's depends on its front and is counted apart (0 here), probes have none.
FIXED_VP: tuple[int, ...] = tuple(
    k.vp if isinstance(k.vp, int) else 0 for k in (KINDS[c // COPIES] for c in range(DECK_SIZE))
)
# SS-18: these land in their owner's front when they leave a hand as payment or revealed cards.
TO_FRONT_KINDS: frozenset[int] = frozenset((NAMES.index("Earth"), NAMES.index("Pluto")))
TO_FRONT: tuple[bool, ...] = tuple(c // COPIES in TO_FRONT_KINDS for c in range(DECK_SIZE))
SOLAR_CARDS: tuple[int, ...] = tuple(range(N_PROBES, DECK_SIZE))

# SS-4, five players: the probe sets, as compositions (k of an Action(ActionKind.PROBES, k)) and how many of each.
PROBE_SET_KINDS: tuple[tuple[int, ...], ...] = ((1, 3, 3, 5), (1, 2, 4, 5), (2, 2, 4, 4))
PROBE_SET_COUNTS: tuple[int, ...] = (2, 2, 1)


def _probe_sets() -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The five physical sets (composition, card ids), each taking the lowest free ids of its values."""
    free = [list(range(COPIES * (v - 1), COPIES * v)) for v in range(1, 6)]
    out = []
    for k, n in zip(PROBE_SET_KINDS, PROBE_SET_COUNTS, strict=True):
        comp = PROBE_SET_KINDS.index(k)
        for _ in range(n):
            out.append((comp, tuple(free[v - 1].pop(0) for v in k)))
    return tuple(out)


PROBE_SETS: tuple[tuple[int, tuple[int, ...]], ...] = _probe_sets()


def auction_value(card: int) -> int:
    """The card's auction value (top left)."""
    return AUCTION[card]


def kind(card: int) -> int:
    """Index into ``KINDS`` (and ``NAMES``)."""
    return KIND_OF[card]


def name(card: int) -> str:
    """``"Jupiter"``, ``"Probe 3"``."""
    return NAMES[KIND_OF[card]]


def is_probe(card: int) -> bool:
    return IS_PROBE[card]


def card_vp(card: int, front: tuple[int, ...] | list[int] = ()) -> int:
    """The VP the card scores in ``front`` (SS-25: a Sun scores the front's size, the Sun included).

    A probe scores nothing: it never reaches a front (SS-23).
    """
    if IS_SUN[card]:
        return len(front) if card in front else len(front) + 1
    return FIXED_VP[card]


def front_vp(front: tuple[int, ...] | list[int]) -> int:
    """SS-25: the sum of the VP of the cards in a front; a Sun counts the cards there."""
    total = 0
    for c in front:
        total += FIXED_VP[c]
        if IS_SUN[c]:
            total += len(front)
    return total


def hand_value(cards: tuple[int, ...] | list[int]) -> int:
    """The sum of the auction values (a hand's value, a payment, a revealed selection)."""
    total = 0
    for c in cards:
        total += AUCTION[c]
    return total


def card_id(card_name: str, copy: int = 0) -> int:
    """The id of copy ``copy`` (0..3) of a card named ``"Mars"``, ``"Probe 3"`` or ``"P3"``.

    Tests and tools build positions with it; the engine itself never needs it.
    """
    key = card_name.strip()
    if len(key) == 2 and key[0] in "Pp" and key[1].isdigit():
        key = f"Probe {key[1]}"
    matches = [i for i, n in enumerate(NAMES) if n.lower() == key.lower()]
    if not matches or not 0 <= copy < COPIES:
        raise ValueError(f"no such card: {card_name!r} copy {copy}")
    return matches[0] * COPIES + copy
