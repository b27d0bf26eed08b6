"""Win streaks of solo games, kept between runs through ``storage``.

A streak is the number of consecutive solo wins without a defeat (the Al
Cabohne rules suggest it as the solo score to beat), with the best one ever
reached. Each game has its own storage key, ``streak_<game>``. A missing or
damaged entry reads as 0/0, so a hand-edited file never stops the game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game import storage
from game.i18n import tr


@dataclass
class Streak:
    current: int = 0
    best: int = 0


def key(game_name: str) -> str:
    return f"streak_{game_name}"


def _valid(raw: Any) -> bool:
    if not isinstance(raw, dict):
        return False
    cur, best = raw.get("current"), raw.get("best")
    # bool is an int subclass: a stored true/false is damage, not a count (and 12.0 is not 12)
    return all(type(x) is int and 0 <= x < 1_000_000 for x in (cur, best)) and cur <= best


def load(game_name: str) -> Streak:
    """The stored streak; a damaged one is set aside (and reported), and the streak starts at 0/0."""
    raw = storage.load(key(game_name), _valid)
    return Streak(raw["current"], raw["best"]) if raw is not None else Streak()


def exists(game_name: str) -> bool:
    """Whether a streak with a win was ever stored (the title only shows a line then)."""
    return load(game_name).best > 0


def record(game_name: str, won: bool) -> tuple[Streak, bool]:
    """A finished solo game: a win extends the streak, a defeat ends it. The new streak, and whether it was stored."""
    s = load(game_name)
    s.current = s.current + 1 if won else 0
    s.best = max(s.best, s.current)
    return s, storage.save(key(game_name), asdict(s))


def line(game_name: str) -> str | None:
    """A short line for the title screen, or ``None`` before the first solo win."""
    s = load(game_name)  # read once: the title asks for every game each time it opens
    if s.best == 0:
        return None
    return tr("Solo win streak {current} · best {best}", current=s.current, best=s.best)
