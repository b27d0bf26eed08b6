"""The hot-seat hand-over curtain: hides everything private until the next player clicks."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import theme, ui
from game.i18n import tr
from game.scene import Scene, is_click

BOX = pygame.Rect(290, 220, 700, 260)  # centred on (640, 350)
MARGIN = 36  # pixels kept clear between the words and the box's border


class CurtainScene(Scene):
    opaque = True  # the table below is not drawn at all while the curtain is up

    def __init__(self, app, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.age = 0.0

    def clickables(self) -> list[tuple[pygame.Rect, str]]:
        return [(theme.SCREEN.copy(), "ready")]

    def handle(self, event: pygame.event.Event) -> None:
        # a short grace period so the click that ended the last turn cannot lift the curtain too
        if (is_click(event) or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))) and self.age > 0.15:
            self.app.remove(self)
            self.on_ready()

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        ui.panel(surface, BOX, theme.PANEL, theme.ACCENT, radius=20, width=3)
        # a longer language or name ("Passez l'écran à …") gets a smaller size, never the box's border
        room = BOX.w - 2 * MARGIN
        theme.blit_fit(surface, tr("Pass to {name}", name=self.name), 54, (640, 310), room, theme.GOLD, bold=True,
                       anchor="center", smallest=30)
        theme.blit_fit(surface, tr("Everyone else, look away."), 24, (640, 372), room, theme.TEXT_DIM,
                       anchor="center")
        theme.blit_fit(surface, tr("Click when ready"), 26, (640, 420), room, theme.TEXT, bold=True, anchor="center")
