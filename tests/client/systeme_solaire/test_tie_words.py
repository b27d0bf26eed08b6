"""Two ties in one five-player reveal say which tie each seat is in and the way it is counted (SS-17.4).

Playtest 14 (183.png, 66-paid.png): totals 5 and 4 each tied; the panels said "tie, 1st nearest the first player"
for two seats and "2nd nearest" for two others, read as a distance (the seat just after the first player was the
farthest) and so as wrong. Each tied seat now says its tie's total, its place in the order and "counterclockwise from"
the first player, on its panel and in the reveal row, in English and French.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.systeme_solaire.positions import position
from engine.systeme_solaire.words import SEAT_TIE_FORMS
from game import i18n, record
from game.kit.choices import Pick
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, press, table_app

NAMES = ("Alice", "Nova", "Orbit", "Pulsar", "Quasar")


def _two_ties(lang: str) -> tuple[Any, Any]:
    """Quasar won the auction (the first player); Alice and Pulsar reveal 5, Nova and Orbit 4. Counterclockwise
    from Quasar (seat 4): Pulsar (3), Orbit (2), Nova (1), Alice (0): the order is Quasar, Pulsar, Alice, Orbit,
    Nova."""
    app, table = table_app(5, 7)
    app.settings.language = lang
    i18n.set_language(lang)
    inject(table, position(5, hands={0: ["P5"], 1: ["P4"], 2: ["P4"], 3: ["P5"], 4: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth"], ["Pluto"]], marker=4, winner=4,
                           phase="select"))
    reveal_one(app, table)
    assert table.view.order == (4, 3, 0, 2, 1) and table.view.totals[:4] == (5, 4, 4, 5)
    return app, table


def reveal_one(app: Any, table: Any) -> None:
    """The player reveals the first card of their hand; the computers select, and the reveal row settles."""
    press(app, table, Pick("pick", "hand", table.view.hands[0][0]))
    press(app, table, Pick("commit", "select"))
    for _ in range(400):
        app.frame(DT)
        if table.view.phase == "take" and table.label not in ("reveal", "revealed") and not table.anim.blocking:
            break


@pytest.mark.parametrize("lang", ["en", "fr"])

def test_each_tie_says_its_total_its_place_and_counterclockwise_from_the_first_player(lang: str) -> None:
    """SS-17.4: every tied seat's panel names its tie and counts counterclockwise from Quasar; the reveal row too."""
    from game.i18n import tr

    pygame.font.init()
    try:
        app, table = _two_ties(lang)
        with record.capture() as items:
            app.draw()
        said = record.texts(items)
        # seat: its tie's total, its place in the whole order (playtest 17, 160b: never two "1st" in one order)
        expect = {3: (5, "2nd"), 0: (5, "3rd"), 2: (4, "4th"), 1: (4, "5th")}
        for seat, (n, nth) in expect.items():
            ways = [tr(f, n=n, nth=tr(nth), who="Quasar") for f in SEAT_TIE_FORMS[:2]]
            # the panel (the seat's own words, longest that fits) and the reveal row (wrapped: its words joined)
            assert sum(w in t for t in said for w in ways) >= 1, (seat, ways, said)
            assert any(w in " ".join(said) for w in ways) or sum(w in t for t in said for w in ways) >= 2, (seat, ways)
        assert not any("nearest" in t or "proche" in t for t in said), said
    finally:
        i18n.set_language("en")
