"""Space Beans cards: 105 ids, 15 per type, in the order the rules list the types.

``card_type(c) = c // 15`` and the value comes from the per-type value list, so
a card id alone says everything; the lookup tables below spare the hot paths a
division and an index.
"""

from __future__ import annotations

from engine.core import N_

TYPES: tuple[str, ...] = (  # N_ marks the names for the translation catalogue
    N_("Klingbohns"),
    N_("Darth Beans"),
    N_("Bluebeans"),
    N_("Beanliens"),
    N_("Centauribohnen"),
    N_("Bohrion"),
    N_("Moonbohnen"),
)
# The short form of each name, for a card face of which only a strip shows (a hand of 8 cards and more): the part
# that tells the type from the others ("Centauri" for Centauribohnen), short enough for the strip of a 12-card
# hand beside the outline of the next card ("Bluebean" was cut there)
SHORT_TYPES: tuple[str, ...] = (
    N_("Kling"),
    N_("Darth"),
    N_("Blueb"),  # not "Blue", the colour's word ("Bleu" in French read as another type, playtest 16b); "Bluebean" is too wide
    N_("Beanlien"),
    N_("Centauri"),
    N_("Bohrion"),
    N_("Moon"),
)
PER_TYPE = 15
VALUES: tuple[int, ...] = (1, 2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9)
DECK_SIZE = len(TYPES) * PER_TYPE

TYPE_OF: tuple[int, ...] = tuple(c // PER_TYPE for c in range(DECK_SIZE))
VALUE_OF: tuple[int, ...] = tuple(VALUES[c % PER_TYPE] for c in range(DECK_SIZE))


def card_type(card: int) -> int:
    """Index into ``TYPES``."""
    return card // PER_TYPE


def card_value(card: int) -> int:
    return VALUES[card % PER_TYPE]


def card_name(card: int) -> str:
    """``"Bluebeans 7"``."""
    return f"{TYPES[card // PER_TYPE]} {VALUES[card % PER_TYPE]}"


def card_id(type_name_or_index: str | int, value: int, copy: int = 0) -> int:
    """The id of a card given its type and value (``copy`` 0 or 1 for the doubled values).

    Tests and tools build positions with it; the engine itself never needs it.
    """
    t = TYPES.index(type_name_or_index) if isinstance(type_name_or_index, str) else type_name_or_index
    hits = [i for i, v in enumerate(VALUES) if v == value]
    if not 0 <= t < len(TYPES) or not hits or not 0 <= copy < len(hits):
        raise ValueError(f"no such card: {type_name_or_index!r} {value} copy {copy}")
    return t * PER_TYPE + hits[copy]
