"""Statistics: per game, the games each person played and won and their best score, with the
game's own records (a solo streak, a solo rating) from its table unit."""

from __future__ import annotations

from typing import Any

import pygame

from engine import GAMES
from game import stats, storage, theme, ui
from game.i18n import tr
from game.scene import MenuScene
from game.tables import has_table, listed, records, scored_note

BOX_W, BOX_H = 580, 262
ROWS = 6


class StatisticsScene(MenuScene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        everything = stats.everything()
        self.games = [n for n in listed(GAMES) if has_table(n)]
        self.lines = {n: everything.get(n, []) for n in self.games}
        self.records = {n: records(n) for n in self.games}
        self.problems = storage.take_problems()
        self.buttons = ui.ButtonRow([ui.Button(pygame.Rect(540, 656, 200, 50), tr("Back"), self.back, key="back")])

    def box(self, i: int) -> pygame.Rect:
        col, row = i % 2, i // 2
        return pygame.Rect(50 + col * (BOX_W + 20), 86 + row * (BOX_H + 16), BOX_W, BOX_H)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, tr("Statistics"), 40, (640, 24), theme.GOLD, bold=True, anchor="midtop")
        for i, name in enumerate(self.games):
            self._draw_game(surface, self.box(i), name)
        if self.problems:
            theme.blit_text(surface, tr("Damaged statistics were set aside in {folder}; counting starts again.",
                                        folder=storage.where()), 15, (640, 636), theme.BAD, anchor="midtop")
        else:  # said once for every game (each game's box said it, four times over)
            theme.blit_text(surface, tr("A Learn-to-play game does not count in the statistics."), 15, (640, 636),
                            theme.TEXT_DIM, anchor="midtop")
        self.buttons.draw(surface)

    def _draw_game(self, surface: pygame.Surface, box: pygame.Rect, name: str) -> None:
        ui.panel(surface, box, theme.PANEL, theme.PANEL_EDGE, radius=14)
        theme.blit_text(surface, GAMES[name].title, 22, (box.x + 18, box.y + 12), theme.TEXT, bold=True)
        cols = [(box.x + 18, tr("Player")), (box.x + 300, tr("Played")), (box.x + 390, tr("Won")),
                (box.x + 470, tr("Best score"))]
        y = box.y + 48
        lines = self.lines[name]
        if not lines:
            # Replays may list a Learn-to-play game here: the line under the boxes says why it is not counted, in the
            # player's words ("chosen deals", a deal set from the command line, read as jargon to testers)
            theme.blit_fit(surface, tr("No counted games yet."), 16, (box.x + 18, y), box.w - 36, theme.TEXT_DIM,
                           smallest=12)
        else:
            for x, head in cols:
                theme.blit_text(surface, head, 14, (x, y), theme.TEXT_FAINT)
            y += 22
            for line in lines[:ROWS]:
                best = "—" if line.best is None else str(line.best)
                # every game a score alone (Space Lab solo): no win was to be had, so no "won" figure
                won = "—" if line.scored == line.played else str(line.won)
                # solo games on a line of their own: beside games with others they would read as more of those
                who = tr("{name} · solo", name=line.name) if line.solo else line.name
                cells = [theme.shorten(who, 17, 270), str(line.played), won, best]
                for (x, _), cell in zip(cols, cells, strict=True):
                    theme.blit_text(surface, cell, 17, (x, y), theme.TEXT)
                y += 24
            if len(lines) > ROWS:
                theme.blit_text(surface, tr("and {n} more", n=len(lines) - ROWS), 14, (box.x + 18, y), theme.TEXT_DIM)
        # a game nobody has finished here has no records to speak of ("Solo streak 0 · record 0")
        shown = self.records[name] if lines else []
        note = scored_note(name) if any(line.scored for line in lines[:ROWS]) else ""
        said = theme.wrap(note, 16, box.w - 36) if note else []
        # a "—" in Won, or a count short of the games played: the game says why, where the rows leave room
        if said and box.bottom - 14 - 22 * (len(said) + len(shown)) >= y + (22 if len(lines) > ROWS else 0):
            shown = [*said, *shown]
        ry = box.bottom - 14 - 22 * len(shown)
        for text in shown:
            theme.blit_text(surface, theme.shorten(text, 16, box.w - 36), 16, (box.x + 18, ry), theme.ACCENT_2)
            ry += 22
