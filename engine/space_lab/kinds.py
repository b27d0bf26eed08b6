"""Space Lab's declared vocabulary: its action kinds, event kinds and phases.

Each is a ``StrEnum``, so a member equals its string (``Phase.OVER == "over"``):
saved recipes, views and the client's ``kind == "..."`` tests read the same as
before, while a misspelt member is an error, not a silent miss. The protocol test holds every
emitted kind to these lists.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    ASSIGN = "assign"  # a seat assigns its objectives (SU-3)
    START = "start"  # the start of a turn: draw, recruit, place or pass
    AGENCY = "agency"  # a draw waits for the agency to take (SL-5)
    PAY = "pay"  # a placement waits for payment picks (SL-8)
    KEEP = "keep"  # a Project draw waits for the card to keep
    PLACE = "place"  # at least one card was placed, more may follow (SL-7)
    OVER = "over"


class ActionKind(StrEnum):
    AGENCY = "agency"
    ASSIGN = "assign"
    DRAW = "draw"
    END = "end"
    KEEP = "keep"
    PASS = "pass"
    PAY = "pay"
    PLACE = "place"
    RECRUIT = "recruit"


class EventKind(StrEnum):
    ASSIGN = "assign"
    DRAW = "draw"
    END_PLACE = "end_place"
    END_TRIGGER = "end_trigger"
    FINAL_TURN = "final_turn"
    GAME_END = "game_end"
    GAME_OVER = "game_over"
    HAND_REVEALED = "hand_revealed"
    KEEP = "keep"
    OBJECTIVE = "objective"
    OBJECTIVES = "objectives"
    OBJECTIVES_DEALT = "objectives_dealt"
    PASS = "pass"
    PICK = "pick"
    PLACE = "place"
    PRESSURE = "pressure"
    PROJECT_BOTTOM = "project_bottom"
    PROJECT_DRAW = "project_draw"
    PROJECTS_REVEALED = "projects_revealed"
    RECRUIT = "recruit"
    RESHUFFLE = "reshuffle"
    REVEAL = "reveal"
    RIVAL = "rival"
    SCORE = "score"
    SELECT = "select"
    TAKE = "take"
    TO_RC = "to_rc"
    TURN = "turn"
    VALIDATE = "validate"


# events with no log line: a card selected for placing and its payment picks are animated steps of
# the placement, which its own line says, and the end of placing is followed by the next turn's line
SILENT_EVENTS: frozenset[EventKind] = frozenset({EventKind.PICK, EventKind.SELECT, EventKind.END_PLACE})
