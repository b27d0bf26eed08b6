"""The Space Lab rules pages as the rules scene shows them: the engine's pages (``engine.space_lab.pages``: the
words and the cards pictured) with the one item that is the client's own, a station drawn small."""

from __future__ import annotations

import pygame

from engine.space_lab.content import CAPSULE_COLOURS, SLOT_ROW
from engine.space_lab.pages import rules_pages
from game import theme
from game.i18n import tr


def draw_station(surface: pygame.Surface, band: pygame.Rect) -> None:
    """A station as the table lays it out, small: 3 capsules in a row, the 3 top and 3 bottom slots above and below
    them, the 4 middle slots between and beside them; each row of slots named at its right."""
    from game.tables.space_lab import icons
    from game.tables.space_lab.layout import StationGeometry

    geo = StationGeometry(band.x, band.y + 2, (32, 44), 64, 4, 0, 0)
    for i, cap in enumerate(geo.capsules):
        pygame.draw.rect(surface, icons.CAPSULE_RGB[i], cap, border_radius=8)
        theme.blit_fit(surface, tr(CAPSULE_COLOURS[i]), 13, cap.center, cap.w - 6, (20, 20, 30), bold=True,
                       anchor="center", smallest=9)
    for k, r in enumerate(geo.slots):
        pygame.draw.rect(surface, (28, 34, 64), r, border_radius=4)
        pygame.draw.rect(surface, (150, 165, 220) if SLOT_ROW[k] != 1 else (110, 120, 170), r, 2, border_radius=4)
    x = geo.area.right + 24
    rows = (tr("3 top slots: the card draws Projects"), tr("4 middle slots: each touches the capsules beside it"),
            tr("3 bottom slots: the capsule's Objective may trigger"))
    for row, text in enumerate(rows):
        slot = next(r for k, r in enumerate(geo.slots) if SLOT_ROW[k] == row)
        theme.blit_fit(surface, text, 17, (x, slot.centery), band.right - x, theme.TEXT_DIM, anchor="midleft",
                       smallest=12)


PAGES = rules_pages(("drawing", draw_station, 148))
