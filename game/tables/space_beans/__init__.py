"""Space Beans on screen: the table UI (``table``), its choreography, paint, layout, art and rules pages."""

from __future__ import annotations

from collections.abc import Callable

from game.kit.contract import Client, Context, TableUI
from game.tables.space_beans import coach
from game.tables.space_beans.art import ART
from game.tables.space_beans.help import PAGES


def _ui() -> Callable[[Context], TableUI]:
    from game.tables.space_beans.table import SpaceBeansUI

    return SpaceBeansUI


CLIENT = Client(ui=_ui, help=PAGES, art=ART, coach=coach)

__all__ = ["CLIENT"]
