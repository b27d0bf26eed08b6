"""Solo records kept between runs (a win streak, a best score): one store for every game.

A game that keeps a solo record declares one ``SoloRecord`` on its
``Client`` (``game.kit.contract``): where it is stored, how a stored entry
is checked, how a finished solo game moves it on, and its words for the
title screen, the Statistics screen and the results. The table moves it on
once, when a solo game that counts (a human, not a demonstration, a replay
or a chosen deal) ends; the title and Statistics screens read it.

Each record is one ``storage`` entry. A missing one reads as ``empty``; a
damaged one (a hand-edited file) is set aside and said, and reads as
``empty`` too, so it never stops the game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

from game import storage, stored
from game.i18n import tr


class Entry(Protocol):
    """A record as kept: a named tuple, stored as its fields."""

    def _asdict(self) -> dict[str, Any]: ...


R = TypeVar("R", bound=Entry)  # the record
Out = TypeVar("Out")  # what a finished game brings to it (won or not; a score)


class SoloRecord(ABC, Generic[R, Out]):
    """One game's solo record in ``storage`` under ``key``."""

    key: str
    empty: R | None = None  # what a missing or damaged entry reads as

    @abstractmethod
    def read(self, raw: Any) -> R:
        """A stored entry, checked (``game.stored`` raises on anything damaged)."""

    @abstractmethod
    def outcome(self, final: Any) -> Out:
        """What the finished game brings to the record, from the final view of the solo seat."""

    @abstractmethod
    def after(self, before: R | None, outcome: Out) -> R:
        """The record once a game with ``outcome`` is finished."""

    @abstractmethod
    def note(self, before: R | None, after: R, kept: bool) -> str:
        """The results' line on the record (``kept``: the new record was stored)."""

    @abstractmethod
    def statistics(self, record: R | None) -> list[str]:
        """The lines of the Statistics screen."""

    @abstractmethod
    def title_line(self, record: R | None) -> str | None:
        """The line under the game's title-screen button, or ``None`` while there is nothing to say."""

    def load(self) -> R | None:
        """The record as stored; a damaged one is set aside (and reported) and reads as ``empty``."""
        found = storage.read(self.key, self.read)
        return self.empty if found is None else found

    def move_on(self, outcome: Out) -> tuple[R | None, R, bool]:
        """A finished solo game: the record before, after, and whether it is stored (a stored record that
        does not change is not written again)."""
        found = storage.read(self.key, self.read)
        before = self.empty if found is None else found
        after = self.after(before, outcome)
        return before, after, (found is not None and after == found) or storage.save(self.key, after._asdict())

    def finish(self, final: Any) -> tuple[R, str]:
        """A finished solo game, from its final view: the record now and the results' line on it."""
        before, after, kept = self.move_on(self.outcome(final))
        return after, self.note(before, after, kept)


class Streak(NamedTuple):
    """Consecutive solo wins without a defeat, and the most ever reached."""

    current: int = 0
    best: int = 0


class WinStreak(SoloRecord[Streak, bool]):
    """A win extends the streak, a defeat ends it (a solo game against a rival that can win). Stored as
    ``streak_<game>``."""

    empty = Streak()

    def __init__(self, game_name: str, ended: str) -> None:
        self.key = f"streak_{game_name}"
        self.ended = ended  # the msgid of the line said when a defeat ends a streak ("{n}" long, best "{best}")

    def read(self, raw: Any) -> Streak:
        d = stored.mapping(raw, "the streak")
        # bool is an int subclass: a stored true/false is damage, not a count (and 12.0 is not 12)
        best = stored.whole(d.get("best"), "the best streak", 0, 999_999)
        return Streak(stored.whole(d.get("current"), "the streak", 0, best), best)

    def outcome(self, final: Any) -> bool:
        return bool(final.final.winners)

    def after(self, before: Streak | None, outcome: bool) -> Streak:
        s = before or Streak()
        current = s.current + 1 if outcome else 0
        return Streak(current, max(s.best, current))

    def note(self, before: Streak | None, after: Streak, kept: bool) -> str:
        was = before or Streak()
        if not kept:
            return tr("Your streak could not be saved ({why}).", why=storage.last_error)
        if after.current and after.best > was.best:
            return tr("Win streak: {n} — a new best!", n=after.current)
        if not after.current and was.current:
            return tr(self.ended, n=was.current, best=after.best)
        return tr("Win streak: {n} · best {best}", n=after.current, best=after.best)

    def statistics(self, record: Streak | None) -> list[str]:
        s = record or Streak()
        return [tr("Solo win streak {current} · best {best}", current=s.current, best=s.best)]

    def title_line(self, record: Streak | None) -> str | None:
        if record is None or record.best == 0:  # nothing to say before the first solo win
            return None
        return tr("Solo win streak {current} · best {best}", current=record.current, best=record.best)
