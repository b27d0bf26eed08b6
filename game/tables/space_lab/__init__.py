"""Space Lab on screen: the table (``table``), its offers, hints, choreography, paint, layout, art and rules pages."""

from game.i18n import N_
from game.tables.space_lab.help import PAGES as HELP

TABLE = "game.tables.space_lab.table:SpaceLabTable"
MODES: dict[int, tuple[str, str]] = {
    1: (N_("Solo"), N_("Against the clock: 20 turns, a rival empties the Recruitment Centre, tiles vanish")),
}

__all__ = ["HELP", "MODES", "TABLE"]
