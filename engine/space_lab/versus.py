"""Why the better of two Space Lab moves rather than the other (``SearchHooks.reason_versus``): the game review's
"Why" under a marked decision, where the better move's own reason (``engine.space_lab.advice``) is silent or as true
of the move played. Playtest 23: "Better: End the turn" and "Better: Pay with X" came with no why. (A Project kept
needs none here: its own reason, the VP it adds now, differs from the other's wherever the two differ.)

Each reason is a fact of the seat's own view, weighed between the two moves: the cards an ended turn keeps in hand
against what the placement adds (SL-8), the card a payment keeps (SL-8).
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Words, words
from engine.space_lab.advice import needs, placed, station_points
from engine.space_lab.cards import AGENCY_OF, COST_OF, SLOT_INDEX
from engine.space_lab.kinds import ActionKind
from engine.space_lab.words import card_words, hand_name


def reason_versus(view: Any, best: Action, other: Action, level: bool) -> Words | None:
    """Why ``best`` rather than ``other`` for the seat to act, or ``None`` where the best move's own reason says it
    (or nothing weighs the two). Two moves the search rates level get no reason for one over the other."""
    if level or view.seat is None or view.final is not None or view.current != view.seat:
        return None
    if best.kind == ActionKind.END and other.kind == ActionKind.PLACE:
        return _kept_for_later(view, other)
    if best.kind == ActionKind.PAY and other.kind == ActionKind.PAY and best.card != other.card:
        return _kept_instead(view, best, other)
    return None


def _kept_for_later(view: Any, place: Action) -> Words | None:
    """An ended turn against one more placement: the card and its payment stay in hand (SL-8), against the VP the
    placement adds now. Not in a final turn, where cards left in hand score nothing (R-18)."""
    n = COST_OF[place.card]
    if view.trigger is not None or not n or place.target not in SLOT_INDEX:
        return None
    station = view.stations[view.seat]
    slot = SLOT_INDEX[place.target]
    after = tuple(place.card if i == slot else c for i, c in enumerate(station))
    gain = station_points(view, after) - station_points(view, station)
    return words("Ending the turn keeps {card} and the card to pay for it in hand; placed now it adds {v} VP.",
                 plural="Ending the turn keeps {card} and the {n} cards to pay for it in hand; placed now it adds "
                 "{v} VP.", card=hand_name(view, place.card), n=n, v=gain)


def _kept_instead(view: Any, best: Action, other: Action) -> Words | None:
    """One payment card against another (SL-8): the card the better payment keeps in hand, where the better one's own
    reason (a colour no capsule needs) does not already say it."""
    need = needs(view, placed(view))
    if not need[AGENCY_OF[best.card]] and need[AGENCY_OF[other.card]]:
        return None
    return words("It keeps {card} in hand.", card=card_words(other.card))
