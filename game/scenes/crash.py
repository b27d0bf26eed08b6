""""Something went wrong": shown instead of a screen that failed, never a bare traceback.

The report (traceback and the game's recipe) is already written; the player
may continue the game from its last save — written after every move — or go
back to the title.
"""

from __future__ import annotations

import re

import pygame

from game import crashlog, saves, theme, ui
from game.i18n import tr
from game.scene import MenuScene

BOX = pygame.Rect(240, 150, 800, 420)


class CrashScene(MenuScene):
    def __init__(self, app, error: BaseException) -> None:
        super().__init__(app)
        self.error = f"{type(error).__name__}: {error}"[:140]
        self.report = crashlog.write(error, list(app.stack))
        rec = crashlog.recipe_of(list(app.stack))
        self.game_name = rec.game if rec is not None else None
        can_continue = self.game_name is not None and saves.find(self.game_name) is not None
        self.can_continue = can_continue
        y = BOX.bottom - 84
        self.buttons = ui.ButtonRow()
        if can_continue:
            self.buttons.add(ui.Button(pygame.Rect(BOX.x + 60, y, 330, 56), tr("Continue from the last save"),
                                       self.resume, key="crash:continue", size=20, primary=True))
        self.buttons.add(ui.Button(pygame.Rect(BOX.right - 390 if can_continue else BOX.centerx - 165, y, 330, 56),
                                   tr("Back to the title"), self.app.router.title, key="crash:title", size=20,
                                   primary=not can_continue))

    def resume(self) -> None:
        assert self.game_name is not None
        self.app.router.resume(self.game_name)

    def back(self) -> None:
        self.app.router.title()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        ui.panel(surface, BOX, theme.PANEL, theme.BAD, radius=18, width=3)
        theme.blit_text(surface, tr("Something went wrong"), 34, (BOX.centerx, BOX.y + 34), theme.TEXT, bold=True,
                        anchor="midtop")
        lines = [tr("Sorry: this screen stopped working.")]
        if self.can_continue:
            lines.append(tr("Nothing you played is lost: your game is saved after every move."))
        if self.report:
            lines += ["", tr("A report for the developers was written to:"), *_path_lines(self.report, 18, BOX.w - 40)]
        y = BOX.y + 100
        for line in lines:
            theme.blit_fit(surface, line, 18, (BOX.centerx, y), BOX.w - 40, theme.TEXT_DIM, anchor="midtop")
            y += 26
        theme.blit_fit(surface, self.error, 14, (BOX.centerx, BOX.bottom - 118), BOX.w - 40, theme.TEXT_FAINT,
                       anchor="midtop")
        self.buttons.draw(surface)


def _path_lines(path: str, size: int, width: int) -> list[str]:
    """A long file path broken after its separators into lines that fit ``width`` (whole, to be copied)."""
    lines, line = [], ""
    for part in re.split(r"(?<=[/\\])", path):
        if line and theme.font(size).size(line + part)[0] > width:
            lines.append(line)
            line = ""
        line += part
    return [*lines, line]
