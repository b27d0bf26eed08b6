"""A public pile shown whole over the table (a discard pile, the cards set aside): one painter for every game.

The cards are laid in rows, oldest first, big while the pile is short and
smaller once it grows; under them a summary (how many of each kind), then
the line that says how the list closes. A game gives its ``ListLook`` (the
sizes its art reads well at) and the words; the kit lays them out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game import theme, ui
from game.i18n import tr

Size = tuple[int, int]
Face = Callable[[int, int, int], pygame.Surface]  # a card's face at a width and a height (``CardArt.face``)
GAP = 6  # pixels between two cards of a row


@dataclass(frozen=True)
class ListLook:
    """How one game's lists are laid out. ``big`` until the pile holds more than ``big_up_to`` cards (then
    ``small``), chosen so that a full pile still fits the box."""

    big: Size
    small: Size
    big_up_to: int
    box: tuple[int, int, int, int] = (110, 70, 1060, 580)
    title_size: int = 24
    title_at: int = 20  # the title's top, below the box's top
    rows_at: int = 66  # the first row's top, below the box's top
    row_gap: int = 10  # between two rows
    centred: bool = True  # the rows centred in the box (else from its left margin)


def paint_list(surface: pygame.Surface, look: ListLook, title: str, cards: Sequence[int], face: Face, *,
              summary: Sequence[str] = (), mark_top: bool = False, framed: bool = True) -> pygame.Rect:
    """Every card of ``cards`` in rows under ``title``, and the ``summary`` items below them. ``mark_top``
    outlines the last card (the top of a pile a player draws from). ``framed``: the table is veiled first
    and the closing line drawn under the box (a game whose overlay also shows other views draws both itself).
    Returns the box."""
    if framed:
        ui.veil(surface, 200)
    box = pygame.Rect(look.box)
    ui.panel(surface, box, theme.PANEL, theme.ACCENT_2, radius=18, width=3)
    theme.blit_fit(surface, title, look.title_size, (box.centerx, box.y + look.title_at), box.w - 40, theme.TEXT,
                   bold=True, anchor="midtop", smallest=16)
    w, h = look.big if len(cards) <= look.big_up_to else look.small
    per_row = (box.w - 40) // (w + GAP)
    x0 = box.centerx - (per_row * (w + GAP) - GAP) // 2 if look.centred else box.x + 20
    for k, c in enumerate(cards):
        r = pygame.Rect(x0 + (k % per_row) * (w + GAP), box.y + look.rows_at + (k // per_row) * (h + look.row_gap),
                        w, h)
        surface.blit(face(c, w, h), r)
        if mark_top and k == len(cards) - 1:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 3, border_radius=8)
            theme.blit_text(surface, tr("top"), 12, (r.centerx, r.bottom + 1), theme.ACCENT, bold=True,
                            anchor="midtop")
    if not cards:
        theme.blit_text(surface, tr("(empty)"), 22, box.center, theme.TEXT_FAINT, anchor="center")
    if summary:
        _summary(surface, box, summary)
    if framed:
        theme.blit_text(surface, tr("Click anywhere to close"), 18, (box.centerx, box.bottom - 32), theme.ACCENT_2,
                        anchor="midtop")
    return box


def _summary(surface: pygame.Surface, box: pygame.Rect, items: Sequence[str]) -> None:
    """The items on one line above the closing line, smaller when long; what still does not fit (a longer
    language) goes on lines above, never cutting an item in two."""
    size = 16
    while theme.font(size).size("   ".join(items))[0] > box.w - 40 and size > 13:
        size -= 1
    lines = [""]
    for item in items:
        joined = f"{lines[-1]}   {item}" if lines[-1] else item
        if lines[-1] and theme.font(size).size(joined)[0] > box.w - 40:
            lines.append(item)
        else:
            lines[-1] = joined
    y = box.bottom - 58 - (len(lines) - 1) * (size + 6)
    for line in lines:
        theme.blit_fit(surface, line, size, (box.centerx, y), box.w - 40, theme.TEXT_DIM, anchor="midtop")
        y += size + 6


def counted(cards: Sequence[int], kind: Callable[[int], int], kinds: int) -> list[tuple[int, int]]:
    """(kind, how many) for each kind present in ``cards``, in the kinds' order: what a summary lists."""
    counts = [0] * kinds
    for c in cards:
        counts[kind(c)] += 1
    return [(k, n) for k, n in enumerate(counts) if n]
