"""The game log: the raw events of the game, worded at draw time for whoever is looking.

Nothing here is text made for an earlier viewer: entries are the engine's
unfiltered events (plus a few table lines as ``Words``), and ``lines(viewer)``
asks the engine to word each event as that viewer may read it
(``describe_event(e, viewer)``, which hides what the viewer may not see).
The worded lines are kept per viewer and language, so a hand-over can never
show the previous player's lines and a language switch words the whole log in
the new language at once. A new line words only the entries added since (an
entry's words depend on it and the viewer alone): the whole log worded again
after every move cost a long game more than its drawing. Each viewer keeps
its own list, for a table that shows the log to two viewers in turn (the
players of a hot-seat game, the table itself between them) words nothing twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Event, Game, Words
from engine.recap import repeated
from game import i18n
from game import words as say_words

Line = tuple[str, tuple[int, int, int]]

MAX_ENTRIES = 400  # a long game keeps its last few hundred lines


class GameLog:
    def __init__(self, game: Game, names: Sequence[str]) -> None:
        self.game = game
        self.names = list(names)
        self.entries: list[Event | Words] = []
        self.dropped = 0  # entries let go from the front of a long game's log
        self.version = 0
        self._cache_key: tuple[int | None, int, str] | None = None
        self._cache: list[tuple[int, int, str, tuple[int, int, int]]] = []
        # by (viewer, language): each entry worded for that viewer, in the entries' order (``None`` for an entry that
        # makes no line for that viewer), shorter than ``entries`` when the newest are still to be worded
        self._worded: dict[tuple[int | None, str], list[tuple[int, str, tuple[int, int, int]] | None]] = {}
        self._folded_key: tuple[int | None, int, str] | None = None  # ``folded`` kept for this (viewer, version,
        self._folded: list[tuple[int, int, str, tuple[int, int, int]]] = []  # language): a table reads it each frame
        # a run's line said once with its count, by (viewer, language, the run's last entry as ``mark`` counts it,
        # count): folding again after each move words only a run that grew
        self._said_again: dict[tuple[int | None, str, int, int], str] = {}

    def add(self, entry: Event | Words) -> None:
        """An engine event (raw, unfiltered) or a line of the table's own."""
        self.entries.append(entry)
        if len(self.entries) > MAX_ENTRIES:
            extra = len(self.entries) - MAX_ENTRIES
            del self.entries[:extra]
            for worded in self._worded.values():
                del worded[:extra]
            self.dropped += extra
            if len(self._said_again) > MAX_ENTRIES:  # a long game's runs let go with their entries
                self._said_again = {k: v for k, v in self._said_again.items() if k[2] >= self.dropped}
        self.version += 1

    def mark(self) -> int:
        """Where the log ends now, to cut it back there when a move is undone."""
        return self.dropped + len(self.entries)

    def cut(self, mark: int) -> None:
        """Forget every entry after ``mark`` (the lines of moves taken back)."""
        del self.entries[max(0, mark - self.dropped):]
        # the entries taken back leave their places to new ones; a run that ends before the cut is as it was
        self._said_again = {k: v for k, v in self._said_again.items() if k[2] < mark}
        for worded in self._worded.values():
            del worded[len(self.entries):]
        self.version += 1

    def lines(self, viewer: int | None) -> list[Line]:
        return [(text, color) for _i, _seat, text, color in self.folded(viewer)]

    def folded(self, viewer: int | None) -> list[tuple[int, int, str, tuple[int, int, int]]]:
        """``worded``, with an engine event's line repeated at once said a single time with how many times ("from
        the discard: Kidney → pile 2 ×4": four times in a row read as noise); the run's latest entry stands for it
        (it counts as new after a mark). The table's own lines are left as they are."""
        key = (viewer, self.version, i18n.language())
        if key != self._folded_key:
            self._folded, self._folded_key = self._fold(viewer), key
        return list(self._folded)

    def _fold(self, viewer: int | None) -> list[tuple[int, int, str, tuple[int, int, int]]]:
        out: list[tuple[int, int, str, tuple[int, int, int]]] = []
        runs: list[int] = []
        for row in self.worded(viewer):
            i, seat, text, color = row
            if out and out[-1][1:] == (seat, text, color) and isinstance(self.entries[i], Event) \
                    and isinstance(self.entries[out[-1][0]], Event):
                runs[-1] += 1
                out[-1] = (i, seat, text, color)
            else:
                out.append(row)
                runs.append(1)
        return [(i, seat, text if n == 1 else self._repeated(i, viewer, text, n), color)
                for (i, seat, text, color), n in zip(out, runs, strict=True)]

    def _repeated(self, i: int, viewer: int | None, text: str, n: int) -> str:
        """Entry ``i``'s line ``text``, said ``n`` times in a row, said once (``engine.recap.repeated``: a line
        counting cards says their sum, another "×n")."""
        key = (viewer, i18n.language(), self.dropped + i, n)
        said = self._said_again.get(key)
        if said is None:
            entry = self.entries[i]
            w = self.game.describe_event(entry, viewer) if isinstance(entry, Event) else None
            said = say_words.say(repeated(w, n), self.names) if w is not None \
                else i18n.tr("{line} ({n} times)", line=text, n=n)
            self._said_again[key] = said
        return said

    def worded(self, viewer: int | None) -> list[tuple[int, int, str, tuple[int, int, int]]]:
        """(entry index, acting seat, text, colour) of every entry that makes a line for ``viewer``."""
        key = (viewer, self.version, i18n.language())
        if key != self._cache_key:
            worded = self._worded.setdefault((viewer, key[2]), [])
            for entry in self.entries[len(worded):]:
                w = entry if isinstance(entry, Words) else self.game.describe_event(entry, viewer)
                seat = -1 if isinstance(entry, Words) else entry.seat
                worded.append(None if w is None else (seat, say_words.say(w, self.names), say_words.tone(w)))
            self._cache = [(i, *line) for i, line in enumerate(worded) if line is not None]
            self._cache_key = key
        return self._cache

    def since(self, mark: int, viewer: int, others_only: bool = True) -> list[Line]:
        """The lines added after ``mark`` (a ``mark()``: it counts every entry ever added, so it still
        points at the same entry once the front of a long log is let go), worded for ``viewer``;
        without the viewer's own moves."""
        first = mark - self.dropped
        return [(text, color) for i, seat, text, color in self.folded(viewer)
                if i >= first and not (others_only and seat == viewer)]
