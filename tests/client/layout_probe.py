"""Where each piece of text lands on screen, and which ones collide or are cut: the layout checker.

Every line of text the client shows is made by ``theme.text``; the probe notes
each surface it returns. Drawing surfaces are swapped for ``Probe`` (a
``pygame.Surface`` whose ``blit`` also keeps a list of the texts and panels
drawn into it, in its own coordinates), so text painted into a cached layer or
a card and that surface later blitted onto the screen is followed there.

What a frame is checked for (rectangles are the text's inked pixels, not its
line box, so stacked lines do not collide by their leading):

- ``overlap``: a text is drawn over another text (a text and its own shadow,
  the same string a few pixels off, is one owner);
- ``covered``: something opaque drawn later hides part, not all, of a text (a
  card of a fan over "5 in hand"); text hidden whole is simply not seen;
- ``clipped``: a text runs past the screen, or past the surface or the blit
  area it is drawn through;
- ``cut``: a text cut to a width without an ellipsis (a subsurface of it shown);
- ``panel``: a text that starts inside a panel drawn before it and runs out of it.

A translucent veil (a dialog's dimmed backdrop) and a hover tip float over the
table: what they cover is background, not a glitch.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

from game import i18n, theme, ui
from game.kit import notes, panels
from game.kit.flights import Flight, Popup

BaseSurface = pygame.Surface
SLACK = 2  # pixels two boxes may share before it is a glitch (antialiased edges, italics)
OPAQUE = 200  # alpha from which drawn pixels hide what is under them


@dataclass(frozen=True)
class Issue:
    kind: str
    text: str
    other: str = ""
    where: str = ""
    detail: str = field(default="", compare=False)  # where on screen, what covered it: for the reader
    box: tuple[int, int, int, int] = field(default=(0, 0, 0, 0), compare=False)

    def __str__(self) -> str:
        other = f" / {self.other!r}" if self.other else ""
        return f"[{self.where}] {self.kind}: {self.text!r}{other}  {self.detail}"


@dataclass
class Box:
    text: str
    rect: pygame.Rect  # the inked pixels, in the coordinates of the surface holding the box
    art: bool = False  # painted into a card or a token (a surface smaller than the screen), not a label


@dataclass
class Ink:
    """What one surface holds: its texts and panels, in its own coordinates."""

    texts: list[Box] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)


class Recorder:
    def __init__(self) -> None:
        self.texts: dict[int, tuple[BaseSurface, str, pygame.Rect]] = {}  # id(surface) -> (surface, string, ink)
        self.ink: dict[int, tuple[BaseSurface, Ink]] = {}
        self.issues: list[Issue] = []
        self.where = ""
        self.floating = 0  # inside a hover tip or a card's flight: what it covers is not a glitch
        self.rising = 0  # inside a popup (points rising): it may cross card faces, not labels

    # --- what surfaces hold ---
    def ink_of(self, surf: BaseSurface, create: bool = False) -> Ink | None:
        got = self.ink.get(id(surf))
        if got is not None and got[0] is surf:
            return got[1]
        if not create:
            return None
        ink = Ink()
        self.ink[id(surf)] = (surf, ink)
        return ink

    def text_of(self, surf: BaseSurface) -> tuple[str, pygame.Rect, bool] | None:
        """(string, inked rect, whole) when ``surf`` is a text or a cut of one."""
        got = self.texts.get(id(surf))
        if got is not None and got[0] is surf:
            return got[1], got[2], True
        parent = surf.get_parent()
        if parent is not None:
            got = self.texts.get(id(parent))
            if got is not None and got[0] is parent:
                ox, oy = surf.get_abs_offset()
                part = got[2].clip(pygame.Rect(ox, oy, *surf.get_size())).move(-ox, -oy)
                return got[1], part, part.size == got[2].size
        return None

    def flag(self, kind: str, text: str, other: str = "", detail: object = "", box: pygame.Rect | None = None) -> None:
        self.issues.append(Issue(kind, text, other, self.where, str(detail), tuple(box) if box else (0, 0, 0, 0)))

    # --- one blit ---
    def blit(self, dest: BaseSurface, src: BaseSurface, pos, area, blend: bool = False) -> None:
        x, y = (pos.x, pos.y) if isinstance(pos, pygame.Rect) else (int(pos[0]), int(pos[1]))
        area_r = pygame.Rect(area) if area is not None else src.get_rect()
        shift = (x - area_r.x, y - area_r.y)
        clip = dest.get_clip()
        text = self.text_of(src)
        dink = self.ink_of(dest)
        if text is not None:
            s, ink, whole = text
            if not whole:
                self.flag("cut", s, detail=f"{src.get_width()} of {src.get_parent().get_width()} px")
            self._add_text(dest, Box(s, ink, art=dest.get_size() != (theme.WIDTH, theme.HEIGHT)), area_r, shift, clip)
            return
        sink = self.ink_of(src)
        busy = dink is not None and (dink.texts or dink.panels) and not blend  # a blend mask hides nothing
        cover = self._cover(src, area_r, shift, clip) if busy else None
        if cover is not None:
            self._occlude(dink, cover, hide_only=self.floating > 0)
        if sink is not None:
            for p in sink.panels:
                self.ink_of(dest, True).panels.append(p.move(shift))
            for box in sink.texts:
                self._add_text(dest, box, area_r, shift, clip)

    def _add_text(self, dest: BaseSurface, box: Box, area: pygame.Rect, shift, clip: pygame.Rect) -> None:
        inside = box.rect.clip(area)
        if inside.size != box.rect.size:
            if inside.w <= 0 or inside.h <= 0:
                return  # not shown through this area at all
            self.flag("clipped", box.text, detail=f"{box.rect} through {area}")
        r = inside.move(shift)
        shown = r.clip(clip)
        if shown.w < r.w - SLACK or shown.h < r.h - SLACK:
            if shown.w <= 0 or shown.h <= 0:
                return
            self.flag("clipped", box.text, detail=f"{r} in {clip}", box=r)
        if self.floating:
            box = Box(box.text, box.rect, art=True)  # a tip's or a flying card's text: what rises may cross it
        dink = self.ink_of(dest, True)
        for other in dink.texts:
            both = other.rect.clip(shown)
            rising_over_art = self.rising and other.art  # a point rising over a card face is fine, not over a label
            if both.w > SLACK and both.h > SLACK and not _shadow(other, box.text, shown) and not rising_over_art:
                self.flag("overlap", box.text, other.text, detail=f"{shown} on {other.rect}", box=shown)
        # a card's own texts may hang over a panel's edge with the card; a label may not
        home = next((p for p in reversed(dink.panels) if p.collidepoint(shown.center)), None)  # the topmost
        if not box.art and home is not None and not home.inflate(2 * SLACK, 2 * SLACK).contains(shown):
            self.flag("panel", box.text, detail=f"{shown} in {home}", box=shown)
        dink.texts.append(Box(box.text, shown, box.art))

    def _cover(self, src: BaseSurface, area: pygame.Rect, shift, clip: pygame.Rect) -> pygame.Rect | None:
        """The part of the destination ``src`` hides (its opaque pixels' bounds), or None."""
        if src.get_alpha() is not None and src.get_alpha() < OPAQUE and src.get_flags() & pygame.SRCALPHA == 0:
            return None
        solid = src.get_bounding_rect(min_alpha=OPAQUE).clip(area) if src.get_flags() & pygame.SRCALPHA else area.clip(src.get_rect())
        if solid.w <= 0 or solid.h <= 0:
            return None
        r = solid.move(shift).clip(clip)
        return r if r.w > 0 and r.h > 0 else None

    def _occlude(self, ink: Ink, cover: pygame.Rect, hide_only: bool) -> None:
        ink.panels = [p for p in ink.panels if not cover.contains(p)]  # painted over: no longer a box to stay in
        kept = []
        for box in ink.texts:
            both = box.rect.clip(cover)
            if both.w <= 0 or both.h <= 0:
                kept.append(box)
                continue
            if both.size == box.rect.size or hide_only or (self.rising and box.art):
                continue  # hidden whole (or under a floating tip, or a card under a rising point): not a glitch
            if both.w > SLACK and both.h > SLACK:
                self.flag("covered", box.text, detail=f"{box.rect} under {cover}", box=box.rect)
            kept.append(box)
        ink.texts = kept

    def fill(self, dest: BaseSurface, rect) -> None:
        ink = self.ink_of(dest)
        if ink is None:
            return
        if rect is None or pygame.Rect(rect).contains(dest.get_rect()):
            ink.texts.clear()
            ink.panels.clear()
            return
        self._occlude(ink, pygame.Rect(rect), hide_only=True)

    def veil(self, dest: BaseSurface) -> None:
        """A translucent backdrop over the whole surface: everything under it is now background."""
        ink = self.ink_of(dest)
        if ink is not None:
            ink.texts.clear()
            ink.panels.clear()

    def screen_check(self, screen: BaseSurface) -> None:
        ink = self.ink_of(screen)
        for box in ink.texts if ink else []:
            if not screen.get_rect().contains(box.rect):
                self.flag("clipped", box.text, detail=box.rect, box=box.rect)


def _shadow(a: Box, text: str, r: pygame.Rect) -> bool:
    return a.text == text and abs(a.rect.x - r.x) <= 3 and abs(a.rect.y - r.y) <= 3


_rec: Recorder | None = None


class Probe(BaseSurface):
    """A surface that tells the recorder what is blitted onto it."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[override]
        r = BaseSurface.blit(self, source, dest, area, special_flags)
        if _rec is not None:
            _rec.blit(self, source, dest, area, blend=special_flags != 0)
        return r

    def blits(self, blit_sequence, doreturn=1):  # type: ignore[override]
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):  # type: ignore[override]
        for src, pos in blit_sequence:
            self.blit(src, pos, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):  # type: ignore[override]
        r = BaseSurface.fill(self, color, rect, special_flags)
        if _rec is not None and special_flags == 0:
            _rec.fill(self, rect)
        return r

    def convert(self, *args):  # type: ignore[override]
        return self  # kept as a probe (a slower blit is fine in a test)

    def convert_alpha(self, *args):  # type: ignore[override]
        if self.get_flags() & pygame.SRCALPHA:
            return self
        out = Probe(self.get_size(), pygame.SRCALPHA)
        BaseSurface.blit(out, self, (0, 0))
        return out


def screen_probe(app) -> Probe:
    """Give ``app`` a probe to draw on instead of the display surface."""
    app.screen = Probe((theme.WIDTH, theme.HEIGHT))
    return app.screen


@contextmanager
def recording() -> Iterator[Recorder]:
    """Probes for every surface made in the block, and the recorder that reads them."""
    global _rec
    rec = Recorder()
    real_text, real_veil, real_tip = theme.text, ui.veil, panels.tip
    real_panel = ui.panel

    def note(surf, s: str):
        if id(surf) not in rec.texts or rec.texts[id(surf)][0] is not surf:
            rec.texts[id(surf)] = (surf, s, surf.get_bounding_rect())
        return surf

    def text(s: str, size: int, color=theme.TEXT, bold: bool = False):
        return note(real_text(s, size, color, bold), s)

    class Font(theme.SafeFont):
        """Text a card face or a game's art renders itself is followed too (drawn as the game's fonts draw it)."""

        def render(self, s, *args, **kw):  # type: ignore[override]
            return note(theme.SafeFont.render(self, s, *args, **kw), str(s))

    def font(size: int, bold: bool = False):
        key = (size, bold)
        if key not in fonts:
            name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
            fonts[key] = Font(os.path.join(theme.FONT_DIR, name), size)
        return fonts[key]

    fonts: dict = {}
    real_font = theme.font

    def veil(surface, *args, **kw):
        real_veil(surface, *args, **kw)
        rec.veil(surface)

    def floating(draw, kind: str = "floating"):
        def drawn(*args, **kw):
            setattr(rec, kind, getattr(rec, kind) + 1)
            try:
                return draw(*args, **kw)
            finally:
                setattr(rec, kind, getattr(rec, kind) - 1)
        return drawn

    tip = floating(real_tip)
    # a card in flight and a note over the table move on; a popup rises over cards but must miss the labels
    patched = [(Flight, "draw", "floating"), (notes.Recap, "draw", "floating"), (Popup, "draw", "rising")]
    real_draws = [getattr(cls, name) for cls, name, _kind in patched]
    for (cls, name, kind), draw in zip(patched, real_draws, strict=True):
        setattr(cls, name, floating(draw, kind))

    def panel(surface, rect, *args, **kw):
        real_panel(surface, rect, *args, **kw)
        if isinstance(surface, Probe):
            rec.ink_of(surface, True).panels.append(pygame.Rect(rect))

    theme.text, ui.veil, panels.tip, ui.panel, theme.font = text, veil, tip, panel, font
    theme._text_cache.clear()
    pygame.Surface = Probe  # type: ignore[misc]
    _rec = rec
    try:
        yield rec
    finally:
        _rec = None
        pygame.Surface = BaseSurface  # type: ignore[misc]
        theme.text, ui.veil, panels.tip, ui.panel, theme.font = real_text, real_veil, real_tip, real_panel, real_font
        for (cls, name, _kind), draw in zip(patched, real_draws, strict=True):
            setattr(cls, name, draw)
        theme._text_cache.clear()


@contextmanager
def paused() -> Iterator[None]:
    """Draw without the recorder following blits and fills (a frame already checked, drawn again)."""
    global _rec
    rec, _rec = _rec, None
    try:
        yield
    finally:
        _rec = rec


class LongCatalogue(i18n.gettext.NullTranslations):
    """A made-up language about 30% wider than English on screen: two letters in five doubled, blanks kept."""

    def gettext(self, message: str) -> str:
        return stretch(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return stretch(msgid1 if n == 1 else msgid2)


_BLANK = re.compile(r"(\{[^}]*\})")


def stretch(s: str) -> str:
    out = []
    for part in _BLANK.split(s):
        if part.startswith("{"):
            out.append(part)
            continue
        k = 0
        for ch in part:
            out.append(ch)
            if ch.isalpha():
                k += 1
                if k % 5 in (1, 3):
                    out.append(ch)
    return "".join(out)
