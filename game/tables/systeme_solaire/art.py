"""Système Solaire card faces and backs, drawn by code and cached per size.

Fifteen kinds: five probes and the ten bodies of the Solar System. Every kind
has its own frame colour *and* its own picture — the Sun's rays, Saturn's
flat ring, Uranus's upright ring, Jupiter's bands, Pluto's heart, a probe
with as many pips as its number — so a card is told without colour. Probes
lie on a light blueprint grid, the bodies on the night sky: the two families
never mix up, even in a small front.

The auction value is a gold coin in the top-left corner, the VP a white star
under it (the Sun's star says "#": it scores the cards in its front), so both
stay readable where cards overlap, left edge visible. The name runs along the
bottom, the same words at every size ("Probe 3", "Neptune"): a small card
takes a smaller type rather than a code a player never learnt ("P3", "Nep").
"""

from __future__ import annotations

import math

import pygame

from engine.systeme_solaire.cards import KINDS, kind
from engine.systeme_solaire.words import KIND_WORDS
from game import theme
from game.kit import panels
from game.kit.art import CardArt, Color, card_body, fit_text, ink_on, mix
from game.words import say

PROBES = 5  # kinds 0..4 are the probes
SUN = 5
# frame colours, one per kind: probes 1..5, then Sun, Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus,
# Neptune, Pluto; each also has its own picture, so colour is never the only clue
COLORS: tuple[Color, ...] = (
    # probes 1..5: lime, teal, lilac, rose, periwinkle
    (150, 196, 110), (72, 168, 150), (190, 140, 220), (224, 112, 150), (120, 130, 235),
    # Sun gold, Mercury grey, Venus pink, Earth blue, Mars red
    (246, 196, 40), (158, 158, 170), (236, 176, 206), (50, 122, 232), (222, 70, 52),
    # Jupiter orange, Saturn khaki, Uranus cyan, Neptune indigo, Pluto brown
    (238, 136, 40), (196, 176, 104), (80, 206, 214), (100, 86, 210), (156, 104, 72),
)
NIGHT: Color = (14, 18, 44)
PAPER: Color = (222, 232, 240)
COIN: Color = (236, 190, 64)
COIN_EDGE: Color = (140, 98, 20)
Point = tuple[float, float]


def kind_name(k: int) -> str:
    """A kind's name on screen ("Jupiter", "Probe 3"), in the engine's words for it."""
    return say(KIND_WORDS[k], ())


# --- pictures: each draws a body of radius r centred on (cx, cy) ---------------------------
def _disc(s: pygame.Surface, c: Point, r: float, col: Color) -> None:
    pygame.draw.circle(s, mix(col, (0, 0, 0), 0.45), c, r)
    pygame.draw.circle(s, col, c, max(1.0, r - max(1.0, r / 12)))


def _sun(s: pygame.Surface, c: Point, r: float) -> None:
    pts = []
    for i in range(24):
        a = i * math.pi / 12
        rr = r if i % 2 == 0 else r * 0.72
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(s, (255, 150, 30), pts)
    _disc(s, c, r * 0.62, (255, 214, 60))


def _mercury(s: pygame.Surface, c: Point, r: float) -> None:
    _disc(s, c, r * 0.62, (170, 166, 160))
    for dx, dy, k in ((-0.2, -0.22, 0.14), (0.22, 0.05, 0.11), (-0.05, 0.3, 0.09), (0.28, -0.3, 0.06)):
        pygame.draw.circle(s, (120, 114, 108), (c[0] + dx * r, c[1] + dy * r), max(1.0, k * r))


def _venus(s: pygame.Surface, c: Point, r: float) -> None:
    _disc(s, c, r * 0.66, (240, 214, 160))
    w = max(1, int(r / 9))
    for k in (-0.3, 0.0, 0.3):  # swirling clouds
        rect = pygame.Rect(0, 0, int(r * 1.0), int(r * 0.34))
        rect.center = (int(c[0] + k * r * 0.3), int(c[1] + k * r))
        pygame.draw.arc(s, (200, 160, 96), rect, 0.2, math.pi - 0.2, w)


def _earth(s: pygame.Surface, c: Point, r: float) -> None:
    _disc(s, c, r * 0.66, (40, 110, 220))
    land = (70, 170, 80)
    pygame.draw.ellipse(s, land, pygame.Rect(c[0] - 0.42 * r, c[1] - 0.3 * r, 0.4 * r, 0.55 * r))
    pygame.draw.ellipse(s, land, pygame.Rect(c[0] + 0.02 * r, c[1] - 0.05 * r, 0.36 * r, 0.4 * r))
    pygame.draw.ellipse(s, (245, 250, 255), pygame.Rect(c[0] - 0.22 * r, c[1] - 0.66 * r, 0.44 * r, 0.16 * r))


def _mars(s: pygame.Surface, c: Point, r: float) -> None:
    _disc(s, c, r * 0.58, (214, 88, 52))
    pygame.draw.ellipse(s, (150, 56, 36), pygame.Rect(c[0] - 0.3 * r, c[1] - 0.05 * r, 0.42 * r, 0.18 * r))
    pygame.draw.circle(s, (150, 56, 36), (c[0] + 0.18 * r, c[1] - 0.22 * r), max(1.0, 0.1 * r))
    for dx, dy in ((0.78, -0.55), (-0.8, 0.5)):  # its two little moons
        pygame.draw.circle(s, (200, 190, 180), (c[0] + dx * r, c[1] + dy * r), max(1.0, 0.09 * r))


def _jupiter(s: pygame.Surface, c: Point, r: float) -> None:
    rr = r * 0.78
    body = pygame.Surface((int(2 * rr) + 2, int(2 * rr) + 2), pygame.SRCALPHA)
    o = (rr + 1, rr + 1)
    pygame.draw.circle(body, (226, 184, 140), o, rr)
    for k, col in ((-0.5, (176, 120, 80)), (-0.15, (196, 140, 96)), (0.2, (176, 120, 80)), (0.52, (200, 150, 110))):
        y = o[1] + k * rr
        pygame.draw.line(body, col, (0, y), (2 * rr + 2, y), max(1, int(rr / 7)))
    pygame.draw.ellipse(body, (196, 70, 50), pygame.Rect(o[0] + 0.1 * rr, o[1] + 0.22 * rr, 0.38 * rr, 0.22 * rr))
    mask = pygame.Surface(body.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), o, rr)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    s.blit(body, (c[0] - o[0], c[1] - o[1]))
    pygame.draw.circle(s, (120, 80, 50), c, rr, max(1, int(rr / 14)))


def _ring(s: pygame.Surface, c: Point, a: float, b: float, col: Color, upright: bool, back: bool, w: int) -> None:
    """Half a ring (the back or the front half), horizontal or upright."""
    rect = pygame.Rect(0, 0, int(2 * (b if upright else a)), int(2 * (a if upright else b)))
    rect.center = (int(c[0]), int(c[1]))
    if upright:
        start, stop = (math.pi / 2, 3 * math.pi / 2) if back else (-math.pi / 2, math.pi / 2)
    else:
        start, stop = (0, math.pi) if back else (math.pi, 2 * math.pi)
    pygame.draw.arc(s, col, rect, start, stop, w)


def _saturn(s: pygame.Surface, c: Point, r: float) -> None:
    w = max(2, int(r / 7))
    _ring(s, c, r * 1.0, r * 0.3, (150, 130, 80), False, True, w)
    _disc(s, c, r * 0.5, (232, 204, 140))
    _ring(s, c, r * 1.0, r * 0.3, (250, 226, 160), False, False, w)


def _uranus(s: pygame.Surface, c: Point, r: float) -> None:
    w = max(1, int(r / 10))
    _ring(s, c, r * 0.95, r * 0.26, (90, 150, 160), True, True, w)
    _disc(s, c, r * 0.55, (150, 226, 232))
    _ring(s, c, r * 0.95, r * 0.26, (210, 250, 255), True, False, w)


def _neptune(s: pygame.Surface, c: Point, r: float) -> None:
    _disc(s, c, r * 0.64, (64, 96, 224))
    pygame.draw.ellipse(s, (30, 44, 130), pygame.Rect(c[0] - 0.3 * r, c[1] - 0.1 * r, 0.34 * r, 0.2 * r))
    pygame.draw.line(s, (190, 210, 255), (c[0] - 0.1 * r, c[1] - 0.34 * r), (c[0] + 0.34 * r, c[1] - 0.28 * r),
                     max(1, int(r / 10)))


def _pluto(s: pygame.Surface, c: Point, r: float) -> None:
    _disc(s, c, r * 0.44, (200, 168, 150))
    h = r * 0.2  # the pale heart
    col = (244, 230, 214)
    pygame.draw.circle(s, col, (c[0] - 0.45 * h, c[1] - 0.1 * h), 0.55 * h)
    pygame.draw.circle(s, col, (c[0] + 0.45 * h, c[1] - 0.1 * h), 0.55 * h)
    pygame.draw.polygon(s, col, [(c[0] - h, c[1]), (c[0] + h, c[1]), (c[0], c[1] + 1.1 * h)])


def _probe(s: pygame.Surface, c: Point, r: float, k: int, col: Color) -> None:
    """A probe: body, two solar panels, a dish, and ``k`` pips under it."""
    ink = mix(col, (0, 0, 0), 0.55)
    w = max(1, int(r / 12))
    body = pygame.Rect(0, 0, int(0.42 * r), int(0.42 * r))
    body.center = (int(c[0]), int(c[1] - 0.12 * r))
    for side in (-1, 1):
        panel = pygame.Rect(0, 0, int(0.5 * r), int(0.28 * r))
        panel.center = (int(c[0] + side * 0.58 * r), body.centery)
        pygame.draw.rect(s, col, panel)
        pygame.draw.rect(s, ink, panel, w)
        pygame.draw.line(s, ink, (panel.centerx, panel.y), (panel.centerx, panel.bottom - 1), w)
    pygame.draw.rect(s, mix(col, (255, 255, 255), 0.4), body)
    pygame.draw.rect(s, ink, body, w)
    dish = pygame.Rect(0, 0, int(0.44 * r), int(0.24 * r))
    dish.midbottom = (body.centerx, body.y + 1)
    pygame.draw.arc(s, ink, dish, 0, math.pi, max(1, w + 1))
    pips = pygame.Rect(0, 0, int(1.3 * r), int(0.22 * r))
    pips.midtop = (int(c[0]), body.bottom + int(0.16 * r))
    step = pips.w / PROBES
    for i in range(k):
        x = pips.centerx + (i - (k - 1) / 2) * step
        pygame.draw.circle(s, ink, (x, pips.centery), max(1.5, 0.09 * r))


PLANETS = (_sun, _mercury, _venus, _earth, _mars, _jupiter, _saturn, _uranus, _neptune, _pluto)


def picture(s: pygame.Surface, k: int, c: Point, r: float) -> None:
    """The kind's picture, radius ``r`` around ``c``."""
    if k < PROBES:
        _probe(s, c, r, k + 1, COLORS[k])
    else:
        PLANETS[k - PROBES](s, c, r)


class SystemeSolaireArt(CardArt):
    name = "systeme_solaire"
    # faces are cached per kind, not per card: 15 kinds at the table's few sizes fit well within this,
    # and a smaller cache keeps the memory flat over a long run
    cache_size = 200

    def look(self, card: int) -> int:
        return kind(card)  # the four copies of a kind look alike

    def fanned(self, card: int, w: int, h: int, room: int = 0) -> pygame.Surface:
        """A face under the next card: its name on the ``room`` in sight, if any (a front of seven showed one name)."""
        return self.cached(("fanned", kind(card), w, h, room), lambda: self.paint_face(card, w, h, named=room))

    def paint_face(self, card: int, w: int, h: int, named: bool | int = True) -> pygame.Surface:
        k = kind(card)
        col = COLORS[k]
        probe = k < PROBES
        radius = max(3, w // 10)

        def pattern(body: pygame.Surface) -> None:
            if probe:  # a blueprint: light paper with a grid
                step = max(5, w // 8)
                for x in range(0, w, step):
                    pygame.draw.line(body, mix(PAPER, col, 0.35), (x, 0), (x, h))
                for y in range(0, h, step):
                    pygame.draw.line(body, mix(PAPER, col, 0.35), (0, y), (w, y))
            else:  # the night sky, tinted by the kind
                for i in range(9):
                    pygame.draw.circle(body, (200, 210, 240), ((i * 37 + k * 11) % w, (i * 53 + k * 29) % h), 1)

        frame = max(2, w // 16)
        surf = card_body(w, h, PAPER if probe else mix(NIGHT, col, 0.16), radius, col, frame, pattern)
        # the name band along the bottom
        band = pygame.Rect(0, h - max(11, int(h * 0.17)), w, max(11, int(h * 0.17)))
        pygame.draw.rect(surf, col, band, border_bottom_left_radius=radius, border_bottom_right_radius=radius)
        if named:  # centred on the whole band, or from its left on the part in sight
            room = w if named is True else named
            label = kind_name(k)
            size = panels.fit_size(label, max(8, int(band.h * 0.72)), room - 6, smallest=7)
            label = theme.shorten(label, size, room - 6, bold=True)  # only a language far wider than French needs it
            img = theme.font(size, True).render(label, True, ink_on(col))
            surf.blit(img, img.get_rect(center=band.center) if named is True else img.get_rect(midleft=(3, band.centery)))
        # the picture, right of the numbers' column
        room = band.y - frame
        r = min(w * (0.42 if probe else 0.34), room * 0.38)
        picture(surf, k, (w * (0.56 if probe else 0.6), frame + room * (0.6 if probe else 0.55)), r)
        # the auction value: a gold coin in the top-left corner
        cr = max(6.0, w * 0.15)
        cc = (frame + cr + 1, frame + cr + 1)
        pygame.draw.circle(surf, COIN_EDGE, cc, cr)
        pygame.draw.circle(surf, COIN, cc, cr - max(1.0, cr / 7))
        fit_text(surf, str(KINDS[k].auction), int(cr * 1.35), (70, 44, 6), (cc[0], cc[1] + 1), w)
        # the VP: a white tile under it ("#" for the Sun, nothing for a probe)
        side = int(cr * 2)
        tile = pygame.Rect(0, 0, side, side)
        tile.midtop = (int(cc[0]), int(cc[1] + cr + max(2, h // 40)))
        # on the tiniest faces (a rival's hand strip) the tile would sit on the name: the name wins
        if not probe and tile.bottom <= band.y:
            pygame.draw.rect(surf, (40, 44, 80), tile, border_radius=max(2, side // 4))
            pygame.draw.rect(surf, (250, 250, 255), tile.inflate(-2, -2), border_radius=max(2, side // 4))
            vp = "#" if k == SUN else str(KINDS[k].vp)
            fit_text(surf, vp, int(cr * 1.35), (30, 30, 70), (tile.centerx, tile.centery + 1), w)
        pygame.draw.rect(surf, mix(col, (0, 0, 0), 0.5), (0, 0, w, h), 1, border_radius=radius)
        return surf

    def paint_back(self, w: int, h: int) -> pygame.Surface:
        """The common back: orbits around a small sun on deep blue."""
        radius = max(3, w // 10)
        surf = card_body(w, h, (22, 24, 70), radius)
        c = (w / 2, h / 2)
        for k in range(1, 5):
            rect = pygame.Rect(0, 0, int(w * 0.22 * k), int(h * 0.13 * k))
            rect.center = (int(c[0]), int(c[1]))
            pygame.draw.ellipse(surf, (70, 80, 150), rect, 1)
        pygame.draw.circle(surf, (255, 200, 70), c, max(2.0, w * 0.09))
        pygame.draw.circle(surf, (120, 200, 255), (c[0] + w * 0.33, c[1] - h * 0.05), max(1.5, w * 0.04))
        pygame.draw.circle(surf, (230, 120, 80), (c[0] - w * 0.2, c[1] + h * 0.14), max(1.5, w * 0.035))
        pygame.draw.rect(surf, (180, 170, 255), (0, 0, w, h), max(1, w // 30), border_radius=radius)
        return surf

    def badge(self, text: str, w: int, h: int) -> pygame.Surface:
        """A small gold pill laid over a card (what a Sun scores in its front now)."""

        def make() -> pygame.Surface:
            img = theme.font(max(9, w // 5), True).render(text, True, theme.INK)
            r = img.get_rect().inflate(8, 2)
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*theme.GOLD, 255), s.get_rect(), border_radius=r.h // 2)
            s.blit(img, img.get_rect(center=s.get_rect().center))
            return s

        return self.cached(("badge", text, w, h), make)


ART = SystemeSolaireArt()
