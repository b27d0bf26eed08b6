"""A hand card's tip stands above the hand, never over the other hand cards (playtest 12, 121-multi.png: "Probe 2:
auction value 2…" covered Probes 1 to 5 while the player picked cards to pay with, hiding which were raised; SS-13)."""

from __future__ import annotations

import pygame

from engine.core import Action
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, table_app


def test_a_hand_cards_tip_covers_no_hand_card(data_dir: str) -> None:
    app, table = table_app(3, 4)
    hand = ["P1", "P2", "P3", "P4", "P5", "Saturn"]
    s = position(3, hands={0: hand, 1: ["P2"], 2: ["P3"]}, groups=[["Mars"], ["Venus"], ["Sun"]], marker=0)
    s, _ = GAME.apply(s, Action("bid", 7))  # the others cannot raise: Alice pays 7
    assert s.phase == "pay" and GAME.to_act(s) == 0
    inject(table, s)
    for _ in range(5):
        app.frame(DT)
    zone = ("hand", table.bottom)
    n = len(table.cards_in(zone))
    assert n == len(hand)
    checked = 0
    for i in range(n):
        card = table.ui._shown_rect(zone, i, n)
        pos = (card.centerx, card.y + card.h // 3)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(DT)
        assert table.ui.hover_text(), f"no tip over hand card {i}"
        drawn = table.ui.paint_over(pygame.Surface((1280, 720)))
        assert drawn
        others = [table.ui._shown_rect(zone, j, n) for j in range(n)]
        assert all(not drawn[0].colliderect(r) for r in others), (i, drawn[0])
        checked += 1
    assert checked == n
