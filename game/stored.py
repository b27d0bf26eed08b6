"""Typed readers for values that come back from storage: what the game wrote, or ``Damaged``.

A stored entry can hold anything a hand, a disk or another program put there:
Python's ``json`` reads ``NaN``, ``Infinity`` and ``1e300``, a name may hold a
NUL or a lone surrogate, a field may be a list where a string was written.
Every stored kind (saves, replays, statistics, streaks, settings, set-up,
records) reads its values through these small readers, each checking one
value's type and range and returning it typed, so that nothing past the
reading ever meets a value the game did not write. ``storage.read`` sets
aside an entry whose reader raises anything at all.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable
from typing import Any

LATEST = 253_402_300_799.0  # the last second of the year 9999: any later moment was not written by a clock
NAME_MAX = 40
COUNT_MAX = 1_000_000_000


class Damaged(ValueError):
    """A stored value that is not what the game writes (the message says which and why)."""


def mapping(v: Any, what: str) -> dict[str, Any]:
    """A JSON object with string keys."""
    if not isinstance(v, dict) or not all(isinstance(k, str) for k in v):
        raise Damaged(f"{what} is not an object")
    return v


def items(v: Any, what: str, most: int = 10_000) -> list[Any]:
    if not isinstance(v, list) or len(v) > most:
        raise Damaged(f"{what} is not a list of at most {most}")
    return v


def whole(v: Any, what: str, lo: int = 0, hi: int = COUNT_MAX) -> int:
    """A whole number in ``lo..hi`` (``true`` is not 1, ``12.0`` is not 12)."""
    if type(v) is not int or not lo <= v <= hi:
        raise Damaged(f"{what} is not a whole number from {lo} to {hi}")
    return v


def flag(v: Any, what: str) -> bool:
    if type(v) is not bool:
        raise Damaged(f"{what} is not true or false")
    return v


def moment(v: Any, what: str = "the time") -> float:
    """Seconds since the epoch that a clock can show: finite, from 1970 to the year 9999."""
    if type(v) not in (int, float) or not math.isfinite(v) or not 0 <= v <= LATEST:
        raise Damaged(f"{what} is not a moment")
    return float(v)


def one_of(v: Any, what: str, choices: Iterable[str]) -> str:
    """One of a fixed set of names (a list or a number is not looked up: it is refused)."""
    if not isinstance(v, str) or v not in set(choices):
        raise Damaged(f"{what} is not one of the known names")
    return v


def name(v: Any, what: str = "a name", most: int = NAME_MAX) -> str:
    """A name a person typed: 1 to ``most`` characters, not blank, no control characters, no lone surrogates."""
    if not isinstance(v, str) or not 0 < len(v) <= most or not v.strip():
        raise Damaged(f"{what} is not a name of 1 to {most} characters")
    if not printable(v):
        raise Damaged(f"{what} holds a character that cannot be shown")
    return v


def printable(s: str) -> bool:
    """No control character (NUL, escape…) and no lone surrogate, which no font can draw."""
    return not any(unicodedata.category(c) in ("Cc", "Cs") for c in s)


def game_name(v: Any, what: str = "the game") -> str:
    """The name of a game this version has."""
    from engine import GAMES

    return one_of(v, what, GAMES)
