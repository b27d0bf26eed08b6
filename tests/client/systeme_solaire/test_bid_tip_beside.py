"""The Bid button's tip stands beside (or above) the button (playtest 32, f16/s14): found clear of the whole table it stood
across the top, over "5 cards set aside unseen", Orbit's "first player" and, in French, Pulsar's bid."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.systeme_solaire.positions import position
from game import i18n
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.layout_probe import table_frame
from tests.client.systeme_solaire.drive import inject, table_app

BID_TIP = "Once the next player answers, your bid can't be undone."


def _point(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


@pytest.mark.parametrize(("players", "lang"), [(3, "en"), (4, "fr")])
def test_the_bid_tip_stands_beside_the_button_clear_of_every_word(data_dir: str, players: int, lang: str) -> None:
    app, table = table_app(players, 2, speed="normal")
    hands = {0: ["P1", "P2", "P3", "P5", "Jupiter", "Saturn"], 1: ["P5", "P4"], 2: ["P1", "P3"], 3: ["P2"]}
    inject(table, position(players, hands={k: h for k, h in hands.items() if k < players},
                           groups=[["Sun", "Saturn"], ["Mercury", "Venus"], ["Mars"], ["Neptune", "Uranus"]][:players],
                           fronts={0: ["Mars", "Venus"]}, marker=0))
    for _ in range(30):
        app.frame(DT)
    assert table.input_open and table.view.phase == "bid" and table.view.to_act == 0
    i18n.set_language(lang)
    try:
        bid = next(c.button.rect for c in table.ui.controls() if c.button.key == "bid")
        _point(app, bid.center)
        said = i18n.tr(BID_TIP)
        texts = table_frame(table)[0].texts
        lines = [b for b in texts if len(b.text) > 3 and b.text in said]
        assert " ".join(b.text for b in lines) == said, [b.text for b in lines]
        tip = lines[0].rect.unionall([b.rect for b in lines])
        # beside the button, or above it where no place beside it is clear of the hand (playtest 33)
        beside = tip.right < bid.left and bid.left - tip.right < 40
        above = tip.bottom <= bid.top and bid.top - tip.bottom < 40 and bid.left - 8 <= tip.left
        assert tip.top >= L.OWN.y and (beside or above), f"the tip {tip} stands beside the Bid button {bid}"
        for panel in table.ui.seat_rects[1:]:
            assert not tip.colliderect(panel), f"the tip {tip} lies over a seat's panel {panel}"
        covered = [b.text for b in texts if b not in lines and b.rect.colliderect(tip)]
        assert not covered, f"the tip {tip} covers {covered}"
    finally:
        i18n.set_language("en")
