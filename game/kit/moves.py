"""Choreography every card game repeats: several cards flying one after another, a discard pile
shuffled back into the draw pile, a band across the table, words on a plate.

A game's ``choreo`` module calls these with its own zones, places and durations;
they only ask the stage for flights and the ``Effects`` for sounds and tweens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.core import HIDDEN
from game import theme, ui
from game.anim import Tween
from game.kit.effects import Effects
from game.kit.flights import Popup
from game.kit.stage import Geometry, Stage, Zone

Color = tuple[int, int, int]

SWEPT = 5  # a reshuffle shows at most this many cards crossing the table
SWEEP_GAP = 0.04  # seconds between them


def fly_each(stage: Stage, cards: Sequence[int], src: Zone, dst: Zone, t: float, move: float, stagger: float,
             **kw: Any) -> float:
    """``cards`` from ``src`` to ``dst``, each ``stagger`` seconds after the one before; returns when the
    last lands (``t`` when there is none)."""
    for j, c in enumerate(cards):
        stage.fly(c, src, dst, t + j * stagger, move, **kw)
    return t + move + stagger * (len(cards) - 1) if cards else t


def undealt(stage: Stage, layout: Geometry, view: Any, deck: Zone, dealt: Callable[[Zone], bool]) -> None:
    """The table before the deal on the stage: every zone as ``view`` shows it, but the zones ``dealt`` to empty,
    their cards back in the face-down ``deck`` they are dealt from."""
    model = {z: layout.zone_cards(view, z) for z in layout.zones(view)}
    back = sum(len(cards) for z, cards in model.items() if dealt(z))
    model.update({z: [] for z in model if dealt(z)})
    model[deck] = [HIDDEN] * (len(model[deck]) + back)
    stage.start(model)


def reshuffle(stage: Stage, fx: Effects, discard: tuple[Zone, pygame.Rect], deck: tuple[Zone, pygame.Rect],
              count: int, t: float, move: float) -> float:
    """The discard pile shuffled into a new draw pile of ``count`` face-down cards: a few cards swept across
    for show, then the two piles' new contents; returns when the sweep has landed."""
    fx.cue("shuffle", t)
    for j in range(min(SWEPT, count)):
        stage.sweep(discard[1], deck[1], t + j * SWEEP_GAP, move)
    stage.set_zone(discard[0], [], t)
    stage.set_zone(deck[0], [HIDDEN] * count, t)
    return t + move + 0.16


class Banner(Tween):
    """A band across ``box`` with a title and one line; it holds the game for a moment (a click skips it).
    It opens from its middle, stays, and closes."""

    def __init__(self, box: pygame.Rect, title: str, line: str, color: Color, duration: float,
                 delay: float = 0.0) -> None:
        super().__init__(duration, delay=delay)
        self.box, self.title, self.line, self.color = box, title, line, color

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.waiting:
            return []
        u = self.raw
        k = max(0.05, min(1.0, u / 0.12, (1 - u) / 0.15))  # slides open, stays, closes
        box = self.box
        opening = box.inflate(0, int(box.h * (k - 1)))
        clip = surface.get_clip()
        surface.set_clip(opening)  # one panel, uncovered from its middle: one cached surface
        ui.panel(surface, box, (14, 18, 40), self.color, radius=16, width=3)
        surface.set_clip(clip)
        drawn = [opening.clip(box)]
        if k > 0.6:
            drawn.append(theme.blit_fit(surface, self.title, 34, (box.centerx, box.y + 36), box.w - 32, self.color,
                                        bold=True, anchor="center", smallest=24))
            drawn.append(theme.blit_fit(surface, self.line, 19, (box.centerx, box.y + 82), box.w - 32, theme.TEXT,
                                        anchor="center", smallest=14))
        return drawn


class Plate(Popup):
    """A popup on a plate of its own: over cards it reads as a note laid on them, not as words printed on
    them (a card's effect). Fades like a popup. Its words stand in rows one under the other where the text breaks
    them ("\n")."""

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.waiting:
            return []
        t = self.raw
        imgs = [theme.text(row, self.size, self.color, bold=True) for row in self.text.split("\n")]
        step = imgs[0].get_height()
        box = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 28, step * len(imgs) + 14)
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        ui.panel(plate, box, (14, 18, 40), self.color, radius=12, width=2)
        for k, img in enumerate(imgs):
            plate.blit(img, (box.w // 2 - img.get_width() // 2, 7 + k * step))
        if t > 0.6:
            plate.set_alpha(int(255 * (1 - (t - 0.6) / 0.4)))
        return [surface.blit(plate, plate.get_rect(center=(self.pos[0], self.pos[1] - int(self.rise * t))))]
