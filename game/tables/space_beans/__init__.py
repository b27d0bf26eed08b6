"""Space Beans on screen: the table (``table``), its choreography, paint, layout, art and rules pages."""

from game.tables.space_beans.help import PAGES as HELP

TABLE = "game.tables.space_beans.table:SpaceBeansTable"
MODES: dict[int, tuple[str, str]] = {}

__all__ = ["HELP", "MODES", "TABLE"]
