"""Rules help: a short per-game summary from ``game.help``, paged (buttons, wheel, arrow keys)."""

from __future__ import annotations

import pygame

from game import theme, ui
from game.scene import MenuScene

BODY = pygame.Rect(190, 142, 900, 450)


class HelpScene(MenuScene):
    def __init__(self, app, game_name: str | None = None) -> None:
        super().__init__(app)
        from engine import GAMES

        self.games = list(GAMES)
        self.game_name = game_name if game_name in self.games else self.games[0]
        self.page = 0
        self._build()

    @property
    def pages(self) -> list[tuple[str, list[str]]]:
        from game.tables import help_pages

        return help_pages(self.game_name)

    def turn(self, step: int) -> None:
        self.page = max(0, min(len(self.pages) - 1, self.page + step))
        self._build()

    def pick(self, name: str) -> None:
        self.game_name, self.page = name, 0
        self._build()

    def _build(self) -> None:
        from engine import GAMES

        b = ui.ButtonRow()
        if len(self.games) > 1:
            w = 220
            x = 640 - (len(self.games) * (w + 12) - 12) // 2
            for name in self.games:
                title = GAMES[name].title if name in GAMES else name
                b.add(ui.Button(pygame.Rect(x, 88, w, 40), title, lambda n=name: self.pick(n), key=f"tab:{name}",
                                size=18, primary=name == self.game_name))
                x += w + 12
        last = len(self.pages) - 1
        b.add(ui.Button(pygame.Rect(190, 626, 150, 52), "◀ Prev", lambda: self.turn(-1), key="prev",
                        enabled=self.page > 0))
        b.add(ui.Button(pygame.Rect(940, 626, 150, 52), "Next ▶", lambda: self.turn(1), key="next",
                        enabled=self.page < last))
        b.add(ui.Button(pygame.Rect(565, 626, 150, 52), "Back", self.app.router.back, key="back"))
        self.buttons = b
        heading, paras = self.pages[self.page]
        self.lines: list[tuple[str, int]] = []
        for p in paras:
            for line in theme.wrap(p, 22, BODY.w - 40):
                self.lines.append((line, 22))
            self.lines.append(("", 12))
        self.heading = heading

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.turn(1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.turn(-1)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, "Rules", 40, (640, 44), theme.GOLD, bold=True, anchor="center")
        ui.panel(surface, BODY)
        theme.blit_text(surface, self.heading, 28, (BODY.x + 20, BODY.y + 16), theme.GOLD, bold=True)
        y = BODY.y + 66
        for line, size in self.lines:
            if line:
                theme.blit_text(surface, line, size, (BODY.x + 20, y), theme.TEXT)
            y += size + 9 if line else size
        theme.blit_text(surface, f"page {self.page + 1} of {len(self.pages)}", 18, (640, 608), theme.TEXT_FAINT,
                        anchor="center")
        self.buttons.draw(surface)
