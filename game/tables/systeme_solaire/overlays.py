"""What opens over the Système Solaire table: the discard pile, or the cards set aside, listed whole."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from engine.systeme_solaire.cards import NAMES, kind
from game.i18n import tr, trn
from game.kit.card_list import ListLook, counted, paint_list
from game.tables.systeme_solaire.art import ART, kind_name

# big while the pile fits in four rows
LIST_LOOK = ListLook(big=(70, 98), small=(56, 78), big_up_to=52)


def discard(surface: pygame.Surface, v: Any) -> None:
    """The discard pile of view ``v``, oldest first, with a count per name under it."""
    _card_list(surface, trn("Discard pile — {n} card, oldest first", "Discard pile — {n} cards, oldest first",
                            len(v.discard)), v.discard)


def removed(surface: pygame.Surface, v: Any) -> None:
    """Three players: the cards set aside face up for the whole game."""
    _card_list(surface, trn("Set aside face up for the whole game — {n} card (and {unseen} unseen)",
                            "Set aside face up for the whole game — {n} cards (and {unseen} unseen)", len(v.removed),
                            unseen=v.unseen), v.removed)


def _card_list(surface: pygame.Surface, title: str, cards: Sequence[int]) -> None:
    """Every card of a public pile, oldest first, with a count per name under it."""
    summary = [tr("{card} ×{n}", card=kind_name(k), n=n) for k, n in counted(cards, kind, len(NAMES))]
    paint_list(surface, LIST_LOOK, title, cards, ART.face, summary=summary)
