"""The small pictures Space Lab draws everywhere: agency marks, specialty icons, the lightning, effect lines.

Every agency has a colour *and* a mark (Red Rocket a rocket, Blue Future a
diamond, Green Explorer a compass star, Golden Planet a ringed planet), and
every specialty an icon (Doctor a cross, Pilot wings, Researcher a flask,
Technician a wrench), so nothing is told by colour alone. ``effect_lines``
turns an engine ``Effect`` into short lines of text and icons for card faces;
the full sentence is the engine's (``words.effect_words``), shown in tips.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from engine.space_lab import content as C  # the effect kinds (``C.K_FLAT``...), read as the engine's words do
from engine.space_lab.content import ROW, SPECIALTY, Effect
from game import theme
from game.i18n import tr
from game.kit.art import Color, mix

AGENCY_RGB: tuple[Color, ...] = ((214, 62, 52), (46, 112, 214), (34, 148, 84), (228, 170, 30))
CAPSULE_RGB: tuple[Color, ...] = ((242, 210, 76), (158, 112, 228), (238, 122, 178))
INK: Color = (26, 26, 36)
WHITE: Color = (255, 255, 255)
BOLT_RGB: Color = (255, 200, 40)

Draw = Callable[[pygame.Surface, float, float, float, Color], None]


# --- agency marks: each fills a box centred on (cx, cy) with half-size r -----------------------
def _rocket(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    body = [(cx, cy - r), (cx + 0.42 * r, cy - 0.2 * r), (cx + 0.42 * r, cy + 0.55 * r),
            (cx - 0.42 * r, cy + 0.55 * r), (cx - 0.42 * r, cy - 0.2 * r)]
    pygame.draw.polygon(s, c, body)
    pygame.draw.polygon(s, c, [(cx - 0.42 * r, cy + 0.1 * r), (cx - 0.85 * r, cy + r), (cx - 0.42 * r, cy + 0.7 * r)])
    pygame.draw.polygon(s, c, [(cx + 0.42 * r, cy + 0.1 * r), (cx + 0.85 * r, cy + r), (cx + 0.42 * r, cy + 0.7 * r)])


def _diamond(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    pygame.draw.polygon(s, c, [(cx, cy - r), (cx + 0.78 * r, cy), (cx, cy + r), (cx - 0.78 * r, cy)])


COMPASS = ((0, -1), (0.24, -0.24), (1, 0), (0.24, 0.24), (0, 1), (-0.24, 0.24), (-1, 0), (-0.24, -0.24))


def _compass(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    """A four-pointed compass star."""
    pygame.draw.polygon(s, c, [(cx + x * r, cy + y * r) for x, y in COMPASS])


def _planet(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    pygame.draw.circle(s, c, (cx, cy), 0.62 * r)
    ring = pygame.Rect(0, 0, int(2 * r), max(3, int(0.55 * r)))
    ring.center = (int(cx), int(cy))
    pygame.draw.ellipse(s, c, ring, max(1, int(r / 5)))


AGENCY_MARKS: tuple[Draw, ...] = (_rocket, _diamond, _compass, _planet)


# --- specialty icons ---------------------------------------------------------------------------
def _cross(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    t = 0.36 * r
    pygame.draw.rect(s, c, (cx - t, cy - r * 0.9, 2 * t, 1.8 * r))
    pygame.draw.rect(s, c, (cx - r * 0.9, cy - t, 1.8 * r, 2 * t))


def _wings(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    pygame.draw.circle(s, c, (cx, cy + 0.05 * r), 0.3 * r)
    for side in (-1, 1):
        pygame.draw.polygon(s, c, [(cx + side * 0.2 * r, cy - 0.15 * r), (cx + side * r, cy - 0.55 * r),
                                   (cx + side * 0.85 * r, cy - 0.15 * r), (cx + side * 0.6 * r, cy + 0.3 * r),
                                   (cx + side * 0.2 * r, cy + 0.25 * r)])


def _flask(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    pygame.draw.polygon(s, c, [(cx - 0.22 * r, cy - r), (cx + 0.22 * r, cy - r), (cx + 0.22 * r, cy - 0.25 * r),
                               (cx + 0.85 * r, cy + 0.9 * r), (cx - 0.85 * r, cy + 0.9 * r),
                               (cx - 0.22 * r, cy - 0.25 * r)])


def _wrench(s: pygame.Surface, cx: float, cy: float, r: float, c: Color) -> None:
    w = max(2, int(0.42 * r))
    pygame.draw.line(s, c, (cx - 0.55 * r, cy + 0.55 * r), (cx + 0.3 * r, cy - 0.3 * r), w)
    pygame.draw.circle(s, c, (cx - 0.6 * r, cy + 0.6 * r), 0.26 * r)
    pygame.draw.circle(s, c, (cx + 0.45 * r, cy - 0.45 * r), 0.52 * r)
    # the jaw: a notch cut out of the head
    pygame.draw.polygon(s, WHITE if sum(c) < 300 else INK,
                        [(cx + 0.45 * r, cy - 0.45 * r), (cx + 0.55 * r, cy - r), (cx + r, cy - 0.55 * r)])


SPECIALTY_ICONS: tuple[Draw, ...] = (_cross, _wings, _flask, _wrench)


def bolt(s: pygame.Surface, cx: float, cy: float, r: float, c: Color = BOLT_RGB) -> None:
    """The lightning of an immediate effect."""
    pts = [(cx + 0.25 * r, cy - r), (cx - 0.55 * r, cy + 0.15 * r), (cx - 0.02 * r, cy + 0.15 * r),
           (cx - 0.25 * r, cy + r), (cx + 0.55 * r, cy - 0.15 * r), (cx + 0.02 * r, cy - 0.15 * r)]
    pygame.draw.polygon(s, c, pts)
    pygame.draw.polygon(s, mix(c, (0, 0, 0), 0.55), pts, 1)


def chip(s: pygame.Surface, cx: float, cy: float, r: float, agency: int, filled: bool = True) -> None:
    """An agency's colour disc with its mark: filled (present) or hollow (still needed)."""
    col = AGENCY_RGB[agency]
    if filled:
        pygame.draw.circle(s, col, (cx, cy), r)
        pygame.draw.circle(s, mix(col, (0, 0, 0), 0.5), (cx, cy), r, max(1, int(r / 7)))
        AGENCY_MARKS[agency](s, cx, cy, r * 0.58, WHITE)
    else:
        pygame.draw.circle(s, (250, 250, 252), (cx, cy), r)
        pygame.draw.circle(s, col, (cx, cy), r, max(2, int(r / 4)))
        AGENCY_MARKS[agency](s, cx, cy, r * 0.5, col)


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
Token = str | tuple[Any, ...]  # text, or ("spec", s) / ("ag", a) / ("bolt",) / ("tile",) / ("lab",) / ("proj",)


def effect_lines(e: Effect | None, bottom: bool = False) -> list[list[Token]]:
    """An effect as up to three short lines; ``bottom``: an objective's effect (it counts the bottom row)."""
    if e is None:
        return [[tr("no effect")]]
    k, n = e.kind, e.value
    # an Objective tile is small: "bottom row" says it whole where "in your bottom row" was cut
    where = (tr("bottom row") if bottom else tr("in this row")) if e.scope == ROW else tr("in your station")
    if k == C.K_DRAW_LAB:
        return [[("bolt",), tr("draw {n}", n=n), ("lab",)]]
    if k == C.K_DRAW_PROJECT:
        return [[("bolt",), tr("draw {n}", n=n), ("proj",)], [tr("keep 1")]]
    if k == C.K_FLAT:
        return [[tr("{n} VP", n=n)]]
    if k == C.K_PER_SPECIALTY:
        return [[tr("{n} VP per", n=n), ("spec", e.key)], [where]]
    if k == C.K_PER_AGENCY:
        return [[tr("{n} VP per", n=n), ("ag", e.key)], [where]]
    if k == C.K_COMPLETE_SET:
        kind = "spec" if e.scope == SPECIALTY else "ag"
        return [[tr("{n} VP per set", n=n)], [(kind, 0), (kind, 1), (kind, 2), (kind, 3)]]
    if k == C.K_PER_VALIDATION:
        return [[tr("{n} VP per", n=n), ("tile",)], [tr("tile you hold")]]
    if k == C.K_SET:
        return [[tr("{table} VP", table=" / ".join(map(str, e.table[1:])))], [tr("for 1 to 5 copies")]]
    return [[tr("no effect")]]


def _token_width(t: Token, font: pygame.font.Font, r: float) -> int:
    return font.size(t)[0] if isinstance(t, str) else int(2 * r + 2)


def _line_width(line: list[Token], font: pygame.font.Font, r: float) -> int:
    return sum(_token_width(t, font, r) for t in line) + 3 * (len(line) - 1)


def _wrapped(lines: list[list[Token]], font: pygame.font.Font, r: float, width: int,
             words: bool) -> list[list[Token]]:
    """Each line too wide for ``width`` broken between its tokens and, with ``words``, a text token wider than the
    whole width between its words: on a small card "in your station" goes on two lines rather than ending in "…"."""
    out: list[list[Token]] = []
    for line in lines:
        if _line_width(line, font, r) <= width:
            out.append(line)
            continue
        units: list[Token] = []
        for t in line:
            units += t.split(" ") if words and isinstance(t, str) and font.size(t)[0] > width else [t]
        current: list[Token] = []
        for u in units:
            if current and _line_width(_joined(current + [u]), font, r) > width:
                out.append(_joined(current))
                current = [u]
            else:
                current.append(u)
        out.append(_joined(current))
    return out


def _joined(units: list[Token]) -> list[Token]:
    """Words side by side as one text (a space between them, not the gap between an icon and a word)."""
    out: list[Token] = []
    for u in units:
        if isinstance(u, str) and out and isinstance(out[-1], str):
            out[-1] = out[-1] + " " + u
        else:
            out.append(u)
    return out


def _fit(lines: list[list[Token]], box: pygame.Rect, start: int, smallest: int, bold: bool,
         words: bool) -> tuple[int, list[list[Token]]] | None:
    """The largest size from ``start`` down to ``smallest`` at which the lines (wrapped if need be) fit ``box``."""
    for size in range(start, smallest - 1, -1):
        font = theme.font(size, bold)
        r = font.get_height() * 0.5
        for laid in (lines, _wrapped(lines, font, r, box.w - 4, words)):
            if (len(laid) * (font.get_height() + 1) <= box.h
                    and max(_line_width(line, font, r) for line in laid) <= box.w - 4):
                return size, laid
    return None


def fits(lines: list[list[Token]], box: pygame.Rect, bold: bool = True) -> bool:
    """Whether ``draw_lines`` writes these lines whole in ``box`` (at the smallest size, if need be)."""
    return _fit(lines, box, 7, 7, bold, True) is not None


def draw_lines(s: pygame.Surface, lines: list[list[Token]], box: pygame.Rect, size: int, color: Color = INK,
               bold: bool = True) -> None:
    """Lines of tokens centred in ``box``; a line too wide is wrapped, and the font shrinks until all fit."""
    start, size, laid = max(7, size), 7, lines
    # the lines as given, or broken between their tokens, as large as they fit; only then texts broken between
    # words; at the smallest size what is still too wide ends in "…"
    for split, smallest in ((False, 8), (True, 7)):
        found = _fit(lines, box, start, smallest, bold, split)
        if found is not None:
            size, laid = found
            break
    font = theme.font(size, bold)
    r = font.get_height() * 0.5
    line_h = font.get_height() + 1
    y = box.centery - len(laid) * line_h / 2
    for line in laid:
        width = _line_width(line, font, r)
        words = [t for t in line if isinstance(t, str)]
        if width > box.w - 4 and words:  # still too wide at the smallest size: the longest words end in "…"
            longest = max(words, key=lambda t: font.size(t)[0])
            cut = theme.shorten(longest, size, max(8, font.size(longest)[0] - (width - (box.w - 4))), bold)
            line = [cut if t is longest else t for t in line]
            width = _line_width(line, font, r)
        x = box.centerx - width / 2
        cy = y + line_h / 2
        for t in line:
            tw = _token_width(t, font, r)
            if isinstance(t, str):
                img = font.render(t, True, color)
                s.blit(img, (x, cy - img.get_height() / 2))
            else:
                _icon(s, t, x + tw / 2, cy, r)
            x += tw + 3
        y += line_h


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
