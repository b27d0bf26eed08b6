"""Cards in a row: where card ``index`` of ``count`` lies in an area, overlapping when they do not fit.

Every table lays hands, fronts, trays and piles this way; only the spacing
it wants and the closest it lets cards come (what must stay readable of the
card underneath: a value corner, a name band) differ.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

Size = tuple[int, int]


def in_row(area: pygame.Rect, size: Size, index: int, count: int, step: int, *, least: int = 3,
           centred: bool = False) -> pygame.Rect:
    """Card ``index`` of ``count`` (each ``size``) in a row along the top of ``area``: ``step`` pixels apart,
    closer when the row would run past the area, but never closer than ``least``; from the area's left edge,
    or centred in it."""
    w, h = size
    if count > 1:
        step = max(least, min(step, (area.w - w) // (count - 1)))
    span = w + step * max(0, count - 1)
    x0 = area.centerx - span // 2 if centred else area.x
    return pygame.Rect(x0 + index * step, area.y, w, h)


def under(placed: Sequence[tuple[int, pygame.Rect]], pos: tuple[int, int]) -> int | None:
    """The card of ``placed`` (topmost first) whose part a click reaches is under ``pos``; ``None``: none is."""
    return next((card for card, r in placed if r.collidepoint(pos)), None)


def strips(placed: Sequence[tuple[int, pygame.Rect]], *, least: int = 8,
           rise: int | None = None) -> list[tuple[int, pygame.Rect]]:
    """Each card of a row laid left to right (each on top of the one before) with the part of it a click
    reaches: the next card covers the rest, though never more than leaves ``least`` pixels. A next card lying
    more than ``rise`` pixels higher or lower (a card lifted out of the row) covers nothing (``None``: any
    height covers). In the row's order."""
    out = []
    for k, (card, r) in enumerate(placed):
        nxt = placed[k + 1][1] if k + 1 < len(placed) else None
        if nxt is not None and nxt.x < r.right and (rise is None or abs(nxt.y - r.y) <= rise):
            r = pygame.Rect(r.x, r.y, max(least, nxt.x - r.x), r.h)
        out.append((card, r))
    return out


def bridged(row: list[tuple[int, pygame.Rect]]) -> list[tuple[int, pygame.Rect]]:
    """A row's strips (left to right) each widened halfway across the gap to the next: a card played leaves a gap
    while the pointer stays over a hand (``Slots``), and a click in it reached nothing; now it reaches
    the nearer card. A card lifted out of the row keeps its own rect."""
    out = [(c, r.copy()) for c, r in row]
    for (_a, left), (_b, right) in zip(out, out[1:], strict=False):
        if right.x > left.right and right.y == left.y:
            mid = (left.right + right.x) // 2
            left.w, right.w, right.x = mid - left.x, right.right - mid, mid
    return out
