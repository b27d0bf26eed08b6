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

    DRAW = "draw"
    START = "start"
    CLOSE = "close"
    COLLECT = "collect"
    PASS = "pass"
    OVER = "over"


class ActionKind(StrEnum):
    DRAW = "draw"  # SB-6: take up to two cards
    NO_DRAW = "no_draw"
    PLAY = "play"  # one card onto the open or the secret collection (target)
    CLOSE = "close"  # SB-15, SB-16
    END = "end"  # ends the close step or the collect step


class EventKind(StrEnum):
    DEAL = "deal"
    DRAW = "draw"
    NO_DRAW = "no_draw"
    PLAY = "play"
    CLOSE = "close"
    TROPHY = "trophy"
    DISCARD = "discard"
    FLIP = "flip"
    PASS = "pass"
    RESHUFFLE = "reshuffle"
    TURN = "turn"
    BONUS = "bonus"
    FINAL_CLOSE = "final_close"
    GAME_OVER = "game_over"


# events with no log line: the close or the end scoring that made a trophy or a discard says it
SILENT_EVENTS: frozenset[EventKind] = frozenset({EventKind.TROPHY, EventKind.DISCARD})
