"""The static table, drawn once per change and blitted every frame.

Most frames change nothing at rest: only flights, popups and pulsing
outlines move. A table paints everything at rest into this layer and names
what it depends on in a key; the layer is repainted only when the key
changes. What was drawn into it (strings, card faces) is kept with it and
replayed to the privacy recorder each time it is shown, so a stale layer
could never hide from the hand-over test.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game import record


class StaticLayer:
    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: Hashable = None
        self.items: list[record.Item] = []
        self.builds = 0

    def draw(self, target: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]) -> None:
        """The layer, painted again if ``key`` changed, blitted whole onto ``target``."""
        target.blit(self.ready(target, key, paint), (0, 0))

    def ready(self, target: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer for ``target``, painted again if ``key`` changed (``builds`` counts it); what it holds is
        replayed to the privacy recorder, as each time it is shown."""
        if self.surface is None or self.surface.get_size() != target.get_size():
            self.surface = pygame.Surface(target.get_size())
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                self.surface = self.surface.convert()  # the display's format: a plain copy per frame
            self.key = None
        if key != self.key:
            with record.capture(feed=False) as items:
                paint(self.surface)
            self.items = items
            self.key = key
            self.builds += 1
        record.replay(self.items)
        return self.surface

    def invalidate(self) -> None:
        self.key = None
        self.items = []
