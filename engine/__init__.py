"""Beaniverse rules engines: pure Python, deterministic from a seed.

``GAMES`` maps a game's name to its ``Game`` object (see ``engine.core``), in
the order the title screen lists them. A package in this folder is a game when
it has a ``rules`` module (every game's engine has the same modules, see
docs/architecture.md); a game registers itself when imported
(``engine.core.register``). Importing ``engine`` imports every game and nothing
else (not the shared packages ``search`` and ``review``), so adding a game
edits nothing here.
"""

from __future__ import annotations

import importlib
import pkgutil

from engine.core import GAMES, Game

__all__ = ["GAMES", "Game"]


def games_here() -> list[str]:
    """The names of the game packages in this folder, found without importing any package."""
    out = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        spec = info.module_finder.find_spec(info.name, None) if info.ispkg else None
        inside = spec.submodule_search_locations if spec is not None else None
        if inside and any(m.name == "rules" for m in pkgutil.iter_modules(inside)):
            out.append(info.name)
    return out


def _discover() -> None:
    for name in games_here():
        importlib.import_module(f"{__name__}.{name}")


_discover()
