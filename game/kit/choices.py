"""What the player may do now: the legal actions indexed once, the selection, and the clickable offers.

A click either plays an engine ``Action`` at once or makes a ``Pick`` — a
choice that is not an action yet (choosing a card before its target,
opening a list). Offers carry the parsed key, so nothing downstream parses
a string back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NamedTuple

import pygame

from engine.core import Action


class Pick(NamedTuple):
    """A click that is not an engine action: ``Pick("select", "hand", 12)``, ``Pick("view", "discard")``."""

    kind: str
    zone: str = ""
    card: int = -1


@dataclass
class Offer:
    rect: pygame.Rect
    key: Action | Pick | str
    run: Callable[[], Any]
    glow: bool = False  # a place the move lands on: it pulses while offered


class Choices:
    """The legal actions of the moment and the player's selection (a ``Pick`` or ``None``)."""

    def __init__(self) -> None:
        self.legal: list[Action] = []
        self.kinds: set[str] = set()
        self.by_card: dict[int, list[Action]] = {}
        self.selected: Pick | None = None
        self.version = 0

    def update(self, legal: list[Action], keep: Callable[[Pick], bool] | None = None) -> None:
        """New legal actions; the selection survives only if ``keep`` says it still means something."""
        self.legal = legal
        self.kinds = {a.kind for a in legal}
        by_card: dict[int, list[Action]] = {}
        for a in legal:
            if a.card != -1:
                by_card.setdefault(a.card, []).append(a)
        self.by_card = by_card
        if self.selected is not None and not (keep or self._playable)(self.selected):
            self.selected = None
        self.version += 1

    def _playable(self, pick: Pick) -> bool:
        return pick.card in self.by_card

    def of(self, *kinds: str) -> list[Action]:
        return [a for a in self.legal if a.kind in kinds]

    def for_card(self, card: int, *kinds: str) -> list[Action]:
        acts = self.by_card.get(card, [])
        return [a for a in acts if a.kind in kinds] if kinds else list(acts)

    def select(self, pick: Pick | None) -> None:
        """Choose ``pick``; choosing it again lets it go."""
        self.selected = None if pick == self.selected else pick
        self.version += 1

    def clear(self) -> None:
        if self.selected is not None:
            self.selected = None
            self.version += 1
