"""The tweens a card table draws: a card's flight, sparks where a coin lands, a rising popup.

A ``Flight`` is one card's journey from one zone of the display model to
another; it may turn over where it starts (a reveal, a bean becoming a coin)
or in the middle of its slide (a card drawn face down that lands face up).
The ``Stage`` lifts the card from its zone when the flight starts and lands
it when it ends, so piles always show what they hold at that moment.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game import theme
from game.anim import Tween, ease_out_cubic
from game.kit.art import CardArt, shadow

Zone = tuple[Any, ...]  # a game's own zone key, e.g. ("hand", seat, 0)


class Flight(Tween):
    """One card's journey: an optional turn-over where it starts, then a slide to where it lands.

    ``flip`` > 0 turns the card over in place first; with ``flip`` = 0 a card
    whose side changes turns over mid-slide.
    """

    def __init__(self, art: CardArt, card: int, src: Zone | None, dst: Zone | None, start: pygame.Rect,
                 end: pygame.Rect, face_from: bool, face_to: bool, move: float, delay: float = 0.0,
                 flip: float = 0.0, lift: int = 14) -> None:
        super().__init__(flip + move, delay=delay, ease=lambda t: t)
        self.art = art
        self.card, self.src, self.dst = card, src, dst
        self.start, self.end = start.copy(), end.copy()
        self.face_from, self.face_to = face_from, face_to
        self.flip_part = flip / (flip + move) if flip + move > 0 else 0.0
        self.lift = lift if flip > 0 else 0

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.waiting:
            return []
        u = self.raw
        fp = self.flip_part
        if u < fp:  # turning over where it starts, lifted a little off the pile
            k = u / fp
            y = self.start.y - self.lift * min(1.0, k * 2.5)
            return [self._blit_flip(surface, self.start.x, y, self.start.w, self.start.h, k)]
        k = (u - fp) / (1 - fp) if fp < 1 else 1.0
        e = ease_out_cubic(k)
        x0, y0 = self.start.x, self.start.y - self.lift
        x = x0 + (self.end.x - x0) * e
        # a slight arc, so crossing paths read as throws
        y = y0 + (self.end.y - y0) * e - (16 if self.start.size == self.end.size else 0) * math.sin(math.pi * e)
        # the size snaps to a few steps so resized cards come from the cache
        q = round(e * 4) / 4
        w = int(self.start.w + (self.end.w - self.start.w) * q)
        h = int(self.start.h + (self.end.h - self.start.h) * q)
        if fp == 0 and self.face_from != self.face_to and 0.0 < k < 1.0:
            return [self._blit_flip(surface, x, y, w, h, k)]
        up = self.face_to if (fp > 0 or k >= 1.0) else self.face_from
        return [surface.blit(shadow(w, h), (x + 3, y + 4)), surface.blit(self.art.card(self.card, w, h, up), (x, y))]

    def _blit_flip(self, surface: pygame.Surface, x: float, y: float, w: int, h: int, k: float) -> pygame.Rect:
        sx = abs(1 - 2 * k)  # narrows to an edge at the middle, then opens on the other side
        up = self.face_to if k >= 0.5 else self.face_from
        img = self.art.squeezed(self.card, w, h, up, max(0.05, sx))
        return surface.blit(img, (x + (w - img.get_width()) / 2, y))


class Burst(Tween):
    """Sparks flying out where a coin lands; decoration only, never blocks input."""

    def __init__(self, pos: tuple[int, int], color: tuple[int, int, int], delay: float = 0.0, sparks: int = 10) -> None:
        super().__init__(0.45, delay=delay, blocking=False)
        self.pos, self.color, self.sparks = pos, color, sparks

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.waiting:
            return []
        k = ease_out_cubic(self.raw)
        radius = 10 + 46 * k
        size = max(1, int(5 * (1 - self.raw)))
        drawn = []
        for i in range(self.sparks):
            a = i * 2 * math.pi / self.sparks + 0.3
            drawn.append(pygame.draw.circle(surface, self.color, (self.pos[0] + radius * math.cos(a),
                                                                  self.pos[1] + radius * math.sin(a)), size))
        return drawn


class Popup(Tween):
    """A short text that rises and fades (points scored); never blocks input."""

    def __init__(self, text: str, pos: tuple[int, int], color: tuple[int, int, int] = theme.GOLD,
                 size: int = 34, duration: float = 1.1, delay: float = 0.0, rise: int = 40) -> None:
        super().__init__(duration, delay=delay, blocking=False)
        self.text, self.pos, self.color, self.size = text, pos, color, size
        self.rise = rise  # pixels it climbs: a table keeps it off its labels

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        if self.waiting:
            return []
        t = self.raw
        img = theme.text(self.text, self.size, self.color, bold=True)
        if t > 0.6:
            img = img.copy()
            img.set_alpha(int(255 * (1 - (t - 0.6) / 0.4)))
        return [surface.blit(img, img.get_rect(center=(self.pos[0], self.pos[1] - int(self.rise * t))))]
