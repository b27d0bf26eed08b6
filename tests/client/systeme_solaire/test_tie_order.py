"""A three-way tie at the order reveal numbers each seat by its place in the whole order of choice (SS-17.4).

Playtest 17 (104-m4order.png, 160b.png): each tied seat said its place inside its tie ("égalité à 5 : 1er / 2e en
sens antihoraire depuis Orbit") while its badge and the strip under it gave its place in the whole order, so two
seats could both read "1st", and the French "1er" was masculine for Alice. Each tied seat now says the place its
badge shows ("3rd", « en 3e »), with the tie and the way it was broken.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.systeme_solaire.positions import position
from engine.systeme_solaire.words import SEAT_TIE_FORMS
from game import i18n, record
from game.i18n import tr
from tests.client.systeme_solaire.drive import inject, table_app
from tests.client.systeme_solaire.test_tie_words import reveal_one


def _three_way_tie(lang: str) -> tuple[Any, Any]:
    """Pulsar (seat 3) won the auction and holds the marker; Alice, Nova and Orbit each reveal 5. Counterclockwise
    from Pulsar: Orbit (2), Nova (1), Alice (0), so the order is Pulsar, Orbit, Nova, Alice."""
    app, table = table_app(4, 7)
    app.settings.language = lang
    i18n.set_language(lang)
    inject(table, position(4, hands={0: ["P5"], 1: ["P5"], 2: ["P5"], 3: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth"]], marker=3, winner=3, phase="select"))
    reveal_one(app, table)
    assert table.view.order == (3, 2, 1, 0) and table.view.totals[:3] == (5, 5, 5)
    return app, table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_three_way_tie_numbers_each_seat_by_its_place_in_the_whole_order(lang: str) -> None:
    """SS-17.4: Orbit, Nova and Alice tie at 5 and choose 2nd, 3rd and 4th after Pulsar (1st, the auction's
    winner): each panel and the reveal row say that place, never a "1st" inside the tie (nor a French "1er")."""
    pygame.font.init()
    try:
        app, table = _three_way_tie(lang)
        with record.capture() as items:
            app.draw()
        said = record.texts(items)
        joined = " ".join(said)
        places = {2: "2nd", 1: "3rd", 0: "4th"}  # seat: its place in the whole order, as its badge shows
        for seat, nth in places.items():
            forms = [tr(f, n=5, nth=tr(nth), who="Pulsar") for f in SEAT_TIE_FORMS]
            assert any(f in t for t in said for f in forms), (seat, forms, said)
        tied = [t for t in said if tr("tie at {n}: {nth}", n=5, nth="").strip() in t]
        assert len(tied) >= 3, said
        assert not any(tr("1st").strip(",") in t.replace(",", " ").split() for t in tied), tied  # Pulsar is 1st
        if lang == "fr":
            assert "1er" not in joined and "en 2e" in joined, joined
    finally:
        i18n.set_language("en")
