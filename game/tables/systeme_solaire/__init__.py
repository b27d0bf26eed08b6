"""Système Solaire on screen: the table UI (``table``), its choreography, paint, layout and art; the rules pages
are the engine's (``engine.systeme_solaire.pages``)."""

from __future__ import annotations

from collections.abc import Callable

from engine.systeme_solaire.pages import PAGES
from game.i18n import N_
from game.kit.contract import Client, Context, TableUI
from game.tables.systeme_solaire import coach
from game.tables.systeme_solaire.art import ART

MODES: dict[int, tuple[str, str]] = {
    3: (N_("Three players"), N_("15 cards set aside face up · 5 cards a round in 3 groups")),
    4: (N_("Four players"), N_("7 cards a round in 4 groups")),
    5: (N_("Five players"), N_("Probe sets chosen in turn · 8 cards a round in 5 groups")),
}


def _ui() -> Callable[[Context], TableUI]:
    from game.tables.systeme_solaire.table import SystemeSolaireUI

    return SystemeSolaireUI


CLIENT = Client(ui=_ui, help=PAGES, art=ART, coach=coach, modes=MODES)

__all__ = ["CLIENT"]
