"""What a table tells the player besides its hint line: why a click did nothing, what happened since
their last turn, the whole game log, and that a running animation can be skipped.

- ``Notice``: one line in place of the hint for a few seconds (the engine's reason a click is not allowed);
- ``Recap``: the log lines since this player last acted, worded for them, until their first click;
- ``LogView``: the whole log, scrollable, over the table until a click closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import pygame

from engine.core import RIVAL, Event, Words, words
from engine.recap import TOLD_PER_SEAT, Recount, in_order, told_lines, told_order
from game import theme, ui
from game import words as say_words
from game.i18n import language, tr, trn
from game.kit import panels
from game.kit.log import GameLog
from game.scene import is_click

Line = tuple[str, tuple[int, int, int]]
NOTICE_SECONDS = 3.5
# a recap line's font size, the pixels from one line to the next, and the heights of its title and of its footer
# ("Click here for the whole log"); the smaller where the table has no room for every seat's heading in the larger
SIZES = {14: (20, 28, 26), 12: (16, 22, 20)}
CLOSE = 20  # the side of its × button
RECAP_INDENT = 14  # pixels a wrapped line's rest is set in, so it reads as the same line
SKIP_TEXT_W = 100  # pixels of text in the "click to skip" pill, under the menu's 106-pixel buttons
MARGIN = 8  # pixels the recap keeps from the screen's edge and from the panels it leaves clear
MIN_W = 300  # the narrowest recap: a heading and its figure on one row
LOG_LEFT = 48  # the fewest pixels of the log a recap over it leaves in sight above it (two of its lines), or none
CELL = 16  # pixels of the grid the free areas of the table are looked for on
Entry = tuple[str, tuple[int, int, int], int]  # a recap line: text, colour, indent
RANKS = {"you": 0, "good": 1, "score": 1}  # the tones of news a one-seat box tells first; any other after them


class Fit(NamedTuple):
    """What a box of one size shows of a recap."""

    rows: list[Entry]
    heads: int  # the seats it names
    told: int  # the headings and lines it shows
    mine: int  # the lines about the reader it shows
    said: int  # the seats it tells something of besides a score that did not move


class Notice:
    """A line shown for a few seconds: ``left`` runs down with the frames, and it is ``active`` while some is left
    and it has a text."""

    def __init__(self) -> None:
        self.left, self.refusal = 0.0, True
        self._say: Callable[[], str] = str

    def show(self, text: str | Callable[[], str], seconds: float = NOTICE_SECONDS, refusal: bool = True) -> None:
        """``refusal``: why a click did nothing (in the warning colour); else a plain word on what just happened.
        ``text`` may be given as what words it (``lambda: tr(...)``): a notice that outlasts a visit to Settings,
        Leave's, is then said in the language chosen there (it stayed English on a table turned French)."""
        self._say = text if callable(text) else lambda: text
        self.left, self.refusal = seconds, refusal

    @property
    def text(self) -> str:
        return self._say()

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def active(self) -> bool:
        return self.left > 0 and bool(self.text)

    def clear(self) -> None:
        self.left = 0.0


class Recap:
    """"Since your last turn": what the other seats did after a human's last own move, when their turn comes
    back (or the game ends: then titled "Final turn").

    One block per other seat: its name and public score before → after (the engine's ``shown_scores`` of the
    player's own views, never a hidden figure), then the engine's lines for its scoring and notable events, as
    the player may read them (``Game.recount``), the rest counted. A big swing is explained however many moves
    were made, and a click on it opens the whole log.
    """

    def __init__(self) -> None:
        # seat -> (the log's ``mark()`` at that seat's last own move, its view just after that move)
        self.mark: dict[int, tuple[int, Any]] = {}
        self.blocks: list[Recount] = []
        self.names: list[str] = []
        # where it was placed and what it showed there, kept while nothing they depend on changes: the table
        # asks for both every frame, and the search for a free place takes milliseconds
        self._placed: dict[Any, Any] = {}
        self.size = 14  # the font size of its lines where it was last placed
        # told at the game's end: "Since your last turn" read as a turn still to come (playtest 21)
        self.final = False
        # the column (left edge and width) it last lay in: the next recap lies there again where it tells as much
        # of every seat (issue 18: at four players it stood 380 pixels wide one turn and 300 the next)
        self._column: tuple[int, int] | None = None

    def acted(self, seat: int, log_mark: int, view: Any, log: GameLog | None = None) -> None:
        """``seat`` made a move whose log lines start at ``log_mark``; ``view`` is its view after the move (the
        figures a recap starts from). A move in another seat's turn (an answer to its proposal: ``log`` says
        whose turn it came in) leaves the mark at the seat's own last turn: "since your last turn" still tells
        all of that other turn, not only what followed the answer."""
        self.clear()  # the player has moved on: what they were told is behind them
        if log is not None and seat in self.mark:
            owners = turn_owners(log.entries)
            at = log_mark - log.dropped - 1  # the last entry before the move: whose turn it came in
            if owners is not None and 0 <= at < len(owners) and owners[at] not in (seat, -1):
                return
        self.mark[seat] = (log_mark, view)

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
        # at the game's end, the other seats' lines in the player's own last turn too: the end scoring the
        # player's move set off scores every seat (playtest 19, 123-results.png: "Nova: 16 → 20 points" with no
        # line under it, her end scoring left out as part of the player's turn)
        kept = [(i, e) for i, e in enumerate(log.entries)
                if i >= max(0, first) and isinstance(e, Event)
                and (owners is None or owners[i] != seat or (game_over and e.seat not in (seat, RIVAL)))]
        events = [e for _i, e in kept]
        blocks = in_order(log.game.recount(start[1], view, events, seat))  # told in the order it happened
        if game_over and owners is not None:
            # by each seat's last act in its own turn: the end scoring after the last move tells every seat's Projects
            # and score, and by its last line the winner, scored last, came after the seat that played after it
            # (playtest 30: Orbit's turn told before Nova's, who played first)
            # (a block of a rival that is no seat, which has no turn, keeps its place by its last line)
            played = {e.seat: k for k, (i, e) in enumerate(kept) if owners[i] == e.seat}
            blocks.sort(key=lambda b: played.get(b.seat, max((*b.at, len(kept) if b.head_at is None else b.head_at),
                                                             default=len(kept))))
        if blocks:
            self.blocks, self.names, self._placed, self.final = blocks, list(log.names), {}, game_over

    @property
    def lines(self) -> list[Line]:
        return [(text, color) for text, color, _indent in self.entries()]

    def _head(self, b: Recount) -> Entry:
        """A seat's heading: "Nova: 4 → 14 points"."""
        head = words("{who}", who=b.who) if b.figure is None else words("{who}: {figure}", who=b.who, figure=b.figure)
        return say_words.say(head, self.names), theme.GOLD, 0

    def _line(self, w: Words) -> Entry:
        return say_words.say(w, self.names), say_words.tone(w), RECAP_INDENT

    @staticmethod
    def _more(n: int, indent: int = 0) -> Entry:
        return trn("   … and {n} more line", "   … and {n} more lines", n), theme.TEXT_FAINT, indent

    def entries(self, per_seat: int = TOLD_PER_SEAT) -> list[Entry]:
        """The blocks in the screen's language now, as (text, colour, indent): each seat's heading ("Nova:
        4 → 14 points"), up to ``per_seat`` of its lines indented under it, and how many more the whole log
        holds."""
        out: list[Entry] = []
        for b in self.blocks:
            told, untold = told_lines(b.heard, per_seat) if b.heard else (b.told, b.untold)
            out += [self._head(b), *map(self._line, told)] + [self._more(untold, RECAP_INDENT)] * (untold > 0)
        return out

    @property
    def active(self) -> bool:
        """Shown until the player's first click on the table, with no timer (a newcomer may read slowly), or
        until the next recap replaces it."""
        return bool(self.blocks)

    def clear(self) -> None:
        self.blocks = []

    def box(self, anchor: pygame.Rect, blocked: Sequence[pygame.Rect] = (), over_log: bool = False) -> pygame.Rect:
        """Where it shows: of the places on the table free of ``blocked`` (every seat's panel, the menu and the
        Hint, the prompt line, the game's cards, piles and offers: a newcomer reads it while all of them stay in
        sight) and over the log ``anchor`` (the log it sums up), in either font size (``SIZES``), the one that
        shows every seat's heading and the most lines; of those the larger size, then over the log, then the
        nearest it. Where nothing is free at all, it lies over the log panel. The box is cut to the rows it
        shows; ``size`` is then the font size it is drawn in. ``over_log``: always over the log, in either size
        (a table whose free places change from turn to turn: a recap found in another corner each turn was a
        thing to look for, playtest 23)."""
        key = ("box", tuple(anchor), tuple(map(tuple, blocked)), id(self.blocks), language(), over_log)
        if key not in self._placed:
            self._placed = {}  # what was fitted while looking is kept: the table draws the chosen box next
            self._placed[key] = self._place(anchor, blocked, over_log)
        found, self.size = self._placed[key]
        return pygame.Rect(found)

    def places(self, anchor: pygame.Rect, blocked: Sequence[pygame.Rect]) -> list[tuple[pygame.Rect, int]]:
        """Every (box, font size) ``box`` weighs: over the log, as high above it as is free, and each free place
        of the table's grid, as tall as telling every line needs."""
        cols, rows = theme.WIDTH // CELL, theme.HEIGHT // CELL
        walls = [r.inflate(2 * MARGIN, 2 * MARGIN) for r in blocked]
        edge = theme.SCREEN.inflate(-2 * MARGIN, -2 * MARGIN)
        # a cell is free inside the edge and clear of every wall; each wall marks the cells it meets (the cells
        # tried against every wall, one by one, were a third of a placement)
        free_cells = [[edge.top <= r * CELL and r * CELL + CELL <= edge.bottom
                       and edge.left <= c * CELL and c * CELL + CELL <= edge.right for c in range(cols)]
                      for r in range(rows)]
        for wall in walls:
            wall = wall.copy()
            wall.normalize()
            if wall.w and wall.h:  # as ``colliderect``: a rect of no area meets nothing
                left, right = max(0, wall.left // CELL), min(cols, (wall.right - 1) // CELL + 1)
                for r in range(max(0, wall.top // CELL), min(rows, (wall.bottom - 1) // CELL + 1)):
                    free_cells[r][left:right] = [False] * max(0, right - left)
        down = [[0] * (cols + 1) for _ in range(rows + 1)]  # free cells from (r, c) downwards
        for r in range(rows - 1, -1, -1):
            below, here, cells = down[r + 1], down[r], free_cells[r]
            for c in range(cols):
                if cells[c]:
                    here[c] = below[c] + 1
        # over the log itself, as high above it as is free: the log's own column, narrower than the grid's cells
        top = anchor.y
        while top - 4 >= MARGIN and pygame.Rect(anchor.x, top - 4, anchor.w, anchor.bottom - top + 4).collidelist(
                walls) < 0:
            top -= 4
        def need(w: int, size: int) -> int:  # room to tell every line
            return self._height(sum(len(h) + sum(map(len, ls)) for h, ls, *_ in self._layout(w, size)), size)

        heights: dict[int, list[list[int]]] = {}  # by span: the free height under each span of cells, once for all sizes

        def free(span: int) -> list[list[int]]:
            if span not in heights:
                heights[span] = [[min(row[c:c + span]) * CELL for c in range(cols - span + 1)] for row in down[:rows]]
            return heights[span]

        out: list[tuple[pygame.Rect, int]] = []
        for size in SIZES:
            # over the log, all of it at least: a box over its lower part left its first line cut in half above it
            h = min(max(need(anchor.w, size), anchor.h), anchor.bottom - top)
            out.append((pygame.Rect(anchor.x, anchor.bottom - h, anchor.w, h), size))
            # and as wide as the log's column, on the grid: beside a wide panel, the free corner under the log is
            # as narrow as the log (playtest 16: with the coach over the log, the recap lay in the log's last
            # 80 pixels, one line told and the rest counted, while the corner below stood empty)
            least = self._height(2, size)
            for w in dict.fromkeys((max(anchor.w, 380), MIN_W, min(MIN_W, anchor.w // CELL * CELL))):
                span = -(-w // CELL)
                needed = need(w, size)  # once per width, not per cell: it wraps every line of the recap
                for r, row in enumerate(free(span)):
                    for c, h in enumerate(row):
                        if h >= least:
                            place = pygame.Rect(c * CELL, r * CELL, w, min(h, needed))
                            # over part of the log, askew, its edge and its last lines showing round it (a
                            # glitch to the eye): over the log it lies on the log's own place, the first one
                            if not place.colliderect(anchor) or place.contains(anchor):
                                out.append((place, size))
        return out

    def _place(self, anchor: pygame.Rect, blocked: Sequence[pygame.Rect], over_log: bool = False,
               ) -> tuple[pygame.Rect, int]:
        # what a box tells depends on its size alone: weighed once per size, not for each of the grid's places
        # of that size (a recap weighs some 1,600 places)
        told_by_size: dict[tuple[int, int, int], tuple[bool, int, int, bool]] = {}
        lang = language()

        def tells(w: int, h: int, size: int) -> tuple[bool, int, int, bool]:
            _rows, heads, told = self._fitted(w, h, size)
            # a place that tells as much under every seat's heading before one where lines stand in for some
            lead = bool(self._placed.get(("lead", w, h, size, id(self.blocks), lang)))
            return heads == len(self.blocks), self._mine(w, h, size), told, not lead

        def score(place: tuple[pygame.Rect, int]) -> tuple[int | bool, ...]:
            box, size = place
            k = (box.w, box.h, size)
            told = told_by_size.get(k)
            if told is None:
                told = told_by_size[k] = tells(*k)
            # over the log it sums up rather than beside it (a log half hidden read as a glitch)
            over = box.clip(anchor)
            return (told[0], (box.x, box.w) == self._column, *told[1:], size,
                    box.x == anchor.x and box.bottom == anchor.bottom,
                    over.w * over.h, -abs(box.centerx - anchor.centerx) - abs(box.centery - anchor.centery))

        places = [(anchor.copy(), size) for size in SIZES] if over_log else self.places(anchor, blocked)
        if not places:  # no free place at all: over the log it sums up (its lines, cut, are counted)
            return anchor.copy(), 12
        box, size = max(places, key=score)
        self._column = (box.x, box.w)
        fitted = self._fitted(box.w, box.h, size)
        # the box ends at its last row; over the log, it still hides the whole log (a log half hidden read as a
        # glitch), a row left only where no seat's next line fits in it
        over = box.bottom == anchor.bottom and box.x == anchor.x
        h = max(self._height(len(fitted[0]), size), min(box.h, anchor.h) if over else 0)
        if over and 0 < anchor.h - h < LOG_LEFT:  # a sliver of the log above it read as the recap's frame askew
            h = anchor.h  # (every line fits: the box was cut to them, and taller it shows the same)
        if h != box.h:
            box = pygame.Rect(box.x, box.bottom - h if over else box.y, box.w, h)
            self._placed[("rows", box.w, box.h, size, id(self.blocks), language())] = fitted
        return box, size

    def rows(self, width: int, per_seat: int = TOLD_PER_SEAT, size: int = 14) -> list[Entry]:
        """The lines wrapped to a box ``width`` pixels wide, as (text, colour, indent): a line is never cut
        short, its rest goes on an indented row (a recap says how points came, to the end of the sentence)."""
        return [row for rows in self._wrapped(self.entries(per_seat), width, size) for row in rows]

    @staticmethod
    def _wrapped(entries: list[Entry], width: int, size: int) -> list[list[Entry]]:
        """Each of ``entries`` as the rows it takes in a box ``width`` pixels wide."""
        return [[(part, color, indent + (RECAP_INDENT if k else 0))
                 for k, part in enumerate(theme.wrap(text, size, width - 20 - indent - RECAP_INDENT))]
                for text, color, indent in entries]

    def fitted(self, width: int, height: int, size: int = 14) -> list[Entry]:
        """The rows for a box ``width`` by at most ``height`` pixels in ``size``: every seat's heading, then its
        lines a seat at a time, each seat's most notable first (``told_order``), while a row is left; where they
        do not all fit, the footer counts every line left out (``left_out``: the whole log has them).
        Where even the headings do not fit, the first ones, the rest counted."""
        return list(self._fitted(width, height, size)[0])

    def left_out(self, width: int, height: int, size: int = 14) -> int:
        """How many of the lines and headings a box ``width`` by ``height`` in ``size`` does not show: its footer
        counts them ("+3 more lines: click for the whole log"), never a line left out unsaid (playtest 16: one line
        told under the coach, the rest silently gone; playtest 17: "Orbit takes group 3" missing, nothing said)."""
        every = sum(1 + len(lines) + extra for _h, lines, _o, extra in self._layout(width, size))
        return max(0, every - self._fitted(width, height, size)[2])

    def footer(self, width: int, height: int, size: int = 14) -> str:
        """The footer's words: how many lines the box leaves out, and that a click shows the whole log."""
        n = self.left_out(width, height, size)
        if n:
            return trn("+{n} more line: click for the whole log", "+{n} more lines: click for the whole log", n)
        return tr("Click here for the whole log")

    def _fitted(self, width: int, height: int, size: int) -> tuple[list[Entry], int, int]:
        """``fitted``'s rows, and how many seats' headings and lines in all (headings too) they show."""
        key = ("rows", width, height, size, id(self.blocks), language())
        if key not in self._placed:
            self._placed[key] = self._fit(width, height, size)
        found: tuple[list[Entry], int, int] = self._placed[key]
        return found

    def _mine(self, width: int, height: int, size: int) -> int:
        """How many lines about the reader (``tone`` "you": cards passed to them) ``fitted`` shows in that box: a
        place that tells them is chosen over one that tells more of the other seats' steps."""
        self._fitted(width, height, size)
        return int(self._placed.get(("mine", width, height, size, id(self.blocks), language())) or 0)

    def _layout(self, width: int, size: int) -> list[tuple[list[Entry], list[list[Entry]], list[int], int]]:
        """Each seat's heading rows, the rows of each of its lines, the order its lines are told in, and the
        lines it counts but does not hold (a block without ``heard``), at ``width`` in ``size``."""
        key = ("layout", width, size, id(self.blocks), language())
        if key not in self._placed:
            out = []
            for b in self.blocks:
                pool = b.heard or b.told
                head, *lines = self._wrapped([self._head(b), *map(self._line, pool)], width, size)
                out.append((head, lines, told_order(pool) if b.heard else list(range(len(pool))),
                            0 if b.heard else b.untold))
            self._placed[key] = out
        laid: list[tuple[list[Entry], list[list[Entry]], list[int], int]] = self._placed[key]
        return laid

    def _fit(self, width: int, height: int, size: int) -> tuple[list[Entry], int, int]:
        """``_fitted``: each seat under its heading; where that leaves a seat with nothing told but a score
        that did not move, those seats' headings give way to their most telling lines (``_fit_as``)."""
        full = self._fit_as(width, height, size, frozenset())
        unmoved = frozenset(i for i in range(len(self.blocks)) if self._unmoved(i) and self._named(i))
        fit = full
        if unmoved and full.said < len(self.blocks):
            lead = self._fit_as(width, height, size, unmoved)
            if lead.said > full.said:
                fit = lead
        self._placed[("mine", width, height, size, id(self.blocks), language())] = fit.mine
        self._placed[("lead", width, height, size, id(self.blocks), language())] = fit is not full
        return fit.rows, fit.heads, fit.told

    def _pool(self, i: int) -> tuple[Words, ...]:
        """Block ``i``'s lines a box may tell."""
        return self.blocks[i].heard or self.blocks[i].told

    def _unmoved(self, i: int) -> bool:
        """Whether block ``i``'s heading tells no news: a seat's score that did not move ("Nova: still 0 points",
        which its panel shows too), no heading that is news ("Orbit: bids 3"), no rival that is no seat."""
        b = self.blocks[i]
        return (b.seat != RIVAL and b.figure is not None and b.before is not None and b.before == b.after
                and b.head_at is None and not (isinstance(b.figure, Words) and b.figure.tone in RANKS))

    def _named(self, i: int) -> list[int]:
        """Block ``i``'s lines that start with its seat's name, as drawn ("Nova: Beanliens 5 → open collection";
        not "Probe 4 to the discard pile"): those that may stand in its heading's place."""
        seat = self.blocks[i].seat
        name = self.names[seat] if 0 <= seat < len(self.names) else None
        key = ("named", i, id(self.blocks), language())
        if key not in self._placed:
            self._placed[key] = [k for k, w in enumerate(self._pool(i))
                                 if name and say_words.say(w, self.names).startswith(name)]
        named: list[int] = self._placed[key]
        return named

    def _fit_as(self, width: int, height: int, size: int, lead: frozenset[int]) -> Fit:
        """The rows of a box ``width`` by ``height`` in ``size``, the seats in ``lead`` each told by its most
        telling line set flush in its heading's place (the line names the seat: "Nova: Beanliens 5 → open
        collection"). At six players the headings alone filled the box under the own panel, "Nova: still 0
        points" five times over, and every seat's lines were counted away."""
        step, head, foot = SIZES[size]
        room = max(1, (height - head - foot) // step)
        blocks = self._layout(width, size)
        used = told = 0
        picked: dict[int, list[int]] = {}  # each seat's lines shown (indexes into its lines)
        ahead = [list(order) for _h, _l, order, _e in blocks]

        def least(i: int) -> int:  # the fewest rows seat ``i`` is told in
            heading, lines, _order, _extra = blocks[i]
            if i in lead:
                return min(len(lines[j]) for j in self._named(i))
            return len(heading) + sum(len(lines[j]) for j in ahead[i][:1] if self.blocks[i].figure is None)

        ranked = sorted(range(len(blocks)), key=self._rank)
        # every seat's heading first, a heading with no figure with its most notable line under it: a name alone
        # said nothing ("Nova", "Orbit", "… and 6 more lines": playtest 15, 15-reveal2.png); where even that does
        # not fit for a seat, the seats with the most notable news are told (who won the auction before who
        # passed in it) and the rest counted
        for k, i in enumerate(ranked):
            heading, lines, _order, _extra = blocks[i]
            if i in lead:
                # its most telling line that leaves the seats after it their fewest rows ("Nova passes 4 cards to
                # Alice: …", three rows, gives way to "Nova: Beanliens 5 → open collection" where five seats share
                # six rows), else the most telling that fits at all
                spare = room - used - sum(least(n) for n in ranked[k + 1:])
                budget = spare if spare >= least(i) else room - used
                first = next(([j] for j in ahead[i] if len(lines[j]) <= budget and j in self._named(i)), [])
                # (its heading is not shown: the footer counts it with the lines left out)
                need, shown = sum(len(lines[j]) for j in first), told + len(first)
                if not first:
                    break
            else:
                first = ahead[i][:1] if self.blocks[i].figure is None else []
                need = len(heading) + sum(len(lines[j]) for j in first)
                shown = told + 1 + len(first)
                if used + need > room:
                    break
            used, told = used + need, shown
            picked[i] = list(first)
            ahead[i] = [k for k in ahead[i] if k not in first]
        if not picked:
            return Fit(*self._headless(blocks, room), 0, 0)
        chosen = [picked.get(i, []) for i in range(len(blocks))]
        # then every line about the reader (the cards passed to them), before any seat's other lines: what changed
        # their own hand wins the room (playtest 19, 59.png: "Nova passes 7 cards to Alice" counted away while
        # "Orbit draws 2 cards" stayed, a pass being many rows and a draw one)
        mine = 0
        for i in picked:
            pool = self._pool(i)
            for k in [k for k in ahead[i] if pool[k].tone == "you"]:
                if used + len(blocks[i][1][k]) <= room:
                    ahead[i].remove(k)
                    chosen[i].append(k)
                    used, told, mine = used + len(blocks[i][1][k]), told + 1, mine + 1
            mine += sum(pool[k].tone == "you" for k in picked[i])
        # then a line more to each seat in turn while one fits (the footer counts the rest); a line too long for
        # the rows left is passed over for the seat's next one that fits (a box left two rows short while it
        # counted lines away read as a glitch). A kind of move the seat's lines shown do not tell yet goes first:
        # "Nova closes 6 cards: +6" twice, which the heading's figure sums up, kept out "Orbit passes 9 cards to
        # Nova" and the draws (issue 18: a seat's summary lost its moves)
        grew = len(picked) == len(blocks)
        while grew:
            grew = False
            for i, (_head, lines, _order, _extra) in enumerate(blocks):
                pool = self._pool(i)
                kinds = {pool[k].text for k in chosen[i]}
                fits = [j for j in ahead[i] if used + len(lines[j]) <= room]
                # (a line that scored nothing, a secret collection turning face up, tells what a move did, not a move)
                j = next((j for j in fits if pool[j].text not in kinds and pool[j].tone != "nil"),
                         fits[0] if fits else None)
                if j is not None:
                    ahead[i].remove(j)
                    chosen[i].append(j)
                    used, told, grew = used + len(lines[j]), told + 1, True
        shown_rows: list[Entry] = []
        for i, (heading, lines, _order, _extra) in enumerate(blocks):
            if i not in picked:
                continue
            if i in lead:  # its most telling line in the heading's place, flush; the rest under it as they came
                top, *rest = chosen[i]
                shown_rows += [(text, color, indent - RECAP_INDENT) for text, color, indent in lines[top]]
                shown_rows += [r for j in sorted(rest) for r in lines[j]]
            else:
                shown_rows += heading + [r for j in sorted(chosen[i]) for r in lines[j]]
        news = sum(1 for i in picked if chosen[i] or not self._pool(i) or not self._unmoved(i))
        return Fit(shown_rows, len(picked), told, mine, news)

    def _headless(self, blocks: list[tuple[list[Entry], list[list[Entry]], list[int], int]],
                  room: int) -> tuple[list[Entry], int, int]:
        """The rows of a box too small for even one seat's heading and line: the first seat's most notable lines
        alone, set flush (each names its seat: "Nova reveals Probe 4: 4"), the rest counted where a row is left;
        where not even one line fits, the first heading (its figure), as before."""
        i = self._most_notable()
        heading, lines, order, _extra = blocks[i]
        figure = self.blocks[i].figure
        # a heading that is news ("Orbit: bids 3 and wins the auction at 3") told before its lines where it fits
        news = isinstance(figure, Words) and figure.tone in RANKS and len(heading) <= room
        rows: list[Entry] = list(heading) if news else []
        told = int(news or figure is None)  # the heading: told, or a bare name its lines say (not its figure)
        for j in order:
            flush = [(text, color, indent - (0 if news else RECAP_INDENT)) for text, color, indent in lines[j]]
            if len(rows) + len(flush) > room:
                break
            rows += flush
            told += 1
        if not rows:
            rows = heading[:room]
            if len(heading) > room:  # a heading cut after its first row ("Nova: 0 → 3 VP (+3): Mars to the",
                # playtest 16) tells nothing whole: a place or size that shows it whole is preferred, and where
                # none is, the cut is shown
                text, color, indent = rows[-1]
                rows[-1] = (text + " …", color, indent)
                told = 0
        return rows, 1, told

    def _rank(self, i: int) -> int:
        """How notable block ``i``'s news is (less: more), for a box with no room for every seat: who won the
        auction or scored before who passed (playtest 16: under the coach one row told "Nova: bids 3, then
        passes" and counted away "Orbit wins the auction at 6")."""
        b = self.blocks[i]
        said = [*([] if b.figure is None else [b.figure]), *(b.heard or b.told)]
        return min((RANKS.get(w.tone, len(RANKS)) for w in said if isinstance(w, Words)), default=len(RANKS))

    def _most_notable(self) -> int:
        """The block a box with room for one seat tells: the most notable, else the first."""
        return min(range(len(self.blocks)), key=self._rank) if self.blocks else 0

    @staticmethod
    def _height(lines: int, size: int = 14) -> int:
        step, head, foot = SIZES[size]
        return head + foot + step * lines

    @staticmethod
    def row_ys(rows: Sequence[Entry], height: int, size: int, spread: bool = True) -> list[int]:
        """Where each of ``rows`` stands in a box ``height`` pixels tall: one under the other, and, while lines
        are counted away (``spread``), the pixels the box has beyond them (over the log it hides the whole log; no
        next line fitted) shared out between the blocks, up to a row's worth each, so no empty row stands at its
        foot. With every line told they stay together at the top (three short lines spread over the whole log's
        height read as gaps, playtest 19)."""
        step, head, _foot = SIZES[size]
        breaks = [k for k, (_text, _color, indent) in enumerate(rows) if k and not indent]  # a seat, the count
        spare = max(0, height - Recap._height(len(rows), size)) if spread else 0
        gap = min(step, spare // len(breaks)) if breaks else 0
        return [head + step * k + gap * sum(1 for b in breaks if b <= k) for k in range(len(rows))]

    @staticmethod
    def close_rect(box: pygame.Rect) -> pygame.Rect:
        """Its × in the top right corner: a click there puts it away (a click anywhere else on it opens the log)."""
        return pygame.Rect(box.right - CLOSE - 4, box.y + 4, CLOSE, CLOSE)

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """In ``box`` (its ``box``), in the size it was placed for."""
        size = self.size
        step, head, foot = SIZES[size]
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        ui.panel(layer, layer.get_rect(), (14, 18, 40), theme.ACCENT_2, radius=10, width=2)
        # the title a size smaller rather than cut ("Depuis votre dernier to…" in the narrow corner under the log)
        named, room = tr("Final turn") if self.final else tr("Since your last turn"), box.w - CLOSE - 24
        title = panels.fit_size(named, size + 1, room, smallest=min(12, size + 1))
        theme.blit_text(layer, theme.shorten(named, title, room, bold=True), title,
                        (10, max(4, head - (size + 1) - 7)), theme.ACCENT_2, bold=True)
        theme.blit_text(layer, "×", 18, Recap.close_rect(box).move(-box.x, -box.y).center, theme.TEXT_FAINT,
                        anchor="center")
        rows = self.fitted(box.w, box.h, size)
        for (text, color, indent), y in zip(rows, self.row_ys(rows, box.h, size, self.left_out(box.w, box.h, size) > 0),
                                            strict=True):
            layer.blit(theme.text(theme.shorten(text, size, box.w - 20 - indent), size, color), (10 + indent, y))
        said = self.footer(box.w, box.h, size)
        low = panels.fit_size(said, size - 1, box.w - 20, bold=False, smallest=min(11, size - 1))
        theme.blit_text(layer, theme.shorten(said, low, box.w - 20), low, (10, box.h - foot + (foot - low) // 3),
                        theme.TEXT if self.left_out(box.w, box.h, size) else theme.TEXT_FAINT)
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


LOG_INDENT = 40  # room kept for the four spaces a wrapped line's later rows start with


class LogView:
    """The whole log over the table; the wheel, the arrows or the scroll bar scroll it, a click elsewhere closes it."""

    BOX = pygame.Rect(140, 60, 1000, 600)
    PER_PAGE = 24
    ROW_H = 21
    BAR_W = 18  # the bar's width, and the height of each of its arrow ends

    def __init__(self, lines: Callable[[], list[Line]]) -> None:
        self.source = lines  # read at every frame: the log may grow while it is open
        self._wrapped: dict[str, list[str]] = {}  # each line's rows, worked out once
        self.top = max(0, len(self.rows) - self.PER_PAGE)  # open at the newest lines

    @property
    def lines(self) -> list[Line]:
        return self.source()

    @property
    def width(self) -> int:
        """What a row may take: the box less its margins and the scroll bar's column."""
        return self.BOX.w - 48 - self.BAR_W

    @property
    def rows(self) -> list[Line]:
        """The lines as the box's rows: a long one wraps, its later rows indented, never cut (a pass of eight cards
        lost its last names at the box's edge)."""
        out: list[Line] = []
        for text, color in self.lines:
            rows = self._wrapped.get(text)
            if rows is None:
                rows = self._wrapped[text] = theme.wrap(text, 16, self.width - LOG_INDENT)
            out += [(row if k == 0 else " " * 4 + row, color) for k, row in enumerate(rows)]
        return out

    def scroll(self, step: int) -> None:
        self.top = max(0, min(max(0, len(self.rows) - self.PER_PAGE), self.top + step))

    @property
    def bar(self) -> pygame.Rect:
        """The scroll bar beside the rows: a mouse with no wheel scrolls the log too (playtest 30)."""
        return pygame.Rect(self.BOX.right - 20 - self.BAR_W, self.BOX.y + 52, self.BAR_W, self.PER_PAGE * self.ROW_H)

    def thumb(self) -> pygame.Rect | None:
        """Where the rows shown sit in the whole log, on the bar's track; ``None`` when they all fit."""
        rows, track = len(self.rows), self.bar.inflate(0, -2 * self.BAR_W)
        if rows <= self.PER_PAGE:
            return None
        h = max(self.BAR_W, track.h * self.PER_PAGE // rows)
        return pygame.Rect(track.x, track.y + (track.h - h) * self.top // (rows - self.PER_PAGE), track.w, h)

    def _on_bar(self, pos: tuple[int, int]) -> bool:
        """A click on the bar: an arrow end turns a page (two rows kept in sight); the track puts the thumb where
        the click is. ``False`` off the bar, or with no bar."""
        thumb, bar = self.thumb(), self.bar
        if thumb is None or not bar.collidepoint(pos):
            return False
        if pos[1] < bar.y + self.BAR_W:
            self.scroll(2 - self.PER_PAGE)
        elif pos[1] >= bar.bottom - self.BAR_W:
            self.scroll(self.PER_PAGE - 2)
        else:
            track = bar.inflate(0, -2 * self.BAR_W)
            room = max(1, track.h - thumb.h)
            last = len(self.rows) - self.PER_PAGE
            self.scroll(round(last * (pos[1] - track.y - thumb.h / 2) / room) - self.top)
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """Scroll with the wheel, the keys or the bar; ``True`` when a click elsewhere or Escape closes it."""
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -20, pygame.K_PAGEDOWN: 20}
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * event.y)
        elif event.type == pygame.KEYDOWN and event.key in steps:
            self.scroll(steps[event.key])
        elif is_click(event) and self._on_bar(event.pos):
            return False
        return is_click(event) or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)

    def draw(self, surface: pygame.Surface) -> None:
        ui.veil(surface, 200)
        box = self.BOX
        ui.panel(surface, box, theme.PANEL, theme.ACCENT_2, radius=18, width=3)
        theme.blit_text(surface, tr("Game log — {n} lines", n=len(self.lines)), 22, (box.centerx, box.y + 14),
                        theme.TEXT, bold=True, anchor="midtop")
        y = box.y + 52
        for text, color in self.rows[self.top:self.top + self.PER_PAGE]:
            surface.blit(theme.text(theme.shorten(text, 16, self.width), 16, color), (box.x + 20, y))
            y += self.ROW_H
        thumb = self.thumb()
        if thumb is not None:
            self._draw_bar(surface, thumb)
        more = tr("wheel, ↑↓ or the bar to scroll · click elsewhere to close")
        theme.blit_text(surface, more, 15, (box.centerx, box.bottom - 26), theme.ACCENT_2, anchor="midtop")

    def _draw_bar(self, surface: pygame.Surface, thumb: pygame.Rect) -> None:
        bar, w = self.bar, self.BAR_W
        pygame.draw.rect(surface, theme.SPACE_2, bar, border_radius=w // 2)
        pygame.draw.rect(surface, theme.ACCENT_2, thumb.inflate(-4, 0), border_radius=w // 2)
        cx, up, down = bar.centerx, bar.y + w // 2, bar.bottom - w // 2
        for tip, base in ((up - 5, up + 4), (down + 5, down - 4)):
            pygame.draw.polygon(surface, theme.TEXT, [(cx, tip), (cx - 6, base), (cx + 6, base)])


def skip_badge(surface: pygame.Surface) -> list[pygame.Rect]:
    """While cards move, the table waits: a click skips to the end (shown under the menu)."""
    # in the menu's column, no wider than its buttons: the top-right seat panel ends just left of it
    return [panels.pill(surface, tr("click to skip ▸▸"), (1217, 172), max_w=SKIP_TEXT_W)]
