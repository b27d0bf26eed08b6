"""High Card: a toy fifth game that proves the contract between a game and the rest of Beaniverse.

Its engine (``engine``) and its UI (``table``) are its own units; registering it (``register``) adds it to
``engine.GAMES`` and the table registry, and ``unregister`` takes it away again. The tests register it
while they run, so the shared tests that run over every registered game hold it to the protocol too.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import GAMES
from engine.core import register as register_engine
from game import tables
from game.kit.contract import Client, Context, TableUI
from tests.toy.engine import GAME, NAME


def _ui() -> Callable[[Context], TableUI]:
    from tests.toy.table import HighCardUI

    return HighCardUI


def client() -> Client:
    from tests.toy.table import ART

    return Client(ui=_ui, help=[("High Card", ["Lay a card face down; the highest card takes the round."])],
                  art=ART, listed=False)


def register() -> None:
    register_engine(GAME)
    tables.register(NAME, client())


def unregister() -> None:
    GAMES.pop(NAME, None)
    tables.unregister(NAME)
