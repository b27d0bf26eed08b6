"""Replays: the last finished games (game, date, players, winner); a click watches one again."""

from __future__ import annotations

import pygame

from engine import GAMES
from game import replays, storage, theme, ui
from game import words as say_words
from game.i18n import tr
from game.scene import MenuScene, is_click

LIST = pygame.Rect(140, 118, 1000, 520)
ROW_H = 26


def summary(r: replays.Replay) -> tuple[str, str]:
    """(game and date, players and winner) of a kept game, as the list shows it."""
    seats = r.saved.seats
    game = GAMES.get(r.game_name)
    title = game.title if game is not None else r.game_name
    left = f"{title} · {say_words.when(r.saved.when)}"
    players = ", ".join(s.name for s in seats)
    if r.winners:
        won = ", ".join(seats[w].name for w in r.winners if 0 <= w < len(seats))
        best = max(r.scores) if r.scores else None
        right = tr("{players} — won by {who} ({score})", players=players, who=won, score=best)
    else:
        right = tr("{players} — nobody won", players=players)
    return left, right


class ReplaysScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.kept = replays.listing()
        # cut to the row once, not at every frame
        self.lines = [(theme.shorten(a, 16, 310, bold=True), theme.shorten(b, 16, LIST.w - 460))
                      for a, b in (summary(r) for r in self.kept)]
        self.problems = storage.take_problems()  # a damaged replay was set aside while listing
        self.hover = -1
        self.buttons = ui.ButtonRow([
            ui.Button(pygame.Rect(540, 652, 200, 50), tr("Back"), self.back, key="back"),
        ])

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(LIST.x + 8, LIST.y + 8 + i * ROW_H, LIST.w - 16, ROW_H - 2)

    def review_rect(self, i: int) -> pygame.Rect:
        """The row's Review, at its right end (the rest of the row watches the game)."""
        r = self.row_rect(i)
        return pygame.Rect(r.right - 96, r.y + 1, 92, r.h - 2)

    def clickables(self) -> list[tuple[pygame.Rect, str]]:
        return ([(self.review_rect(i), f"review:{i}") for i in range(len(self.kept))]
                + [(self.row_rect(i), f"replay:{i}") for i in range(len(self.kept))] + super().clickables())

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i in range(len(self.kept)) if self.row_rect(i).collidepoint(event.pos)), -1)
        elif is_click(event):
            for i in range(len(self.kept)):
                if self.review_rect(i).collidepoint(event.pos):
                    self.app.router.review(self.kept[i])
                    return
                if self.row_rect(i).collidepoint(event.pos):
                    self.app.router.watch(self.kept[i])
                    return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, tr("Replays"), 40, (640, 30), theme.GOLD, bold=True, anchor="midtop")
        theme.blit_text(surface, tr("The last {n} finished games. Click one to watch it again.", n=replays.KEEP),
                        17, (640, 84), theme.TEXT_DIM, anchor="midtop")
        ui.panel(surface, LIST, theme.PANEL, theme.PANEL_EDGE, radius=14)
        if not self.kept:
            theme.blit_text(surface, tr("No finished games yet: a game appears here when it ends."), 20,
                            LIST.center, theme.TEXT_DIM, anchor="center")
        for i, (left, right) in enumerate(self.lines):
            r = self.row_rect(i)
            if i == self.hover:
                pygame.draw.rect(surface, theme.PANEL_HI, r, border_radius=6)
            theme.blit_text(surface, left, 16, (r.x + 10, r.centery), theme.TEXT, bold=True, anchor="midleft")
            theme.blit_text(surface, right, 16, (r.x + 330, r.centery), theme.TEXT_DIM, anchor="midleft")
            ui.Button(self.review_rect(i), tr("Review"), key=f"review:{i}", size=14).draw(surface)
        if self.problems:
            theme.blit_text(surface, tr("A damaged replay was set aside in {folder}.", folder=storage.where()), 15,
                            (640, LIST.bottom + 2), theme.BAD, anchor="midtop")
        self.buttons.draw(surface)
