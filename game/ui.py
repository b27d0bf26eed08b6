"""Buttons and small drawing helpers shared by the scenes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import theme
from game.surface_cache import SurfaceCache

# A table paints a few dozen different panels (the longest autoplay runs met at most 55); the scenes around it
# add some more. Past the bound the least recently used panel goes, never the whole set.
_panels = SurfaceCache(120)


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: tuple[int, int, int] = theme.PANEL,
    edge: tuple[int, int, int] | None = theme.PANEL_EDGE,
    radius: int = 12,
    width: int = 2,
) -> None:
    def make() -> pygame.Surface:  # rounded rectangles are slow to draw; a table paints a dozen every frame
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        box = img.get_rect()
        pygame.draw.rect(img, color, box, border_radius=radius)
        if edge is not None:
            pygame.draw.rect(img, edge, box, width, border_radius=radius)
        return img

    surface.blit(_panels.get((rect.size, color, edge, radius, width), make), rect)


_veils = SurfaceCache(8)  # screen-sized: a few alphas at the window's size


def veil(surface: pygame.Surface, alpha: int = 170, color: tuple[int, int, int] = (6, 8, 20)) -> None:
    """Darken the whole surface (one cached translucent blit, no per-pixel work)."""
    def make() -> pygame.Surface:
        v = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        v.fill((*color, alpha))
        return v

    surface.blit(_veils.get((alpha, color, surface.get_size()), make), (0, 0))


def glow_rect(surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int], width: int = 3) -> pygame.Rect:
    """An outline around a chosen thing (a selected card); where it drew."""
    return pygame.draw.rect(surface, color, rect.inflate(8, 8), width, border_radius=10)


CLICK_RING = 5  # pixels from a thing's edge to the outer edge of its white ring


def clickable(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The still outline of something the player may click: a white ring set in a dark band, dark on both sides,
    so that it never touches, and cannot read as, a card's own pale border (in any colour vision)."""
    pygame.draw.rect(surface, theme.HALO, rect.inflate(14, 14), 7, border_radius=14)
    pygame.draw.rect(surface, theme.CLICKABLE, rect.inflate(2 * CLICK_RING, 2 * CLICK_RING), 3,
                     border_radius=12)


def marching(surface: pygame.Surface, rect: pygame.Rect, phase: float) -> pygame.Rect:
    """The moving outline of a place a move lands on: white dashes walking round a dark halo; where it drew."""
    dash = 12
    r = rect.inflate(10, 10)
    drawn = pygame.draw.rect(surface, theme.HALO, r, 5, border_radius=10)
    perimeter = 2 * (r.w + r.h)
    offset = int(phase * dash * 2) % (dash * 2)
    pos = offset - dash * 2
    while pos < perimeter:
        a, b = max(0, pos), min(perimeter, pos + dash)
        if b > a:
            drawn.union_ip(pygame.draw.lines(surface, theme.CLICKABLE, False, _edge_points(r, a, b), 3))
        pos += dash * 2
    return drawn


def _edge_points(r: pygame.Rect, a: int, b: int) -> list[tuple[int, int]]:
    """Points along the rectangle's edge from distance ``a`` to ``b`` (clockwise from the top left)."""
    corners = [(r.left, r.top), (r.right - 1, r.top), (r.right - 1, r.bottom - 1), (r.left, r.bottom - 1)]
    sides = [r.w - 1, r.h - 1, r.w - 1, r.h - 1]
    pts: list[tuple[int, int]] = []
    start = 0
    for k in range(4):
        end = start + sides[k]
        lo, hi = max(a, start), min(b, end)
        if lo <= hi:
            (x0, y0), (x1, y1) = corners[k], corners[(k + 1) % 4]
            for d in (lo, hi):
                t = (d - start) / max(1, sides[k])
                pts.append((round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t)))
        start = end
    return pts if len(pts) >= 2 else pts * 2 or [(r.left, r.top), (r.left, r.top)]


_dims = SurfaceCache(64)


def dim(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8) -> None:
    """Darken a card that cannot be played now."""
    def make() -> pygame.Surface:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (6, 8, 20, 120), s.get_rect(), border_radius=radius)
        return s

    surface.blit(_dims.get((rect.size, radius), make), rect)


LABEL_ROOM = 20  # pixels of a button's width its label leaves free, 10 on each side


@dataclass
class Button:
    """A clickable labelled box. ``action`` is called on click; ``key`` identifies it for tests."""

    rect: pygame.Rect
    label: str
    action: Callable[[], Any] | None = None
    key: str = ""
    size: int = 22
    enabled: bool = True
    primary: bool = False
    hover: bool = field(default=False, repr=False)
    room: int = LABEL_ROOM  # of its width, what its label leaves free (a narrow column's buttons leave less)

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw it; where it drew (its box, and its label where a long one runs past it)."""
        if not self.enabled:
            bg, edge, fg = (30, 34, 54), (60, 66, 96), theme.TEXT_FAINT
        elif self.primary:
            bg = (255, 206, 90) if self.hover else theme.ACCENT
            edge, fg = (255, 236, 170), theme.INK
        else:
            bg = theme.PANEL_HI if self.hover else theme.PANEL
            edge, fg = (theme.ACCENT if self.hover else theme.PANEL_EDGE), theme.TEXT
        pygame.draw.rect(surface, bg, self.rect, border_radius=10)
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=10)
        return [self.rect.copy(), theme.blit_text(surface, self.label, self.fitted(), self.rect.center, fg, bold=True,
                                                  anchor="center")]

    def fitted(self) -> int:
        """The size its label is drawn at: ``size``, or smaller where the label would not fit (a last resort: a
        label drawn smaller than its neighbours reads as less important, so a screen gives its labels room)."""
        size = self.size
        while size > 12 and theme.font(size, True).size(self.label)[0] > self.rect.w - self.room:
            size -= 1  # a long label shrinks to fit rather than spill over the edge
        return size

    def handle(self, event: pygame.event.Event) -> bool:
        """Returns True if the event was a click on this button (and runs its action)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.enabled
              and self.rect.collidepoint(event.pos)):
            if self.action:
                self.action()
            return True
        return False


class ButtonRow:
    """A set of buttons handled and drawn together; a click reaches at most one."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = buttons or []

    def add(self, b: Button) -> Button:
        self.buttons.append(b)
        return b

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.handle(event)
            return False
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)

    def clickables(self) -> list[tuple[pygame.Rect, str]]:
        return [(b.rect, b.key or b.label) for b in self.buttons if b.enabled]

    def get(self, key: str) -> Button | None:
        return next((b for b in self.buttons if (b.key or b.label) == key), None)
