"""What opens over the Système Solaire table: the discard pile, or the cards set aside, listed whole."""

from __future__ import annotations

import pygame

from engine.systeme_solaire.cards import NAMES, kind
from game.i18n import tr, trn
from game.kit.card_list import ListLook, counted, paint_list
from game.tables.systeme_solaire.art import SystemeSolaireArt, kind_name

# big while the pile fits in four rows
LIST_LOOK = ListLook(big=(70, 98), small=(56, 78), big_up_to=52)


def card_list(surface: pygame.Surface, title: str, cards: list[int], art: SystemeSolaireArt) -> None:
    """Every card of a public pile, oldest first, with a count per name under it."""
    summary = [tr("{card} ×{n}", card=kind_name(k), n=n) for k, n in counted(cards, kind, len(NAMES))]
    paint_list(surface, LIST_LOOK, title, cards, art.face, summary=summary)


def discard_title(n: int) -> str:
    return trn("Discard pile — {n} card, oldest first", "Discard pile — {n} cards, oldest first", n)


def removed_title(n: int, unseen: int) -> str:
    return trn("Set aside face up for the whole game — {n} card (and {unseen} unseen)",
               "Set aside face up for the whole game — {n} cards (and {unseen} unseen)", n, unseen=unseen)
