"""What a table tells the player besides its hint line: why a click did nothing, what happened since
their last turn, the whole game log, and that a running animation can be skipped.

- ``Shown``: what both of these share, a few seconds of showing that run down with the frames;
- ``Notice``: one line in place of the hint for a few seconds (the engine's reason a click is not allowed);
- ``Recap``: the log lines since this player last acted, worded for them, for a few seconds or until
  they act;
- ``LogView``: the whole log, scrollable, over the table until a click closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.core import TOLD_PER_SEAT, Event, Recount, Words, told_lines, words
from game import theme, ui
from game import words as say_words
from game.i18n import language, tr, trn
from game.kit import panels
from game.kit.log import GameLog
from game.scene import is_click

Line = tuple[str, tuple[int, int, int]]
NOTICE_SECONDS = 3.5
RECAP_SECONDS = 9.0
LINE_H = 20  # pixels from one recap line to the next
RECAP_INDENT = 14  # pixels a wrapped line's rest is set in, so it reads as the same line
TOP = 8  # the recap's highest edge on screen
SKIP_TEXT_W = 100  # pixels of text in the "click to skip" pill, under the menu's 106-pixel buttons
MARGIN = 8  # pixels the recap keeps from the screen's edge and from the panels it leaves clear
MIN_W = 300  # the narrowest recap: a heading and its figure on one row
CELL = 16  # pixels of the grid the free areas of the table are looked for on
Entry = tuple[str, tuple[int, int, int], int]  # a recap line: text, colour, indent


class Shown:
    """Something shown for a few seconds: ``left`` runs down with the frames, and it is ``active`` while some
    is left and it has something to show (``showing``)."""

    def __init__(self) -> None:
        self.left = 0.0

    def showing(self) -> bool:
        return True

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def active(self) -> bool:
        return self.left > 0 and self.showing()

    def clear(self) -> None:
        self.left = 0.0


class Notice(Shown):
    def __init__(self) -> None:
        super().__init__()
        self.text = ""

    def show(self, text: str, seconds: float = NOTICE_SECONDS) -> None:
        self.text, self.left = text, seconds

    def showing(self) -> bool:
        return bool(self.text)


class Recap(Shown):
    """"Since your last turn": what the other seats did after a human's last own move, when their turn comes
    back (or the game ends).

    One block per other seat: its name and public score before → after (the engine's ``shown_scores`` of the
    player's own views, never a hidden figure), then the engine's lines for its scoring and notable events, as
    the player may read them (``Game.recount``), the rest counted. A big swing is explained however many moves
    were made, and its last line opens the whole log.
    """

    def __init__(self) -> None:
        super().__init__()
        # seat -> (the log's ``mark()`` at that seat's last own move, its view just after that move)
        self.mark: dict[int, tuple[int, Any]] = {}
        self.blocks: list[Recount] = []
        self.names: list[str] = []
        # where it was placed and what it showed there, kept while nothing they depend on changes: the table
        # asks for both every frame, and the search for a free place takes milliseconds
        self._placed: dict[Any, Any] = {}

    def acted(self, seat: int, log_mark: int, view: Any) -> None:
        """``seat`` made a move whose log lines start at ``log_mark``; ``view`` is its view after the move (the
        figures a recap starts from)."""
        self.mark[seat] = (log_mark, view)
        self.left = 0.0

    def turn_starts(self, seat: int, log: GameLog, view: Any) -> None:
        """The input opens for ``seat`` (``view``: its view now): when its own turn has come back since its last
        move, what the other seats' turns did since then (what the Mafia did in the player's own turn is the
        player's own doing, and is not recalled). Games whose log says whose turn begins (a ``turn`` event)
        show it only at the start of the player's turn; others whenever others moved since the player's
        last move."""
        self._since(seat, log, view, game_over=False)

    def game_ends(self, seat: int, log: GameLog, view: Any) -> None:
        """The game is over: what the other seats did since ``seat``'s last move, however the turns ran (the
        player's turn will not come back to show it)."""
        self._since(seat, log, view, game_over=True)

    def _since(self, seat: int, log: GameLog, view: Any, game_over: bool) -> None:
        start = self.mark.get(seat)
        if start is None:
            return  # the first turn: nothing happened "since"
        first = start[0] - log.dropped  # a mark counts every entry ever added (the log's front may be gone)
        owners = turn_owners(log.entries)
        if owners is not None and seat not in owners[first:] and not game_over:
            return  # still the player's own turn (a phase after their own move): nothing of others' to tell
        events = [e for i, e in enumerate(log.entries)
                  if i >= max(0, first) and isinstance(e, Event) and (owners is None or owners[i] != seat)]
        blocks = log.game.recount(start[1], view, events, seat)
        if blocks:
            self.blocks, self.names, self._placed = blocks, list(log.names), {}
            self.left = RECAP_SECONDS

    @property
    def lines(self) -> list[Line]:
        return [(text, color) for text, color, _indent in self.entries()]

    def entries(self, per_seat: int = TOLD_PER_SEAT, counted: bool = True) -> list[Entry]:
        """The blocks in the screen's language now, as (text, colour, indent): each seat's heading ("Nova:
        4 → 14 points"), up to ``per_seat`` of its lines indented under it, and (``counted``) how many more the
        whole log holds (else the footer alone says the log has them)."""
        out: list[Entry] = []
        for b in self.blocks:
            head = words("{who}", who=b.who) if b.figure is None else words("{who}: {figure}", who=b.who,
                                                                                       figure=b.figure)
            told, untold = told_lines(b.heard, per_seat) if b.heard else (b.told, b.untold)
            out.append((say_words.say(head, self.names), theme.GOLD, 0))
            out += [(say_words.say(w, self.names), say_words.tone(w), RECAP_INDENT) for w in told]
            if untold and counted:
                out.append((trn("   … and {n} more line", "   … and {n} more lines", untold), theme.TEXT_FAINT,
                            RECAP_INDENT))
        return out

    def showing(self) -> bool:
        return bool(self.blocks)

    def clear(self) -> None:
        super().clear()
        self.blocks = []

    def box(self, anchor: pygame.Rect, clear: pygame.Rect | None = None, keep: Sequence[pygame.Rect] = (),
            panels: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where it shows: above ``anchor`` (the log panel), as wide as the log or 380 pixels, above ``clear``
        too (the player's own name and score panel) when it would cover it, and under ``keep`` (the menu's and
        the Hint's buttons). When its lines need more room than that, it comes down over the log it sums up,
        to the log's foot; with no room above for two lines, it lies over the log panel alone. Lines that still
        do not fit are left to the whole log its last line opens.

        Placed so, it must cover none of ``panels`` (every seat's name and score: the seats it sums up); where it
        would, it goes to the free part of the table that shows most of its lines, clear of those panels and of
        ``keep`` (it lets clicks through to what it covers there, but for its last line)."""
        key = ("box", tuple(anchor), clear and tuple(clear), tuple(map(tuple, keep)), tuple(map(tuple, panels)),
               id(self.blocks), language())
        if key not in self._placed:
            first = self._by_the_log(anchor, clear, keep)
            free = self._free_box(anchor, [*panels, *keep]) if first.collidelist(list(panels)) >= 0 else None
            self._placed = {key: free if free is not None else first}
        return pygame.Rect(self._placed[key])

    def _by_the_log(self, anchor: pygame.Rect, clear: pygame.Rect | None,
                    keep: Sequence[pygame.Rect]) -> pygame.Rect:
        w = max(anchor.w, 380)
        x = max(8, min(anchor.x, theme.WIDTH - 8 - w))
        bottom = anchor.y - 8
        if clear is not None and pygame.Rect(x, TOP, w, bottom - TOP).colliderect(clear):
            bottom = min(bottom, clear.y - 8)
        top = TOP
        for r in keep:
            if r.right > x and r.x < x + w and r.y < bottom:
                top = max(top, r.bottom + 8)
        if bottom - top >= self._height(min(len(self.rows(w)), 2)):
            need = self._height(len(self.fitted(w, bottom - top)))
            if need <= bottom - top:
                return pygame.Rect(x, bottom - need, w, need)
            need = self._height(len(self.fitted(w, anchor.bottom - top)))
            down = pygame.Rect(x, top, w, min(need, anchor.bottom - top))
            if clear is None or not down.colliderect(clear):
                return down  # over the log too: the seats' blocks whole rather than counted away
            return pygame.Rect(x, top, w, bottom - top)
        # no room above that hides nothing of the player's: over the log it summarises instead, the whole panel
        # (a log line half hidden behind it read as a glitch; its footer opens them all)
        return anchor.copy()

    def _free_box(self, anchor: pygame.Rect, blocked: Sequence[pygame.Rect]) -> pygame.Rect | None:
        """The box, as wide as by the log (at least ``MIN_W``), where the table is free of ``blocked`` and it shows
        the most of its lines; of those, the nearest the log. ``None`` when no such place is free."""
        cols, rows = theme.WIDTH // CELL, theme.HEIGHT // CELL
        walls = [r.inflate(2 * MARGIN, 2 * MARGIN) for r in blocked]
        edge = theme.SCREEN.inflate(-2 * MARGIN, -2 * MARGIN)
        free = [[edge.contains(pygame.Rect(c * CELL, r * CELL, CELL, CELL))
                 and pygame.Rect(c * CELL, r * CELL, CELL, CELL).collidelist(walls) < 0
                 for c in range(cols)] for r in range(rows)]
        down = [[0] * (cols + 1) for _ in range(rows + 1)]  # free cells from (r, c) downwards
        for r in range(rows - 1, -1, -1):
            for c in range(cols):
                down[r][c] = down[r + 1][c] + 1 if free[r][c] else 0
        best: tuple[tuple[int, int], pygame.Rect] | None = None
        for w in dict.fromkeys((max(anchor.w, 380), MIN_W)):
            span = -(-w // CELL)
            need = self._height(len(self.rows(w)))
            for r in range(rows):
                for c in range(cols - span + 1):
                    h = min(down[r][c:c + span]) * CELL
                    if h < self._height(2):
                        continue
                    box = pygame.Rect(c * CELL, r * CELL, w, min(h, need))
                    score = (min(h, need), -abs(box.centerx - anchor.centerx) - abs(box.bottom - anchor.y))
                    if best is None or score > best[0]:
                        best = (score, box)
            if best is not None:
                break
        return best[1] if best is not None else None

    def rows(self, width: int, per_seat: int = TOLD_PER_SEAT, counted: bool = True) -> list[Entry]:
        """The lines wrapped to a box ``width`` pixels wide, as (text, colour, indent): a line is never cut
        short, its rest goes on an indented row (a recap says how points came, to the end of the sentence)."""
        out: list[Entry] = []
        for text, color, indent in self.entries(per_seat, counted):
            for k, part in enumerate(theme.wrap(text, 14, width - 20 - indent - RECAP_INDENT)):
                out.append((part, color, indent + (RECAP_INDENT if k else 0)))
        return out

    def fitted(self, width: int, height: int) -> list[Entry]:
        """The rows for a box ``width`` by at most ``height`` pixels: as many of each seat's lines as fill it
        before any is counted away; where even ``TOLD_PER_SEAT`` do not fit, fewer, uncounted (the footer opens
        the log), down to the seats' headings alone, so that no seat is left out (the box then cuts only what
        still does not fit)."""
        key = ("rows", width, height, id(self.blocks), language())
        if key not in self._placed:
            self._placed[key] = self._fit(width, height)
        return list(self._placed[key])

    def _fit(self, width: int, height: int) -> list[Entry]:
        out = self.rows(width)
        if self._height(len(out)) > height:
            for per_seat in range(TOLD_PER_SEAT, -1, -1):
                out = self.rows(width, per_seat, counted=False)
                if self._height(len(out)) <= height:
                    break
            return out
        most = max((len(b.heard) for b in self.blocks), default=0)
        for per_seat in range(TOLD_PER_SEAT + 1, most + 1):
            more = self.rows(width, per_seat)
            if self._height(len(more)) > height:
                break
            out = more
        return out

    @staticmethod
    def _height(lines: int) -> int:
        return 54 + LINE_H * lines

    @staticmethod
    def footer(box: pygame.Rect) -> pygame.Rect:
        """The last line of the recap in ``box``, "Click here for the whole log": the part a click opens the
        log from (the rest of it lets a click through to the table, where a refused move still says why)."""
        return pygame.Rect(box.x, box.bottom - 26, box.w, 26)

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """In ``box`` (its ``box``), fading out in its last second."""
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        ui.panel(layer, layer.get_rect(), (14, 18, 40), theme.ACCENT_2, radius=10, width=2)
        theme.blit_text(layer, tr("Since your last turn"), 15, (10, 6), theme.ACCENT_2, bold=True)
        room = max(1, (box.h - 54) // LINE_H)
        rows = self.fitted(box.w, box.h)
        if room < len(rows):
            more = len(rows) - room + 1
            rows = [*rows[:room - 1],
                    (trn("   … and {n} more line", "   … and {n} more lines", more), theme.TEXT_FAINT, 0)]
        for k, (text, color, indent) in enumerate(rows):
            layer.blit(theme.text(theme.shorten(text, 14, box.w - 20 - indent), 14, color),
                       (10 + indent, 28 + LINE_H * k))
        theme.blit_text(layer, theme.shorten(tr("Click here for the whole log"), 13, box.w - 20), 13,
                        (10, box.h - 22), theme.TEXT_FAINT)
        if self.left < 1.0:
            layer.set_alpha(int(255 * self.left))
        surface.blit(layer, box)


def turn_owners(entries: Sequence[Event | Words]) -> list[int] | None:
    """Whose turn each entry of the log came in, read from the engine's ``turn`` events (the seat whose
    turn begins: ``to_seat`` when the event names it, else its ``seat``); -1 before the first one.
    ``None`` when no ``turn`` event is in the log, for a game that does not say whose turn begins."""
    owner, out, seen = -1, [], False
    for entry in entries:
        if isinstance(entry, Event) and entry.kind == "turn":
            owner, seen = (entry.to_seat if entry.to_seat >= 0 else entry.seat), True
        out.append(owner)
    return out if seen else None


class LogView:
    """The whole log over the table; the wheel or the arrows scroll it, a click closes it."""

    BOX = pygame.Rect(140, 60, 1000, 600)
    PER_PAGE = 24

    def __init__(self, lines: Callable[[], list[Line]]) -> None:
        self.source = lines  # read at every frame: the log may grow while it is open
        self.top = max(0, len(lines()) - self.PER_PAGE)  # open at the newest lines

    @property
    def lines(self) -> list[Line]:
        return self.source()

    def scroll(self, step: int) -> None:
        self.top = max(0, min(max(0, len(self.lines) - self.PER_PAGE), self.top + step))

    def handle(self, event: pygame.event.Event) -> bool:
        """Scroll with the wheel or the keys; ``True`` when a click or Escape closes it."""
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -20, pygame.K_PAGEDOWN: 20}
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
        elif event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll(steps[event.key])
        return is_click(event) or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)

    def draw(self, surface: pygame.Surface) -> None:
        ui.veil(surface, 200)
        box = self.BOX
        ui.panel(surface, box, theme.PANEL, theme.ACCENT_2, radius=18, width=3)
        theme.blit_text(surface, tr("Game log — {n} lines", n=len(self.lines)), 22, (box.centerx, box.y + 14),
                        theme.TEXT, bold=True, anchor="midtop")
        y = box.y + 52
        for text, color in self.lines[self.top:self.top + self.PER_PAGE]:
            surface.blit(theme.text(theme.shorten(text, 16, box.w - 40), 16, color), (box.x + 20, y))
            y += 21
        more = tr("wheel or ↑↓ to scroll · click anywhere to close")
        theme.blit_text(surface, more, 15, (box.centerx, box.bottom - 26), theme.ACCENT_2, anchor="midtop")


def skip_badge(surface: pygame.Surface) -> list[pygame.Rect]:
    """While cards move, the table waits: a click skips to the end (shown under the menu)."""
    # in the menu's column, no wider than its buttons: the top-right seat panel ends just left of it
    return [panels.pill(surface, tr("click to skip ▸▸"), (1217, 172), max_w=SKIP_TEXT_W)]
