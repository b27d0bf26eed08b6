"""Cards that stay where they are while a player chooses: a hand keeps its places within one step.

Closing the gap after every card a player puts down slides the next card
sideways under the mouse, and the second click misses. ``Slots`` remembers
each card's place for as long as the ``epoch`` (the table's "same step"
key) stays the same; a card that leaves leaves a gap, and the places are
laid out afresh only when the step changes or a new card arrives.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class Slots:
    def __init__(self) -> None:
        self.epoch: Hashable = None
        self.places: dict[int, int] = {}
        self.count = 0

    def layout(self, epoch: Hashable, cards: list[int]) -> tuple[list[int], int]:
        """Each card's place and how many places to lay out (cards in their display order)."""
        if len(set(cards)) != len(cards):  # hidden cards all look alike: side by side, nothing to remember
            self.epoch, self.places, self.count = None, {}, len(cards)
            return list(range(len(cards))), len(cards)
        if epoch != self.epoch or any(c not in self.places for c in cards):
            self.epoch = epoch
            self.places = {c: i for i, c in enumerate(cards)}
            self.count = len(cards)
        return [self.places[c] for c in cards], self.count

    def place_of(self, card: int, placed: Callable[[], list[tuple[int, pygame.Rect]]]) -> pygame.Rect | None:
        """Where ``card`` is drawn now when it keeps a place (``placed``: the cards with theirs, as laid out);
        ``None`` for a card with no place kept (the layout's place is right then)."""
        if card in self.places:
            for c, r in placed():
                if c == card:
                    return r
        return None


class Slides:
    """Cards of a row sliding to their new places (a hand closing up) instead of jumping under a resting pointer:
    each card's x, eased from where it last stood to where the layout puts it now."""

    def __init__(self) -> None:
        self.drawn: dict[int, int] = {}  # per card, where it was last drawn
        self.moving: dict[int, tuple[int, int, float]] = {}  # per card sliding: from x, to x, start time

    def at(self, card: int, x: int, clock: float, duration: float) -> int:
        """Where ``card`` is drawn at ``clock`` on its way to ``x``, over ``duration`` seconds from where it stood
        when its place changed (from where it stands now, even mid-slide)."""
        slide = self.moving.get(card)
        if slide is None or slide[1] != x:  # its place changed: from where it stands, if it stands elsewhere
            last = self.drawn.get(card)
            slide = None if last is None or last == x else (last, x, clock)
        # no slide, or no time for one (instant speed, set even mid-slide: a replay's speed button)
        if slide is None or duration <= 0:
            self.moving.pop(card, None)
            self.drawn[card] = x
            return x
        self.moving[card] = slide
        start, end, began = slide
        k = min(1.0, max(0.0, (clock - began) / duration))
        now = round(start + (end - start) * (1 - (1 - k) ** 3))  # quick at first, settling softly
        if now == x:
            del self.moving[card]
        self.drawn[card] = now
        return now

    def keep(self, cards: list[int]) -> None:
        """Forget the cards gone from the row (played, passed): one coming back starts afresh."""
        for gone in set(self.drawn) - set(cards):
            self.drawn.pop(gone)
            self.moving.pop(gone, None)
