"""What opens over the Système Solaire table: the discard pile, or the cards set aside, listed whole."""

from __future__ import annotations

import pygame

from engine.systeme_solaire.cards import NAMES, kind
from game import theme, ui
from game.i18n import tr, trn
from game.tables.systeme_solaire.art import SystemeSolaireArt, kind_name

BIG, SMALL = (70, 98), (56, 78)  # big while the pile fits in four rows

def card_list(surface: pygame.Surface, title: str, cards: list[int], art: SystemeSolaireArt) -> None:
    """Every card of a public pile, oldest first, with a count per name under it."""
    ui.veil(surface, 200)
    box = pygame.Rect(110, 70, 1060, 580)
    ui.panel(surface, box, theme.PANEL, theme.ACCENT_2, radius=18, width=3)
    theme.blit_fit(surface, title, 24, (box.centerx, box.y + 20), box.w - 40, theme.TEXT, bold=True, anchor="midtop",
                   smallest=16)
    w, h = BIG if len(cards) <= 52 else SMALL
    per_row = (box.w - 40) // (w + 6)
    x0 = box.centerx - (per_row * (w + 6) - 6) // 2
    for k, c in enumerate(cards):
        r = pygame.Rect(x0 + (k % per_row) * (w + 6), box.y + 66 + (k // per_row) * (h + 10), w, h)
        surface.blit(art.face(c, w, h), r)
    if not cards:
        theme.blit_text(surface, tr("(empty)"), 22, box.center, theme.TEXT_FAINT, anchor="center")
    counts = [0] * len(NAMES)
    for c in cards:
        counts[kind(c)] += 1
    items = [tr("{card} ×{n}", card=kind_name(k), n=n) for k, n in enumerate(counts) if n]
    size = 16
    while theme.font(size).size("   ".join(items))[0] > box.w - 40 and size > 13:
        size -= 1
    # what does not fit one line (longer names) goes on a second one above, never cutting a "name ×n" in two
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
    theme.blit_text(surface, tr("Click anywhere to close"), 18, (box.centerx, box.bottom - 32), theme.ACCENT_2,
                    anchor="midtop")


def discard_title(n: int) -> str:
    return trn("Discard pile — {n} card, oldest first", "Discard pile — {n} cards, oldest first", n)


def removed_title(n: int, unseen: int) -> str:
    return trn("Set aside face up for the whole game — {n} card (and {unseen} unseen)",
               "Set aside face up for the whole game — {n} cards (and {unseen} unseen)", n, unseen=unseen)
