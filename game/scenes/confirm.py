"""A yes/no question over the screen below it (quitting the game): Enter says yes, Escape says no."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import theme, ui
from game.i18n import tr
from game.scene import MenuScene

BOX = pygame.Rect(390, 250, 500, 220)


class ConfirmScene(MenuScene):
    opaque = False

    def __init__(self, app, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.buttons = ui.ButtonRow([
            ui.Button(pygame.Rect(BOX.x + 50, BOX.bottom - 80, 180, 54), tr("Yes"), self.yes, key="yes", primary=True),
            ui.Button(pygame.Rect(BOX.right - 230, BOX.bottom - 80, 180, 54), tr("No"), self.back, key="no"),
        ])

    def yes(self) -> None:
        self.app.router.back()
        self.on_yes()

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.yes()

    def draw(self, surface: pygame.Surface) -> None:
        ui.veil(surface, 170)
        ui.panel(surface, BOX, theme.PANEL, theme.ACCENT, radius=18, width=3)
        theme.blit_text(surface, self.question, 30, (BOX.centerx, BOX.y + 60), theme.TEXT, bold=True, anchor="center")
        self.buttons.draw(surface)
