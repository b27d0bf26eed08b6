"""Why the better of two Space Lab moves rather than the other (``SearchHooks.reason_versus``): the game review's
"Why" under a marked decision, where the better move's own reason (``engine.space_lab.advice``) is silent or as true
of the move played. Playtest 23: "Better: End the turn" and "Better: Pay with X" came with no why. (A Project kept
needs none here: its own reason, the VP it adds now, differs from the other's wherever the two differ.)

Each reason is a fact of the seat's own view, weighed between the two moves: of the gains (VP now, Projects drawn) the
larger gap, else the cards an ended turn keeps in hand against what the placement pays (SL-8); the card a payment
keeps (SL-8).
"""

from __future__ import annotations

from typing import Any

from engine.core import Action, Words, words
from engine.space_lab.advice import needs, placed, project_gain, station_points
from engine.space_lab.cards import AGENCY_OF, COST_OF, SLOT_INDEX, TILE_VALUE
from engine.space_lab.content import K_DRAW_LAB, K_DRAW_PROJECT
from engine.space_lab.facts import slot_facts
from engine.space_lab.kinds import ActionKind
from engine.space_lab.words import card_words


def reason_versus(view: Any, best: Action, other: Action, level: bool) -> Words | None:
    """Why ``best`` rather than ``other`` for the seat to act, or ``None`` where the best move's own reason says it
    (or nothing weighs the two). Two moves the search rates level get no reason for one over the other."""
    if level or view.seat is None or view.final is not None or view.current != view.seat:
        return None
    if best.kind == ActionKind.PAY and other.kind == ActionKind.PAY and best.card != other.card:
        return _kept_instead(view, best, other)
    return None


def review_versus(view: Any, best: Action, played: Action) -> Words | None:
    """The review's Why for ``best`` over the move ``played`` (``SearchHooks.review_versus``): the two weighed by a
    figure the better move wins, else ``reason_versus``. The Hint does not say these: it names no move played. A
    figure is said only where the better move's beats the other's: "Ending the turn keeps 2 cards; placed now it adds
    3 VP" argued for the move played (issue 18)."""
    said = reason_versus(view, best, played, False)
    if said is not None or view.seat is None or view.final is not None or view.current != view.seat:
        return said
    if ActionKind.PAY in (best.kind, played.kind):
        return None
    # of the gains the better move wins, the larger gap: "It scores 1 VP now" hid the 2 Projects a bottom slot drew
    # (playtest 26); on a tie the points. The hand only when neither wins: it is what a placement pays, not its gain
    gains: list[tuple[int, Words]] = []
    a, b = _points_now(view, best), _points_now(view, played)
    if a > b:
        gains.append((a - b, words("It scores {a} VP now, the move played {b}.", a=a, b=b)))
    a, b = _drawn(view, best, K_DRAW_PROJECT), _drawn(view, played, K_DRAW_PROJECT)
    if a > b:  # Projects score at the end: "Cards left in hand: 2, against 0" hid a bottom slot's 2 Projects drawn
        gains.append((a - b, words("It draws {n} Project card, the move played {b}.",
                                   plural="It draws {n} Project cards, the move played {b}.", n=a, b=b)))
    if gains:
        return max(gains, key=lambda g: g[0])[1]
    a, b = _hand_after(view, best), _hand_after(view, played)
    if a is not None and b is not None and a > b and view.trigger is None:  # a last turn's hand scores nothing
        return words("Cards left in hand: {a}, against {b} after the move played.", a=a, b=b)
    return None


def _points_now(view: Any, a: Action) -> int:
    """The VP a move adds to the seat's score at once: a placement's station points, its validation tiles and what
    the seat's own Projects gain (section 13); 0 for any other move."""
    if a.kind != ActionKind.PLACE or a.target not in SLOT_INDEX:
        return 0
    fact = next((f for f in slot_facts(view, a.card) if f.slot == a.target), None)
    station = view.stations[view.seat]
    slot = SLOT_INDEX[a.target]
    after = tuple(a.card if i == slot else c for i, c in enumerate(station))
    tiles = sum(TILE_VALUE.get(t, 0) for t in fact.tiles) if fact is not None else 0
    return station_points(view, after) - station_points(view, station) + tiles + project_gain(view, after)


def _drawn(view: Any, a: Action, kind: str) -> int:
    """The cards of ``kind`` (Lab or Project draws) a placement draws at once (SL-9 to SL-14): the card's own
    lightning, a top slot's Projects, a bottom slot's Objective, the bonus of a tile it validates; 0 for any other
    move."""
    if a.kind != ActionKind.PLACE or a.target not in SLOT_INDEX:
        return 0
    fact = next((f for f in slot_facts(view, a.card) if f.slot == a.target), None)
    if fact is None:
        return 0
    effects = (fact.card_effect, fact.bottom, *fact.bonus)
    top = fact.projects if kind == K_DRAW_PROJECT else 0
    return top + sum(e.value for e in effects if e is not None and e.kind == kind)


def _hand_after(view: Any, a: Action) -> int | None:
    """The cards left in the seat's hand after a move (SL-5 to SL-8): a reveal's count is not known beforehand."""
    n = len(view.hands[view.seat])
    if a.kind == ActionKind.PLACE:  # the Lab cards it draws count too (SL-9: a lightning, a tile's bonus)
        return n - 1 - COST_OF[a.card] + _drawn(view, a, K_DRAW_LAB)
    if a.kind == ActionKind.RECRUIT:
        return n + len(view.rc[a.card])
    if a.kind == ActionKind.AGENCY:
        return n + sum(1 for c in view.revealed if AGENCY_OF[c] == a.card)
    return n if a.kind in (ActionKind.END, ActionKind.PASS) else None


def _kept_instead(view: Any, best: Action, other: Action) -> Words | None:
    """One payment card against another (SL-8): the card the better payment keeps in hand, where the better one's own
    reason (a colour no capsule needs) does not already say it."""
    need = needs(view, placed(view))
    if not need[AGENCY_OF[best.card]] and need[AGENCY_OF[other.card]]:
        return None
    return words("It keeps {card} in hand.", card=card_words(other.card))
