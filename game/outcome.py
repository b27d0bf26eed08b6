"""What a finished game's results are made of: rows (a seat, or the Mafia) and the parts of a total."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core import Words
from engine.results import FinalRow


@dataclass
class Part:
    label: str
    points: int
    cards: tuple[int, ...] = ()
    # the points as the game says them ("9 VP": "Lab cards: 9" above ten card pictures read as a count of them);
    # empty: the number alone
    said: str = ""
    # what the part is made of, a line each ("Full crew (3): 8 VP"), shown when the part is pointed at or clicked:
    # Projects shown only as slivers with a total left a player beaten on Projects unable to see which scored what
    items: tuple[str, ...] = ()


@dataclass
class Drawing:
    """A picture of what some of a row's parts are made of, drawn in the row instead of their cards (Space Lab's
    station: its Lab cards by capsule, its Objectives and tiles where they lie). Fanned in a row, a station's ten cards
    showed a sliver each and no capsule (playtest 29)."""

    ratio: float  # its width over its height
    paint: Callable[[Any, Any], None]  # (surface, rect): the picture drawn to fill the rect
    covers: tuple[int, ...] = ()  # the parts whose pieces it shows: their cards are not drawn again
    # the height from which its words read; drawn smaller (a row among four), it is shown that large when pointed at
    readable: int = 0
    # the width over the height of the cards of the parts it does not cover, drawn beside it (Space Lab's Projects
    # lie landscape: in a portrait box they came out a third of its height, playtest 30)
    card_ratio: float = 46 / 64


@dataclass
class ResultRow:
    seat: int  # -1 for a row that is not a seat (the Mafia)
    name: str
    total: int
    winner: bool
    parts: list[Part] = field(default_factory=list)
    detail: str = "total"  # the small line under the total
    place: int | None = None  # the seat's place in the engine's ``standing`` (its tie-breaks); None: no seat
    drawing: Drawing | None = None  # the game's picture of the seat's pieces (``TableUI.result_drawing``)


def shown_row(r: FinalRow, name: str, say: Callable[[Words], str]) -> ResultRow:
    """The engine's row as the results screen shows it: every label, amount and line in the screen's words."""
    parts = [Part(say(p.label), p.points, p.cards, say(p.said) if p.said is not None else "", tuple(map(say, p.items)))
             for p in r.parts]
    return ResultRow(r.seat, name, r.total, r.winner, parts, say(r.detail) if r.detail is not None else "total")
