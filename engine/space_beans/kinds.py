"""Space Beans' declared vocabulary: its action kinds, event kinds and phases.

Each is a ``StrEnum``, so a member equals its string (``ActionKind.DRAW == "draw"``):
saved recipes, views and the client's ``kind == "draw"`` tests read the same
as before, while a misspelt member is an error (``AttributeError`` where it
runs, and a type checker's finding) rather than a silent miss. The protocol test holds every emitted kind to these lists.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The steps of a turn (SB-4, SB-5); a state rests in all but ``PASS``, which ``apply`` runs through."""

    DRAW, START, CLOSE, COLLECT, PASS, OVER = "draw", "start", "close", "collect", "pass", "over"


class ActionKind(StrEnum):
    # DRAW: take up to two cards (SB-6)
    # PLAY: one card onto the open or the secret collection (target)
    # CLOSE: SB-15, SB-16
    # END: ends the close step or the collect step
    DRAW, NO_DRAW, PLAY, CLOSE, END = "draw", "no_draw", "play", "close", "end"


class EventKind(StrEnum):
    DEAL, DRAW, NO_DRAW, PLAY, CLOSE, TROPHY = "deal", "draw", "no_draw", "play", "close", "trophy"
    DISCARD, FLIP, PASS, RESHUFFLE, TURN, BONUS = "discard", "flip", "pass", "reshuffle", "turn", "bonus"
    FINAL_CLOSE, GAME_OVER = "final_close", "game_over"


# events with no log line: the close or the end scoring that made a trophy or a discard says it
SILENT_EVENTS: frozenset[EventKind] = frozenset({EventKind.TROPHY, EventKind.DISCARD})


AFTER_RESHUFFLE = "new pile"  # a draw event's target: the rest of a draw, taken from the pile a reshuffle made (SB-8)
