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

# every kept game (``replays.KEEP``) has a row, tall enough for a Review button as legible as the row's words
LIST = pygame.Rect(140, 104, 1000, 552)
ROW_H = 26
PAD = 16  # pixels from the list's border to its rows, clear of its rounded corners (radius 14)
LEFT_MAX = 460  # pixels at most for the game and date
GAP = 24  # pixels between the two columns
REVIEW_W = 124  # the row's Review button and its margin, at the row's right end (the row's height is its hit area)
# its label, nearly as large as the row's words (testers found the 11-pixel one tiny), in a pill 20 pixels high
REVIEW_SIZE = 13
TAG_SIZE = 13  # the "Learn to play" tag before the players


def summary(r: replays.Replay, width: int | None = None) -> tuple[str, str]:
    """(game and date, players and outcome) of a kept game, as the list shows it; the outcome in the engine's
    words ("The Mafia won, 42 to 38"; a solo game's score, never a win). ``width``: the pixels the second has at
    16 px, the players cut first so that the outcome stays whole."""
    seats = r.saved.seats
    game = GAMES.get(r.game_name)
    title = game.title if game is not None else r.game_name
    left = f"{title} · {say_words.when(r.saved.when)}"
    players = ", ".join(s.label for s in seats)  # a computer with its level: "Nova (Easy)"
    result = r.result if r.result is not None else outcome(r)
    if result is None:
        return left, players if width is None else theme.shorten(players, 16, width)
    said = say_words.say(result, [s.name for s in seats])
    line = tr("{players} — {result}", players=players, result=said)
    if width is not None and theme.font(16).size(line)[0] > width:
        room = width - theme.font(16).size(tr("{players} — {result}", players="", result=said))[0]
        line = tr("{players} — {result}", players=theme.shorten(players, 16, max(room, 40)), result=said)
    return left, line


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
        self.tags = [tr("Learn to play") if r.saved.lesson else "" for r in self.kept]
        self.tag_w = [theme.font(TAG_SIZE, True).size(t)[0] + 14 if t else 0 for t in self.tags]
        rows = [summary(r) for r in self.kept]
        # the game and date column is as wide as its longest line ("Système Solaire · yesterday 23:58"), up to
        # LEFT_MAX; the players and outcome take the rest but the row's Review button (REVIEW_W). Cut to the
        # row once, not at every frame.
        widest = max((theme.font(16, True).size(a)[0] for a, _ in rows), default=0)
        self.left_w = min(LEFT_MAX, widest)
        self.right_x = 10 + self.left_w + GAP
        right_w = LIST.w - 2 * PAD - self.right_x - 10 - REVIEW_W
        # the outcome whole, the players cut first where the row is full (a tag takes some of it)
        self.lines = [(theme.shorten(a, 16, self.left_w, bold=True),
                       theme.shorten(summary(r, right_w - (w + 8 if w else 0))[1], 16, right_w - (w + 8 if w else 0)))
                      for r, (a, _b), w in zip(self.kept, rows, self.tag_w, strict=True)]
        self.problems = storage.take_problems()  # a damaged replay was set aside while listing
        self.hover = -1
        self.buttons = ui.ButtonRow([
            ui.Button(pygame.Rect(540, 664, 200, 46), tr("Back"), self.back, key="back"),
        ])

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(LIST.x + PAD, LIST.y + PAD + i * ROW_H, LIST.w - 2 * PAD, ROW_H - 2)

    def review_rect(self, i: int) -> pygame.Rect:
        """The row's Review, at its right end (the rest of the row watches the game): the pill drawn."""
        r = self.row_rect(i)
        # 2 pixels inside the row above and below: two rows' pills stay 6 apart (a pill the row's height touched the
        # next), and one is high enough for its label (REVIEW_SIZE) clear of its border
        return pygame.Rect(r.right - REVIEW_W + 8, r.y + 2, REVIEW_W - 12, r.h - 4)

    def review_hit(self, i: int) -> pygame.Rect:
        """Where a click reviews: the row's whole height at its right end, the pill and round it."""
        r = self.row_rect(i)
        return pygame.Rect(r.right - REVIEW_W, r.y, REVIEW_W, ROW_H)

    def clickables(self) -> list[tuple[pygame.Rect, str]]:
        return ([(self.review_hit(i), f"review:{i}") for i in range(len(self.kept))]
                + [(self.row_rect(i), f"replay:{i}") for i in range(len(self.kept))] + super().clickables())

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i in range(len(self.kept)) if self.row_rect(i).collidepoint(event.pos)), -1)
        elif is_click(event):
            for i in range(len(self.kept)):
                if self.review_hit(i).collidepoint(event.pos):
                    self.app.router.review(self.kept[i])
                    return
                if self.row_rect(i).collidepoint(event.pos):
                    self.app.router.watch(self.kept[i])
                    return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, tr("Replays"), 40, (640, 30), theme.GOLD, bold=True, anchor="midtop")
        theme.blit_text(surface, tr("The last {n} finished games. Click one to watch it again.", n=replays.KEEP),
                        17, (640, 78), theme.TEXT_DIM, anchor="midtop")
        ui.panel(surface, LIST, theme.PANEL, theme.PANEL_EDGE, radius=14)
        if not self.kept:
            theme.blit_text(surface, tr("No finished games yet: a game appears here when it ends."), 20,
                            LIST.center, theme.TEXT_DIM, anchor="center")
        for i, (left, right) in enumerate(self.lines):
            r = self.row_rect(i)
            if i == self.hover:
                pygame.draw.rect(surface, theme.PANEL_HI, r, border_radius=6)
            theme.blit_text(surface, left, 16, (r.x + 10, r.centery), theme.TEXT, bold=True, anchor="midleft")
            x = r.x + self.right_x
            if self.tags[i]:  # a Learn-to-play game: its fixed deal and coach, not a game the player set up
                tag = pygame.Rect(x, r.y + 3, self.tag_w[i], r.h - 6)
                ui.panel(surface, tag, (22, 30, 60), theme.ACCENT_2, radius=8, width=1)
                theme.blit_text(surface, self.tags[i], TAG_SIZE, tag.center, theme.ACCENT_2, bold=True,
                                anchor="center")
                x = tag.right + 8
            theme.blit_text(surface, right, 16, (x, r.centery), theme.TEXT_DIM, anchor="midleft")
            pill = self.review_rect(i)
            ui.panel(surface, pill, theme.PANEL, theme.PANEL_EDGE, radius=9, width=2)
            # a pixel above the centre: the line box has two blank pixels over the capitals and none under a
            # descender, so the letters ("Analyse") sit in the middle of the pill, clear of its border
            theme.blit_text(surface, tr("Review"), REVIEW_SIZE, (pill.centerx, pill.centery - 1), theme.TEXT, bold=True,
                            anchor="center")
        if self.problems:
            note = tr("A damaged replay was set aside in {folder}.", folder=storage.where())
            theme.blit_text(surface, theme.shorten(note, 15, 380), 15, (150, 687), theme.BAD, anchor="midleft")
        self.buttons.draw(surface)
