"""The display model: zones holding cards, which flights lift cards from and land them in.

While cards fly, a table draws ``Stage.cards(zone)`` — what each zone holds
at this moment of the sequence — instead of the engine's view, so a Boss
keeps his beans until his sale starts and a hand fills card by card. When
nothing flies any more, ``settle`` drops the model and the view is the
truth again.

Choreography works on a simulation (``sim``) of the same zones: each
``fly`` takes the card out of its source and puts it in its destination in
the simulation at once, so the next flight of the same batch starts from
the right slot, while the model itself changes only when the flight really
takes off and lands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from engine.core import HIDDEN
from game.anim import Animator, Wait
from game.kit.art import CardArt
from game.kit.flights import Flight, Zone

__all__ = ["Geometry", "Stage", "Zone"]


class Geometry(Protocol):
    """Where a game's zones are and what they hold; a game's layout answers these (subclassing this protocol
    takes the defaults of the last two)."""

    def zones(self, view: Any) -> list[Zone]: ...
    def zone_cards(self, view: Any, zone: Zone) -> list[int]: ...
    def card_rect(self, zone: Zone, index: int, count: int) -> pygame.Rect: ...
    def face_up(self, zone: Zone, card: int) -> bool: ...

    def card_place(self, zone: Zone, card: int, index: int, count: int) -> pygame.Rect:
        """Where that very card is drawn now (a hand keeping its places answers from its slots)."""
        return self.card_rect(zone, index, count)

    def arrange(self, zone: Zone, cards: list[int]) -> list[int]:
        """How a zone orders its cards on screen (a hand sorted by type); the engine's order by default."""
        return cards


class Stage:
    def __init__(self, geometry: Geometry, art: CardArt, anim: Animator) -> None:
        self.geometry = geometry
        self.art = art
        self.anim = anim
        self.model: dict[Zone, list[int]] | None = None
        self.sim: dict[Zone, list[int]] = {}
        self.version = 0  # changes whenever what the zones show changes
        self._timed: list[Wait] = []  # the steps ``at`` set for later, until they run

    # --- reading -----------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.model is not None

    def cards(self, view: Any, zone: Zone) -> list[int]:
        """What a zone shows now: the model while cards fly, else the view."""
        if self.model is not None:
            return self.model.get(zone, [])
        return self.geometry.zone_cards(view, zone)

    def flights(self) -> list[Flight]:
        return self.anim.of_type(Flight)

    # --- choreography ----------------------------------------------------------------
    def begin(self, before: Any) -> None:
        """Start a batch of flights from the view ``before`` (or from the model, if cards still fly)."""
        if self.model is None:
            self.model = {z: self.geometry.zone_cards(before, z) for z in self.geometry.zones(before)}
            self.version += 1
        self.sim = {z: list(c) for z, c in self.model.items()}

    def start(self, model: dict[Zone, list[int]]) -> None:
        """Start from a model the table builds itself (the deal: every card still in the deck)."""
        self.model = {z: list(c) for z, c in model.items()}
        self.sim = {z: list(c) for z, c in model.items()}
        self.version += 1

    def fly(self, card: int, src: Zone, dst: Zone, delay: float, move: float, *, flip: float = 0.0,
            face_from: bool | None = None, face_to: bool | None = None, front: bool = False,
            start_dy: int = 0, lift: int = 14) -> Flight:
        """One card from ``src`` to ``dst``: a flight from its slot now to its slot on landing (``lift``: how far a
        card turned over where it lies rises off it)."""
        si, n = _take(self.sim.setdefault(src, []), card, front)
        start = self.geometry.card_place(src, card, si, n)
        start.y += start_dy
        dst_cards = self.sim.setdefault(dst, [])
        dst_cards.append(card)
        dst_cards[:] = self.geometry.arrange(dst, dst_cards)
        end = self.geometry.card_rect(dst, _index(dst_cards, card), len(dst_cards))
        up_from = self.geometry.face_up(src, card) if face_from is None else face_from
        up_to = self.geometry.face_up(dst, card) if face_to is None else face_to
        f = Flight(self.art, card, src, dst, start, end, up_from, up_to, move, delay=delay, flip=flip, lift=lift)
        f.on_start = lambda: self._lift(src, card, front)
        f.on_end = lambda: self._land(dst, card)
        self.anim.add(f)
        return f

    def deal(self, hands: dict[int, list[int]], src: Zone, dst: Callable[[int], Zone], delay: float, move: float,
             stagger: float, *, by_lap: bool = False, face_from: bool | None = None) -> float:
        """Each seat's cards of ``hands`` from ``src`` to its zone ``dst(seat)``, lap by lap like a deal, one
        card to each seat in seat order: each card ``stagger`` seconds after the last, or with ``by_lap`` a
        lap's cards together (the table is repainted once per lap), ``stagger`` after the last lap. Returns the
        delay after the deal."""
        t = delay
        for k in range(max((len(c) for c in hands.values()), default=0)):
            for s in sorted(hands):
                if k < len(hands[s]):
                    self.fly(hands[s][k], src, dst(s), t, move, face_from=face_from)
                    t += 0.0 if by_lap else stagger
            t += stagger if by_lap else 0.0
        return t

    def turn_over(self, zone: Zone, cards: list[int], delay: float, flip: float) -> float:
        """A zone's cards turned face up where they lie (a secret shown at the end): each flips in its own place,
        and the zone holds ``cards`` from then on (a flight to the same zone landed every card at the row's end).
        Returns the delay after the turn."""
        self.sim[zone] = list(cards)
        turning = [Flight(self.art, c, None, None, self.geometry.card_rect(zone, k, len(cards)),
                          self.geometry.card_rect(zone, k, len(cards)), False, True, 0.0, delay=delay, flip=flip)
                   for k, c in enumerate(cards)]
        if not turning:
            return delay

        def hold(shown: list[int]) -> None:  # the zone shows nothing under the cards while they turn
            if self.model is not None:
                self.model[zone] = list(shown)
                self.version += 1

        turning[0].on_start = lambda: hold([])
        turning[0].on_end = lambda: hold(cards)
        for f in turning:
            self.anim.add(f)
        return delay + flip

    def sweep(self, src_rect: pygame.Rect, dst_rect: pygame.Rect, delay: float, move: float) -> None:
        """A face-down card crossing the table for show (a reshuffle), changing no zone."""
        self.anim.add(Flight(self.art, HIDDEN, None, None, src_rect, dst_rect, False, False, move, delay=delay))

    def set_zone(self, zone: Zone, cards: list[int], delay: float) -> None:
        """Make a zone hold ``cards`` from ``delay`` on (a reshuffled pile)."""
        self.sim[zone] = list(cards)

        def now() -> None:
            if self.model is not None:
                self.model[zone] = list(cards)
                self.version += 1

        self.at(delay, now)

    def at(self, delay: float, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the animation reaches ``delay`` (at once when skipped)."""
        wait = Wait(0.0, delay=delay, blocking=False, on_start=fn)
        self._timed = [w for w in self._timed if not w.started]  # only those still to come: a game's worth
        self._timed.append(wait)  # of log lines would pile up here otherwise
        self.anim.add(wait)

    @property
    def timed(self) -> bool:
        """A step timed to the animation is still to come (a log line yet to land), though nothing blocks: what
        reads the log whole (the recap) waits for it."""
        self._timed = [w for w in self._timed if not w.started and w in self.anim.tweens]
        return bool(self._timed)

    def settle(self) -> None:
        """Every card has landed: drop the model, the view is the truth again."""
        if self.model is not None and not self.anim.of_type(Flight):
            self.model = None
            self.version += 1

    def reset(self) -> None:
        self.model = None
        self.sim = {}
        self.version += 1

    # --- the model follows the flights ------------------------------------------------------
    def _lift(self, zone: Zone | None, card: int, front: bool) -> None:
        if self.model is not None and zone is not None:
            _take(self.model.setdefault(zone, []), card, front)
            self.version += 1

    def _land(self, zone: Zone | None, card: int) -> None:
        if self.model is not None and zone is not None:
            cards = self.model.setdefault(zone, [])
            cards.append(card)
            cards[:] = self.geometry.arrange(zone, cards)
            self.version += 1


def _take(cards: list[int], card: int, front: bool) -> tuple[int, int]:
    """Remove ``card`` from a zone's cards: (its index, the count before).

    A card the viewer cannot identify (another seat's hidden hand) leaves from
    the back, or from the front when ``front`` (a card planted from a hand).
    """
    n = len(cards)
    if card != HIDDEN and card in cards:
        i = cards.index(card)
    elif HIDDEN in cards:
        i = cards.index(HIDDEN) if front else len(cards) - 1 - cards[::-1].index(HIDDEN)
    else:
        return max(0, n - 1), max(1, n)
    del cards[i]
    return i, n


def _index(cards: list[int], card: int) -> int:
    if card != HIDDEN and card in cards:
        return cards.index(card)
    return len(cards) - 1 - cards[::-1].index(card) if card in cards else len(cards) - 1
