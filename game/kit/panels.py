"""The panels every table draws the same way: the hint line, the log, seat labels, buttons, tips."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game import theme, ui
from game.i18n import tr
from game.seats import Seat
from game.surface_cache import Lru

Color = tuple[int, int, int]


def seat_label(seat: Seat) -> str:
    """A seat's name as every table writes it: "Nova · Normal" for a computer."""
    return seat.name if seat.human else tr("{name} · {level}", name=seat.name, level=seat.level_title)


def seat_box(surface: pygame.Surface, rect: pygame.Rect, seat: Seat, active: bool, name_size: int,
             name_at: tuple[int, int], radius: int = 12, name_w: int | None = None) -> None:
    """A seat's panel, lit while it is that seat's turn, with the seat's name in its corner (within ``name_w``
    pixels when given: the score beside it must stay clear)."""
    ui.panel(surface, rect, theme.PANEL_HI if active else theme.PANEL, theme.ACCENT if active else theme.PANEL_EDGE,
             radius=radius, width=3 if active else 2)
    color = theme.GOLD if active else theme.TEXT
    if name_w is None:
        theme.blit_text(surface, seat_label(seat), name_size, name_at, color, bold=True)
    else:
        theme.blit_fit(surface, seat_label(seat), name_size, name_at, name_w, color, bold=True)


def fit_size(text: str, size: int, width: int, bold: bool = True, smallest: int = 12) -> int:
    """The largest font size up to ``size`` at which ``text`` fits ``width`` pixels."""
    while size > smallest and theme.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def wrap_fit(text: str | Sequence[str], size: int, width: int, height: int, leading: int, smallest: int,
             bold: bool = False) -> tuple[int, list[str]]:
    """The largest font size from ``size`` down to ``smallest`` at which ``text`` (a paragraph, or several each
    starting a line), wrapped to ``width`` pixels, takes at most ``height`` pixels at ``size + leading`` a line;
    and its lines at that size (still too many at the smallest: a longer language overflows rather than lose
    words)."""
    paragraphs = [text] if isinstance(text, str) else text

    def rows(at: int) -> list[str]:
        return [row for p in paragraphs for row in theme.wrap(p, at, width, bold)]

    while size > smallest and len(rows(size)) * (size + leading) > height:
        size -= 1
    return size, rows(size)


def lines(surface: pygame.Surface, rows: Sequence[str], size: int, at: tuple[int, int], color: Color,
          leading: int, anchor: str = "topleft", bold: bool = False) -> int:
    """``rows`` one under the other from ``at``, ``size + leading`` pixels apart; returns where a next one goes."""
    x, y = at
    for row in rows:
        theme.blit_text(surface, row, size, (x, y), color, bold, anchor)
        y += size + leading
    return y


def hint(surface: pygame.Surface, text: str, color: Color, center: tuple[int, int], max_w: int,
         size: int = 22) -> pygame.Rect:
    """The line that says what the table expects now, in a framed pill; long hints shrink to fit."""
    size = fit_size(text, size, max_w, smallest=13)
    img = theme.text(text, size, color, bold=True)
    r = img.get_rect(center=center)
    box = r.inflate(30, 14)
    ui.panel(surface, box, (16, 20, 42), color, radius=14, width=2)
    surface.blit(img, r)
    return box


def hint_lines(surface: pygame.Surface, text: str, color: Color, center: tuple[int, int], max_w: int, size: int,
               one_line: int, two_lines: tuple[int, int], room: int) -> pygame.Rect:
    """The ``hint`` pill where a long line may take two: one line that shrinks to fit while ``one_line`` points
    are enough, else two lines as large as ``two_lines`` (largest, smallest) and a pill ``room`` pixels high
    allow, so no instruction ends in "…" and none shrinks to a size hard to read."""
    if theme.font(one_line, True).size(text)[0] <= max_w:
        return hint(surface, text, color, center, max_w, size=size)
    largest, smallest = two_lines
    size = largest
    while size > smallest and (len(theme.wrap(text, size, max_w, bold=True)) > 2 or _two_lines_height(size) > room):
        size -= 1
    rows = theme.wrap(text, size, max_w, bold=True)
    if len(rows) > 2:  # longer than any sentence a game says: the second line ends in "…"
        rows = [rows[0], theme.shorten(" ".join(rows[1:]), size, max_w, bold=True)]
    return pill_rows(surface, rows, size, color, center)


PILL_PAD = 3  # pixels between a pill's rows and its frame, above and below: past the 2-pixel border


def pill_rows(surface: pygame.Surface, rows: Sequence[str], size: int, color: Color,
              center: tuple[int, int]) -> pygame.Rect:
    """Rows of bold text one under the other in a framed pill around ``center``, ``PILL_PAD`` pixels clear of its
    frame (rows set by ``size + 2`` touched its bottom border: a line is taller than its size); the pill's rect."""
    imgs = [theme.text(row, size, color, bold=True) for row in rows]
    step = theme.font(size, True).get_linesize() - 1
    w, h = max(i.get_width() for i in imgs), step * (len(imgs) - 1) + imgs[-1].get_height()
    box = pygame.Rect(0, 0, w + 30, h + 2 * PILL_PAD)
    box.center = (center[0], center[1] + 2)
    ui.panel(surface, box, (16, 20, 42), color, radius=12, width=2)
    y = box.y + PILL_PAD
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += step
    return box


def pill_height(size: int, rows: int) -> int:
    """The height of ``pill_rows`` of ``rows`` rows at ``size``."""
    f = theme.font(size, True)
    return (f.get_linesize() - 1) * (rows - 1) + f.get_height() + 2 * PILL_PAD


@dataclass(frozen=True)
class Prompt:
    """A table's prompt line as data: its pill centred on ``centre``, one line up to ``width`` pixels at ``size``
    points shrinking to 13, while ``one_line`` points are enough; else two lines (``hint_lines``: ``two_lines``,
    largest and smallest, in a pill ``room`` pixels high); where ``three_lines`` is given (largest and smallest),
    longer still, three lines in ``three_room`` pixels, so that no word is lost (a Hint naming two moves)."""

    centre: tuple[int, int]
    width: int
    size: int
    one_line: int
    two_lines: tuple[int, int]
    room: int
    three_lines: tuple[int, int] | None = None
    three_room: int = 0

    def fits_one_line(self, text: str) -> bool:
        return theme.font(self.one_line, True).size(text)[0] <= self.width

    def draw(self, surface: pygame.Surface, text: str, color: Color, width: int | None = None) -> pygame.Rect:
        """The pill; its lines up to ``width`` wide when given, a line that fits ``self.width`` keeping it; its rect."""
        wide = self.width if width is None else width
        if self.fits_one_line(text):
            return hint(surface, text, color, self.centre, self.width, self.size)
        if self.three_lines is None or len(theme.wrap(text, self.two_lines[1], wide, bold=True)) <= 2:
            return hint_lines(surface, text, color, self.centre, wide, self.size, self.one_line, self.two_lines,
                              self.room)
        size, rows = wrap_fit(text, self.three_lines[0], wide, self.three_room - 4, 2, self.three_lines[1], bold=True)
        return pill_rows(surface, rows, size, color, self.centre)

    def readable(self, text: str, width: int | None = None) -> bool:
        """Whether ``draw`` shows ``text`` whole on one line or two, no smaller than the table's own two-line prompt
        (``two_lines``' smallest): never the three small lines ``holds`` allows."""
        wide = self.width if width is None else width
        return self.fits_one_line(text) or len(theme.wrap(text, self.two_lines[1], wide, bold=True)) <= 2

    def holds(self, text: str, width: int | None = None) -> bool:
        """Whether ``draw`` shows ``text`` whole at its smallest, within ``width`` when given."""
        wide = self.width if width is None else width
        if self.three_lines is not None:
            return len(theme.wrap(text, self.three_lines[1], wide, bold=True)) <= 3
        return (theme.font(self.one_line, True).size(text)[0] <= wide
                or len(theme.wrap(text, self.two_lines[1], wide, bold=True)) <= 2)


LOG_FILL = (18, 22, 44)  # the log panel's fill


def _two_lines_height(size: int) -> int:
    return pill_height(size, 2)


def log(surface: pygame.Surface, r: pygame.Rect, lines: Sequence[tuple[str, Color]], count: int,
        spacing: int, wrap: bool = True) -> None:
    """The newest ``count`` log lines in panel ``r``, newest at the bottom, wrapped onto indented lines (``count``
    counts the lines drawn). Only whole entries are shown: a line cut short hides how it ends ("→ collection v…",
    "Puff… contre rien"). When the oldest entry that would show does not fit whole, the row left on top says
    that earlier lines are in the whole log (a click on the panel opens it), and the rows between show that entry
    whole in a smaller print where it fits there (``LOG_SMALL``): a five-row "Order of choice: …" left three blank
    rows under the note, and a newcomer took lines for missing (playtest 16, 165.png).
    ``wrap=False`` shortens each line to the width instead."""
    ui.panel(surface, r, LOG_FILL, (50, 60, 100), radius=10)
    y = r.bottom - 24
    drawn = 0
    for text, col in reversed(lines[-count:]):
        parts = theme.wrap(text, 14, r.w - 28) if wrap else [text]
        if drawn and drawn + len(parts) > count:
            if drawn < count:  # rows are left: the top one says where the rest is (a full panel says nothing)
                top, room = r.bottom - 24 - (count - 1) * spacing, (count - drawn - 1) * spacing
                if not any(len(theme.wrap(text, z, r.w - 28)) * theme.font(z).get_linesize() <= room
                           for z in LOG_SMALL):
                    # no room for that entry either: the note sits on the newer lines, no blank row under it read
                    # as a line gone (newcomer test 29, after an Undo)
                    top = y
                theme.blit_fit(surface, tr("▲ earlier lines: click the log"), 13, (r.x + 8, top), r.w - 16,
                               theme.TEXT_FAINT, smallest=10)
                _whole_in(surface, r, text, col, y + spacing, room)
            return
        for k in range(len(parts) - 1, -1, -1):
            if drawn >= count:
                return
            indent = 12 if k else 0
            # a line too long for the panel ends in "…" (the whole log shows it in full), never cut mid-letter
            img = theme.text(theme.shorten(parts[k], 14, r.w - 16 - indent), 14, col)
            surface.blit(img, (r.x + 8 + indent, y))
            y -= spacing
            drawn += 1


LOG_SMALL = (12, 11)  # the print sizes the oldest log entry shown may take to fit whole in the rows left for it


def _whole_in(surface: pygame.Surface, r: pygame.Rect, text: str, col: Color, bottom: int, room: int) -> None:
    """``text`` whole, in the largest of ``LOG_SMALL`` whose rows fit ``room`` pixels above ``bottom`` in panel
    ``r`` (set down against the newer lines under it); nothing where none does (the note above says the whole
    log has it)."""
    for size in LOG_SMALL:
        parts = theme.wrap(text, size, r.w - 28)
        step = theme.font(size).get_linesize()
        if len(parts) * step <= room:
            y = bottom - len(parts) * step
            for k, part in enumerate(parts):
                surface.blit(theme.text(part, size, col), (r.x + 8 + (12 if k else 0), y))
                y += step
            return


def hover_view(surface: pygame.Surface, rect: pygame.Rect, draw: Callable[[pygame.Surface, pygame.Rect], None]
               ) -> pygame.Rect:
    """A large view shown while the mouse rests on the small thing it enlarges (another player's station): a framed
    panel over the table, drawn by ``draw`` inside its frame; it floats like a tip and goes when the mouse does."""
    ui.panel(surface, rect, theme.PANEL, theme.ACCENT_2, radius=14, width=3)
    draw(surface, rect.inflate(-2 * HOVER_PAD, -2 * HOVER_PAD))
    return rect


HOVER_PAD = 12  # a hover view's frame to what it shows

TIP_WIDTH = 720  # pixels of words a tip's line holds before it wraps (a card's whole tip line fits)


def tip(surface: pygame.Surface, text: str, at: tuple[int, int], width: int = TIP_WIDTH,
        pad: tuple[int, int] = (16, 10)) -> pygame.Rect:
    """A small framed note above the mouse (what a field is worth, a card's name); a line after a newline is a
    dimmer gloss under it (what the numbers on a card face are). ``width``: where its lines wrap (a table that
    finds no room clear of its buttons for a wide tip tries a narrower one); ``pad``: the frame's room round the
    words."""
    first, *rest = text.split("\n")
    # a long tip (a warning in French) wraps rather than spanning the screen
    imgs = [theme.text(x, 15, theme.TEXT, bold=True) for x in theme.wrap(first, 15, width, bold=True)]
    imgs += [theme.text(y, 14, theme.TEXT_DIM) for x in rest for y in theme.wrap(x, 14, width)]
    inner = pygame.Rect(0, 0, max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs))
    inner.midbottom = (at[0], at[1] - 14)
    r = inner.inflate(*pad)
    r.clamp_ip(theme.SCREEN.inflate(-8, -8))
    ui.panel(surface, r, (12, 14, 30), theme.ACCENT_2, radius=8, width=2)
    y = r.y + pad[1] // 2
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += img.get_height()
    return r


def badge(surface: pygame.Surface, topright: tuple[int, int], label: str,
          color: Color = (20, 24, 44)) -> None:
    """A count in a small gold-edged pill (×5 beside a stack)."""
    img = theme.text(label, 16, theme.TEXT, bold=True)
    r = img.get_rect().inflate(10, 4)
    r.topright = topright
    ui.panel(surface, r, color, theme.GOLD, radius=9, width=2)
    surface.blit(img, img.get_rect(center=r.center))


def plate(surface: pygame.Surface, text: str, size: int, at: tuple[int, int], color: Color, *,
          anchor: str = "center", pad: tuple[int, int] = (10, 2), radius: int = 7, beside: bool = False) -> pygame.Rect:
    """A word or two in dark ink on a plate of ``color`` just larger than the words (``pad``), the words placed
    by ``anchor`` at ``at`` before the plate grows round them: a tag on a card. Returns the plate. ``beside``: a
    tag set beside its card, never on it (the layout checker holds it clear of every card's picture)."""
    img = theme.text(text, size, theme.INK, bold=True)
    box = img.get_rect(**{anchor: at}).inflate(*pad)
    ui.panel(surface, box, color, None, radius=radius)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def hover_buttons(surface: pygame.Surface, buttons: Sequence[ui.Button], mouse: tuple[int, int]) -> list[pygame.Rect]:
    """The enabled button under the mouse drawn lit, over the table at rest where it was drawn unlit."""
    drawn: list[pygame.Rect] = []
    for b in buttons:
        if b.enabled and b.rect.collidepoint(mouse):
            b.hover = True
            drawn.extend(b.draw(surface))
    return drawn


def mark_card(surface: pygame.Surface, r: pygame.Rect, chosen: bool, playable: bool, choosing: bool) -> None:
    """A hand card's state at a glance: the chosen one lit, one a click plays ringed, and, while the player
    chooses, the others dimmed."""
    if chosen:
        ui.glow_rect(surface, r, theme.ACCENT_2, 4)
    elif playable:
        ui.clickable(surface, r)
    elif choosing:
        ui.dim(surface, r)


def column(rect: pygame.Rect, count: int, height: int, gap: int) -> list[pygame.Rect]:
    """``count`` button rectangles stacked from the top of ``rect``."""
    return [pygame.Rect(rect.x, rect.y + 4 + k * (height + gap), rect.w, height) for k in range(count)]


def pill(surface: pygame.Surface, text: str, center: tuple[int, int], color: Color = theme.TEXT_DIM,
         max_w: int | None = None) -> pygame.Rect:
    """A small framed word or two (a state, a tag); within ``max_w`` pixels of text when given (a smaller
    size, then "…"), where a longer language would run it into a neighbour."""
    def place() -> tuple[str, int, pygame.Rect]:
        size = 13
        shown = text
        if max_w is not None:
            size = fit_size(text, size, max_w, smallest=10)
            shown = theme.shorten(text, size, max_w, bold=True)
        box = theme.text(shown, size, color, bold=True).get_rect(center=center).inflate(12, 6)
        box.clamp_ip(theme.SCREEN.inflate(-8, -8))  # a longer language must not push it off the screen's edge
        return shown, size, box

    # measured once per text and place: the "click to skip" pill is drawn every frame of a deal, and fitting it
    # afresh each time cost each of them about 2% of a floor frame
    shown, size, box = _pills.get((text, center, max_w), place)
    img = theme.text(shown, size, color, bold=True)
    ui.panel(surface, box, (16, 20, 42), (60, 70, 112), radius=9, width=1)
    surface.blit(img, img.get_rect(center=box.center))
    return box.copy()


_pills: Lru[tuple[str, int, pygame.Rect]] = Lru(32)  # a pill's text as shown, its size and box, by (text, centre, max_w)
