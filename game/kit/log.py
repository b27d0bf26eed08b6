"""The game log: the raw events of the game, worded at draw time for whoever is looking.

Nothing here is text made for an earlier viewer: entries are the engine's
unfiltered events (plus a few table lines as ``Words``), and ``lines(viewer)``
asks the engine to word each event as that viewer may read it
(``describe_event(e, viewer)``, which hides what the viewer may not see).
The worded lines are cached per viewer and thrown away when the viewer
changes, so a hand-over can never show the previous player's lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Event, Game, Words
from game import words as say_words

Line = tuple[str, tuple[int, int, int]]

MAX_ENTRIES = 400  # a long game keeps its last few hundred lines


class GameLog:
    def __init__(self, game: Game, names: Sequence[str]) -> None:
        self.game = game
        self.names = list(names)
        self.entries: list[Event | Words] = []
        self.version = 0
        self._cache_key: tuple[int | None, int] | None = None
        self._cache: list[Line] = []

    def add(self, entry: Event | Words) -> None:
        """An engine event (raw, unfiltered) or a line of the table's own."""
        self.entries.append(entry)
        if len(self.entries) > MAX_ENTRIES:
            del self.entries[: len(self.entries) - MAX_ENTRIES]
        self.version += 1

    def lines(self, viewer: int | None) -> list[Line]:
        key = (viewer, self.version)
        if key != self._cache_key:
            out: list[Line] = []
            for entry in self.entries:
                w = entry if isinstance(entry, Words) else self.game.describe_event(entry, viewer)
                if w is not None:
                    out.append((say_words.say(w, self.names), say_words.tone(w)))
            self._cache, self._cache_key = out, key
        return self._cache
