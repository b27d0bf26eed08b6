"""A hover tip (``panels.tip``) placed clear of what it must not cover: the buttons, panels and prompt line a
table names.

Where the kit puts a tip (above the pointer) may cover a button or the next field's words; ``box`` finds the
nearest place clear of them all, beside, above or under each of them or under the pointer, never over the pointer
itself; ``clear_tip`` draws the tip there, trying narrower widths (more lines) where a wide one finds no room.
``Hover`` is a table's tip under the mouse: its words found once per position, drawn clear of what it names.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import partial

import pygame

from game import record
from game.kit import panels
from game.surface_cache import Lru

MEASURE = pygame.Surface((1, 1))  # a tip drawn here only to learn its size (the kit's drawing returns its rect)


def measured(draw: Callable[[pygame.Surface], pygame.Rect]) -> pygame.Rect:
    """Where ``draw`` puts its words, drawn on ``MEASURE`` only: measured, never shown, so not recorded as what the
    screen showed (a results list read twice where its tip was placed before it was drawn)."""
    with record.capture(feed=False):
        return draw(MEASURE)
GAP = 4  # pixels a tip keeps clear of what it keeps clear of
POINT = 9  # the kit's tip ends this many pixels above its point


def prompt_pill(prompt: tuple[str, tuple[int, int, int]], y: int, max_w: int, size: int) -> pygame.Rect:
    """The prompt line's pill where ``panels.hint`` draws it, across the table's middle at height ``y``: measured,
    not drawn (a tip keeps clear of it, or speaks over it)."""
    return measured(lambda m: panels.hint(m, *prompt, (640, y), max_w, size=size))


class Hover:
    """The tip under the mouse: its words found again only when what they depend on changes (``key``: the
    pointer, the view, the cards moving), since finding them measures the table's places, too slow for every
    frame of an animation; drawn where it covers none of what the table keeps clear (``clear_tip``)."""

    def __init__(self, room: pygame.Rect, widths: Sequence[int] = (panels.TIP_WIDTH,)) -> None:
        self.room, self.widths = room, widths
        self._said: Lru[str | None] = Lru(1)

    def said(self, key: Hashable, find: Callable[[], str | None]) -> str | None:
        """The words ``find`` gives for ``key``, found once while ``key`` stands (``None``: no tip)."""
        return self._said.get(key, find)

    def forget(self) -> None:
        """Words found for the previous picture (another viewer's) are found afresh."""
        self._said.clear()

    def draw(self, surface: pygame.Surface, text: str | None, at: tuple[int, int],
             keep_clear: Callable[[], Sequence[pygame.Rect]]) -> list[pygame.Rect]:
        """The tip ``text`` for the pointer at ``at``, clear of ``keep_clear()`` (asked only when there are words
        to place); where it drew."""
        return [clear_tip(surface, text, at, keep_clear(), self.room, self.widths)] if text else []


def box(first: pygame.Rect, mouse: tuple[int, int], keep_clear: Sequence[pygame.Rect], room: pygame.Rect
        ) -> pygame.Rect | None:
    """Where a tip of ``first``'s size stands within ``room``: ``first`` (where the kit puts it) unless that covers
    something in ``keep_clear``; else the nearest place clear of them all. ``None`` where no such place holds it
    whole."""
    w, h = first.size
    if w > room.w or h > room.h:
        return None
    # each candidate moved into ``room`` (as ``Rect.clamp`` does), then tried nearest first: the first clear one is
    # the nearest (a table's few dozen things to keep clear of make thousands of candidates, most never tried)
    xs = {min(max(x, room.x), room.right - w)
          for x in [first.x, mouse[0] - w // 2] + [x for o in keep_clear for x in (o.x - GAP - w, o.right + GAP)]}
    ys = {min(max(y, room.y), room.bottom - h)
          for y in [first.y, mouse[1] + 24] + [y for o in keep_clear for y in (o.y - GAP - h, o.bottom + GAP)]}
    cx, cy = first.centerx - w // 2, first.centery - h // 2
    for _far, y, x in sorted((abs(x - cx) + abs(y - cy), y, x) for y in ys for x in xs):
        r = pygame.Rect(x, y, w, h)
        if r.collidelist(keep_clear) < 0 and not r.collidepoint(mouse):
            return r
    return None


def clear_tip(surface: pygame.Surface, text: str, at: tuple[int, int], keep_clear: Sequence[pygame.Rect],
              room: pygame.Rect, widths: Sequence[int] = (panels.TIP_WIDTH,),
              pad: tuple[int, int] = (16, 10)) -> pygame.Rect:
    """The tip ``text`` for the pointer at ``at``, where it covers none of ``keep_clear`` (``box``): of the
    ``widths`` tried, widest first, the place nearest where the kit puts it, a wider one first among near equals;
    else where the kit puts it. Returns where it drew. The place is kept by all it is found from: a tip held
    still over a card is placed once, not each frame (the search measures it at every width and tries every spot
    beside everything it keeps clear of). ``pad``: the frame's room round the words (``panels.tip``)."""
    spot = place(text, at, keep_clear, room, widths, pad)
    if spot is None:
        return panels.tip(surface, text, at, pad=pad)
    point, k = spot
    return panels.tip(surface, text, point, widths[k], pad)


def place(text: str, at: tuple[int, int], keep_clear: Sequence[pygame.Rect], room: pygame.Rect,
          widths: Sequence[int], pad: tuple[int, int] = (16, 10)) -> tuple[tuple[int, int], int] | None:
    """Where ``clear_tip`` points the kit's tip and which of ``widths`` it takes, kept while all it is found from
    stands (``None``: nowhere clear): a table trying places in turn (beside a button, then anywhere) asks it."""
    key = (text, tuple(at), tuple(tuple(r) for r in keep_clear), tuple(room), tuple(widths), pad)
    return _spots.get(key, lambda: _place(text, at, keep_clear, room, widths, pad))


_spots: Lru[tuple[tuple[int, int], int] | None] = Lru(64)  # a few tips under a still pointer


def _place(text: str, at: tuple[int, int], keep_clear: Sequence[pygame.Rect], room: pygame.Rect,
           widths: Sequence[int], pad: tuple[int, int] = (16, 10)) -> tuple[tuple[int, int], int] | None:
    """Where ``clear_tip`` points the kit's tip, and which of ``widths`` it takes (``None``: nowhere clear)."""
    found = []
    firsts = [measured(partial(panels.tip, text=text, at=at, width=width, pad=pad)) for width in widths]
    for k, first in enumerate(firsts):
        spot = box(first, at, keep_clear, room)
        if spot is not None:
            found.append((abs(spot.centerx - first.centerx) + abs(spot.centery - first.centery) + 24 * k, k, spot))
    if not found:
        return None
    _far, k, spot = min(found)
    return (spot.centerx, spot.bottom + POINT), k
