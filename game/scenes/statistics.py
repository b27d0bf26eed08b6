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
MARGIN = 18  # a box's words keep this far from its sides, right as left
# between two columns: at 24 the heads read as one cramped line, "Played Won Best score" (playtest 29, 83_stats);
# the name's column has room to spare
GAP = 40
HEAD, CELL = 15, 17  # the sizes of the column heads and of the figures under them


def _figures(line: stats.Line) -> list[str]:
    """A player's row of figures: played, won, best score."""
    best = "—" if line.best is None else str(line.best)
    # every game a score alone (Space Lab solo): no win was to be had, so no "won" figure
    won = "—" if line.scored == line.played else str(line.won)
    return [str(line.played), won, best]


def _columns(box: pygame.Rect, lines: list[stats.Line]) -> list[tuple[int, str]]:
    """Where each column starts, and its head: the figures' columns as wide as their head or their widest
    figure, packed against the box's right margin, and the player's name in the room left of them. Columns set
    at fixed places ran "Meilleur score" into the box's right edge."""
    heads = [tr("Played"), tr("Won"), tr("Best score")]
    figures = [_figures(line) for line in lines]
    widths = [max([theme.font(HEAD).size(head)[0]] + [theme.font(CELL).size(row[k])[0] for row in figures])
              for k, head in enumerate(heads)]
    x = box.right - MARGIN
    starts = []
    for width in reversed(widths):
        x -= width
        starts.append(x)
        x -= GAP
    return [(box.x + MARGIN, tr("Player")), *zip(reversed(starts), heads, strict=True)]


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
        theme.blit_text(surface, GAMES[name].title, 22, (box.x + MARGIN, box.y + 12), theme.TEXT, bold=True)
        lines = self.lines[name]
        cols = _columns(box, lines[:ROWS])
        y = box.y + 48
        if not lines:
            # Replays may list a Learn-to-play game here: the line under the boxes says why it is not counted, in the
            # player's words ("chosen deals", a deal set from the command line, read as jargon to testers)
            theme.blit_fit(surface, tr("No counted games yet."), 16, (box.x + MARGIN, y), box.w - 2 * MARGIN,
                           theme.TEXT_DIM, smallest=12)
        else:
            for x, head in cols:
                theme.blit_text(surface, head, HEAD, (x, y), theme.TEXT_FAINT)
            y += 22
            for line in lines[:ROWS]:
                # solo games on a line of their own: beside games with others they would read as more of those
                who = tr("{name} · solo", name=line.name) if line.solo else line.name
                cells = [theme.shorten(who, CELL, cols[1][0] - GAP - cols[0][0]), *_figures(line)]
                for (x, _), cell in zip(cols, cells, strict=True):
                    theme.blit_text(surface, cell, CELL, (x, y), theme.TEXT)
                y += 24
            if len(lines) > ROWS:
                theme.blit_text(surface, tr("and {n} more", n=len(lines) - ROWS), 14, (box.x + MARGIN, y),
                                theme.TEXT_DIM)
        # a solo record only beside solo games: "Solo win streak 0 · best 0" under two-player games alone read as
        # out of place (playtest 32), as did "Solo streak 0 · record 0" under no game at all
        shown = self.records[name] if any(line.solo for line in lines) else []
        note = scored_note(name) if any(line.scored for line in lines[:ROWS]) else ""
        said = theme.wrap(note, 16, box.w - 2 * MARGIN) if note else []
        # a "—" in Won, or a count short of the games played: the game says why, where the rows leave room
        if said and box.bottom - 14 - 22 * (len(said) + len(shown)) >= y + (22 if len(lines) > ROWS else 0):
            shown = [*said, *shown]
        ry = box.bottom - 14 - 22 * len(shown)
        for text in shown:
            theme.blit_text(surface, theme.shorten(text, 16, box.w - 2 * MARGIN), 16, (box.x + MARGIN, ry), theme.ACCENT_2)
            ry += 22
