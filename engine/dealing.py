"""Shuffles and hidden-card fills every game's set-up and resampling share.

Pure functions of their arguments: the seed and a per-state counter make every
shuffle repeatable, in the browser too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.core import HIDDEN


def shuffled(cards: list[int], seed: int, salt: int) -> list[int]:
    """A deterministic shuffle from the game's seed and a per-shuffle counter.

    The state keeps two ints instead of a ``random.Random`` so copying a state
    stays cheap; shuffles are rare, so seeding a fresh generator each time costs nothing.
    """
    rng = random.Random(seed * 1_000_003 + salt)
    out = list(cards)
    rng.shuffle(out)
    return out


def fill_hidden(rows: Sequence[tuple[int, ...]], pile: Sequence[int], k: int = 0,
                sort: bool = False) -> tuple[list[tuple[int, ...]], int]:
    """Each row with its ``HIDDEN`` entries filled from ``pile[k:]`` in order (what a resample deals
    into hidden hands); returns the rows and the next index into ``pile``."""
    out = []
    for row in rows:
        if HIDDEN in row:
            filled = []
            for c in row:
                if c == HIDDEN:
                    filled.append(pile[k])
                    k += 1
                else:
                    filled.append(c)
            out.append(tuple(sorted(filled)) if sort else tuple(filled))
        else:
            out.append(row)
    return out, k
