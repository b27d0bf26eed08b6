"""The table registry: every game's own client unit, found by its package name.

A game's client unit is the package ``game/tables/<game>/`` named like its
engine package. Its ``__init__`` stays light (imported at start-up for the
title and the rules pages) and exports one object, ``CLIENT``, a
``game.kit.contract.Client``: its table UI (imported when a game opens), its
rules pages, its card art, and what it offers besides (names for player
counts, a coach, records, a title-screen line). Games in ``engine.GAMES``
without such a package are listed as "coming soon". Adding a game adds its
package; nothing here changes.

Tests may register a game of their own (``register``) for as long as they run.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from functools import cache
from types import ModuleType
from typing import Any

from game.i18n import tr
from game.kit.contract import Client, Page

_extra: dict[str, Client] = {}  # games registered by a test while it runs


@cache
def _units() -> dict[str, Client]:
    from engine import GAMES

    found: dict[str, Client] = {}
    names = {m.name for m in pkgutil.iter_modules(__path__) if m.ispkg}
    for name in GAMES:
        if name in names:
            client = importlib.import_module(f"{__name__}.{name}").CLIENT
            if not isinstance(client, Client):
                raise TypeError(f"game.tables.{name}.CLIENT is not a Client")
            found[name] = client
    return found


def register(game_name: str, client: Client) -> None:
    """A game's client from elsewhere (a test's own game); ``unregister`` takes it away."""
    _extra[game_name] = client


def unregister(game_name: str) -> None:
    _extra.pop(game_name, None)


def client(game_name: str) -> Client | None:
    return _extra.get(game_name) or _units().get(game_name)


def listed(names: Iterable[str]) -> list[str]:
    """The games the title, the rules and the statistics offer: all but those whose client asks not to be."""
    return [n for n in names if (found := client(n)) is None or found.listed]


def has_table(game_name: str) -> bool:
    return client(game_name) is not None


def help_pages(game_name: str) -> list[Page]:
    found = client(game_name)
    if found is not None and found.help:
        return list(found.help)
    from engine import GAMES

    title = GAMES[game_name].title if game_name in GAMES else game_name
    return [(title, ["The rules summary for this game is coming soon."])]


def modes(game_name: str) -> dict[int, tuple[str, str]]:
    found = client(game_name)
    return dict(found.modes) if found is not None else {}


def card_art(game_name: str) -> Any:
    """The game's card art, or ``None``."""
    found = client(game_name)
    return found.art if found is not None else None


def coach_script(game_name: str) -> ModuleType | None:
    """The game's "Learn to play" script, or ``None`` if it has none."""
    found = client(game_name)
    return found.coach if found is not None else None


def records(game_name: str) -> list[str]:
    """The game's own records for the Statistics screen, or none."""
    found = client(game_name)
    solo = found.solo if found is not None else None
    return solo.statistics(solo.load()) if solo is not None else []


def scored_note(game_name: str) -> str:
    """Why a game of ``game_name`` counted as a score alone shows no win on the Statistics screen ('': nothing)."""
    found = client(game_name)
    return tr(found.scored_note) if found is not None and found.scored_note else ""


def title_line(game_name: str) -> str | None:
    """The line under the game's title-screen button (a solo streak, a best score), or ``None``."""
    found = client(game_name)
    solo = found.solo if found is not None else None
    return solo.title_line(solo.load()) if solo is not None else None
