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

import pygame

from engine.core import Event, Words
from game import theme, ui
from game import words as say_words
from game.i18n import tr, trn
from game.kit import panels
from game.kit.log import GameLog
from game.scene import is_click

Line = tuple[str, tuple[int, int, int]]
NOTICE_SECONDS = 3.5
RECAP_SECONDS = 9.0
RECAP_PER_SEAT = 3  # lines of one seat in the recap; the rest are counted
LINE_H = 20  # pixels from one recap line to the next
RECAP_INDENT = 14  # pixels a wrapped line's rest is set in, so it reads as the same line
TOP = 8  # the recap's highest edge on screen
SKIP_TEXT_W = 100  # pixels of text in the "click to skip" pill, under the menu's 106-pixel buttons


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
    """"Since your last turn": what others did after a human's last own move, when their turn comes back.

    Summarised per seat: each seat's lines together, its scoring lines first kept (how its points came),
    at most ``RECAP_PER_SEAT`` of them and a count of the rest, so a big swing is explained however many
    moves were made. A click on it opens the whole log.
    """

    def __init__(self) -> None:
        super().__init__()
        self.mark: dict[int, int] = {}  # seat -> the log's ``mark()`` at that seat's last own move
        self.lines: list[Line] = []

    def acted(self, seat: int, log_mark: int) -> None:
        self.mark[seat] = log_mark
        self.left = 0.0

    def turn_starts(self, seat: int, log: GameLog) -> None:
        """The input opens for ``seat``: when its own turn has come back since its last move, the lines of
        the other seats' turns since then (what the Mafia did in the player's own turn is the player's own
        doing, and is not recalled). Games whose log says whose turn begins (a ``turn`` event) show it only
        at the start of the player's turn; others whenever others moved since the player's last move."""
        self._since(seat, log, game_over=False)

    def game_ends(self, seat: int, log: GameLog) -> None:
        """The game is over: what the other seats did since ``seat``'s last move, however the turns ran (the
        player's turn will not come back to show it)."""
        self._since(seat, log, game_over=True)

    def _since(self, seat: int, log: GameLog, game_over: bool) -> None:
        start = self.mark.get(seat)
        if start is None:
            return  # the first turn: nothing happened "since"
        first = start - log.dropped  # a mark counts every entry ever added (the log's front may be gone)
        owners = turn_owners(log.entries)
        if owners is not None and seat not in owners[first:] and not game_over:
            return  # still the player's own turn (a phase after their own move): nothing of others' to tell
        fresh = [(s, text, color) for i, s, text, color in log.worded(seat)
                 if i >= first and s != seat and (owners is None or owners[i] != seat)]
        if fresh:
            self.lines = summary(fresh)
            self.left = RECAP_SECONDS

    def showing(self) -> bool:
        return bool(self.lines)

    def clear(self) -> None:
        super().clear()
        self.lines = []

    def box(self, anchor: pygame.Rect, clear: pygame.Rect | None = None) -> pygame.Rect:
        """Where it shows: above ``anchor`` (the log panel), as wide as the log or 380 pixels; above ``clear``
        too (the player's own name and score panel) when it would cover it; over the log panel itself when
        that leaves no room for two lines. Lines that do not fit are left to the whole log its last line
        opens."""
        bottom = anchor.y - 8
        w = max(anchor.w, 380)
        if clear is not None and pygame.Rect(anchor.x, TOP, w, bottom - TOP).colliderect(clear):
            bottom = min(bottom, clear.y - 8)
        if bottom - TOP < self._height(min(len(self.rows(w)), 2)):
            # no room above that hides nothing of the player's: over the log it summarises instead (the
            # log's own lines are what the recap sums up, and its footer opens them all)
            box = pygame.Rect(anchor.x, anchor.y, anchor.w, min(self._height(len(self.rows(anchor.w))), anchor.h))
            box.bottom = anchor.bottom
            return box
        box = pygame.Rect(anchor.x, TOP, w, min(self._height(len(self.rows(w))), bottom - TOP))
        box.bottom = bottom
        box.right = min(box.right, theme.WIDTH - 8)
        return box

    def rows(self, width: int) -> list[tuple[str, tuple[int, int, int], int]]:
        """The lines wrapped to a box ``width`` pixels wide, as (text, colour, indent): a line is never cut
        short, its rest goes on an indented row (a recap says how points came, to the end of the sentence)."""
        out: list[tuple[str, tuple[int, int, int], int]] = []
        for text, color in self.lines:
            for k, part in enumerate(theme.wrap(text, 14, width - 20 - RECAP_INDENT)):
                out.append((part, color, RECAP_INDENT if k else 0))
        return out

    @staticmethod
    def _height(lines: int) -> int:
        return 54 + LINE_H * lines

    def footer(self, anchor: pygame.Rect, clear: pygame.Rect | None = None) -> pygame.Rect:
        """Its last line, "Click here for the whole log": the part a click opens the log from (the rest of
        it lets a click through to the table, where a refused move still says why)."""
        box = self.box(anchor, clear)
        return pygame.Rect(box.x, box.bottom - 26, box.w, 26)

    def draw(self, surface: pygame.Surface, anchor: pygame.Rect, clear: pygame.Rect | None = None) -> None:
        """Above ``anchor`` (the log panel) and clear of ``clear``, fading out in its last second."""
        box = self.box(anchor, clear)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        ui.panel(layer, layer.get_rect(), (14, 18, 40), theme.ACCENT_2, radius=10, width=2)
        theme.blit_text(layer, tr("Since your last turn"), 15, (10, 6), theme.ACCENT_2, bold=True)
        room = max(1, (box.h - 54) // LINE_H)
        rows = self.rows(box.w)
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


def summary(fresh: list[tuple[int, str, tuple[int, int, int]]]) -> list[Line]:
    """(seat, text, colour) lines regrouped by seat, in the order the seats first acted: of each seat's
    lines its scoring ones are kept first, then its latest, ``RECAP_PER_SEAT`` in all, in the order they
    came, and "… 4 more lines" for the rest."""
    order: list[int] = []
    by_seat: dict[int, list[tuple[int, str, tuple[int, int, int]]]] = {}
    turn = say_words.TONES.get("turn")
    for k, (seat, text, color) in enumerate(fresh):
        if color == turn and seat >= 0:
            continue  # "— Orbit's turn —": the grouping by seat says it already
        if seat not in by_seat:
            order.append(seat)
        by_seat.setdefault(seat, []).append((k, text, color))
    score = say_words.TONES.get("score")
    out: list[Line] = []
    for seat in order:
        mine = by_seat[seat]
        scoring = [e for e in mine if e[2] == score][-RECAP_PER_SEAT:]
        room = RECAP_PER_SEAT - len(scoring)
        rest = [e for e in mine if e[2] != score][-room:] if room else []
        kept = sorted(scoring + rest)
        out += [(text, color) for _k, text, color in kept]
        if len(mine) > len(kept):
            n = len(mine) - len(kept)
            out.append((trn("   … and {n} more line", "   … and {n} more lines", n), theme.TEXT_FAINT))
    return out


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
