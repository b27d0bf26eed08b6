"""Replays: the last finished games (game, date, players, winner); a click watches one again."""

from __future__ import annotations

import pygame

from engine import GAMES
from engine.core import Words
from engine.recipe import BadRecipe, replay
from game import replays, storage, theme, ui
from game import words as say_words
from game.i18n import tr
from game.scene import MenuScene, is_click

LIST = pygame.Rect(140, 118, 1000, 520)
ROW_H = 24
PAD = 16  # pixels from the list's border to its rows, clear of its rounded corners (radius 14)
LEFT_MAX = 460  # pixels at most for the game and date
GAP = 24  # pixels between the two columns
REVIEW_W = 104  # the row's Review button and its margin, at the row's right end
REVIEW_SIZE = 11  # its label: at 13 the French "Analyse" (a capital and a descender) touched the pill's border


def summary(r: replays.Replay) -> tuple[str, str]:
    """(game and date, players and outcome) of a kept game, as the list shows it; the outcome in the engine's
    words ("The Mafia won, 42 to 38"; a solo game's score, never a win)."""
    seats = r.saved.seats
    game = GAMES.get(r.game_name)
    title = game.title if game is not None else r.game_name
    left = f"{title} · {say_words.when(r.saved.when)}"
    players = ", ".join(s.name for s in seats)
    result = r.result if r.result is not None else outcome(r)
    if result is None:
        return left, players
    return left, tr("{players} — {result}", players=players, result=say_words.say(result, [s.name for s in seats]))


def outcome(r: replays.Replay) -> Words | None:
    """An older entry kept no words for its outcome: the engine's, from its recipe played again (None if it
    no longer plays)."""
    game = GAMES.get(r.game_name)
    if game is None:
        return None
    try:
        state, _ = replay(r.saved.recipe)
    except BadRecipe:
        return None
    return game.result(state) if game.is_over(state) else None


class ReplaysScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.kept = replays.listing()
        rows = [summary(r) for r in self.kept]
        # the game and date column is as wide as its longest line ("Système Solaire · yesterday 23:58"), up to
        # LEFT_MAX; the players and outcome take the rest but the row's Review button (REVIEW_W). Cut to the
        # row once, not at every frame.
        widest = max((theme.font(16, True).size(a)[0] for a, _ in rows), default=0)
        self.left_w = min(LEFT_MAX, widest)
        self.right_x = 10 + self.left_w + GAP
        right_w = LIST.w - 2 * PAD - self.right_x - 10 - REVIEW_W
        self.lines = [(theme.shorten(a, 16, self.left_w, bold=True), theme.shorten(b, 16, right_w)) for a, b in rows]
        self.problems = storage.take_problems()  # a damaged replay was set aside while listing
        self.hover = -1
        self.buttons = ui.ButtonRow([
            ui.Button(pygame.Rect(540, 652, 200, 50), tr("Back"), self.back, key="back"),
        ])

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(LIST.x + PAD, LIST.y + PAD + i * ROW_H, LIST.w - 2 * PAD, ROW_H - 2)

    def review_rect(self, i: int) -> pygame.Rect:
        """The row's Review, at its right end (the rest of the row watches the game)."""
        r = self.row_rect(i)
        # 2 pixels inside the row above and below: two rows' pills stay 6 apart (a pill the row's height touched the
        # next), and one is high enough for its label (REVIEW_SIZE) clear of its border
        return pygame.Rect(r.right - REVIEW_W + 8, r.y + 2, REVIEW_W - 12, r.h - 4)

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
            theme.blit_text(surface, right, 16, (r.x + self.right_x, r.centery), theme.TEXT_DIM, anchor="midleft")
            pill = self.review_rect(i)
            ui.panel(surface, pill, theme.PANEL, theme.PANEL_EDGE, radius=9, width=2)
            # a pixel above the centre: the line box has two blank pixels over the capitals and none under a
            # descender, so the letters ("Analyse") sit in the middle of the pill, clear of its border
            theme.blit_text(surface, tr("Review"), REVIEW_SIZE, (pill.centerx, pill.centery - 1), theme.TEXT, bold=True,
                            anchor="center")
        if self.problems:
            theme.blit_text(surface, tr("A damaged replay was set aside in {folder}.", folder=storage.where()), 15,
                            (640, LIST.bottom + 2), theme.BAD, anchor="midtop")
        self.buttons.draw(surface)
