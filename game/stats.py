"""Statistics of finished games, per game and per human name, kept through ``storage``.

For each game: how many games each name played and won, and its best score; and how many of them were
scored alone with no win to be had (a Space Lab solo game), so a player who only ever played those is shown
no "won" figure. Solo games (one seat) are counted apart from games with others, on a line of their own: a
solo score beside two-player games would read as one more game played against someone.
Computers are not counted (their names are the same in every game). A game's
own records (Al Cabohne's solo streak, Space Lab's solo rating) come from its
table unit (``records``), so adding a game changes nothing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import storage, stored
from game.seats import Seat

KEY = "statistics"
FORMAT = 1


@dataclass
class Line:
    name: str
    played: int = 0
    won: int = 0
    best: int | None = None
    scored: int = 0  # games that were a score alone, never a win (a Space Lab solo game)
    solo: bool = False  # the name's solo games (one seat), counted apart from its games with others


def _rows(per_name: Any) -> dict[str, Any]:
    """One game's rows per name, every row checked (``stored.Damaged`` otherwise)."""
    rows: dict[str, Any] = {}
    for name, row in stored.mapping(per_name, "a game's rows").items():
        row = stored.mapping(row, "a row")
        played = stored.whole(row.get("played"), "played")
        won = stored.whole(row.get("won"), "won", 0, played)
        if "best" not in row:
            raise stored.Damaged("a row without its best score")
        best = row["best"]
        # absent from statistics kept before it was counted: none of those games is known to be one
        scored = stored.whole(row.get("scored", 0), "scored", 0, played)
        rows[stored.name(name, "a player's name")] = {
            "played": played, "won": won, "scored": scored,
            "best": None if best is None else stored.whole(best, "best", -stored.COUNT_MAX, stored.COUNT_MAX)}
    return rows


def _read(raw: Any) -> dict[str, Any]:
    """The statistics as this game writes them, every row checked (``stored.Damaged`` otherwise)."""
    data = stored.mapping(raw, "the statistics")
    if data.get("format") != FORMAT:
        raise stored.Damaged("the statistics have an unknown format")
    games = {g: _rows(per) for g, per in stored.mapping(data.get("games"), "the games").items()}
    # absent from statistics kept before solo games were counted apart
    solo = {g: _rows(per) for g, per in stored.mapping(data.get("solo", {}), "the solo games").items()}
    return {"format": FORMAT, "games": games, "solo": solo}


def _load() -> dict[str, Any]:
    return storage.read(KEY, _read) or {"format": FORMAT, "games": {}, "solo": {}}


def record(game_name: str, seats: list[Seat], scores: list[int], winners: list[int], scored: bool = False) -> bool:
    """Count a finished game for every human seat; ``False`` if it could not be stored.

    ``scored``: the game was a score alone with no win to be had (the engine counts no winner where its rules
    rank one: a Space Lab solo game). A game of one seat is counted with its name's solo games."""
    data = _load()
    per_name = data["solo" if len(seats) == 1 else "games"].setdefault(game_name, {})
    for i, seat in enumerate(seats):
        if not seat.human:
            continue
        row = per_name.setdefault(seat.name, {"played": 0, "won": 0, "best": None, "scored": 0})
        row["played"] += 1
        row["scored"] = row.get("scored", 0) + int(scored)
        row["won"] += int(i in winners)
        if i < len(scores):
            row["best"] = scores[i] if row["best"] is None else max(row["best"], scores[i])
    return storage.save(KEY, data)


def lines(game_name: str) -> list[Line]:
    """Every name that played that game, the most games first."""
    return everything().get(game_name, [])


def everything() -> dict[str, list[Line]]:
    """All games at once (one read of the store): per game, the lines of games with others, the most games
    first, then the solo lines likewise."""
    data = _load()

    def ranked(per: dict[str, Any], solo: bool) -> list[Line]:
        return sorted((Line(n, r["played"], r["won"], r["best"], r["scored"], solo) for n, r in per.items()),
                      key=lambda x: (-x.played, -x.won, x.name))

    return {g: ranked(data["games"].get(g, {}), False) + ranked(data["solo"].get(g, {}), True)
            for g in {**data["games"], **data["solo"]}}
