"""What opens over the Al Cabohne table: the whole discard pile, listed bottom to top."""

from __future__ import annotations

import pygame

from engine.al_cabohne.cards import TYPES, card_type
from game import theme, ui
from game.i18n import tr, trn
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import AlCabohneArt


def discard_list(surface: pygame.Surface, cards: list[int], art: AlCabohneArt) -> None:
    ui.veil(surface, 200)
    box = pygame.Rect(110, 70, 1060, 580)
    ui.panel(surface, box, theme.PANEL, theme.ACCENT_2, radius=18, width=3)
    title = trn("Discard pile — {n} card, bottom first, top last", "Discard pile — {n} cards, bottom first, top last",
                len(cards))
    theme.blit_text(surface, title, 24, (box.centerx, box.y + 20), theme.TEXT, bold=True, anchor="midtop")
    # big enough to read the bean-o-meters while the pile is short, smaller when it grows long
    w, h = L.LIST_BIG if len(cards) <= 42 else L.LIST
    per_row = (box.w - 40) // (w + 6)
    step_x, step_y = w + 6, h + 12
    x0 = box.centerx - (per_row * step_x - 6) // 2
    for k, c in enumerate(cards):
        r = pygame.Rect(x0 + (k % per_row) * step_x, box.y + 66 + (k // per_row) * step_y, w, h)
        surface.blit(art.face(c, w, h), r)
        if k == len(cards) - 1:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 3, border_radius=8)
            theme.blit_text(surface, tr("top"), 12, (r.centerx, r.bottom + 1), theme.ACCENT, bold=True, anchor="midtop")
    if not cards:
        theme.blit_text(surface, tr("(empty)"), 22, box.center, theme.TEXT_FAINT, anchor="center")
    counts = [0] * len(TYPES)
    for c in cards:
        counts[card_type(c)] += 1
    summary = "   ".join(tr("{bean} {n}", bean=tr(TYPES[t]), n=n) for t, n in enumerate(counts) if n)
    theme.blit_text(surface, summary, 16, (box.centerx, box.bottom - 58), theme.TEXT_DIM, anchor="midtop")
    theme.blit_text(surface, tr("Click anywhere to close"), 18, (box.centerx, box.bottom - 32), theme.ACCENT_2,
                    anchor="midtop")
