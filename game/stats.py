"""Statistics of finished games, per game and per human name, kept through ``storage``.

For each game: how many games each name played and won, and its best score.
Computers are not counted (their names are the same in every game). A game's
own records (Al Cabohne's solo streak, Space Lab's solo rating) come from its
table unit (``records``), so adding a game changes nothing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import storage
from game.seats import Seat

KEY = "statistics"
FORMAT = 1


@dataclass
class Line:
    name: str
    played: int = 0
    won: int = 0
    best: int | None = None


def _valid(raw: Any) -> bool:
    if not isinstance(raw, dict) or raw.get("format") != FORMAT or not isinstance(raw.get("games"), dict):
        return False
    for per_name in raw["games"].values():
        if not isinstance(per_name, dict):
            return False
        for name, row in per_name.items():
            if not isinstance(name, str) or not isinstance(row, dict):
                return False
            played, won, best = row.get("played"), row.get("won"), row.get("best")
            if type(played) is not int or type(won) is not int or not 0 <= won <= played:
                return False
            if best is not None and type(best) is not int:
                return False
    return True


def _load() -> dict[str, Any]:
    return storage.load(KEY, _valid) or {"format": FORMAT, "games": {}}


def record(game_name: str, seats: list[Seat], scores: list[int], winners: list[int]) -> bool:
    """Count a finished game for every human seat; ``False`` if it could not be stored."""
    data = _load()
    per_name = data["games"].setdefault(game_name, {})
    for i, seat in enumerate(seats):
        if not seat.human:
            continue
        row = per_name.setdefault(seat.name, {"played": 0, "won": 0, "best": None})
        row["played"] += 1
        row["won"] += int(i in winners)
        if i < len(scores):
            row["best"] = scores[i] if row["best"] is None else max(row["best"], scores[i])
    return storage.save(KEY, data)


def lines(game_name: str) -> list[Line]:
    """Every name that played that game, the most games first."""
    return everything().get(game_name, [])


def everything() -> dict[str, list[Line]]:
    """All games at once (one read of the store)."""
    data = _load()["games"]
    return {g: sorted((Line(n, r["played"], r["won"], r["best"]) for n, r in per.items()),
                      key=lambda x: (-x.played, -x.won, x.name)) for g, per in data.items()}
