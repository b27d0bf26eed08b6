"""Flight recipes: how an event's cards fly, as a row of data, so that a game's choreography is mostly a table.

Most events of a card game move their cards from one place to another and
nothing else: a draw, a card played, a pile discarded. Each game wrote a
branch per kind for it; a ``Flights`` row says the same (where from, where to,
how long, how far apart, the sound, which way up) and ``fly`` plays it. The
choreography keeps code only for what is more than flights: sales, words
over the table, a reshuffle.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import Event
from game.kit.stage import Stage, Zone

if TYPE_CHECKING:
    from game.kit.effects import Effects

# a zone, or where card ``c`` of event ``e`` flies from or to, read off the event (its source, its target, its
# seat's hand) and the stage (the pile that card lies in now)
Where = Zone | Callable[[Event, int, Stage], Zone]


def seat_zone(kind: str, *more: int) -> Callable[[Event, int, Stage], Zone]:
    """The acting seat's zone of ``kind`` (``more``: the rest of the game's zone key), for a ``Flights`` row."""
    return lambda e, _c, _s: (kind, e.seat, *more)


def receiver_zone(kind: str, *more: int) -> Callable[[Event, int, Stage], Zone]:
    """The zone of ``kind`` of the seat an event hands its cards to (its ``to_seat``), for a ``Flights`` row."""
    return lambda e, _c, _s: (kind, e.to_seat, *more)


@dataclass(frozen=True)
class Flights:
    """An event's cards flying from ``src`` to ``dst``, each for ``move`` seconds, ``stagger`` seconds apart; the
    sound ``cue`` as they leave (as each leaves, with ``cue_each``); turning over for ``flip`` seconds on the way;
    which way up where the zones do not say; taken from the ``front`` of their zone. The next event starts as the
    last lands, or ``wait`` seconds a card when given (cards turned over one after another)."""

    src: Where
    dst: Where
    move: float
    stagger: float
    cue: str | None = "card"
    cue_each: bool = False
    flip: float = 0.0
    face_from: bool | None = None
    face_to: bool | None = None
    front: bool = False
    wait: float | None = None


def _zone(where: Where, e: Event, card: int, stage: Stage) -> Zone:
    return where(e, card, stage) if callable(where) else where


def fly(f: Flights, e: Event, t: float, stage: Stage, fx: Effects) -> float:
    """The cards of ``e`` as ``f`` flies them, from ``t``; returns when the next event may start (``t`` when
    there are no cards)."""
    if f.cue is not None and e.cards and not f.cue_each:
        fx.cue(f.cue, t)
    for j, c in enumerate(e.cards):
        if f.cue is not None and f.cue_each:
            fx.cue(f.cue, t + j * f.stagger)
        stage.fly(c, _zone(f.src, e, c, stage), _zone(f.dst, e, c, stage), t + j * f.stagger, f.move, flip=f.flip,
                  face_from=f.face_from, face_to=f.face_to, front=f.front)
    if f.wait is not None:
        return t + f.wait * len(e.cards)
    return t + f.move + f.stagger * (len(e.cards) - 1) if e.cards else t
