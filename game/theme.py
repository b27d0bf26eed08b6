"""Colours, fonts and cached text for the dark space theme.

Fonts come only from ``assets/fonts`` (the browser has no system fonts).
Rendered text is cached by (text, size, bold, colour) because rendering glyphs
every frame is the most expensive thing a card table would otherwise do; the
cache is a bounded LRU (``game.surface_cache``). Measuring text is the next most
expensive: every label that shrinks to fit, every wrapped paragraph measures its
words again each frame, so a width measured, a paragraph wrapped and a line cut
with "…" are kept too, in bounded LRUs keyed by everything their result depends on.
"""

from __future__ import annotations

import os

import pygame

from game import record
from game.surface_cache import Lru, SurfaceCache

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT_DIR = os.path.join(ROOT, "assets", "fonts")

WIDTH, HEIGHT = 1280, 720
SCREEN = pygame.Rect(0, 0, WIDTH, HEIGHT)

# Background and surfaces
SPACE = (11, 14, 30)
SPACE_2 = (20, 26, 52)
PANEL = (28, 36, 68)
PANEL_HI = (44, 56, 100)
PANEL_EDGE = (78, 94, 150)

# Text
TEXT = (236, 240, 255)
TEXT_DIM = (160, 170, 205)
TEXT_FAINT = (110, 120, 160)
INK = (22, 22, 30)

# Accents
ACCENT = (255, 196, 64)  # buttons, the seat to act, the hint
# what may be clicked: white with a dark halo, moving; no card face uses white for its border,
# and it reads the same to every kind of colour vision
CLICKABLE = (250, 250, 255)
HALO = (10, 12, 28)
ACCENT_2 = (110, 220, 255)  # selection
GOOD = (120, 220, 140)
BAD = (255, 110, 110)
GOLD = (255, 214, 90)

TEXT_MAX = 1000  # characters of one line: far beyond any line that fits the screen, far below a surface too big


def clean(s: str) -> str:
    """``s`` as a font can draw it: a NUL or a lone surrogate (which make the renderer raise) become "�",
    and a line is cut at ``TEXT_MAX`` characters. Every text drawn goes through here."""
    if len(s) > TEXT_MAX:
        s = s[:TEXT_MAX]
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: only a damaged file or a stray paste brings them
        s = "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in s)
    return s.replace("\0", "\ufffd") if "\0" in s else s


# Widths measured, by (font file, size, text): a table measures the same few hundred strings every frame (labels
# shrinking to fit, buttons, wrapped paragraphs). A few thousand entries hold every screen's strings.
_sizes: Lru[tuple[int, int]] = Lru(6000)


class SafeFont(pygame.font.Font):
    """A font whose ``render`` and ``size`` never raise on a string (see ``clean``): the card arts and
    the panels measure and render through ``font()`` directly, so the one guard sits here. Its measures are
    cached by (file, size, text): no code sets a font's style (bold, italic, underline), which would change them;
    a bold face is a file of its own."""

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size)
        self.face = (path, size)

    def render(self, text: object, *args: object, **kwargs: object) -> pygame.Surface:  # type: ignore[override]
        return super().render(clean(text) if isinstance(text, str) else text, *args, **kwargs)  # type: ignore[arg-type]

    def size(self, text: object) -> tuple[int, int]:  # type: ignore[override]
        if not isinstance(text, str):
            return super().size(text)  # type: ignore[arg-type]
        measure = super().size
        return _sizes.get((self.face, text), lambda: measure(clean(text)))


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_text_cache = SurfaceCache(600)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        f = SafeFont(os.path.join(FONT_DIR, name), size)
        _fonts[key] = f
    return f


def text(s: str, size: int, color: tuple[int, int, int] = TEXT, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached (least recently used entries are dropped)."""
    record.text(s)
    return _text_cache.get((s, size, bold, color), lambda: font(size, bold).render(s, True, color))


_wraps: Lru[tuple[str, ...]] = Lru(1500)  # paragraphs wrapped, by (text, size, width, bold)
_cuts: Lru[str] = Lru(1500)  # lines cut with "…", by (text, size, width, bold)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split a paragraph into lines that fit ``width`` pixels. A number stays on the line of the word before it: a
    card is its name and its value ("Bluebeans 2"), never "Bluebeans" at one line's end and "2" at the next's. So
    does French punctuation set off by a space ("le tour : 4 cartes" never starts a line with ":"), and French quotes
    hold their words ("« Reprendre »" is never cut after «). A number after a comma is the next item of a list
    ("pay 1, 2, 3, 4 coins"), which may break there: glued to the word before, the whole list went to the next line
    and left a short row above it."""
    return list(_wraps.get((s, size, width, bold), lambda: tuple(_wrap(s, size, width, bold))))


def _wrap(s: str, size: int, width: int, bold: bool) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        words: list[str] = []
        for w in para.split(" "):
            # the words inside French quotes hold them: « never ends a line, » never starts one (playtest 32)
            if words and ((w[:1].isdigit() and not words[-1].endswith(",")) or w in (":", ";", "!", "?", "»")
                          or words[-1].endswith("«")):
                words[-1] += " " + w
            else:
                words.append(w)
        line = ""
        for w in words:
            trial = w if not line else line + " " + w
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def shorten(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s``, cut with "…" if needed so it fits ``width`` pixels."""
    return _cuts.get((s, size, width, bold), lambda: _shorten(s, size, width, bold))


def _shorten(s: str, size: int, width: int, bold: bool) -> str:
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    lo, hi = 0, len(s)
    while lo < hi:  # the longest cut that fits
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo].rstrip() + "…"


def blit_text(
    surface: pygame.Surface,
    s: str,
    size: int,
    pos: tuple[int, int],
    color: tuple[int, int, int] = TEXT,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    img = text(s, size, color, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def blit_fit(
    surface: pygame.Surface,
    s: str,
    size: int,
    pos: tuple[int, int],
    width: int,
    color: tuple[int, int, int] = TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    smallest: int | None = None,
) -> pygame.Rect:
    """``blit_text`` within ``width`` pixels: a smaller size first (down to ``smallest``, 3 points less by
    default), then cut with "…". A longer language must not run a label into its neighbour."""
    low = max(8, size - 3) if smallest is None else smallest
    while size > low and font(size, bold).size(s)[0] > width:
        size -= 1
    return blit_text(surface, shorten(s, size, width, bold), size, pos, color, bold, anchor)


_backgrounds: dict[tuple[int, int], pygame.Surface] = {}
# A star as bright as a letter reads as a stop or a dot in the word beside it ("Draw.pile", ".Secret"):
# the stars stay well below the faintest text, a texture of the sky rather than marks on it.
STAR_DIMMEST, STAR_BRIGHTEST = 36, 64


def starfield() -> pygame.Surface:
    """The shared space background: a vertical gradient with fixed stars (built once)."""
    size = (WIDTH, HEIGHT)
    bg = _backgrounds.get(size)
    if bg is not None:
        return bg
    import random

    w, h = size
    bg = pygame.Surface(size).convert() if pygame.display.get_init() and pygame.display.get_surface() else pygame.Surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        c = tuple(int(SPACE[i] * (1 - t) + SPACE_2[i] * t) for i in range(3))
        pygame.draw.line(bg, c, (0, y), (w, y))
    rng = random.Random(42)  # the same sky every run
    for _ in range(220):
        x, y = rng.randrange(w), rng.randrange(h)
        b = rng.randrange(STAR_DIMMEST, STAR_BRIGHTEST + 1)
        r = 1 if rng.random() < 0.85 else 2
        pygame.draw.circle(bg, (b, b, min(255, b + 30)), (x, y), r)
    _backgrounds[size] = bg
    return bg
