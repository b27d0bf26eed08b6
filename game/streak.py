"""Win streaks of solo games, kept between runs through ``storage``.

A streak is the number of consecutive solo wins without a defeat (the Al
Cabohne rules suggest it as the solo score to beat), with the best one ever
reached. Each game has its own storage key, ``streak_<game>``. A missing or
damaged entry reads as 0/0, so a hand-edited file never stops the game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from game import storage
from game.i18n import tr


@dataclass
class Streak:
    current: int = 0
    best: int = 0


def key(game_name: str) -> str:
    return f"streak_{game_name}"


def load(game_name: str) -> Streak:
    raw = storage.load(key(game_name))
    if not isinstance(raw, dict):
        return Streak()
    cur, best = raw.get("current"), raw.get("best")
    # bool is an int subclass: a stored true/false is damage, not a count
    if not all(type(x) is int and 0 <= x < 1_000_000 for x in (cur, best)) or cur > best:
        return Streak()
    return Streak(cur, best)


def exists(game_name: str) -> bool:
    """Whether a valid streak was ever stored (the title only shows a line then)."""
    return isinstance(storage.load(key(game_name)), dict) and load(game_name).best > 0


def record(game_name: str, won: bool) -> Streak:
    """A finished solo game: a win extends the streak, a defeat ends it. Returns the new streak."""
    s = load(game_name)
    s.current = s.current + 1 if won else 0
    s.best = max(s.best, s.current)
    storage.save(key(game_name), asdict(s))
    return s


def line(game_name: str) -> str | None:
    """A short line for the title screen, or ``None`` before the first solo win."""
    if not exists(game_name):
        return None
    s = load(game_name)
    return tr("Solo win streak {current} · best {best}", current=s.current, best=s.best)
