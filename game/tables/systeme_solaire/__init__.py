"""Système Solaire on screen: the table UI (``table``), its choreography, paint, layout and art; the rules pages
are the engine's (``engine.systeme_solaire.pages``)."""

from __future__ import annotations

from engine.systeme_solaire.pages import PAGES
from engine.systeme_solaire.table_words import MODES
from game.kit.contract import Client, deferred
from game.tables.systeme_solaire import coach
from game.tables.systeme_solaire.art import ART

CLIENT = Client(ui=deferred(f"{__name__}.table", "SystemeSolaireUI"), help=PAGES, art=ART, coach=coach, modes=MODES)

__all__ = ["CLIENT"]
