"""Beaniverse rules engines: pure Python, deterministic from a seed.

``GAMES`` maps a game's name to its ``Game`` object (see ``engine.core``), in
the order the title screen lists them. Every package in this folder that is a
game registers itself when imported (``engine.core.register``); importing
``engine`` imports them all, so adding a game edits nothing here.
"""

from __future__ import annotations

import importlib
import pkgutil

from engine.core import GAMES, Game

__all__ = ["GAMES", "Game"]


def _discover() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.ispkg:
            importlib.import_module(f"{__name__}.{info.name}")


_discover()
