"""Lines of words and small pictures on a card face ("2 VP per ✚ in this row"), wrapped and fitted to a box.

A line is a list of tokens: a text, or a tuple naming a picture the game draws
itself (``Icon``: a token, its centre and a radius of half the font's height).
The lines are centred in their box as large as they fit: first as given, then
broken between tokens, then between the words of a text; at the smallest size
what is still too wide ends in "…". A game keeps its own tokens and pictures.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game import theme

Color = tuple[int, int, int]
Token = str | tuple[Any, ...]  # a text, or a picture the game names (("bolt",), ("spec", 2)...)
Icon = Callable[[pygame.Surface, tuple[Any, ...], float, float, float], None]  # token, centre x, centre y, radius


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


def draw_lines(s: pygame.Surface, lines: list[list[Token]], box: pygame.Rect, size: int, icon: Icon, color: Color,
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
                icon(s, t, x + tw / 2, cy, r)
            x += tw + 3
        y += line_h
