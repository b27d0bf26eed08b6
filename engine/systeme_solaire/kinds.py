"""Système Solaire's declared vocabulary: its action kinds, event kinds and phases.

Each is a ``StrEnum``, so a member equals its string (``Phase.OVER == "over"``):
saved recipes, views and the client's ``kind == "..."`` tests read the same as
before, while a misspelt member is an error, not a silent miss. The protocol test holds every
emitted kind to these lists.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PROBES = "probes"  # five players, set-up: choose a probe set (SS-4)
    LAY = "lay"  # variant: place the drawn card in a group (SS-V1)
    BID = "bid"  # the auction (SS-9..SS-12)
    PAY = "pay"  # the auction winner pays (SS-13)
    SELECT = "select"  # the secret selection of the order reveal (SS-15)
    TAKE = "take"  # group selection (SS-19..SS-23)
    OVER = "over"


class ActionKind(StrEnum):
    BID = "bid"
    DONE = "done"
    LAY = "lay"
    PAID = "paid"
    PASS = "pass"
    PAY = "pay"
    PROBES = "probes"
    SELECT = "select"
    TAKE = "take"


class EventKind(StrEnum):
    BID = "bid"
    BONUS = "bonus"
    CHOSEN = "chosen"
    DEAL = "deal"
    DISCARD = "discard"
    DRAW = "draw"
    FRONT_SCORE = "front_score"
    GAME_OVER = "game_over"
    HAND = "hand"
    LAY = "lay"
    MARKER = "marker"
    NO_WINNER = "no_winner"
    ORDER = "order"
    PAID = "paid"
    PASS = "pass"
    PAY = "pay"
    PROBE_SET = "probe_set"
    PROBES = "probes"
    REMOVE = "remove"
    REVEAL = "reveal"
    ROUND = "round"
    SCORE = "score"
    SELECT = "select"
    TAKE = "take"
    TO_FRONT = "to_front"
    WIN = "win"


# events with no log line (none: every event of the game is said in the log)
SILENT_EVENTS: frozenset[EventKind] = frozenset()
