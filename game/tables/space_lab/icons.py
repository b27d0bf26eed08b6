"""The small pictures Space Lab draws everywhere: agency marks, specialty icons, the lightning, effect lines.

Every agency has a colour *and* a mark (Red Rocket a rocket, Blue Future a
diamond, Green Explorer a compass star, Golden Planet a ringed planet), and
every specialty an icon (Doctor a cross, Pilot wings, Researcher a flask,
Technician a wrench), so nothing is told by colour alone. ``effect_lines``
says the engine's short lines of an ``Effect`` for card faces (``faces.face_lines``),
whose pictures ``draw_lines`` draws; the full sentence is ``words.effect_words``, shown in tips.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from engine.core import Words
from engine.space_lab.content import Effect
from engine.space_lab.faces import face_lines
from game.kit import faces, token_lines
from game.kit.art import Color, mix
from game.kit.token_lines import Token
from game.words import say

AGENCY_RGB: tuple[Color, ...] = ((214, 62, 52), (46, 112, 214), (34, 148, 84), (228, 170, 30))
CAPSULE_RGB: tuple[Color, ...] = ((242, 210, 76), (158, 112, 228), (238, 122, 178))
INK: Color = (26, 26, 36)
WHITE: Color = (255, 255, 255)
BOLT_RGB: Color = (255, 200, 40)

Draw = Callable[[pygame.Surface, float, float, float, Color], None]


# --- agency marks: each fills a box centred on (cx, cy) with half-size r -----------------------
# the marks and icons made of filled polygons, as points in half-sizes from the centre (x right, y down)
ROCKET = (((0, -1), (0.42, -0.2), (0.42, 0.55), (-0.42, 0.55), (-0.42, -0.2)),  # the body, then its two fins
          ((-0.42, 0.1), (-0.85, 1), (-0.42, 0.7)), ((0.42, 0.1), (0.85, 1), (0.42, 0.7)))
DIAMOND = (((0, -1), (0.78, 0), (0, 1), (-0.78, 0)),)
COMPASS = (((0, -1), (0.24, -0.24), (1, 0), (0.24, 0.24), (0, 1), (-0.24, 0.24), (-1, 0), (-0.24, -0.24)),)  # 4 points
FLASK = (((-0.22, -1), (0.22, -1), (0.22, -0.25), (0.85, 0.9), (-0.85, 0.9), (-0.22, -0.25)),)
WING = ((0.2, -0.15), (1, -0.55), (0.85, -0.15), (0.6, 0.3), (0.2, 0.25))  # the right wing; the left mirrors it
WINGS = (tuple((-x, y) for x, y in WING), WING)
BOLT = (((0.25, -1), (-0.55, 0.15), (-0.02, 0.15), (-0.25, 1), (0.55, -0.15), (0.02, -0.15)),)


def polygons(shape: tuple[tuple[tuple[float, float], ...], ...]) -> Draw:
    """A mark drawn from its polygons' points (``ROCKET``...), scaled by the half-size and centred."""
    def draw(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
        for each in shape:
            faces.shape(s, each, cx, cy, r, c)
    return draw


def _planet(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    pygame.draw.circle(s, c, (cx, cy), 0.62 * r)
    ring = pygame.Rect(0, 0, int(2 * r), max(3, int(0.55 * r)))
    ring.center = (int(cx), int(cy))
    pygame.draw.ellipse(s, c, ring, max(1, int(r / 5)))


AGENCY_MARKS: tuple[Draw, ...] = (polygons(ROCKET), polygons(DIAMOND), polygons(COMPASS), _planet)


# --- specialty icons ---------------------------------------------------------------------------
def _cross(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    t = 0.36 * r
    pygame.draw.rect(s, c, (cx - t, cy - r * 0.9, 2 * t, 1.8 * r))
    pygame.draw.rect(s, c, (cx - r * 0.9, cy - t, 1.8 * r, 2 * t))


def _wings(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    pygame.draw.circle(s, c, (cx, cy + 0.05 * r), 0.3 * r)
    polygons(WINGS)(s, cx, cy, r, c)


def _wrench(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    w = max(2, int(0.42 * r))
    pygame.draw.line(s, c, (cx - 0.55 * r, cy + 0.55 * r), (cx + 0.3 * r, cy - 0.3 * r), w)
    pygame.draw.circle(s, c, (cx - 0.6 * r, cy + 0.6 * r), 0.26 * r)
    pygame.draw.circle(s, c, (cx + 0.45 * r, cy - 0.45 * r), 0.52 * r)
    # the jaw: a notch cut out of the head
    pygame.draw.polygon(s, WHITE if sum(c) < 300 else INK,
                        [(cx + 0.45 * r, cy - 0.45 * r), (cx + 0.55 * r, cy - r), (cx + r, cy - 0.55 * r)])


SPECIALTY_ICONS: tuple[Draw, ...] = (_cross, _wings, polygons(FLASK), _wrench)


def bolt(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """The lightning of an immediate effect."""
    faces.shape(s, BOLT[0], cx, cy, r, BOLT_RGB, mix(BOLT_RGB, (0, 0, 0), 0.55))


def chip(s: pygame.Surface, cx: float, cy: float, r: float, agency: int) -> None:
    """An agency's colour disc with its mark."""
    col = AGENCY_RGB[agency]
    pygame.draw.circle(s, col, (cx, cy), r)
    pygame.draw.circle(s, mix(col, (0, 0, 0), 0.5), (cx, cy), r, max(1, int(r / 7)))
    AGENCY_MARKS[agency](s, cx, cy, r * 0.58, WHITE)


def badge(s: pygame.Surface, cx: float, cy: float, r: float, specialty: int) -> None:
    """A specialty icon on a white disc (the top right corner of a Lab card)."""
    pygame.draw.circle(s, WHITE, (cx, cy), r)
    pygame.draw.circle(s, INK, (cx, cy), r, max(1, int(r / 8)))
    SPECIALTY_ICONS[specialty](s, cx, cy, r * 0.62, INK)


def mini_card(s: pygame.Surface, cx: float, cy: float, r: float, landscape: bool) -> None:
    """A tiny card outline: a Lab card (portrait) or a Project (landscape) in an effect line."""
    w, h = (1.5 * r, 1.05 * r) if landscape else (1.05 * r, 1.5 * r)
    rect = pygame.Rect(0, 0, int(w), int(h))
    rect.center = (int(cx), int(cy))
    pygame.draw.rect(s, (70, 150, 160) if landscape else (60, 70, 130), rect, border_radius=max(1, int(r / 4)))
    pygame.draw.rect(s, INK, rect, 1, border_radius=max(1, int(r / 4)))


def tile_icon(s: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """A tiny Validation tile."""
    pts = [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (math.pi / 6 + k * math.pi / 3 for k in range(6))]
    pygame.draw.polygon(s, (250, 226, 120), pts)
    pygame.draw.polygon(s, INK, pts, 1)


# --- effect lines: text and icons for a card face ---------------------------------------------
def effect_lines(e: Effect | None, bottom: bool = False) -> list[list[Token]]:
    """An effect as up to three short lines (the engine's ``face_lines``), their words said in the screen's language;
    ``bottom``: an objective's effect (it counts the bottom row)."""
    return said(face_lines(e, bottom))


def said(lines: list[list[Any]]) -> list[list[Token]]:
    """Lines of the engine's words and pictures, the words said in the screen's language."""
    return [[say(t, ()) if isinstance(t, Words) else t for t in line] for line in lines]


def draw_lines(s: pygame.Surface, lines: list[list[Token]], box: pygame.Rect, size: int, color: Color = INK,
               bold: bool = True) -> None:
    """Lines of words and Space Lab's icons centred in ``box``, as large as they fit (``game.kit.token_lines``)."""
    token_lines.draw_lines(s, lines, box, size, _icon, color, bold)


def _icon(s: pygame.Surface, t: tuple[Any, ...], cx: float, cy: float, r: float) -> None:
    kind = t[0]
    if kind == "spec":
        SPECIALTY_ICONS[t[1]](s, cx, cy, r * 0.95, INK)
    elif kind == "ag":
        chip(s, cx, cy, r, t[1])
    elif kind == "bolt":
        bolt(s, cx, cy, r)
    elif kind == "tile":
        tile_icon(s, cx, cy, r)
    else:
        mini_card(s, cx, cy, r, landscape=kind == "proj")
