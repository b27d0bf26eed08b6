"""Système Solaire: the reason under a greyed Hand / Front toggle stays inside the board's panel (playtest 19,
125.png: the three-line empty-hand reason of SS-22 ran into the panel's bottom border)."""

from __future__ import annotations

import pygame
import pytest

from engine.systeme_solaire.positions import position
from game import i18n
from game.kit.choices import Pick
from game.tables.systeme_solaire import layout as L
from tests.client.driver import text_spy
from tests.client.systeme_solaire.drive import inject, press, table_app


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("group", "front"), [(0, None), (1, 0)])
def test_the_empty_hand_reason_stays_inside_the_board(data_dir: str, language: str, group: int, front: int | None,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """SS-22: with an empty hand before the last round, a one-card group's Front is greyed, and so is the second
    card's Front once the first is set to Front; the reason under it is said whole, inside the board."""
    app, table = table_app(3, 2)
    app.settings.language = language
    i18n.set_language(language)
    drawn = text_spy(monkeypatch)
    try:
        inject(table, position(3, hands={0: [], 1: ["P2"], 2: ["P3"]}, groups=[["Venus"], ["Saturn", "Pluto"], ["Sun"]],
                               order=[0, 1, 2], winner=0, round=3, phase="take"))
        press(app, table, Pick("group", "", group))
        if front is not None:
            press(app, table, Pick("place", "f", front))
        (why,) = [r for r in table.ui.picture().reasons if r]
        del drawn[:]
        table.ui.paint(pygame.Surface((1280, 720)))
        rows = [(s, r) for s, r in drawn if s and s in why and L.BOARD.colliderect(r)]
        assert " ".join(s for s, _r in rows) == why, (rows, why)
        inside = L.BOARD.inflate(-6, -6)
        for s, r in rows:
            assert inside.contains(r), (s, r, L.BOARD)
    finally:
        i18n.set_language("en")
