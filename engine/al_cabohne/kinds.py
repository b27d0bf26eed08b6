"""Al Cabohne's declared vocabulary: its action kinds, event kinds and phases.

Each is a ``StrEnum``, so a member equals its string (``Phase.OVER == "over"``):
saved recipes, views and the client's ``kind == "..."`` tests read the same as
before, while a misspelt member is an error, not a silent miss. The protocol test holds every
emitted kind to these lists.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    # LEFTOVERS: the opponent's leftover piles are planted or discarded (AC-16)
    # TAX: the tax is paid (AC-17)
    # PLANT: the front hand cards are planted (AC-18, AC-19)
    # REVEAL: passed through inside apply: the reveal (AC-20)
    # CULTIVATE: kept piles placed, cards given, Bosses filled (AC-22..AC-24)
    # DRAW: passed through inside apply: the draw (AC-26)
    # TRADE: variant R-16: a trade proposal is being built, or waits for the opponent's answer
    LEFTOVERS, TAX, PLANT, REVEAL, CULTIVATE = "leftovers", "tax", "plant", "reveal", "cultivate"
    DRAW, OVER, TRADE = "draw", "over", "trade"


class ActionKind(StrEnum):
    BUY_FIELD, END, FILL, GIVE, HARVEST = "buy_field", "end", "fill", "give", "harvest"
    LEFTOVER, PLACE, PLANT, TAX = "leftover", "place", "plant", "tax"
    # variant R-16: open a proposal, pick a hand card to give or a bean type to ask for, send or drop
    # it; the opponent accepts or refuses
    TRADE, OFFER, ASK, PROPOSE, WITHDRAW = "trade", "offer", "ask", "propose", "withdraw"
    ACCEPT, REFUSE = "accept", "refuse"


class EventKind(StrEnum):
    BOSS_FILL, BOSS_HARVEST, BUY_FIELD, DEAL = "boss_fill", "boss_harvest", "buy_field", "deal"
    DISCARD, DISCARD_PULL, DRAW, ENDOW, EXHAUSTED = "discard", "discard_pull", "draw", "endow", "exhausted"
    FILL, FINAL_SALE, GAME_OVER, GIVE, HAND_SHOWN = "fill", "final_sale", "game_over", "give", "hand_shown"
    HARVEST, KEEP, LEFTOVER, PHASE, PLACE, PLANT = "harvest", "keep", "leftover", "phase", "place", "plant"
    RESHUFFLE, REVEAL, TAX, TO_BOSS, TURN = "reshuffle", "reveal", "tax", "to_boss", "turn"
    # variant R-16: a proposal made, accepted (then one ``trade`` per direction cards went), refused, withdrawn
    PROPOSAL, ACCEPTED, TRADE = "proposal", "accepted", "trade"
    REFUSED, WITHDRAWN = "refused", "withdrawn"


# events with no log line: a new phase, a card revealed and a discard are animated, and the lines of
# the events around them (the kept pile or the Boss a card goes to, the harvest or sale) say them
SILENT_EVENTS: frozenset[EventKind] = frozenset({EventKind.PHASE, EventKind.REVEAL, EventKind.DISCARD})
