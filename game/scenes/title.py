"""Title screen: pick a game; rules, settings, quit. Computers play dimly behind it."""

from __future__ import annotations

import sys

import pygame

from game import streak, theme, ui
from game.i18n import tr
from game.scene import MenuScene, Scene
from game.tables import has_table

CARD_RECT = pygame.Rect(300, 80, 680, 530)
_card_surface: list[pygame.Surface] = []


class TitleScene(MenuScene):
    @staticmethod
    def _card() -> pygame.Surface:
        """A translucent panel that keeps the menu readable over the game playing behind it (built once)."""
        if not _card_surface:
            s = pygame.Surface(CARD_RECT.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (10, 13, 30, 225), s.get_rect(), border_radius=28)
            pygame.draw.rect(s, (70, 84, 140, 255), s.get_rect(), 2, border_radius=28)
            _card_surface.append(s)
        return _card_surface[0]

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = ui.ButtonRow()
        self.background: Scene | None = None
        self._build()

    def _build(self) -> None:
        from engine import GAMES

        self.buttons = ui.ButtonRow()
        # solo win streaks, read once per visit (storage is a file read)
        self.streaks = {n: line for n in GAMES if has_table(n) and (line := streak.line(n)) is not None}
        y = 330
        for name, game in GAMES.items():
            ready = has_table(name)
            label = game.title if ready else tr("{game} — coming soon", game=game.title)
            self.buttons.add(
                ui.Button(
                    pygame.Rect(440, y, 400, 60),
                    label,
                    (lambda n=name: self.choose(n)) if ready else None,
                    key=f"game:{name}",
                    size=26 if ready else 20,
                    enabled=ready,
                    primary=ready,
                )
            )
            y += 74 + (18 if name in self.streaks else 0)  # room for the streak line
        y = max(y + 16, 520)
        row = [(tr("Rules"), "rules", self.rules), (tr("Settings"), "settings", self.open_settings)]
        if sys.platform != "emscripten":  # a browser tab is closed by the browser, not by us
            row.append((tr("Quit"), "quit", self.app.router.ask_quit))
        w, gap = 150, 20
        x = theme.WIDTH // 2 - (len(row) * w + (len(row) - 1) * gap) // 2
        for label, key, fn in row:
            self.buttons.add(ui.Button(pygame.Rect(x, y, w, 48), label, fn, key=key))
            x += w + gap

    def enter(self) -> None:
        self._build()
        if self.app.settings.attract:
            if self.background is None:
                self.background = self._attract_table()
            else:
                self.background.enter()  # picks up a changed speed setting
        else:
            self.background = None

    def _attract_table(self) -> Scene | None:
        from engine import GAMES
        from game.seats import default_seats

        name = next((n for n in GAMES if has_table(n)), None)
        if name is None:
            return None
        players = min(max(4, GAMES[name].min_players), GAMES[name].max_players)
        table = self.app.router.table(name, default_seats(name, players, humans=0), attract=True)
        if table is not None:
            table.embedded = True  # type: ignore[attr-defined]
            table.enter()
        return table

    def choose(self, game_name: str) -> None:
        self.app.router.setup(game_name)

    def rules(self) -> None:
        self.app.router.rules()

    def open_settings(self) -> None:
        self.app.router.settings()

    def back(self) -> None:
        if sys.platform != "emscripten":  # a browser tab is closed by the browser
            self.app.router.ask_quit()

    def update(self, dt: float) -> None:
        if self.background is not None:
            self.background.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.background is not None:
            self.background.draw(surface)
            ui.veil(surface, 170)
            surface.blit(self._card(), CARD_RECT)
        else:
            surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, "Beaniverse", 84, (640, 150), theme.GOLD, bold=True, anchor="center")
        theme.blit_text(
            surface, tr("space-and-bean card games for one shared screen"), 24, (640, 222), theme.TEXT_DIM, anchor="center"
        )
        theme.blit_text(surface, tr("Choose a game"), 20, (640, 300), theme.TEXT_FAINT, anchor="center")
        self.buttons.draw(surface)
        for name, text in self.streaks.items():
            b = self.buttons.get(f"game:{name}")
            if b is not None:
                theme.blit_text(surface, text, 15, (b.rect.centerx, b.rect.bottom + 3), theme.ACCENT_2,
                                anchor="midtop")
