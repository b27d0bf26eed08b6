"""What a finished game's results are made of: rows (a seat, or the Mafia) and the parts of a total."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Part:
    label: str
    points: int
    cards: tuple[int, ...] = ()


@dataclass
class ResultRow:
    seat: int  # -1 for a row that is not a seat (the Mafia)
    name: str
    total: int
    winner: bool
    parts: list[Part] = field(default_factory=list)
    detail: str = "total"  # the small line under the total
    place: int | None = None  # the seat's place in the engine's ``standing`` (its tie-breaks); None: no seat
