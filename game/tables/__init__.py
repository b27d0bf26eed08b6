"""The table registry: every game's own client unit, found by its package name.

A game's client unit is the package ``game/tables/<game>/`` named like its
engine package. Its ``__init__`` stays light (imported at start-up for the
title and the rules pages) and exports:

- ``TABLE``: ``"module:Class"`` of its table scene, imported when a game opens;
- ``HELP``: its rules pages, a list of ``(heading, [items])``; an item is a
  paragraph or a picture ``("cards", (card ids...))`` drawn with the game's art;
- ``MODES`` (optional): how the setup screen names a player count, ``{n: (name, description)}``;
- ``records`` (optional): a function giving the game's own records for the Statistics screen (lines of text);
- ``title_line`` (optional): a function giving one short line for under its title-screen button, or ``None``.

Its ``art`` module holds ``ART``, the game's ``CardArt`` (the rules pages draw
card pictures with it). Games in ``engine.GAMES`` without such a package are listed as "coming soon".
Adding a game adds its package; nothing here changes.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType
from typing import Any

Page = tuple[str, list[Any]]


@cache
def _units() -> dict[str, ModuleType]:
    from engine import GAMES

    found: dict[str, ModuleType] = {}
    names = {m.name for m in pkgutil.iter_modules(__path__) if m.ispkg}
    for name in GAMES:
        if name in names:
            unit = importlib.import_module(f"{__name__}.{name}")
            if getattr(unit, "TABLE", None):
                found[name] = unit
    return found


def has_table(game_name: str) -> bool:
    return game_name in _units()


def table_class(game_name: str) -> type | None:
    unit = _units().get(game_name)
    if unit is None:
        return None
    module_name, _, cls_name = unit.TABLE.partition(":")
    return getattr(importlib.import_module(module_name), cls_name)


def help_pages(game_name: str) -> list[Page]:
    unit = _units().get(game_name)
    if unit is not None and getattr(unit, "HELP", None):
        return list(unit.HELP)
    from engine import GAMES

    title = GAMES[game_name].title if game_name in GAMES else game_name
    return [(title, ["The rules summary for this game is coming soon."])]


def modes(game_name: str) -> dict[int, tuple[str, str]]:
    unit = _units().get(game_name)
    return dict(getattr(unit, "MODES", {}) or {})


def card_art(game_name: str) -> Any:
    """The game's card art (``game/tables/<game>/art.py``, ``ART``), or ``None``."""
    if game_name not in _units():
        return None
    try:
        return importlib.import_module(f"{__name__}.{game_name}.art").ART
    except (ImportError, AttributeError):
        return None


def unit(game_name: str) -> Any:
    """The game's client package (for anything else it exports)."""
    return _units().get(game_name)


def records(game_name: str) -> list[str]:
    """The game's own records for the Statistics screen (its unit's ``records()``), or none."""
    fn = getattr(_units().get(game_name), "records", None)
    return list(fn()) if fn is not None else []


def title_line(game_name: str) -> str | None:
    """The line under the game's title-screen button (a solo streak, a best score), or ``None``."""
    fn = getattr(_units().get(game_name), "title_line", None)
    return fn() if fn is not None else None
