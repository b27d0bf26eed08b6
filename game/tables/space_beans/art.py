"""Space Beans card faces and backs, drawn by code and cached per size.

Every bean type has its own colour (Okabe–Ito palette, chosen to stay apart
for colour-blind eyes) *and* its own glyph and background pattern, so a card
can be told without colour. The value sits large in the top-left corner; the
type name runs small along the bottom when the card is big enough to read it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from engine.space_beans.cards import SHORT_TYPES, TYPES, card_type, card_value
from game import theme
from game.i18n import language, tr
from game.kit.art import CardArt, Color, card_body, cross_hatch, dots, ink_on, mix, rings, stripes
from game.kit.faces import arc, centred, disc, shape
from game.kit.hand import SQUEEZE, band_text, squeezed, strip_room

COLORS: tuple[Color, ...] = (
    (213, 94, 0),  # Klingbohns: vermillion
    (72, 72, 88),  # Darth Beans: charcoal
    (0, 114, 178),  # Bluebeans: blue
    (0, 158, 115),  # Beanliens: bluish green
    (230, 159, 0),  # Centauribohnen: orange
    (204, 121, 167),  # Bohrion: reddish purple
    (222, 206, 40),  # Moonbohnen: yellow
)


# --- glyphs: each draws in a box centred on (cx, cy) with half-size r -------------
Glyph = Callable[[pygame.Surface, float, float, float, Color, Color], None]

BLADE = [(0, -1), (0.55, 0.35), (0.2, 0.2), (0, 1), (-0.2, 0.2), (-0.55, 0.35)]
DROP = [(0, -1), *arc(0, 0.3, 0.62, range(0, 181, 15))]
STAR = [((1 if i % 2 == 0 else 0.42) * math.cos(-math.pi / 2 + i * math.pi / 5),
         (1 if i % 2 == 0 else 0.42) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
MOON = [*arc(0, 0, 1, range(40, 321, 10)), *arc(0.35, 0, 0.75, range(300, 59, -10))]


def _outlined(table: list[tuple[float, float]]) -> Glyph:
    """The painter of a glyph that is one polygon: filled with the type's colour, edged darker."""
    return lambda s, cx, cy, r, c, edge: shape(s, table, cx, cy, r, c, edge, max(1, int(r / 10)))


def _helmet(s: pygame.Surface, cx: float, cy: float, r: float, c: Color, edge: Color) -> None:
    dome = centred(cx, cy, 1.7 * r, 1.7 * r)
    pygame.draw.ellipse(s, c, dome)
    w = max(1, int(r / 10))
    pygame.draw.ellipse(s, edge, dome, w)
    visor = centred(cx, cy + 0.05 * r, 1.3 * r, 0.34 * r)
    pygame.draw.rect(s, edge, visor, border_radius=max(1, int(r / 6)))
    pygame.draw.line(s, edge, (cx, cy + 0.2 * r), (cx, cy + 0.85 * r), w + 1)


def _eye(s: pygame.Surface, cx: float, cy: float, r: float, c: Color, edge: Color) -> None:
    w = max(1, int(r / 10))
    head = centred(cx, cy + 0.1 * r, 1.5 * r, 1.8 * r)
    pygame.draw.ellipse(s, c, head)
    pygame.draw.ellipse(s, edge, head, w)
    pygame.draw.line(s, edge, (cx - 0.3 * r, cy - 0.7 * r), (cx - 0.55 * r, cy - 1.0 * r), w)
    pygame.draw.line(s, edge, (cx + 0.3 * r, cy - 0.7 * r), (cx + 0.55 * r, cy - 1.0 * r), w)
    pygame.draw.circle(s, (255, 255, 255), (cx, cy), 0.45 * r)
    pygame.draw.circle(s, edge, (cx, cy), 0.45 * r, w)
    pygame.draw.circle(s, edge, (cx, cy), 0.2 * r)


def _ellipse_pts(cx: float, cy: float, a: float, b: float, rot: float) -> list[tuple[float, float]]:
    round_ = [(a * math.cos(i * 2 * math.pi / 24), b * math.sin(i * 2 * math.pi / 24)) for i in range(24)]
    return [(cx + x * math.cos(rot) - y * math.sin(rot), cy + x * math.sin(rot) + y * math.cos(rot)) for x, y in round_]


def _atom(s: pygame.Surface, cx: float, cy: float, r: float, c: Color, edge: Color) -> None:
    w = max(2, int(r / 7))
    for rot in (0, math.pi / 3, -math.pi / 3):
        pygame.draw.polygon(s, edge, _ellipse_pts(cx, cy, r, 0.36 * r, rot), w + 2)
        pygame.draw.polygon(s, c, _ellipse_pts(cx, cy, r, 0.36 * r, rot), w)
    pygame.draw.circle(s, c, (cx, cy), 0.26 * r)
    pygame.draw.circle(s, edge, (cx, cy), 0.26 * r, max(1, int(r / 10)))


GLYPHS: tuple[Glyph, ...] = (
    _outlined(BLADE), _helmet, _outlined(DROP), _eye, _outlined(STAR), _atom, _outlined(MOON),
)


# --- background patterns, one per type -----------------------------------------------
def _pattern(s: pygame.Surface, t: int, c: Color) -> None:
    w, h = s.get_size()
    step = max(6, w // 8)
    if t == 0:  # diagonal stripes
        stripes(s, step, c)
    elif t == 1:  # horizontal lines
        for y in range(step // 2, h, step):
            pygame.draw.line(s, c, (0, y), (w, y), 2)
    elif t == 2:  # dots
        dots(s, step, c)
    elif t == 3:  # checks
        for y in range(0, h, step):
            for x in range(step if y // step % 2 else 0, w, 2 * step):
                pygame.draw.rect(s, c, (x, y, step, step))
    elif t == 4:
        cross_hatch(s, step, c)
    elif t == 5:  # rings
        rings(s, (w // 2, h // 2), max(w, h), step, c)
    else:  # vertical stripes
        for x in range(step // 2, w, step):
            pygame.draw.line(s, c, (x, 0), (x, h), 2)


def _band_rect(w: int, h: int) -> pygame.Rect:
    """Where a face carries its name: a band along the bottom."""
    return pygame.Rect(0, int(h * 0.84), w, h - int(h * 0.84))


class SpaceBeansArt(CardArt):
    name = "space_beans"

    def look(self, card: int) -> tuple[int, int]:
        return card_type(card), card_value(card)  # the two copies of a value look alike

    def paint_face(self, card: int, w: int, h: int) -> pygame.Surface:
        t, v = card_type(card), card_value(card)
        col = COLORS[t]
        surf = card_body(w, h, mix(col, (255, 255, 255), 0.78), max(3, w // 10), col, max(2, w // 28),
                         lambda body: _pattern(body, t, mix(col, (255, 255, 255), 0.58)))
        edge = mix(col, (0, 0, 0), 0.55)
        big = w >= 60
        # the glyph in the middle (lower when the name band is shown)
        gr = w * (0.3 if big else 0.27)
        gy = h * (0.55 if big else 0.6)
        GLYPHS[t](surf, w * 0.56 if not big else w * 0.5, gy, gr, col, edge)
        # the value, large, in a disc of the type colour
        vr = int(w * (0.2 if big else 0.26))
        vc = (int(w * 0.06) + vr, int(w * 0.06) + vr)
        disc(surf, vc, vr, col, edge, max(1, w // 40), str(v), ink_on(col))
        if big:
            surf.blit(self._band(t, w, h, w), _band_rect(w, h))
            # no second value in the top-right corner: in a fan the next card cut it in half; the disc shows
        return surf

    def band(self, card: int, w: int, h: int, visible: int, named: bool = True,
             short: bool = False) -> pygame.Surface | None:
        """A face's name band for a card overlapped from the right, ``visible`` pixels showing: the name, or its
        short form, fitted to that part, never cut by the next card; or no name (``named`` false, or too thin a
        part). With ``short``, the short form whatever the room (a face shown whole too: one hand, one style).
        None for small cards, and for a face shown whole with its own band."""
        if w < 60 or (visible >= w and not short):
            return None
        t = card_type(card)
        shown = max(0, visible) if named else 0
        return self.cached(("band", t, w, h, shown, short, language()), lambda: self._band(t, w, h, shown, short))

    def shortens(self, card: int, w: int, visible: int) -> bool:
        """Whether a band with ``visible`` pixels showing carries the short form of the card's name."""
        t = card_type(card)
        return w >= 60 and self.band_name(t, w, visible)[0] == tr(SHORT_TYPES[t]) != tr(TYPES[t])

    @staticmethod
    def band_name(t: int, w: int, visible: int, short: bool = False) -> tuple[str, int]:
        """The name a band of type ``t`` carries with ``visible`` pixels of a face ``w`` wide showing, and its size:
        the whole name, or its short form where the whole one would be too small to read (or ``short``)."""
        if short:
            return band_text(tr(SHORT_TYPES[t]), w, visible)
        return band_text(tr(TYPES[t]), w, visible, tr(SHORT_TYPES[t]))

    def index(self, card: int, w: int, h: int, visible: int) -> pygame.Surface | None:
        """The value disc of a small card overlapped from the right so closely that the next card would cut its
        digit: the corner repainted with a disc small enough to show whole in the ``visible`` pixels (none left
        when too thin to read). None when the disc shows whole anyway."""
        vr = int(w * (0.2 if w >= 60 else 0.26))
        corner = int(w * 0.06) + 2 * vr + 2
        if visible >= corner:
            return None
        t, v = card_type(card), card_value(card)

        def make() -> pygame.Surface:
            col = COLORS[t]
            out = pygame.Surface((corner, corner), pygame.SRCALPHA)
            pygame.draw.rect(out, (*mix(col, (255, 255, 255), 0.78), 255), out.get_rect(),
                             border_top_left_radius=max(3, w // 10))
            r = (visible - 3) // 2
            if r >= 5:
                c = (1 + r, 1 + r)
                pygame.draw.circle(out, col, c, r)
                img = theme.font(max(7, int(r * 1.5)), True).render(str(v), True, ink_on(col))
                out.blit(img, img.get_rect(center=(c[0], c[1] + 1)))
            elif visible >= 8:  # too thin for a disc: the digit alone, in a dark shade of the type's colour (7 in a row)
                img = theme.font(12, True).render(str(v), True, mix(col, (0, 0, 0), 0.45))
                out.blit(img, img.get_rect(midtop=((visible - 1) // 2 + 2, 1)))
                # the card's left edge, kept through the corner: without it 8 digits read as one number (playtest 16b)
                pygame.draw.line(out, col, (0, 2), (0, corner), 2)
            return out

        return self.cached(("index", t, v, w, h, visible), make)

    def _band(self, t: int, w: int, h: int, visible: int, short: bool = False) -> pygame.Surface:
        col = COLORS[t]
        r = _band_rect(w, h)
        radius = max(3, w // 10)
        out = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(out, col, out.get_rect(), border_bottom_left_radius=radius, border_bottom_right_radius=radius)
        full = tr(TYPES[t])
        name, size = self.band_name(t, w, visible, short)
        if not name:
            return out  # too thin a part for a name: the band's colour says the type
        ns = theme.font(size, True).render(name, True, ink_on(col))
        if visible < w:
            ns = squeezed(ns, strip_room(w, visible))  # a whole name a little too wide for its strip
        elif name != full and not short:
            # a face shown whole too narrow for its name even at the smallest size ("Centauribohnen" on a
            # collection card): the whole name, a little narrower, reads better than "Centauribohn…"
            whole = theme.font(size, True).render(full, True, ink_on(col))
            if whole.get_width() * SQUEEZE <= w - 4:
                ns = squeezed(whole, w - 4)
        out.blit(ns, ns.get_rect(center=(min(w, visible) // 2, r.h // 2)))
        return out

    def paint_back(self, w: int, h: int) -> pygame.Surface:
        """The common card back: a gold bean on night blue."""
        radius = max(3, w // 10)
        surf = card_body(w, h, (34, 30, 84), radius, pattern=lambda body: stripes(body, max(5, w // 9), (46, 42, 108)))
        inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 7), -max(4, w // 7))
        pygame.draw.rect(surf, (255, 206, 90), inner, max(1, w // 40), border_radius=max(2, radius - 2))
        bean = centred(w // 2, h // 2, w * 0.46, w * 0.62)
        pygame.draw.ellipse(surf, (255, 206, 90), bean)
        pygame.draw.ellipse(surf, (34, 30, 84), bean.inflate(-max(2, w // 12), -max(2, w // 12)))
        pygame.draw.circle(surf, (255, 206, 90), (w // 2, h // 2), max(2, w // 14))
        pygame.draw.rect(surf, (12, 10, 40), (0, 0, w, h), max(1, w // 40), border_radius=radius)
        return surf

    def secret_veil(self, w: int, h: int) -> pygame.Surface:
        """The violet veil over the viewer's own secret collection: face up for them, secret to others."""

        def make() -> pygame.Surface:
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(s, (40, 16, 70, 120), (0, 0, w, h), border_radius=max(3, w // 10))
            pygame.draw.rect(s, (190, 140, 255, 255), (0, 0, w, h), 2, border_radius=max(3, w // 10))
            return s

        return self.cached(("veil", w, h), make)


ART = SpaceBeansArt()
