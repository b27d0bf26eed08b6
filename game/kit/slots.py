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
