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
- ``panel``: a text that starts inside a panel drawn before it and runs out of it;
- ``border``: a text inside a panel whose ink touches the panel's left or right border (within ``BORDER_GAP``
  pixels of its side): "(incl. 3 bonus)" on the own seat's panel read as cut by it;
- ``over card``: words held still for a moment (a popup that does not rise, on its plate or bare) lie over part
  of a card: they hide what the card says, and read as printed on it. Points rising past cards pass.
- ``edge``: the plate of words held still sits on the border of a panel drawn before it ("bids 3" on its seat
  panel's top edge): a plate lies wholly inside a panel, ``PLATE_MARGIN`` pixels clear of its edge, or wholly
  outside it.
  of a card: they hide what the card says, and read as printed on it. Points rising past cards pass. A tag set
  beside a card (``panels.plate(..., beside=True)``: "seen" under a hand card) must keep ``TAG_MARGIN`` pixels
  off every card drawn before it;
- ``coach over panel``: the coach's panel lies over part of another panel (the foot of the score panel): laid
  over a panel whole (the log, which comes back with "Got it") it takes its place, over a part it hides words;
  over its top across its whole width (the log, its newest rows left in sight under it) it leaves a panel.

A translucent veil (a dialog's dimmed backdrop) and a hover tip float over the
table: what they cover is background, not a glitch. Card faces and backs are
known by the card art that made them (``CardArt.face``, ``back``, ``squeezed``
and a game's own ``fanned``), and followed like texts from a layer to the screen.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import pkgutil
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

import pygame

import game.tables
from game import i18n, theme, ui
from game.kit import notes, panels
from game.kit.art import CardArt
from game.kit.coach import Coach
from game.kit.flights import Flight, Popup

BaseSurface = pygame.Surface
SLACK = 2  # pixels two boxes may share before it is a glitch (antialiased edges, italics)
TAG_MARGIN = 2  # pixels a tag beside a card keeps clear of it
OPAQUE = 200  # alpha from which drawn pixels hide what is under them
BORDER_GAP = 3  # pixels a label keeps inside its panel's sides: the 2-pixel border and one more, or it touches it
PLATE_MARGIN = 6  # pixels a held plate keeps inside the panel it lies on: clear of a 3-pixel border, visibly


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
    cards: list[pygame.Rect] = field(default_factory=list)  # card faces and backs drawn into it, where they show
    # the texts' boxes, in the same order: the list ``collidelistall`` searches at every text blitted, kept rather
    # than made again from a few hundred boxes each time
    rects: list[pygame.Rect] = field(default_factory=list)


@dataclass
class Laid:
    """What a layer held when it was blitted onto an empty frame, what the frame then held, and what was found."""

    texts: list[Box]
    panels: list[pygame.Rect]
    cards: list[pygame.Rect]
    into_texts: list[Box]
    into_panels: list[pygame.Rect]
    into_cards: list[pygame.Rect]
    issues: list[Issue]


class Recorder:
    def __init__(self) -> None:
        self.texts: dict[int, tuple[BaseSurface, str, pygame.Rect]] = {}  # id(surface) -> (surface, string, ink)
        self.ink: dict[int, tuple[BaseSurface, Ink]] = {}
        self.issues: list[Issue] = []
        self.where = ""
        self.floating = 0  # inside a hover tip or a card's flight: what it covers is not a glitch
        self.rising = 0  # inside a popup (points rising): it may cross card faces, not labels
        self.held = 0  # inside a popup held still (words about a seat): it must keep off the cards
        self.card_surfs: dict[int, BaseSurface] = {}  # id -> a surface the card art made (a face or a back)
        self.coach = 0  # 1: the coach is drawing, its own panel next (it must not lie over part of another)
        # a layer blitted whole onto a frame begun afresh: what it left there (id of its ink and the blit -> Laid)
        self.laid: dict[tuple, Laid] = {}

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
        busy = dink is not None and (dink.texts or dink.panels or dink.cards) and not blend  # a blend mask hides nothing
        cover = self._cover(src, area_r, shift, clip) if busy else None
        if cover is not None:
            if self.held:
                self.over_cards(dink, cover, "plate")
            self._occlude(dink, cover, hide_only=self.floating > 0)
        if sink is not None and (sink.panels or sink.cards or sink.texts):
            # a layer's panels, cards and few hundred texts, blitted onto every frame checked: one ink for them all
            into = self.ink_of(dest, True)
            # a whole layer onto a frame begun afresh (a table's static layer, every frame a walk checks)
            fresh = (src.get_size() == dest.get_size() == (theme.WIDTH, theme.HEIGHT)
                     and not (into.texts or into.panels or into.cards))
            key = (id(sink), tuple(area_r), shift, tuple(clip))
            if not (fresh and self._lay_again(sink, into, key)):
                before = len(self.issues)
                for p in sink.panels:
                    into.panels.append(p.move(shift))
                for c in sink.cards:
                    shown = c.clip(area_r).move(shift).clip(clip)
                    if shown.w > 0 and shown.h > 0:
                        into.cards.append(shown)
                for box in sink.texts:
                    self._add_text(dest, box, area_r, shift, clip, into)
                if fresh and not (self.floating or self.rising or self.held):
                    self.laid[key] = Laid(list(sink.texts), list(sink.panels), list(sink.cards), list(into.texts),
                                          list(into.panels), list(into.cards), self.issues[before:])
        if self.is_card(src) and not blend and not self.floating:  # a card in flight passes: held words may too
            solid = self._cover(src, area_r, shift, clip)
            if solid is not None:
                self.ink_of(dest, True).cards.append(solid)

    def _lay_again(self, sink: Ink, into: Ink, key: tuple) -> bool:
        """``sink`` laid onto the empty ``into`` as the last time it was laid there by the same blit, while it holds
        the same texts, panels and cards: what that blit left and found is known (a table's static layer, its few
        hundred texts checked against each other on every frame of a walk, changes only with the table)."""
        was = self.laid.get(key)
        if (was is None or self.floating or self.rising or self.held or sink.texts != was.texts
                or sink.panels != was.panels or sink.cards != was.cards):
            return False
        into.texts, into.panels, into.cards = list(was.into_texts), list(was.into_panels), list(was.into_cards)
        into.rects = [box.rect for box in into.texts]
        self.issues += [replace(issue, where=self.where) for issue in was.issues]
        return True

    def is_card(self, surf: BaseSurface) -> bool:
        got = self.card_surfs.get(id(surf))
        return got is not None and got is surf

    def over_cards(self, ink: Ink | None, rect: pygame.Rect, what: str) -> None:
        """Held words (or their plate) at ``rect``: flagged when they lie over part of a card drawn before them (a
        card hidden whole under a banner is simply not seen)."""
        for c in ink.cards if ink else []:
            both = c.clip(rect)
            if both.w > SLACK and both.h > SLACK and not rect.contains(c):
                self.flag("over card", what, detail=f"{rect} over a card at {c}", box=both)
                return

    def on_edge(self, ink: Ink, plate: pygame.Rect) -> None:
        """A held plate at ``plate``: flagged when it lies across or along the border of a panel drawn before it."""
        for p in ink.panels:
            if p.colliderect(plate) and not p.inflate(-2 * PLATE_MARGIN, -2 * PLATE_MARGIN).contains(plate):
                self.flag("edge", "plate", detail=f"{plate} on the edge of {p}", box=plate)
                return

    def beside_cards(self, ink: Ink | None, rect: pygame.Rect, what: str) -> None:
        """A tag set beside a card at ``rect``: flagged when it comes within ``TAG_MARGIN`` pixels of a card."""
        near = rect.inflate(2 * TAG_MARGIN, 2 * TAG_MARGIN)
        for c in ink.cards if ink else []:
            if near.colliderect(c):
                self.flag("over card", what, detail=f"{rect} within {TAG_MARGIN} px of a card at {c}",
                          box=near.clip(c))
                return

    def over_panels(self, ink: Ink | None, rect: pygame.Rect) -> None:
        """The coach's panel at ``rect``: flagged when it lies over part of a panel drawn before it."""
        for p in ink.panels if ink else []:
            # over a panel's top across its whole width it leaves the rest a panel of its own (the log's newest rows
            # under Learn to play's coach): a word it cuts is flagged as covered
            across = rect.x <= p.x and rect.right >= p.right and rect.y <= p.y
            if rect.colliderect(p) and not rect.contains(p) and not p.contains(rect) and not across:
                self.flag("coach over panel", "coach", detail=f"{rect} over part of {p}", box=rect.clip(p))
                return

    def _add_text(self, dest: BaseSurface, box: Box, area: pygame.Rect, shift, clip: pygame.Rect,
                  dink: Ink | None = None) -> None:
        """``box`` drawn onto ``dest`` through ``area`` moved by ``shift``, within ``clip``; ``dink`` is ``dest``'s
        ink when the caller has it (a layer's texts come by the hundred, every frame: the walks' busiest line)."""
        rect = box.rect
        inside = rect.clip(area)
        if inside.size != rect.size:
            if inside.w <= 0 or inside.h <= 0:
                return  # not shown through this area at all
            self.flag("clipped", box.text, detail=f"{rect} through {area}")
        r = inside.move(shift)
        shown = r.clip(clip)
        if shown.w < r.w - SLACK or shown.h < r.h - SLACK:
            if shown.w <= 0 or shown.h <= 0:
                return
            self.flag("clipped", box.text, detail=f"{r} in {clip}", box=r)
        text = box.text
        art = box.art or self.floating > 0  # a tip's or a flying card's text: what rises may cross it
        if dink is None:
            dink = self.ink_of(dest, True)
        if self.held:
            self.over_cards(dink, shown, text)
        # only the texts whose boxes meet this one can overlap it: found in one call, not pair by pair (a table's
        # layer holds a few hundred texts, blitted onto every frame checked); in the order they were drawn
        met = shown.collidelistall(dink.rects)
        if met:
            texts = dink.texts
            for k in met:
                other = texts[k]
                both = other.rect.clip(shown)
                rising_over_art = self.rising and other.art  # a point rising over a card face is fine, not a label
                if both.w > SLACK and both.h > SLACK and not _shadow(other, text, shown) and not rising_over_art:
                    self.flag("overlap", text, other.text, detail=f"{shown} on {other.rect}", box=shown)
        # a card's own texts may hang over a panel's edge with the card; a label may not
        # the topmost panel holding the text's centre: a 1-pixel box meets a panel exactly where the point lies in it
        # (one call over a few hundred panels; asking each panel in turn was a fifth of a Space Lab walk)
        if not art and dink.panels:
            under = pygame.Rect(shown.center, (1, 1)).collidelistall(dink.panels)
            if under:
                home = dink.panels[under[-1]]
                if not home.inflate(2 * SLACK, 2 * SLACK).contains(shown):
                    self.flag("panel", text, detail=f"{shown} in {home}", box=shown)
                elif shown.left < home.left + BORDER_GAP or shown.right > home.right - BORDER_GAP:
                    self.flag("border", text, detail=f"{shown} in {home}", box=shown)
        dink.texts.append(Box(text, shown, art))
        dink.rects.append(shown)

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
        ink.cards = [c for c in ink.cards if not cover.contains(c)]
        # only the texts whose boxes meet the cover can be hidden by it: found in one call, as in ``_add_text`` (a
        # table's layer holds a few hundred texts, and every card, panel and plate drawn over it covers something)
        gone = set()
        for k in cover.collidelistall(ink.rects):
            box = ink.texts[k]
            both = box.rect.clip(cover)
            if both.w <= 0 or both.h <= 0:
                continue
            if both.size == box.rect.size or hide_only or (self.rising and box.art):
                gone.add(k)  # hidden whole (or under a floating tip, or a card under a rising point): not a glitch
                continue
            if both.w > SLACK and both.h > SLACK:
                self.flag("covered", box.text, detail=f"{box.rect} under {cover}", box=box.rect)
        if gone:
            ink.texts = [box for k, box in enumerate(ink.texts) if k not in gone]
            ink.rects = [box.rect for box in ink.texts]

    def fill(self, dest: BaseSurface, rect) -> None:
        ink = self.ink_of(dest)
        if ink is None:
            return
        if rect is None or pygame.Rect(rect).contains(dest.get_rect()):
            ink.texts.clear()
            ink.rects.clear()
            ink.panels.clear()
            ink.cards.clear()
            return
        self._occlude(ink, pygame.Rect(rect), hide_only=True)

    def veil(self, dest: BaseSurface) -> None:
        """A translucent backdrop over the whole surface: everything under it is now background."""
        ink = self.ink_of(dest)
        if ink is not None:
            ink.texts.clear()
            ink.rects.clear()
            ink.panels.clear()
            ink.cards.clear()

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
    real_text, real_veil, real_tip, real_hover = theme.text, ui.veil, panels.tip, panels.hover_view
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
    real_smoothscale = pygame.transform.smoothscale

    def smoothscale(surf, size, *args, **kw):
        """A text drawn narrower (a name squeezed onto a card) is followed as the text it is."""
        out = real_smoothscale(surf, size, *args, **kw)
        known = rec.texts.get(id(surf))
        return note(out, known[1]) if known is not None and known[0] is surf else out

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

    def popup(draw):
        """A popup rises over cards but must miss the labels; one held still (``rise`` 0) must miss the cards."""
        def drawn(self, *args, **kw):
            kind = "rising" if self.rise else "held"
            setattr(rec, kind, getattr(rec, kind) + 1)
            try:
                return draw(self, *args, **kw)
            finally:
                setattr(rec, kind, getattr(rec, kind) - 1)
        return drawn

    def card(make):
        def made(*args, **kw):
            surf = make(*args, **kw)
            rec.card_surfs[id(surf)] = surf
            return surf
        return made

    tip = floating(real_tip)
    hover_view = floating(real_hover)  # a station enlarged while pointed at floats over the table as a tip does
    # a card in flight and a note over the table move on
    patched = [(Flight, "draw", floating, "floating"), (notes.Recap, "draw", floating, "floating")]
    patched += [(cls, "draw", lambda draw, _kind: popup(draw), "") for cls in _popups() if "draw" in cls.__dict__]
    patched += [(cls, name, lambda make, _kind: card(make), "") for cls in _arts()
                for name in ("face", "back", "squeezed", "fanned") if name in cls.__dict__]
    real_draws = [cls.__dict__[name] for cls, name, _wrap, _kind in patched]
    for (cls, name, wrap, kind), draw in zip(patched, real_draws, strict=True):
        setattr(cls, name, wrap(draw, kind))

    def panel(surface, rect, *args, **kw):
        real_panel(surface, rect, *args, **kw)
        if isinstance(surface, Probe):
            ink = rec.ink_of(surface, True)
            if rec.held:
                rec.over_cards(ink, pygame.Rect(rect), "plate")
                rec.on_edge(ink, pygame.Rect(rect))
            if rec.coach == 1:  # the coach's own panel; its buttons, drawn next, lie in it
                rec.coach += 1
                rec.over_panels(ink, pygame.Rect(rect))
            ink.panels.append(pygame.Rect(rect))

    def plate(surface, text, *args, beside: bool = False, **kw):
        box = real_plate(surface, text, *args, **({"beside": True} if beside else {}), **kw)
        if beside and isinstance(surface, Probe):
            rec.beside_cards(rec.ink_of(surface), box, text)
        return box

    real_plate = panels.plate
    real_coach_draw = Coach.draw

    def coach_draw(self, *args, **kw):
        rec.coach = 1
        try:
            return real_coach_draw(self, *args, **kw)
        finally:
            rec.coach = 0

    Coach.draw = coach_draw  # type: ignore[method-assign]
    theme.text, ui.veil, panels.tip, ui.panel, theme.font = text, veil, tip, panel, font
    panels.plate, panels.hover_view = plate, hover_view
    pygame.transform.smoothscale = smoothscale
    theme._text_cache.clear()
    pygame.Surface = Probe  # type: ignore[misc]
    _rec = rec
    try:
        yield rec
    finally:
        _rec = None
        pygame.Surface = BaseSurface  # type: ignore[misc]
        theme.text, ui.veil, panels.tip, ui.panel, theme.font = real_text, real_veil, real_tip, real_panel, real_font
        panels.plate, panels.hover_view = real_plate, real_hover
        pygame.transform.smoothscale = real_smoothscale
        Coach.draw = real_coach_draw  # type: ignore[method-assign]
        for (cls, name, _wrap, _kind), draw in zip(patched, real_draws, strict=True):
            setattr(cls, name, draw)
        theme._text_cache.clear()


def _every_subclass(base: type) -> list[type]:
    """``base`` and every class under it, once every game's table modules are imported (their popups, their art)."""
    for info in pkgutil.iter_modules(game.tables.__path__):
        for part in ("art", "choreo"):
            name = f"game.tables.{info.name}.{part}"
            if importlib.util.find_spec(name) is not None:
                importlib.import_module(name)
    out, todo = [], [base]
    while todo:
        cls = todo.pop()
        out.append(cls)
        todo += cls.__subclasses__()
    return out


def _popups() -> list[type]:
    return _every_subclass(Popup)


def _arts() -> list[type]:
    return _every_subclass(CardArt)


def table_frame(table) -> tuple[Ink, Recorder]:
    """What a table's frame as drawn now holds (texts, panels, cards, in screen coordinates) and the recorder that
    followed it: its static layer painted afresh on a probe, so what the layer holds is followed to the screen."""
    with recording() as rec:
        screen = Probe((theme.WIDTH, theme.HEIGHT))
        table.layer.surface = None
        table.draw(screen)
        ink = rec.ink_of(screen)
    assert ink is not None, "nothing was drawn"
    return ink, rec


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


@functools.cache  # the same few hundred strings, asked again at every frame drawn in the long language
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
