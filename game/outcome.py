"""What a finished game's results are made of: rows (a seat, or the Mafia) and the parts of a total."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

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
class ResultRow:
    seat: int  # -1 for a row that is not a seat (the Mafia)
    name: str
    total: int
    winner: bool
    parts: list[Part] = field(default_factory=list)
    detail: str = "total"  # the small line under the total
    place: int | None = None  # the seat's place in the engine's ``standing`` (its tie-breaks); None: no seat


def shown_row(r: FinalRow, name: str, say: Callable[[Words], str]) -> ResultRow:
    """The engine's row as the results screen shows it: every label, amount and line in the screen's words."""
    parts = [Part(say(p.label), p.points, p.cards, say(p.said) if p.said is not None else "", tuple(map(say, p.items)))
             for p in r.parts]
    return ResultRow(r.seat, name, r.total, r.winner, parts, say(r.detail) if r.detail is not None else "total")
