"""What a newcomer's playtest of Système Solaire found (issue 18), checked on what the screen says."""

from __future__ import annotations

import pygame

from engine.systeme_solaire import card_id, position
from game import record
from game.kit.choices import Pick
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import bid, inject, press, table_app


def _texts(app) -> list[str]:
    app.top.layer.invalidate()
    with record.capture() as items:
        app.frame(DT)
    return record.texts(items)


def _point(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def test_the_payment_banner_follows_the_cards_selected(data_dir: str) -> None:
    # SS-13: the banner said "Pay 5 more with hand cards" with 5 of 5 already selected
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P1", "P2", "P3", "P4", "P5"], 1: ["P1"], 2: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 5)  # the others cannot beat 5: they pass by themselves
    assert table.view.phase == "pay" and table.view.winner == 0
    assert table.ui.prompt()[0].startswith("Pay 5 more with hand cards")
    press(app, table, Pick("pick", "hand", card_id("P2")))
    assert table.ui.prompt()[0].startswith("Pay 3 more with hand cards")
    press(app, table, Pick("pick", "hand", card_id("P3")))
    banner = table.ui.prompt()[0]
    assert "more" not in banner and banner == "Selected 5 of 5: click Pay (no change is given)."
    assert banner in _texts(app)  # what is drawn, not only what is worded


def test_pointing_at_a_card_says_which_number_is_which(data_dir: str) -> None:
    # SS-23: a probe is never placed in a front; spent, it is discarded (SS-13): the tip said it stays in hand
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P5", "Mars"], 1: ["P1"], 2: ["P1"]},
                           groups=[["Neptune"], ["Venus"], ["Sun"]]))
    strips = dict(table.ui.hand_strips())
    _point(app, strips[card_id("P5")].center)
    tip = table.ui.hover_text()
    assert tip == ("Probe 5: auction value 5, no VP; probes never go to a front: spent, they are discarded"
                   " · gold coin: auction value")
    assert "stay in hand" not in tip and tip in _texts(app)
    _point(app, L.group_card(0, 3, 0, 1).center)
    tip = table.ui.hover_text()
    assert tip == "Neptune: auction value 3, 4 VP in a front · gold coin: auction value, white tile: VP"
    assert tip in _texts(app)
