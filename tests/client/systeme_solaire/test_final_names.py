"""Système Solaire's final table: each computer's name stays whole beside its total (issue 18 re-test: "Nova · Fa…"
beside "8 PV dont 4 de main" in French, the level cut in the middle of the name's row)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, record
from game.seats import Seat
from tests.client.driver import make_app, open_table
from tests.client.systeme_solaire.drive import GAME, inject
from tests.client.systeme_solaire.test_playtest_fixes import _finished


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_long_final_total_leaves_the_name_whole(data_dir: str, language: str) -> None:
    """SS-26: a total with its hand bonus is long; the level gives way first, so the name is never cut."""
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, GAME, seats, seed=2)
    app.reset(table)
    state = next(s for s in map(_finished, range(1, 40)) if any(sc.bonus for sc in s.final.seats[1:]))
    inject(table, state)
    i18n.set_language(language)
    try:
        table.layer.invalidate()
        with record.capture() as items:
            table.draw(pygame.Surface((1280, 720)))
        texts = record.texts(items)
        for seat in seats[1:]:
            shown = [t for t in texts if t.startswith(seat.name)]
            assert shown and not any(t.endswith("…") for t in shown), (seat.name, shown)
    finally:
        i18n.set_language("en")
