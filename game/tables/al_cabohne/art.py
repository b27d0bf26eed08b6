"""Al Cabohne card faces, coin backs, Boss plates and the third-field card, drawn by code and cached.

The seven bean types use Paul Tol's "muted" palette — the earthier cousin of
the Okabe–Ito colours Space Beans uses, so the two games look related but a
card never passes for the other game's — and each type also has its own glyph
inside the bean, so a card can be told without colour.

A face shows what the printed card shows: the name, how many cards of the
type exist (top-left disc), the bean, and along the bottom the bean-o-meter —
beans needed for 1, 2, 3 and 4 coins. ``meter_cells`` gives the cells' places
so the table can light the ones a field has reached.

Every card's back is a coin (the draw pile lies coin side up, sold beans turn
coin side up on the coin piles).
"""

from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from engine.al_cabohne.cards import BEANS, card_type
from game import theme
from game.i18n import language, tr
from game.kit import faces
from game.kit.art import CardArt, Color, ink_on, mix, stripes
from game.kit.faces import Point, Stroke
from game.kit.panels import fit_size

COLORS: tuple[Color, ...] = (
    (136, 204, 238),  # Blue: cyan
    (136, 34, 85),  # Kidney: wine
    (204, 102, 119),  # Fire: rose
    (17, 119, 51),  # Broad: green
    (221, 204, 119),  # Puff: sand
    (68, 170, 153),  # French: teal
    (170, 68, 153),  # Runner: purple
)
PAPER: Color = (246, 238, 218)
GOLD: Color = (232, 184, 62)
GOLD_DARK: Color = (150, 104, 22)
GOLD_LIGHT: Color = (255, 226, 140)
MAFIA_RED: Color = (255, 120, 120)  # the Mafia's words and marks on the table: a taxed field, a selling Boss, his coins

# --- glyphs as point tables, in half-sizes from the glyph's centre, drawn by one painter (``_glyph``) -----------
class Disc(NamedTuple):
    """A disc at ``(x, y)``, ``part`` of the half-size across, ``least`` pixels at the least."""

    x: float
    y: float
    part: float
    least: float = 0.0


class Box(NamedTuple):
    """A rectangle ``w`` × ``h`` half-sizes, its ``anchor`` at ``(x, y)``, corners rounded ``round`` half-sizes."""

    x: float
    y: float
    w: float
    h: float
    anchor: str = "center"
    round: float = 0.0


Piece = list[Point] | Disc | Box | Stroke  # a polygon's corners, a disc, a box or a stroke (``faces.Stroke``)
SIXTHS = [(math.cos(k * math.pi / 3), math.sin(k * math.pi / 3)) for k in range(6)]
GLYPH_TABLES: tuple[tuple[Piece, ...], ...] = (
    # snowflake: three strokes through the centre, a bead at each end
    (*[((-x, -y), (x, y), 0.25, 2) for x, y in SIXTHS[:3]], *[Disc(x, y, 0.2, 1.5) for x, y in SIXTHS]),
    # heart: two lobes over a point
    (Disc(-0.475, -0.25, 0.5), Disc(0.475, -0.25, 0.5), [(-0.95, -0.1), (0.95, -0.1), (0, 1)]),
    # flame: tongues over a round bottom
    ([(0.62, 0.3), (0.5, -0.35), (0.15, -0.1), (0.05, -1), (-0.35, -0.3), (-0.5, -0.55), (-0.62, 0.3)]
     + faces.arc(0, 0.3, 0.62, range(165, -1, -15), 0.6),),
    # square, rounded
    (Box(0, 0, 1.45, 1.45, round=1 / 6),),
    # cloud: three puffs on a flat base
    (Disc(-0.45, 0.15, 0.48), Disc(0.45, 0.15, 0.48), Disc(0, -0.2, 0.6), Box(0, 0.1, 0.95, 0.5, "midtop")),
    # diamond
    ([(0, -1), (0.72, 0), (0, 1), (-0.72, 0)],),
    # chevrons: two, pointing right
    tuple([(off - 0.45, -0.8), (off - 0.05, -0.8), (off + 0.5, 0), (off - 0.05, 0.8), (off - 0.45, 0.8),
           (off + 0.1, 0)] for off in (-0.42, 0.38)),
)


def _glyph(s: pygame.Surface, t: int, cx: float, cy: float, r: float, c: Color) -> None:
    """Bean type ``t``'s glyph in colour ``c``, in a box centred on ``(cx, cy)`` with half-size ``r``."""
    for piece in GLYPH_TABLES[t]:
        if isinstance(piece, Disc):
            pygame.draw.circle(s, c, (cx + piece.x * r, cy + piece.y * r), max(piece.least, piece.part * r))
        elif isinstance(piece, Box):
            rect = pygame.Rect(0, 0, int(piece.w * r), int(piece.h * r))
            setattr(rect, piece.anchor, (int(cx + piece.x * r), int(cy + piece.y * r)))
            pygame.draw.rect(s, c, rect, border_radius=max(1, int(r * piece.round)) if piece.round else 0)
        elif isinstance(piece, list):
            faces.shape(s, piece, cx, cy, r, c)
        else:
            faces.strokes(s, [piece], cx, cy, r, c)


def _bean_shape(s: pygame.Surface, rect: pygame.Rect, col: Color, edge: Color) -> None:
    """A bean: an ellipse with a notch on one side (the hilum), so it reads as a bean and not a coin."""
    pygame.draw.ellipse(s, edge, rect)
    pygame.draw.ellipse(s, col, rect.inflate(-max(2, rect.w // 18), -max(2, rect.w // 18)))
    notch = pygame.Rect(0, 0, max(2, rect.w // 12), max(3, rect.h // 4))
    notch.midleft = (rect.x + max(2, rect.w // 14), rect.centery)
    pygame.draw.ellipse(s, mix(col, (255, 255, 255), 0.45), notch)


def meter_cells(w: int, h: int) -> list[pygame.Rect]:
    """Where the four bean-o-meter cells (1, 2, 3, 4 coins) sit on a face of size w×h."""
    band_h = max(10, int(h * 0.25))
    y = h - band_h - max(2, h // 40)
    pad = max(2, w // 22)
    cw = (w - 2 * pad) // 4
    return [pygame.Rect(pad + k * cw, y, cw, band_h) for k in range(4)]


def _coin_icon(s: pygame.Surface, center: tuple[float, float], r: float, label: str | None) -> None:
    faces.discs(s, center, ((r, GOLD_DARK), (max(1.0, r - max(1.0, r / 5)), GOLD)))
    if label is not None and r >= 5:
        img = theme.font(max(7, int(r * 1.35)), True).render(label, True, (90, 58, 8))
        s.blit(img, img.get_rect(center=(center[0], center[1] + 0.5)))


def name_label(card: int, w: int, h: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A face's name in its band across the top, and where it lies on the face (a long hand keeps it in sight)."""
    t = card_type(card)
    band_h = max(9, int(h * 0.15))
    size = fit_size(tr(BEANS[t].name), max(8, int(w * 0.15)), w - band_h - 10, smallest=7)
    ns = theme.font(size, True).render(tr(BEANS[t].name), True, ink_on(COLORS[t]))
    return ns, ns.get_rect(midleft=(band_h + 4, band_h // 2 + 1))


def paint_face(card: int, w: int, h: int) -> pygame.Surface:
    """A bean card's face: name band, the type's card count, the bean with its glyph, the bean-o-meter."""
    t = card_type(card)
    bean = BEANS[t]
    col = COLORS[t]
    edge = mix(col, (0, 0, 0), 0.5)
    radius = max(3, w // 10)

    def frame(body: pygame.Surface) -> None:  # a faint frame of the type colour, like the printed cards' border
        pygame.draw.rect(body, mix(PAPER, col, 0.35), (0, 0, w, h), max(3, w // 12), border_radius=radius)

    surf = faces.body(w, h, mix(PAPER, col, 0.12), edge, max(1, w // 40), frame, roundness=10)
    big = w >= 56
    # the name band across the top
    band_h = max(9, int(h * 0.15)) if big else 0
    if big:
        faces.band(surf, w, band_h, col, radius)
        ns, at = name_label(card, w, h)
        surf.blit(ns, at)
        # how many cards of this type there are, in a disc at the corner (as printed)
        cr = band_h * 0.5
        cc = (int(cr + 2), int(cr + 1))
        pygame.draw.circle(surf, PAPER, cc, cr)
        pygame.draw.circle(surf, edge, cc, cr, 1)
        cs = theme.font(max(7, int(cr * 1.15)), True).render(str(bean.count), True, edge)
        surf.blit(cs, cs.get_rect(center=(cc[0], cc[1] + 1)))
    # the bean with its glyph
    cells = meter_cells(w, h) if big else []
    top = band_h + max(2, h // 30)
    bottom = cells[0].y - max(2, h // 40) if cells else h - max(3, h // 12)
    bh = bottom - top
    bw = min(int(w * 0.8), int(bh * 1.25))
    brect = pygame.Rect(0, 0, bw, int(bh * 0.92))
    brect.center = (w // 2, top + bh // 2)
    _bean_shape(surf, brect, col, edge)
    glyph_col = mix(col, (255, 255, 255), 0.85) if ink_on(col) != theme.INK else mix(col, (0, 0, 0), 0.62)
    _glyph(surf, t, brect.centerx + brect.w * 0.04, brect.centery, min(brect.w, brect.h) * 0.3, glyph_col)
    if not big:
        # small cards (opponent hand, results) keep the type count only
        cs = theme.font(max(7, w // 4), True).render(str(bean.count), True, edge)
        surf.blit(cs, (max(2, w // 12), max(1, h // 30)))
    else:
        _meter(surf, t, cells)
    return surf


def _meter(surf: pygame.Surface, t: int, cells: list[pygame.Rect]) -> None:
    """Beans needed (big number) over the coins they earn (1..4 gold coins), like the printed meter."""
    col = COLORS[t]
    edge = mix(col, (0, 0, 0), 0.5)
    frame = cells[0].unionall(cells[1:])
    pygame.draw.rect(surf, (255, 252, 240), frame, border_radius=max(2, frame.h // 5))
    pygame.draw.rect(surf, edge, frame, 1, border_radius=max(2, frame.h // 5))
    for k, cell in enumerate(cells):
        if k:
            pygame.draw.line(surf, mix(edge, (255, 255, 255), 0.5), (cell.x, cell.y + 2), (cell.x, cell.bottom - 3))
        need = BEANS[t].meter[k]
        size = max(8, int(cell.h * 0.48))
        img = theme.font(size, True).render(str(need), True, theme.INK)
        surf.blit(img, img.get_rect(midtop=(cell.centerx, cell.y + 1)))
        r = max(2.5, min(cell.w / 3.3, cell.h * 0.22))
        cy = cell.bottom - r - max(1, cell.h // 12)
        _coin_icon(surf, (cell.centerx, cy), r, str(k + 1))


def _cross_hatch(body: pygame.Surface) -> None:
    """A fine engraved cross-hatch: stripes rising to the right, and as many falling."""
    w, h = body.get_size()
    stripes(body, max(5, w // 8), (88, 56, 32), 1)
    for k in range(-h, w, max(5, w // 8)):
        pygame.draw.line(body, (88, 56, 32), (k, 0), (k + h, h), 1)


def _furrows(body: pygame.Surface) -> None:
    """The furrows of a ploughed field."""
    w, h = body.get_size()
    for y in range(h // 6, h, max(5, h // 9)):
        pygame.draw.line(body, (70, 52, 32), (0, y), (w, y), max(2, h // 40))


def paint_coin(w: int, h: int) -> pygame.Surface:
    """The back of every bean card: a coin."""
    surf = faces.body(w, h, (74, 46, 26), GOLD_DARK, max(1, w // 30), _cross_hatch, roundness=10)
    r = w * 0.36
    c = (w / 2, h / 2)
    faces.discs(surf, c, ((r, GOLD_DARK), (r - max(1, w / 30), GOLD)))
    pygame.draw.circle(surf, GOLD_LIGHT, c, r * 0.78, max(1, w // 40))
    if w >= 24:
        # an embossed bean in the middle of the coin
        brect = pygame.Rect(0, 0, int(r * 0.9), int(r * 0.62))
        brect.center = (int(c[0]), int(c[1]))
        pygame.draw.ellipse(surf, GOLD_DARK, brect)
        pygame.draw.ellipse(surf, GOLD_LIGHT, brect.inflate(-max(2, w // 24), -max(2, w // 24)))
        notch = pygame.Rect(0, 0, max(2, brect.w // 5), max(2, brect.h // 4))
        notch.midleft = (brect.x, brect.centery)
        pygame.draw.ellipse(surf, GOLD_DARK, notch)
    return surf


def paint_lit_cell(w: int, h: int, k: int, color: Color) -> pygame.Surface:
    """A translucent plate over meter cell ``k``: the table lights the cells a field has reached."""
    cell = meter_cells(w, h)[k]
    surf = pygame.Surface(cell.size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color, 110), surf.get_rect(), border_radius=max(2, cell.h // 5))
    return surf


# --- the Mafia's cards ---------------------------------------------------------------------
def _fedora(s: pygame.Surface, cx: float, cy: float, r: float, c: Color, band: Color) -> None:
    brim = pygame.Rect(0, 0, int(2.2 * r), int(0.5 * r))
    brim.center = (int(cx), int(cy + 0.45 * r))
    pygame.draw.ellipse(s, c, brim)
    crown = [(cx - 0.7 * r, cy + 0.4 * r), (cx - 0.6 * r, cy - 0.55 * r), (cx - 0.15 * r, cy - 0.75 * r),
             (cx, cy - 0.5 * r), (cx + 0.15 * r, cy - 0.75 * r), (cx + 0.6 * r, cy - 0.55 * r),
             (cx + 0.7 * r, cy + 0.4 * r)]
    pygame.draw.polygon(s, c, crown)
    pygame.draw.rect(s, band, (cx - 0.68 * r, cy + 0.05 * r, 1.36 * r, 0.25 * r))


def paint_boss_plate(name: str, threshold: int, w: int, h: int, active: bool = True) -> pygame.Surface:
    """The Boss card as a plate over his field: fedora, name, and the coins his sale brings."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    bg = (40, 24, 30) if active else (36, 36, 48)
    pygame.draw.rect(surf, bg, (0, 0, w, h), border_radius=8)
    pygame.draw.rect(surf, (170, 60, 70) if active else (90, 90, 110), (0, 0, w, h), 2, border_radius=8)
    name = tr(name)
    size = fit_size(name, 15, w - 12, smallest=10)
    nm = theme.font(size, True).render(name, True, theme.TEXT)
    surf.blit(nm, nm.get_rect(midtop=(w // 2, 3)))
    # second line: a fedora, then the coins his sale brings (AC-13): "for" coins, where the label
    # under his field says "at" how many beans, so the two figures are never read as one
    _fedora(surf, 16, h - 12, 9, (214, 200, 176), (170, 60, 70))
    words = tr("sells for")
    size = fit_size(words, 11, w - 40 - threshold * 13, bold=False, smallest=8)
    lab = theme.font(size).render(words, True, theme.TEXT_DIM)
    surf.blit(lab, (30, h - lab.get_height() - 4))
    cx = 30 + lab.get_width() + 9
    for k in range(threshold):
        _coin_icon(surf, (cx + k * 13, h - 11), 6, None)
    return surf


def paint_third_field(w: int, h: int, dim: bool = False) -> pygame.Surface:
    """The card that becomes a player's third field (2 players: bought for 4 coins)."""
    radius = max(3, w // 10)
    surf = faces.body(w, h, (92, 70, 44), (210, 170, 110), max(1, w // 30), _furrows, roundness=10)
    if w >= 50:
        f = theme.font(max(9, w // 7), True)
        for i, line in enumerate((tr("3rd"), tr("field"))):
            img = f.render(line, True, (250, 234, 200))
            surf.blit(img, img.get_rect(center=(w // 2, int(h * 0.28) + i * (f.get_height() + 1))))
        for k in range(4):
            _coin_icon(surf, (w / 2 + (k - 1.5) * w * 0.19, h * 0.72), max(3.0, w * 0.075), None)
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 12, 24, 120), (0, 0, w, h), border_radius=radius)
        surf.blit(veil, (0, 0))
    return surf


def paint_empty_slot(w: int, h: int, label: str, color: Color = (70, 82, 128)) -> pygame.Surface:
    """A dashed outline for an empty field, Boss field or pile."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (20, 26, 50, 150), (0, 0, w, h), border_radius=max(3, w // 10))
    dash = 7
    for x in range(6, w - 6, dash * 2):
        pygame.draw.line(surf, color, (x, 1), (min(w - 6, x + dash), 1), 2)
        pygame.draw.line(surf, color, (x, h - 2), (min(w - 6, x + dash), h - 2), 2)
    for y in range(6, h - 6, dash * 2):
        pygame.draw.line(surf, color, (1, y), (1, min(h - 6, y + dash)), 2)
        pygame.draw.line(surf, color, (w - 2, y), (w - 2, min(h - 6, y + dash)), 2)
    if label:
        size = 14 if w >= 60 else 11
        lines = label.split("\n")
        # smaller before cut ("Champ 1" read "Cham…" on a rival's field)
        size = min(fit_size(row, size, w - 8, bold=False, smallest=10) for row in lines)
        if any(theme.font(size).size(row)[0] > w - 8 for row in lines):  # still too wide: a word a row
            lines = [word for row in lines for word in row.split(" ")]
        for i, line in enumerate(lines):  # a field's words ("field 3 / empty") low: the coach's arrow beside the
            img = theme.font(size).render(theme.shorten(line, size, w - 8), True, color)  # field it points at passes
            cy = h * 3 // 4 + 3 if "\n" in label else h // 2  # at mid-height, over the field next to it (playtest 19)
            surf.blit(img, img.get_rect(center=(w // 2, cy + (i - (len(lines) - 1) / 2) * (size + 3))))
    return surf


class AlCabohneArt(CardArt):
    """Bean faces (one look per type), coin backs, and the Mafia's plates, all in one bounded cache."""

    name = "al_cabohne"

    def look(self, card: int) -> int:
        return card_type(card)  # every card of a type looks the same

    paint_face = staticmethod(paint_face)
    paint_back = staticmethod(paint_coin)  # every card's back is a coin (``back``)

    def coin_face(self, card: int, w: int, h: int) -> pygame.Surface:
        """For the results: every card on a coin pile or in the treasury lies coin side up."""
        return self.back(w, h)

    def lit_cell(self, w: int, h: int, k: int, color: Color) -> pygame.Surface:
        return self.cached(("lit", w, h, k, color), lambda: paint_lit_cell(w, h, k, color))

    def boss_plate(self, name: str, threshold: int, w: int, h: int, active: bool = True) -> pygame.Surface:
        return self.cached(("boss", name, threshold, w, h, active, language()),
                           lambda: paint_boss_plate(name, threshold, w, h, active))

    def third_field(self, w: int, h: int, dim: bool = False) -> pygame.Surface:
        return self.cached(("third", w, h, dim, language()), lambda: paint_third_field(w, h, dim))

    def empty_slot(self, w: int, h: int, label: str, color: Color = (70, 82, 128)) -> pygame.Surface:
        return self.cached(("slot", w, h, label, color), lambda: paint_empty_slot(w, h, label, color))


ART = AlCabohneArt()
