""""Since your last turn" in Space Beans lies in one place from turn to turn, clear of the player's own name and
score panel and of their hand, at every player count and in French (issue 18: at four players it stood 380 pixels
wide one turn and 300 the next, at five 288 and 300: a box to look for anew each turn)."""

from __future__ import annotations

import pytest

from game import i18n
from game.seats import Seat
from tests.client.driver import make_app, new_recaps, open_table

NAMES = ["Nova", "Orbit", "Pulsar", "Quasar", "Rigel"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_recap_keeps_one_place_clear_of_the_own_panel_and_hand(data_dir: str, players: int, lang: str) -> None:
    i18n.set_language(lang)
    try:
        app = make_app("instant")
        app.settings.language = lang
        i18n.set_language(lang)  # after the app, which sets the language of its settings (it ran in English)
        seats = [Seat("Alice", True)] + [Seat(n, False, "normal") for n in NAMES[:players - 1]]
        table = open_table(app, "space_beans", seats, seed=2)
        app.push(table)
        columns, seen = set(), 0
        for box in new_recaps(app, table, 2, 2_000):
            seen += 1
            columns.add((box.x, box.w))
            assert not box.colliderect(table.ui.own_rect), (box, table.ui.own_rect)
            assert not box.colliderect(table.ui.layout.boxes[table.bottom].hand), box
            if len(columns) > 1 or seen >= 10:
                break
        assert seen >= 5 and len(columns) == 1, (seen, columns)
    finally:
        i18n.set_language("en")
