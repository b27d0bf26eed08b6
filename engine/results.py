"""A finished game's results as the engine describes them: a row per seat (and per rival that is no seat), each
total split into the parts the rules count, all in ``Words``. The client lays the rows out and says the words; it
computes nothing of the score itself."""

from __future__ import annotations

from typing import NamedTuple

from engine.core import Words


class FinalPart(NamedTuple):
    """One part of a total, as the results list it ("Trophies 12" above the trophy cards)."""

    label: Words
    points: int
    cards: tuple[int, ...] = ()
    said: Words | None = None  # the points as the game says them ("9 VP"); None: the number alone
    items: tuple[Words, ...] = ()  # what the part is made of, a line each, shown when it is pointed at


class FinalRow(NamedTuple):
    """One row of the results: a seat's, or (``seat`` -1, with its ``name``) a rival's that is no seat."""

    seat: int
    total: int
    winner: bool
    parts: tuple[FinalPart, ...] = ()
    detail: Words | None = None  # the small line under the total; None: the screen's "total"
    name: Words | None = None  # a row that is no seat: its name (a seat's is the seat's own)
