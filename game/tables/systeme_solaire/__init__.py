"""Système Solaire on screen: the table (``table``), its choreography, paint, layout, art and rules pages."""

from game.i18n import N_
from game.tables.systeme_solaire.help import PAGES as HELP

TABLE = "game.tables.systeme_solaire.table:SystemeSolaireTable"
MODES: dict[int, tuple[str, str]] = {
    3: (N_("Three players"), N_("15 cards set aside face up · 5 cards a round in 3 groups")),
    4: (N_("Four players"), N_("7 cards a round in 4 groups")),
    5: (N_("Five players"), N_("Probe sets chosen in turn · 8 cards a round in 5 groups")),
}

__all__ = ["HELP", "MODES", "TABLE"]
