"""The common pieces of a card face, drawn the same way by every game's art.

A game keeps its own palettes, glyph tables and the layout of its faces; the
pieces they are made of are here: the rounded body with its edge, a coloured
name band across the top, a number disc (a cost,
a count, a bonus), concentric discs (a token), and glyphs drawn from point
tables in units of their radius, so one table draws a glyph at any size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.kit.art import Color, card_body, fit_text

Point = tuple[float, float]
# a stroke of a line glyph: its two ends (in radii from the centre), its width as a part of the radius and the
# least width in pixels (so a small glyph keeps its lines)
Stroke = tuple[Point, Point, float, int]


def body(w: int, h: int, fill: Color, edge: Color | None, width: int,
         pattern: Callable[[pygame.Surface], None] | None = None, roundness: int = 9) -> pygame.Surface:
    """A card's rounded blank with its edge: the corners' radius a ``roundness``-th of the shorter side (3 pixels
    at the least), so a small card and a large one look alike."""
    return card_body(w, h, fill, max(3, min(w, h) // roundness), edge, width, pattern)


def band(s: pygame.Surface, w: int, height: int, col: Color, radius: int) -> None:
    """A coloured band across the top of a face ``w`` wide, its top corners as round as the card's."""
    pygame.draw.rect(s, col, (0, 0, w, height), border_top_left_radius=radius, border_top_right_radius=radius)


def disc(s: pygame.Surface, centre: Point, r: float, fill: Color, edge: Color | None = None, width: int = 1,
         number: str | None = None, ink: Color = (255, 255, 255)) -> None:
    """A disc of ``fill`` (edged ``width`` pixels of ``edge`` when given) carrying ``number`` when given, as
    large as fits its diameter (a cost, a count, a bonus's place)."""
    pygame.draw.circle(s, fill, centre, r)
    if edge is not None:
        pygame.draw.circle(s, edge, centre, r, width)
    if number is not None:
        fit_text(s, number, int(r * 1.5), ink, (centre[0], centre[1] + 1), int(2 * r))


def discs(s: pygame.Surface, centre: Point, layers: Sequence[tuple[float, Color]]) -> None:
    """Filled discs one over the other, each ``(radius, colour)``, the first at the bottom (a token's rim, face and
    boss)."""
    for r, col in layers:
        pygame.draw.circle(s, col, centre, r)


def arc(x: float, y: float, rx: float, angles: Iterable[float], ry: float | None = None) -> list[Point]:
    """The points of an arc of a circle (of an ellipse with ``ry``) round ``(x, y)`` with radius ``rx``, at each of
    ``angles`` in degrees: a curved part of a glyph's point table."""
    return [(x + rx * math.cos(math.radians(a)), y + (rx if ry is None else ry) * math.sin(math.radians(a)))
            for a in angles]


def centred(cx: float, cy: float, w: float, h: float) -> pygame.Rect:
    """A rectangle ``int(w)`` by ``int(h)`` centred on ``(int(cx), int(cy))``: a part of a glyph round its place."""
    rect = pygame.Rect(0, 0, int(w), int(h))
    rect.center = (int(cx), int(cy))
    return rect


def placed(table: Sequence[Point], cx: float, cy: float, r: float) -> list[Point]:
    """The points of a table (in radii from the centre) placed at ``(cx, cy)`` with radius ``r``."""
    return [(cx + x * r, cy + y * r) for x, y in table]


def shape(s: pygame.Surface, table: Sequence[Point], cx: float, cy: float, r: float, fill: Color,
          edge: Color | None = None, width: int = 1) -> None:
    """A glyph that is one polygon, from its point table: filled, and edged when ``edge`` is given."""
    pts = placed(table, cx, cy, r)
    pygame.draw.polygon(s, fill, pts)
    if edge is not None:
        pygame.draw.polygon(s, edge, pts, width)


def strokes(s: pygame.Surface, table: Sequence[Stroke], cx: float, cy: float, r: float, col: Color) -> None:
    """A glyph made of lines, from its stroke table (see ``Stroke``)."""
    for a, b, part, least in table:
        (x0, y0), (x1, y1) = placed((a, b), cx, cy, r)
        pygame.draw.line(s, col, (x0, y0), (x1, y1), max(least, int(r * part)))
