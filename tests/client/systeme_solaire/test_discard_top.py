"""The discard pile's top is the last card discarded (SS-16: the revealed cards but an Earth or a Pluto go to the
discard), also while those cards still lie on the board until the next round and at the end of the game (playtest
24, 73.png / 47.png: the log said "Probe 2 to the discard pile" and the count rose, yet the old top stayed)."""

from __future__ import annotations

from typing import Any

import pygame

from game.tables.systeme_solaire.layout import DISCARD_PILE
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import play_until, table_app


def _pile_shows(app: Any, table: Any, card: int) -> bool:
    """Whether the pile's middle on screen is ``card``'s face (the corners are rounded over the table)."""
    app.draw()
    r = DISCARD_PILE
    inner = pygame.Rect(10, 10, r.w - 20, r.h - 20)
    face = table.ui.art.face(card, r.w, r.h).subsurface(inner)
    shown = app.screen.subsurface(inner.move(r.topleft))
    return bytes(pygame.image.tobytes(face.convert(), "RGB")) == bytes(pygame.image.tobytes(shown, "RGB"))


def test_the_pile_shows_the_last_revealed_card_discarded(data_dir: str) -> None:
    app, table = table_app(3, 4)

    def lying(t: Any) -> bool:  # a group to take while a revealed card that went to the discard lies on the board
        v = t.view
        return v.phase == "take" and any(c in v.discard for cards in v.revealed for c in cards)

    assert play_until(app, table, lying)
    for _ in range(5):
        app.frame(DT)
    v = table.view
    assert v.discard[-1] in {c for cards in v.revealed for c in cards}
    assert _pile_shows(app, table, v.discard[-1])
