"""Beaniverse rules engines: pure Python, deterministic from a seed.

``GAMES`` maps a game's name to its ``Game`` object (see ``engine.core``).
"""

from __future__ import annotations

from engine.core import Game

GAMES: dict[str, Game] = {}


def _register() -> None:
    from engine import al_cabohne, space_beans

    for module in (space_beans, al_cabohne):
        game = getattr(module, "GAME", None)
        if game is not None:
            GAMES[game.name] = game


_register()
