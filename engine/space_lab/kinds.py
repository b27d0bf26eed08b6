"""Space Lab's declared vocabulary: its action kinds, event kinds and phases.

Each is a ``StrEnum``, so a member equals its string (``Phase.OVER == "over"``):
saved recipes, views and the client's ``kind == "..."`` tests read the same as
before, while a misspelt member is an error, not a silent miss. The protocol test holds every
emitted kind to these lists.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    # ASSIGN: a seat assigns its objectives (SU-3)
    # START: the start of a turn: draw, recruit, place or pass
    # AGENCY: a draw waits for the agency to take (SL-5)
    # PAY: a placement waits for payment picks (SL-8)
    # KEEP: a Project draw waits for the card to keep
    # PLACE: at least one card was placed, more may follow (SL-7)
    ASSIGN, START, AGENCY, PAY, KEEP, PLACE = "assign", "start", "agency", "pay", "keep", "place"
    OVER = "over"


class ActionKind(StrEnum):
    AGENCY, ASSIGN, DRAW, END, KEEP, PASS, PAY = "agency", "assign", "draw", "end", "keep", "pass", "pay"
    PLACE, RECRUIT = "place", "recruit"


class EventKind(StrEnum):
    ASSIGN, DRAW, END_PLACE, END_TRIGGER = "assign", "draw", "end_place", "end_trigger"
    FINAL_TURN, GAME_END, GAME_OVER, HAND_REVEALED = "final_turn", "game_end", "game_over", "hand_revealed"
    KEEP, OBJECTIVE, OBJECTIVES, OBJECTIVES_DEALT = "keep", "objective", "objectives", "objectives_dealt"
    NO_PLACE = "no_place"  # after a placement, no other card can be paid for: End turn is the only move left
    PASS, PICK, PLACE, PRESSURE, PROJECT_BOTTOM = "pass", "pick", "place", "pressure", "project_bottom"
    PROJECT_DRAW, PROJECTS_REVEALED, RECRUIT = "project_draw", "projects_revealed", "recruit"
    RESHUFFLE, REVEAL, RIVAL, SCORE, SELECT = "reshuffle", "reveal", "rival", "score", "select"
    TAKE, TO_RC, TURN, VALIDATE = "take", "to_rc", "turn", "validate"


# events with no log line: a card selected for placing and its payment picks are animated steps of
# the placement, which its own line says, and the end of placing is followed by the next turn's line
SILENT_EVENTS: frozenset[EventKind] = frozenset({EventKind.PICK, EventKind.SELECT, EventKind.END_PLACE})
