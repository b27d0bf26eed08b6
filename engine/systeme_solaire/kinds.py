"""Système Solaire's declared vocabulary: its action kinds, event kinds and phases.

Each is a ``StrEnum``, so a member equals its string (``Phase.OVER == "over"``):
saved recipes, views and the client's ``kind == "..."`` tests read the same as
before, while a misspelt member is an error, not a silent miss. The protocol test holds every
emitted kind to these lists.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    # PROBES: five players, set-up: choose a probe set (SS-4)
    # LAY: variant: place the drawn card in a group (SS-V1)
    # BID: the auction (SS-9..SS-12)
    # PAY: the auction winner pays (SS-13)
    # SELECT: the secret selection of the order reveal (SS-15)
    # TAKE: group selection (SS-19..SS-23)
    PROBES, LAY, BID, PAY, SELECT, TAKE, OVER = "probes", "lay", "bid", "pay", "select", "take", "over"


class ActionKind(StrEnum):
    BID, DONE, LAY, PAID, PASS, PAY, PROBES = "bid", "done", "lay", "paid", "pass", "pay", "probes"
    SELECT, TAKE = "select", "take"


class EventKind(StrEnum):
    BID, BONUS, CHOSEN, DEAL, DISCARD, DRAW = "bid", "bonus", "chosen", "deal", "discard", "draw"
    FRONT_SCORE, GAME_OVER, HAND, LAY, MARKER = "front_score", "game_over", "hand", "lay", "marker"
    NO_WINNER, ORDER, PAID, PASS, PAY, PROBE_SET = "no_winner", "order", "paid", "pass", "pay", "probe_set"
    PROBES, REMOVE, REVEAL, ROUND, SCORE, SELECT = "probes", "remove", "reveal", "round", "score", "select"
    # PLACE: the variant's drawn card put in a group (SS-V1); unlike LAY it shows nothing new, the draw did
    PLACE = "place"
    TAKE, TO_FRONT, WIN = "take", "to_front", "win"


# events with no log line (none: every event of the game is said in the log)
SILENT_EVENTS: frozenset[EventKind] = frozenset()
