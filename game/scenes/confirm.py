"""A yes/no question over the screen below it (quitting the game): Enter says yes, Escape says no."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import theme, ui
from game.i18n import tr
from game.scene import MenuScene

BOX = pygame.Rect(390, 250, 500, 220)  # the smallest box; a longer question widens it, then wraps
SIZE = 30  # the question's font size
MARGIN = 40  # pixels between the question and the box's sides
MAX_W = theme.WIDTH - 160  # the widest box: past this the question wraps onto more lines
LINE_H = 38


def box_for(question: str) -> tuple[pygame.Rect, list[str]]:
    """The dialog's box and the question's lines: as wide as the question needs (from ``BOX``'s width up to
    ``MAX_W``), wrapped beyond that, centred where ``BOX`` is ("Remplacer la partie sauvegardée ?" ran out of a
    fixed box on both sides)."""
    lines = theme.wrap(question, SIZE, MAX_W - 2 * MARGIN, bold=True)
    widest = max(theme.font(SIZE, True).size(line)[0] for line in lines)
    box = pygame.Rect(0, 0, max(BOX.w, widest + 2 * MARGIN), BOX.h + (len(lines) - 1) * LINE_H)
    box.center = BOX.center
    return box, lines


class ConfirmScene(MenuScene):
    opaque = False

    def __init__(self, app, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.box, self.lines = box_for(question)
        box = self.box
        self.buttons = ui.ButtonRow([
            ui.Button(pygame.Rect(box.centerx - 200, box.bottom - 80, 180, 54), tr("Yes"), self.yes, key="yes",
                      primary=True),
            ui.Button(pygame.Rect(box.centerx + 20, box.bottom - 80, 180, 54), tr("No"), self.back, key="no"),
        ])

    def yes(self) -> None:
        self.app.router.back()
        self.on_yes()

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.yes()

    def draw(self, surface: pygame.Surface) -> None:
        ui.veil(surface, 170)
        ui.panel(surface, self.box, theme.PANEL, theme.ACCENT, radius=18, width=3)
        for k, line in enumerate(self.lines):
            theme.blit_text(surface, line, SIZE, (self.box.centerx, self.box.y + 60 + k * LINE_H), theme.TEXT,
                            bold=True, anchor="center")
        self.buttons.draw(surface)
