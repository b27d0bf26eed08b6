"""The table scene of each game: game name → scene class.

To add a game's table, write ``game/tables/<game>.py`` with a ``Scene``
subclass built as ``cls(app, game_name, seats, seed, attract=False)`` (see
``game.tables.base.TableScene`` for the helpers and the contract) and add one
line to ``TABLES`` below. Entries are "module:Class" strings so the registry
imports nothing until a game is opened (keeps start-up fast).

Games in ``engine.GAMES`` without an entry here are listed as "coming soon".
"""

from __future__ import annotations

import importlib
import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.scene import Scene
    from game.seats import Seat

TABLES: dict[str, str] = {
    "space_beans": "game.tables.space_beans:SpaceBeansTable",
    "al_cabohne": "game.tables.al_cabohne:AlCabohneTable",
}


def has_table(game_name: str) -> bool:
    from engine import GAMES

    return game_name in TABLES and game_name in GAMES


def table_class(game_name: str) -> type | None:
    if not has_table(game_name):
        return None
    module_name, _, cls_name = TABLES[game_name].partition(":")
    return getattr(importlib.import_module(module_name), cls_name)


def open_table(
    app: App, game_name: str, seats: list[Seat], seed: int | None = None, attract: bool = False
) -> Scene | None:
    """A new table scene for that game, or ``None`` if the game has no table yet."""
    cls = table_class(game_name)
    if cls is None:
        return None
    if seed is None:
        seed = random.randrange(1_000_000)
    return cls(app, game_name, seats, seed, attract=attract)
