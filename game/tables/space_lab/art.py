"""Space Lab faces and backs, drawn by code: Lab cards, Projects, Objective tiles and Validation tiles.

One id space (the engine's): Lab cards 1–60, Projects 101–124, Objectives
201–212, Validation tiles 300–312. A face adapts to the rectangle it is given.

Lab cards are portrait: the agency's colour, pattern and mark, the cost (top
left), the specialty icon (top right), the effect in a white box (a yellow
one with a lightning for an immediate effect); no code, the log names a card by its colour
and specialty. Projects
are landscape cards, Objectives square tiles and Validation tiles round
tokens; so a face-down card says what it is by its shape, the backs differ by
shape too (``paint_back`` reads the aspect: portrait Lab, landscape Project,
square Objective).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from engine.space_lab.cards import (
    AGENCY_OF,
    COST_OF,
    EFFECT_OF,
    OBJECTIVE,
    PTYPE_OF,
    SPECIALTY_OF,
    TILE_BONUS,
    TILE_PILE,
    TILE_VALUE,
    Component,
    component,
)
from engine.space_lab.content import K_DRAW_LAB, PROJECT_TYPES, Effect
from game import record, theme
from game.i18n import language, tr
from game.kit import faces, token_lines
from game.kit.art import CardArt, Color, dots, fit_text, ink_on, mix, rings, stripes
from game.tables.space_lab import icons
from game.tables.space_lab.icons import AGENCY_RGB, CAPSULE_RGB, INK, WHITE

PROJECT_RGB: tuple[Color, ...] = ((206, 84, 112), (82, 150, 226), (120, 186, 74), (206, 140, 60), (112, 92, 206),
                                  (48, 166, 170), (190, 84, 196))


def _pattern(s: pygame.Surface, agency: int, c: Color) -> None:
    """Each agency's background: stripes, dots, waves or rings (readable without colour)."""
    w, h = s.get_size()
    step = max(5, w // 7)
    if agency == 0:
        stripes(s, step, c)
    elif agency == 1:
        dots(s, step, c)
    elif agency == 2:
        for y in range(step // 2, h, step):
            pts = [(x, y + (2 if (x // step) % 2 else -2)) for x in range(0, w + step, step // 2)]
            pygame.draw.lines(s, c, False, pts, 2)
    else:
        rings(s, (w // 2, h // 3), 2 * max(w, h), step, c)


def paint_lab(card: int, w: int, h: int, bare: bool = False) -> pygame.Surface:
    a, sp, cost = AGENCY_OF[card], SPECIALTY_OF[card], COST_OF[card]
    col = AGENCY_RGB[a]
    edge = mix(col, (0, 0, 0), 0.45)
    surf = faces.body(w, h, mix(col, WHITE, 0.78), col, max(2, w // 20),
                      lambda body: _pattern(body, a, mix(col, WHITE, 0.55)))
    if w < 34 or bare:  # a mini card (another player's station): colour, mark and cost only
        icons.AGENCY_MARKS[a](surf, w / 2, h * 0.56, min(w, 34) * 0.3, edge)
        if not bare:
            fit_text(surf, str(cost), max(8, w // 2), INK, (w * 0.3, h * 0.2), w)
        return surf
    r = w * 0.15
    faces.disc(surf, (r + w * 0.05, r + w * 0.05), r, (28, 30, 44), number=str(cost))  # the cost, top left
    # the specialty, top right
    icons.badge(surf, w - r - w * 0.05, r + w * 0.05, r, sp)
    e = EFFECT_OF[card]
    imm = e is not None and e.immediate
    if w < SMALL_LAB:  # the Recruitment Centre, the discard pile: the effect takes the mark's room to stay whole
        top = int(r * 2 + w * 0.05) + 2
        box = pygame.Rect(int(w * 0.06), top, w - int(w * 0.12), h - top - int(h * 0.05))
    else:
        box = pygame.Rect(int(w * 0.06), int(h * 0.47), w - int(w * 0.12), int(h * 0.43))
        mark_y = (r * 2 + w * 0.05 + box.y) / 2
        icons.AGENCY_MARKS[a](surf, w / 2, mark_y, min(w * 0.2, (box.y - r * 2) * 0.45), edge)
    pygame.draw.rect(surf, (255, 246, 196) if imm else (252, 252, 250), box, border_radius=max(2, w // 16))
    pygame.draw.rect(surf, BOLT_EDGE if imm else edge, box, 1, border_radius=max(2, w // 16))
    icons.draw_lines(surf, icons.effect_lines(e), box.inflate(-2, -2), int(w * 0.17))
    return surf


BOLT_EDGE: Color = (190, 140, 20)
SMALL_LAB = 60  # narrower Lab cards (the Recruitment Centre's, the discard pile's) give the mark's room to the effect


def paint_project(card: int, w: int, h: int, bare: bool = False, words: bool = True) -> pygame.Surface:
    """``bare``: the picture only (a results row); ``words=False``: no effect or copies line (a card the next
    one of a column lies over)."""
    t = PTYPE_OF[card]
    pt = PROJECT_TYPES[t]
    col = PROJECT_RGB[t]
    edge = max(2, min(w, h) // 18)
    surf = faces.body(w, h, mix(col, WHITE, 0.8), col, edge)
    band = max(10, int(h * 0.26))
    faces.band(surf, w, band, col, max(3, min(w, h) // 9))
    if min(w, h) < 30 or bare:
        _glyph(surf, t, w / 2, h * 0.62, h * 0.28)
        return surf
    if h > w:  # upright (a rules page, five or six Projects): the name, the picture, the effect, one above the other
        band = max(int(h * 0.2), NAME_BAND)
        top = int(h * 0.52)  # below the picture: room for an effect of four short lines (the Telescope's table)
        _named(surf, t, w, band, col)
        lines = icons.effect_lines(pt.effect)
        below, whole = pygame.Rect(3, top, w - 6, h - top - 3), pygame.Rect(3, band + 2, w - 6, h - band - 5)
        if token_lines.fits(lines, below):  # the name, the picture, the effect
            _glyph(surf, t, w / 2, (band + top) / 2, min(w * 0.2, (top - band) * 0.42))
            icons.draw_lines(surf, lines, below, int(w * 0.15))
        else:  # a long effect on a shorter card takes the picture's room
            icons.draw_lines(surf, lines, whole, int(w * 0.15))
        return surf
    if w < 80 and h < 60 and words:  # small (seven Projects or more): the name and the effect, whole
        _named(surf, t, w, NAME_BAND - 1, col)
        box = pygame.Rect(2, NAME_BAND, w - 4, h - NAME_BAND - 2)
        if not _effect(surf, pt.effect, box, int(h * 0.2)):  # too long to read here: the picture
            _glyph(surf, t, w / 2, box.centery, box.h * 0.4)
        return surf
    if theme.font(7, True).size(tr(pt.name))[0] <= w - 8:
        fit_text(surf, tr(pt.name), int(band * 0.62), ink_on(col), (w / 2, band / 2 + 1), w - 8)
    else:  # a long name on a narrow card (one landing in the Projects panel): two lines in a deeper band
        band = NAME_BAND
        _named(surf, t, w, band, col)
    glyph_w = min(h - band, w * 0.3)
    _glyph(surf, t, glyph_w * 0.55, band + (h - band) * 0.5, glyph_w * 0.34)
    if not words:
        return surf
    box = pygame.Rect(int(glyph_w), band + 3, w - int(glyph_w) - 5, h - band - 6)
    if h >= 60:
        box.h -= int(h * 0.18)  # a descender of the effect's last line ("exemplaires") keeps off the copies line
        # under the picture and the effect both, across the card: "3 copies in the game" whole on a small card
        # its line, descenders and all, kept inside the card's edge (playtest 24: "copies" cut at the bottom)
        size = max(7, int(h * 0.1))
        fit_text(surf, tr("{n} copies in the game", n=pt.copies), size, mix(col, (0, 0, 0), 0.5),
                 (w / 2, h - edge - theme.font(size, False).get_height() / 2), w - 8, bold=False)
    _effect(surf, pt.effect, box, int(h * 0.17))  # else the picture alone (the hover tip says the effect)
    return surf


def _effect(surf: pygame.Surface, effect: Effect, box: pygame.Rect, size: int) -> bool:
    """A Project's effect in ``box``: whole, or else its first line, the points (the Telescope's "3 / 8 / 14 / 20 /
    26 VP" without "for 1 to 5 copies": the hover tip says the rest); ``False`` where not even that fits."""
    lines = icons.effect_lines(effect)
    lines = lines if token_lines.fits(lines, box) else lines[:1]
    fits = token_lines.fits(lines, box)
    if fits:
        icons.draw_lines(surf, lines, box, size)
    return fits


NAME_BAND = 24  # a Project's name on two lines at the smallest size ("Programme / scientifique")


def _named(surf: pygame.Surface, t: int, w: int, band: int, col: Color) -> None:
    """A narrow Project's coloured band with its name, on two lines if need be, never cut."""
    faces.band(surf, w, band, col, max(3, w // 9))
    icons.draw_lines(surf, [[tr(PROJECT_TYPES[t].name)]], pygame.Rect(2, 1, w - 4, band - 2), int(band * 0.4),
                     color=ink_on(col))


# the telescope: a tube on a tripod
TELESCOPE: tuple[faces.Stroke, ...] = (((-1, 0.2), (1, -0.6), 0.45, 3), ((0, -0.1), (-0.5, 1), 1 / 6, 1),
                                       ((0, -0.1), (0.5, 1), 1 / 6, 1))


def _glyph(s: pygame.Surface, t: int, cx: float, cy: float, r: float) -> None:
    """A Project type's picture: the specialty it counts, a telescope, the four agencies or the full crew."""
    if t < 4:
        icons.SPECIALTY_ICONS[t](s, cx, cy, r, INK)
    elif t == 4:
        faces.strokes(s, TELESCOPE, cx, cy, r, INK)
    else:
        for k in range(4):
            x, y = cx + (k % 2 - 0.5) * r, cy + (k // 2 - 0.5) * r
            if t == 5:
                icons.chip(s, x, y, r * 0.48, k)
            else:
                icons.SPECIALTY_ICONS[k](s, x, y, r * 0.42, INK)


def paint_objective(card: int, w: int, h: int, bare: bool = False) -> pygame.Surface:
    """``bare``: the colours and the bottom slot's specialty, no words (a results row, where the next tile lies
    over this one's right part and its words read cut)."""
    obj = OBJECTIVE[card]
    surf = faces.body(w, h, (244, 242, 232), (90, 96, 130), max(2, min(w, h) // 28))
    side = min(w, h)
    r = side * 0.14
    if side < 40:  # mini: the three colours only
        for k, a in enumerate(obj.colours):
            icons.chip(surf, w / 2 + (k - 1) * 2.15 * r, h / 2, r * 1.1, a)
        return surf
    if bare:
        for k, a in enumerate(obj.colours):
            icons.chip(surf, w / 2 + (k - 1) * 2.3 * r, h * 0.3, r, a)
        icons.badge(surf, w / 2, h * 0.68, r * 1.2, obj.specialty)
        return surf
    y = h * 0.08 + r
    for k, a in enumerate(obj.colours):
        icons.chip(surf, w / 2 + (k - 1) * 2.3 * r, y, r, a)
    rule = y + r + side * 0.05
    pygame.draw.line(surf, (180, 180, 196), (w * 0.08, rule), (w * 0.92, rule), 1)
    # the bottom slot's specialty, then what it triggers; a tile taller than wide (a rules page) spends its extra
    # height here, where the words may need two lines
    sy = rule + side * 0.12 + max(0, h - w) * 0.2
    icons.badge(surf, w * 0.08 + r * 0.9, sy, r * 0.9, obj.specialty)
    left, right = int(w * 0.08 + r * 1.8 + 3), int(w * 0.95)  # right of the badge, never over it
    icons.draw_lines(surf, [[tr("bottom slot")]], pygame.Rect(left, int(rule + 2), right - left, int(sy + r - rule - 3)),
                     max(7, int(side * 0.1)), color=(90, 96, 130), bold=False)
    box = pygame.Rect(int(w * 0.05), int(sy + r), w - int(w * 0.1), h - int(sy + r) - max(2, int(h * 0.04)))
    imm = obj.effect.immediate
    pygame.draw.rect(surf, (255, 246, 196) if imm else (230, 236, 250), box, border_radius=4)
    icons.draw_lines(surf, icons.effect_lines(obj.effect, bottom=True), box.inflate(-2, -2), int(side * 0.14))
    return surf


def paint_tile(card: int, w: int, h: int, bare: bool = False) -> pygame.Surface:
    pile = TILE_PILE[card]
    col = CAPSULE_RGB[pile] if pile >= 0 else (180, 180, 190)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    r = min(w, h) / 2 - 1
    c = (w / 2, h / 2)
    faces.discs(surf, c, ((r, mix(col, (0, 0, 0), 0.45)), (r - max(2, r / 8), col), (r * 0.68, mix(col, WHITE, 0.55))))
    bonus = TILE_BONUS.get(card)
    # the disc only where its card can be made out (not on the small stations' 20-pixel tiles)
    disc = bonus_disc(w, h) if bonus is not None and r >= 10 and not bare else None
    if not bare:
        text = str(TILE_VALUE[card])
        size, centre = tile_number(text, w, h, disc)
        fit_text(surf, text, size, INK, centre, int(r * 1.3))
    if bonus is not None and disc is not None:  # the top tile's bonus: a card in a white disc at its edge
        (bx, by), br = disc
        faces.disc(surf, (bx, by), br, WHITE, INK)
        icons.mini_card(surf, bx, by, r * 0.3, landscape=bonus.kind != K_DRAW_LAB)
    return surf


def bonus_disc(w: int, h: int) -> tuple[tuple[float, float], float]:
    """Where a Validation tile's bonus disc sits: its centre and radius, at the tile's bottom right edge."""
    r = min(w, h) / 2 - 1
    return (w - r * 0.42, h - r * 0.42), r * 0.42


def tile_number(text: str, w: int, h: int, disc: tuple[tuple[float, float], float] | None
                ) -> tuple[int, tuple[float, float]]:
    """The size and centre of a Validation tile's number: the tile's middle; with a bonus disc, a little up and to
    the left and as much smaller as it takes for its ink to keep a pixel clear of the disc (a "10" ran under it,
    its corner card over the 0)."""
    r = min(w, h) / 2 - 1
    size, centre = int(r * 0.95), (w / 2, h / 2 + 1)
    if disc is None:
        return size, centre
    centre = (w / 2 - r * 0.12, h / 2 - r * 0.06)
    while size > 7 and not _clear(number_ink(text, size, centre, int(r * 1.3)), disc):
        size -= 1
    return size, centre


def number_ink(text: str, size: int, centre: tuple[float, float], max_w: int) -> pygame.Rect:
    """The inked pixels of a number as ``fit_text`` draws it (bold, shrunk to ``max_w``), centred at ``centre``."""
    while size > 7 and theme.font(size, True).size(text)[0] > max_w:
        size -= 1
    img = theme.font(size, True).render(text, True, INK)
    at = img.get_rect(center=(int(centre[0]), int(centre[1])))
    return img.get_bounding_rect().move(at.topleft)


def _clear(ink: pygame.Rect, disc: tuple[tuple[float, float], float]) -> bool:
    (bx, by), br = disc
    nx, ny = min(max(bx, ink.left), ink.right), min(max(by, ink.top), ink.bottom)
    return (nx - bx) ** 2 + (ny - by) ** 2 >= (br + 1) ** 2


def paint_lab_back(w: int, h: int) -> pygame.Surface:
    surf = faces.body(w, h, (28, 34, 72), (150, 170, 240), max(1, w // 24))
    for k in range(3):  # a station seen from afar: three capsules on a beam
        cx = w / 2 + (k - 1) * w * 0.26
        pygame.draw.circle(surf, CAPSULE_RGB[k], (cx, h / 2), max(2, w * 0.1))
    pygame.draw.line(surf, (150, 170, 240), (w * 0.16, h / 2), (w * 0.84, h / 2), max(1, w // 30))
    if w >= 40:
        fit_text(surf, "LAB", w // 6, (150, 170, 240), (w / 2, h * 0.78), w)
    return surf


def paint_project_back(w: int, h: int) -> pygame.Surface:
    surf = faces.body(w, h, (22, 62, 70), (120, 210, 210), max(1, h // 24))
    for k in range(5):  # a small constellation
        x, y = w * (0.2 + 0.15 * k), h * (0.35 + 0.3 * ((k * 7) % 3) / 2)
        pygame.draw.circle(surf, (230, 240, 200), (x, y), max(1, h // 20))
    return surf


def paint_objective_back(w: int, h: int) -> pygame.Surface:
    surf = faces.body(w, h, (52, 46, 78), (200, 180, 255), max(1, w // 24))
    fit_text(surf, "?", int(h * 0.6), (200, 180, 255), (w / 2, h / 2 + 1), w)
    return surf


class Painter(Protocol):
    """A component's face painter; ``bare``: the picture without words or numbers (a results row)."""

    def __call__(self, card: int, w: int, h: int, bare: bool = False) -> pygame.Surface: ...


# each component's face painter, by what the id is (``cards.component``)
FACES: dict[Component, Painter] = {
    Component.LAB: paint_lab,
    Component.PROJECT: paint_project,
    Component.OBJECTIVE: paint_objective,
    Component.TILE: paint_tile,
}


class SpaceLabArt(CardArt):
    """Every Space Lab component's face, and the three backs, in one bounded cache."""

    name = "space_lab"
    cache_size = 320  # sixty different Lab faces at a few sizes: the working set of a game, not every size ever

    def paint_face(self, card: int, w: int, h: int) -> pygame.Surface:
        paint = FACES.get(component(card))
        return paint(card, w, h) if paint is not None else self.paint_back(w, h)

    def fitted(self, card: int, w: int, h: int) -> pygame.Surface:
        """A face in a portrait box (a results row): a Project keeps its landscape shape, centred. Each card
        of a row lies over the next one's right part, so these faces carry no words or numbers the next card
        would cut: the colour, the agency's mark or the Project's picture say what it is (the points are in
        the row's headings)."""
        sort = component(card)
        if sort == Component.NONE:
            return self.face(card, w, h)
        record.card(self.name, card)

        def make() -> pygame.Surface:
            if sort != Component.PROJECT:
                return FACES[sort](card, w, h, bare=True)
            box = pygame.Surface((w, h), pygame.SRCALPHA)
            face = paint_project(card, w, w * 7 // 10, bare=True)
            box.blit(face, (0, (h - face.get_height()) // 2))
            return box

        return self.cached(("fitted", card, w, h, language()), make)

    def covered(self, card: int, w: int, h: int) -> pygame.Surface:
        """A Project with the next one of its column lying over its lower part: its name band and picture, not
        the effect words the next card would cut in half."""
        if component(card) != Component.PROJECT:
            return self.face(card, w, h)
        record.card(self.name, card)
        return self.cached(("covered", card, w, h, language()), lambda: paint_project(card, w, h, words=False))

    def project_back(self, w: int, h: int) -> pygame.Surface:
        """A Project's back in any box: in the Projects panel five or six stand upright, where ``paint_back``
        would read the portrait shape as a Lab card."""
        return self.cache.get(("project back", w, h), lambda: paint_project_back(w, h))

    def paint_back(self, w: int, h: int) -> pygame.Surface:
        if w > h * 1.15:
            return paint_project_back(w, h)
        if abs(w - h) <= max(2, h // 12):
            return paint_objective_back(w, h)
        return paint_lab_back(w, h)


ART = SpaceLabArt()
