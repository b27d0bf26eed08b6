"""A bounded cache of rendered surfaces: text, panels, card art.

Rendering glyphs, rounded rectangles and card faces is slow, so each is drawn once and kept. Every such
cache is an LRU of a fixed number of surfaces: memory stays flat however long the client runs, and when
a long run meets more different surfaces than fit, only the least recently used one is dropped (never the
whole set at once, which would repaint everything on the next frame and swing memory each time).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


class SurfaceCache:
    """Least-recently-used surfaces, at most ``size`` of them."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        if surf.get_flags() & pygame.SRCALPHA and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()  # the display's own format: blits without converting each pixel
        self._items[key] = surf
        if len(self._items) > self.size:
            self._items.popitem(last=False)
        return surf

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def clear(self) -> None:
        self._items.clear()
