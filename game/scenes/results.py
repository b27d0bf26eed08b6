"""Results: every player's total, and the parts it was made of, winners first.

Game-independent: a table scene builds ``ResultRow``s (``game.outcome``) from the engine's final
view (it alone knows what a "part" means in its game) and passes a card
painter so the parts can show their cards.

A row need not be a seat: Al Cabohne adds the Mafia as a row with ``seat`` −1
(sorted ahead of a player with the same total, as ties go to the Mafia) and a
``detail`` such as "7 × 2 = 14" under its total. ``notes`` are short lines
shown above the buttons (a win streak, how ties are settled).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pygame

from game import theme, ui
from game.i18n import tr
from game.kit import panels, tips
from game.outcome import Drawing, Part, ResultRow
from game.scene import MenuScene, is_click
from game.words import seat_name

CardPainter = Callable[[int, int, int], pygame.Surface]  # (card, w, h) -> surface

# a row with a drawing (Space Lab's station) grows to this where the room allows (one or two players), so its cards
# read in place; the 124 of a row of cards left a station's capsules too small to tell (playtest 29)
DRAWN_ROW = 330
LABELS_W = 250  # the column of a drawn row's part labels, right of its drawing
LINE = 22  # one label's row in that column
TIP_PAD = (28, 14)  # a part's list: its frame's room round the words
DRAWING_W = 1160 - 230 - 140 - 24 - LABELS_W  # the widest a row's drawing may be: the row less its name, total, labels

__all__ = ["Part", "ResultRow", "ResultsScene"]


class _Laid(NamedTuple):
    """A row of cards laid out (``ResultsScene._lay_out``)."""

    labels: list[pygame.Surface]  # each part's "label: points"
    step: int  # from one card of a pile to the next
    share: int  # the width a pile may take
    card_w: int
    card_h: int
    widths: list[int] | None  # each part's width where no pile is fanned, else None
    starts: list[int] | None = None  # where each part starts, in the columns the rows share


def columns(rows: list[list[tuple[str, int]]], x0: int, right: int) -> list[list[int]] | None:
    """Where each part of each row starts so that rows read as columns: a part named as one in another row starts
    where it does, and a part no other row names starts after its row's previous part, at the same place in every
    row that has it there ("Hand" and "Hand bonus" both after "Front"). ``rows``: each row's (label, width) parts;
    ``None`` where the columns would not fit between ``x0`` and ``right`` (each row then flows on its own). The
    results' rows started each part after the last, so a row without a Sun began Front where another had its Sun
    (playtest 30)."""
    named: dict[str, int] = {}
    for row in rows:
        for label in {label for label, _w in row}:
            named[label] = named.get(label, 0) + 1
    keyed: list[list[tuple[Any, int]]] = []
    for row in rows:
        key: Any = None
        out = []
        for label, w in row:
            key = label if named[label] > 1 else ("after", key)
            out.append((key, w))
        keyed.append(out)
    at: dict[Any, int] = {}  # where each column starts
    end: dict[Any, int] = {}  # where its widest part ends: the next column starts after it in every row
    for _ in range(len(rows) + 2):  # each pass pushes a column right of what a row needs before it
        moved = False
        for row_keys in keyed:
            need = x0
            for key, w in row_keys:
                if at.get(key, x0 - 1) < need:
                    at[key], moved = need, True
                if end.get(key, x0 - 1) < at[key] + w:
                    end[key], moved = at[key] + w, True
                need = end[key] + 30
        if not moved:
            break
    else:
        return None  # two rows name the same parts in another order: no columns
    starts = [[at[key] for key, _w in row] for row in keyed]
    if any(end[row[-1][0]] > right for row in keyed if row):
        return None
    return starts


class ResultsScene(MenuScene):
    def __init__(
        self,
        app,
        title: str,
        rows: list[ResultRow],
        on_again: Callable[[], None],
        on_menu: Callable[[], None],
        painter: CardPainter | None = None,
        auto_again: float | None = None,
        notes: list[str] | None = None,
        on_review: Callable[[], None] | None = None,
        headline: str | None = None,
        read_only: bool = False,
        on_table: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        # by total, a winner before a row tied with it, then the engine's tie-breaks (``ResultRow.place``)
        self.rows = sorted(rows, key=lambda r: (-r.total, not r.winner, r.seat if r.place is None else r.place))
        self.on_again = on_again
        self.on_menu = on_menu
        self.painter = painter
        self.auto_again = auto_again  # attract mode: start the next game by itself
        self.notes = list(notes or [])
        if auto_again is None and not read_only:
            app.sound.play("win")
        # the row centred: "◂ Table" (the final table again, where the game offers it) before Play again and Menu,
        # then Review for a kept game people played
        row: list[tuple[str, Callable[[], None], str]] = [
            *([("◂ Table", on_table, "table")] if on_table is not None else []),
            (tr("Play again"), on_again, "again"), (tr("Menu"), on_menu, "menu"),
            *([(tr("Review"), on_review, "review")] if on_review is not None else []),
        ]
        if read_only:  # a replay's results, looked at again: only the way back to it (``on_menu``)
            row = [(tr("Back"), on_menu, "back")]
        x = 640 - (210 * len(row) - 20) // 2
        first = "back" if read_only else "again"
        self.buttons = ui.ButtonRow([ui.Button(pygame.Rect(x + 210 * k, 650, 190, 54), label, act, key=key,
                                               primary=key == first) for k, (label, act, key) in enumerate(row)])
        # a part that lists what it is made of (``Part.items``), where it was drawn, and the mouse over it
        self.listed: list[tuple[pygame.Rect, Part]] = []
        self.headings: list[pygame.Rect] = []  # every part's heading ("Projects: 21 VP"), which a list keeps clear of
        self.drawings: list[tuple[pygame.Rect, Drawing]] = []  # each row's drawing, where it was drawn
        self.mouse: tuple[int, int] | None = None
        winners = [r.name for r in self.rows if r.winner]
        if headline:  # the engine's words for the outcome ("The Mafia won, 42 to 38"; solo, the score)
            self.headline = headline
        elif len(winners) == 1:
            self.headline = tr("{name} wins!", name=seat_name(winners[0]))
        elif winners:
            self.headline = tr("Shared victory: {names}", names=" & ".join(winners))
        else:
            self.headline = tr("Game over")

    def back(self) -> None:
        self.on_menu()

    def handle_more(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION or is_click(event):  # pointed at or clicked: the part's list shows
            self.mouse = event.pos

    def pointed(self) -> Part | None:
        """The part with a list under the mouse (its list is shown)."""
        return next((p for r, p in self.listed if self.mouse is not None and r.collidepoint(self.mouse)), None)

    def update(self, dt: float) -> None:
        if self.auto_again is not None:
            self.auto_again -= dt
            if self.auto_again <= 0:
                self.auto_again = None
                self.on_again()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.starfield(), (0, 0))
        theme.blit_text(surface, self.title, 22, (640, 26), theme.TEXT_DIM, anchor="center")
        headline = theme.blit_fit(surface, self.headline, 40, (640, 66), theme.WIDTH - 80, theme.GOLD, bold=True,
                                  anchor="center", smallest=26)
        self.listed, self.headings, self.drawings = [], [], []
        n = len(self.rows)
        top, bottom = 104, 636 - 26 * len(self.notes)
        # a drawn row no taller than its drawing at the width it has (the room of a solo row, left empty inside
        # it, pushed it up against the headline)
        drawn = [int(DRAWING_W / r.drawing.ratio) + 24 for r in self.rows if r.drawing is not None]
        row_h = min(min(DRAWN_ROW, max(drawn)) if drawn else 124, (bottom - top) // max(1, n))
        # the rows and their notes as one block in the middle of the room: a solo result no longer leaves the
        # lower half of the screen empty between its one row and the notes above the buttons
        top += (bottom - top - n * row_h) // 2
        rects = [pygame.Rect(60, top + i * row_h, 1160, row_h - 8) for i in range(n)]
        for row, r, row_laid in zip(self.rows, rects, self._laid_out(rects), strict=True):
            self._draw_row(surface, row, r, row_laid)
        for k, line in enumerate(self.notes):
            theme.blit_text(surface, line, 18, (640, top + n * row_h + 4 + 26 * k),
                            theme.ACCENT_2 if k == 0 else theme.TEXT_DIM, anchor="midtop")
        self.buttons.draw(surface)
        shown = self.enlarged()
        if shown is not None:
            self._enlarge(surface, *shown)
            return
        part = self.pointed()
        if part is not None and self.mouse is not None:
            # clear of the parts' headings: above the mouse it lay over the next part's ("Validation tiles: 20 VP",
            # playtest 28); clear of the winner's line, with room round its words (playtest 30: over "Nova wins", its
            # longest line against the frame)
            tips.clear_tip(surface, "\n".join([tr("{part}: {points}", part=part.label, points=part.said or part.points),
                                               *part.items]), self.mouse, [*self.headings, headline],
                           theme.SCREEN.inflate(-8, -8), pad=TIP_PAD)

    def enlarged(self) -> tuple[pygame.Rect, Drawing] | None:
        """The drawing under the mouse, where it was drawn smaller than it reads: it is shown large."""
        if self.mouse is None:
            return None
        return next(((r, d) for r, d in self.drawings if r.collidepoint(self.mouse) and r.h < d.readable), None)

    def _enlarge(self, surface: pygame.Surface, small: pygame.Rect, d: Drawing) -> None:
        """The pointed drawing at the height it reads, over a veil, above or below its row (which stays in view)."""
        ui.veil(surface, 170)
        h = d.readable
        box = pygame.Rect(0, 0, int(h * d.ratio) + 2 * panels.HOVER_PAD, h + 2 * panels.HOVER_PAD)
        box.centerx = 640
        box.top = small.bottom + 10 if small.centery < theme.HEIGHT // 2 else small.top - 10 - box.h
        box.clamp_ip(theme.SCREEN.inflate(-8, -8))
        panels.hover_view(surface, box, d.paint)  # the kit's framed large view, as the table's station preview

    def _draw_row(self, surface: pygame.Surface, row: ResultRow, r: pygame.Rect, laid: _Laid | None) -> None:
        ui.panel(surface, r, theme.PANEL_HI if row.winner else theme.PANEL,
                 theme.GOLD if row.winner else theme.PANEL_EDGE, radius=12, width=3 if row.winner else 2)
        name_col = theme.GOLD if row.winner else theme.TEXT
        # the name keeps to its column: the parts start at r.x + 230
        theme.blit_fit(surface, ("★ " if row.winner else "") + row.name, 24, (r.x + 18, r.centery), 200, name_col,
                       bold=True, anchor="midleft", smallest=18)
        theme.blit_text(surface, str(row.total), 44, (r.right - 24, r.centery - 6), name_col, bold=True,
                        anchor="midright")
        plain = row.detail in ("", "total")
        theme.blit_text(surface, tr("total") if plain else row.detail, 14 if plain else 17,
                        (r.right - 24, r.bottom - 4), theme.TEXT_FAINT if plain else theme.TEXT_DIM,
                        anchor="bottomright")
        if row.drawing is not None or laid is None:
            if row.drawing is not None:
                self._drawn_parts(surface, row, row.drawing, r)
            return
        x = r.x + 230
        for k_part, part in enumerate(row.parts):
            lab = laid.labels[k_part]
            if laid.starts is not None:  # in the columns the rows share
                x = laid.starts[k_part]
            room = min(r.right - 140 - x, max(lab.get_width(), laid.share))
            part_step = laid.step
            if len(part.cards) > 1 and laid.card_w + laid.step * (len(part.cards) - 1) > room:
                # a long pile (a big coin pile) squeezes together rather than disappear
                part_step = max(3, (room - laid.card_w) // (len(part.cards) - 1))
            cards_w = (laid.card_w + part_step * (len(part.cards) - 1)) if part.cards and laid.card_h >= 24 else 0
            width = max(lab.get_width(), cards_w)
            if x + width > r.right - 120:  # what is left unsaid is counted, never a bare "…"
                # in the row's top band, which reaches its right edge over the total (a longer language ran past it)
                self.headings.append(theme.blit_fit(surface, tr("and {n} more", n=len(row.parts) - k_part), 16,
                                                    (x, r.y + 8), r.right - 16 - x, theme.TEXT_DIM, smallest=11))
                break
            self.headings.append(surface.blit(lab, (x, r.y + 8)))
            if part.items:
                self.listed.append((pygame.Rect(x, r.y + 4, width, r.h - 8), part))
            if self.painter is not None and cards_w:
                for k, c in enumerate(part.cards):
                    surface.blit(self.painter(c, laid.card_w, laid.card_h), (x + k * part_step, r.y + 32))
            x += width + 30

    def _laid_out(self, rects: list[pygame.Rect]) -> list[_Laid | None]:
        """Each row of cards laid out (``None``: a row with a drawing), in shared columns where they fit with the
        labels in their largest size down to 13 (a long French « Bonus de main : … » needs 13; smaller, the rows
        read worse than they align)."""
        first: list[_Laid | None] = []
        for largest in range(16, 12, -1):
            laid = [self._lay_out(row, r, largest) if row.drawing is None else None
                    for row, r in zip(self.rows, rects, strict=True)]
            first = first or laid
            carded = [(k, lay) for k, lay in enumerate(laid) if lay is not None]
            if len(carded) < 2 or any(lay.widths is None for _k, lay in carded):
                break
            shared = columns([[(part.label, w) for part, w in zip(self.rows[k].parts, lay.widths or [], strict=True)]
                              for k, lay in carded], rects[0].x + 230, rects[0].right - 140)
            if shared is not None:
                for (k, lay), starts in zip(carded, shared, strict=True):
                    laid[k] = lay._replace(starts=starts)
                return laid
        return first

    def _lay_out(self, row: ResultRow, r: pygame.Rect, largest: int = 16) -> _Laid:
        """How a row of cards lays out its parts: the labels' size, the cards' size and spacing, and where each part
        starts when the rows share columns (``_columns``)."""
        card_h = max(0, min(62, r.h - 42))
        card_w = card_h * 46 // 64
        step = max(10, card_w * 11 // 20)
        x = r.x + 230
        # several parts share the row: each pile squeezes to its share (the first, a long pile, took the whole row
        # and left a lone "…" for the others: Al Cabohne's Bosses)
        share = (r.right - 140 - x - 30 * (len(row.parts) - 1)) // max(1, len(row.parts))
        # each label in the largest size (16 down to 12) where all of them fit side by side: a third label a little
        # too long in 16 was counted away ("and 1 more") with room left for it in a smaller size (playtest 15,
        # Al Cabohne's 152-results.png: Joe Bohnano's coins)
        said = [tr("{part}: {points}", part=part.label, points=part.said or part.points) for part in row.parts]
        bold = [part.points > 0 for part in row.parts]
        size = next((z for z in range(largest, 12, -1)
                     if sum(theme.font(z, b).size(t)[0] for t, b in zip(said, bold, strict=True))
                     + 30 * (len(said) - 1) <= r.right - 120 - x), 12)
        # where every pile fits side by side, its cards are not fanned: a fanned front showed only the corner
        # numbers, its cards' names hidden under the next card (playtest 14, Système Solaire's 53-results.png); the
        # labels go smaller first where that lets them (playtest 22: a long French "Bonus de main : … (meilleure
        # main, valeur 13)" fanned Orbit's front, its cards over each other)
        apart = card_w + 4
        for z in range(size, 11, -1):
            labels = [theme.text(t, z, theme.TEXT_DIM if part.points == 0 else theme.TEXT, bold=b)
                      for t, b, part in zip(said, bold, row.parts, strict=True)]
            widths = [max(lab.get_width(), apart * len(part.cards) - 4 if part.cards else 0)
                      for lab, part in zip(labels, row.parts, strict=True)]
            if card_h >= 24 and sum(widths) + 30 * (len(row.parts) - 1) <= r.right - 140 - x:
                return _Laid(labels, apart, r.right - 140 - x, card_w, card_h, widths)
        labels = [theme.text(t, size, theme.TEXT_DIM if part.points == 0 else theme.TEXT, bold=b)
                  for t, b, part in zip(said, bold, row.parts, strict=True)]
        return _Laid(labels, step, share, card_w, card_h, None)

    def _drawn_parts(self, surface: pygame.Surface, row: ResultRow, d: Drawing, r: pygame.Rect) -> None:
        """A row with a drawing: the drawing as large as the row allows, then the parts' labels one under the other,
        and the cards of the parts it does not show (Space Lab's Projects) under them, or beside them in a low
        row."""
        x0, right = r.x + 230, r.right - 140
        said = [tr("{part}: {points}", part=part.label, points=part.said or part.points) for part in row.parts]
        rest = [k for k, part in enumerate(row.parts) if k not in d.covers and part.cards]
        labels_h = LINE * len(said)
        under = r.h - 16 - labels_h - 6 >= 40  # the cards fit under the labels, at 40 pixels high or more
        beside = 0 if under or not rest or self.painter is None else 190
        h = r.h - 16
        w = min(int(h * d.ratio), DRAWING_W - beside)
        h = min(h, int(w / d.ratio))
        box = pygame.Rect(x0, r.centery - h // 2, int(h * d.ratio), h)
        d.paint(surface, box)
        self.drawings.append((box, d))
        x = box.right + 24
        col_w = right - x - beside
        y = r.centery - (labels_h + (46 if under and rest else 0)) // 2
        for k, (text, part) in enumerate(zip(said, row.parts, strict=True)):
            rect = theme.blit_fit(surface, text, 16, (x, y + LINE * k), col_w, theme.TEXT_DIM if part.points == 0
                                  else theme.TEXT, bold=part.points > 0, smallest=12)
            self.headings.append(rect)
            if part.items:
                self.listed.append((pygame.Rect(x, rect.y, col_w, LINE), part))
        if self.painter is None:
            return
        cards = [c for k in rest for c in row.parts[k].cards]
        if not cards:
            return
        area = (pygame.Rect(x, y + labels_h + 6, col_w, min(62, r.bottom - 8 - (y + labels_h + 6))) if under
                else pygame.Rect(right - beside, r.y + 10, beside - 10, min(62, r.h - 20)))
        card_h = area.h
        card_w = int(card_h * d.card_ratio)
        if len(cards) * (card_w + 4) - 4 > area.w:  # smaller to lie side by side, down to two thirds, then overlapping
            card_w = max((area.w + 4) // len(cards) - 4, card_w * 2 // 3)
            card_h = min(area.h, int(card_w / d.card_ratio))
        step = card_w + 4 if len(cards) < 2 else max(3, min(card_w + 4, (area.w - card_w) // (len(cards) - 1)))
        for k, c in enumerate(cards):
            surface.blit(self.painter(c, card_w, card_h), (area.x + k * step, area.y + (area.h - card_h) // 2))
        for k in rest:  # the cards, pointed at, list what each scored as their label does
            if row.parts[k].items:
                self.listed.append((area, row.parts[k]))
