"""Space Beans on screen: the table UI (``table``), its choreography, paint, layout, art and rules pages."""

from __future__ import annotations

from game.kit.contract import Client, deferred
from game.tables.space_beans import coach
from game.tables.space_beans.art import ART
from game.tables.space_beans.help import PAGES

CLIENT = Client(ui=deferred(f"{__name__}.table", "SpaceBeansUI"), help=PAGES, art=ART, coach=coach)

__all__ = ["CLIENT"]
