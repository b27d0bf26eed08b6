"""Win streaks of solo games, kept between runs through ``storage``.

A streak is the number of consecutive solo wins without a defeat (the Al
Cabohne rules suggest it as the solo score to beat), with the best one ever
reached. Each game has its own storage key, ``streak_<game>``. A missing or
damaged entry reads as 0/0 (a damaged one is set aside and said), so a
hand-edited file never stops the game.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game import storage, stored
from game.i18n import tr


@dataclass
class Streak:
    current: int = 0
    best: int = 0


def key(game_name: str) -> str:
    return f"streak_{game_name}"


def _read(raw: Any) -> Streak:
    d = stored.mapping(raw, "the streak")
    # bool is an int subclass: a stored true/false is damage, not a count (and 12.0 is not 12)
    best = stored.whole(d.get("best"), "the best streak", 0, 999_999)
    return Streak(stored.whole(d.get("current"), "the streak", 0, best), best)


def load(game_name: str) -> Streak:
    """The stored streak; a damaged one is set aside (and reported), and the streak starts at 0/0."""
    return storage.read(key(game_name), _read) or Streak()


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
