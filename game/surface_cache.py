"""Bounded caches: of rendered surfaces (text, panels, card art), and of any result (text measures, tip places).

Rendering glyphs, rounded rectangles and card faces is slow, so each is drawn once and kept. Every such
cache is an LRU of a fixed number of surfaces: memory stays flat however long the client runs, and when
a long run meets more different surfaces than fit, only the least recently used one is dropped (never the
whole set at once, which would repaint everything on the next frame and swing memory each time).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

T = TypeVar("T")


class Lru(Generic[T]):
    """At most ``size`` results, the least recently used dropped first (never the whole set at once). A result
    may be ``None`` (a tip with nowhere clear to go): it is kept like any other."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, T] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        items = self._items
        if key in items:
            items.move_to_end(key)
            return items[key]
        got = items[key] = make()
        if len(items) > self.size:
            items.popitem(last=False)
        return got

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def clear(self) -> None:
        self._items.clear()


class SurfaceCache(Lru[pygame.Surface]):
    """Least-recently-used surfaces, at most ``size`` of them, each made in the display's own format."""

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return super().get(key, lambda: _displayed(make()))


def _displayed(surf: pygame.Surface) -> pygame.Surface:
    if surf.get_flags() & pygame.SRCALPHA and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()  # the display's own format: blits without converting each pixel
    return surf
