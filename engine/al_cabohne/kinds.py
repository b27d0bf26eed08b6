"""Al Cabohne's declared vocabulary: its action kinds, event kinds and phases.

Each is a ``StrEnum``, so a member equals its string (``Phase.OVER == "over"``):
saved recipes, views and the client's ``kind == "..."`` tests read the same as
before, while a misspelt member is an error, not a silent miss. The protocol test holds every
emitted kind to these lists.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    LEFTOVERS = "leftovers"  # the opponent's leftover piles are planted or discarded (AC-16)
    TAX = "tax"  # the tax is paid (AC-17)
    PLANT = "plant"  # the front hand cards are planted (AC-18, AC-19)
    REVEAL = "reveal"  # passed through inside apply: the reveal (AC-20)
    CULTIVATE = "cultivate"  # kept piles placed, cards given, Bosses filled (AC-22..AC-24)
    DRAW = "draw"  # passed through inside apply: the draw (AC-26)
    OVER = "over"


class ActionKind(StrEnum):
    BUY_FIELD = "buy_field"
    END = "end"
    FILL = "fill"
    GIVE = "give"
    HARVEST = "harvest"
    LEFTOVER = "leftover"
    PLACE = "place"
    PLANT = "plant"
    TAX = "tax"


class EventKind(StrEnum):
    BOSS_FILL = "boss_fill"
    BOSS_HARVEST = "boss_harvest"
    BUY_FIELD = "buy_field"
    DEAL = "deal"
    DISCARD = "discard"
    DISCARD_PULL = "discard_pull"
    DRAW = "draw"
    ENDOW = "endow"
    EXHAUSTED = "exhausted"
    FILL = "fill"
    FINAL_SALE = "final_sale"
    GAME_OVER = "game_over"
    GIVE = "give"
    HAND_SHOWN = "hand_shown"
    HARVEST = "harvest"
    KEEP = "keep"
    LEFTOVER = "leftover"
    PHASE = "phase"
    PLACE = "place"
    PLANT = "plant"
    RESHUFFLE = "reshuffle"
    REVEAL = "reveal"
    TAX = "tax"
    TO_BOSS = "to_boss"
    TURN = "turn"


# events with no log line: a new phase, a card revealed and a discard are animated, and the lines of
# the events around them (the kept pile or the Boss a card goes to, the harvest or sale) say them
SILENT_EVENTS: frozenset[EventKind] = frozenset({EventKind.PHASE, EventKind.REVEAL, EventKind.DISCARD})
