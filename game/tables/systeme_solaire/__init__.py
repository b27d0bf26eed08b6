"""Système Solaire on screen: the table UI (``table``), its choreography, paint, layout and art; the rules pages
are the engine's (``engine.systeme_solaire.pages``)."""

from __future__ import annotations

from collections.abc import Callable

from engine.systeme_solaire.pages import PAGES
from engine.systeme_solaire.table_words import MODES
from game.kit.contract import Client, Context, TableUI
from game.tables.systeme_solaire import coach
from game.tables.systeme_solaire.art import ART


def _ui() -> Callable[[Context], TableUI]:
    from game.tables.systeme_solaire.table import SystemeSolaireUI

    return SystemeSolaireUI


CLIENT = Client(ui=_ui, help=PAGES, art=ART, coach=coach, modes=MODES)

__all__ = ["CLIENT"]
