"""A hand card's tip stands beside the hand, never over the other hand cards (playtest 12, 121-multi.png: "Probe 2:
auction value 2…" covered Probes 1 to 5 while the player picked cards to pay with, hiding which were raised; SS-13)."""

from __future__ import annotations

import pygame
import pytest

from engine.core import Action
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position
from game import i18n
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT, click
from tests.client.layout_probe import table_frame
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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hand_cards_tip_stands_in_the_viewers_row(data_dir: str, lang: str) -> None:
    """Playtest 32 (s09, s17): found clear of the whole table, a hand card's tip stood at the top of the screen, over
    the set-aside cards or "Round 2 of 5"; it stands in the viewer's own row, beside the hand, under the panel's
    words, clear of the other hand cards."""
    app, table = table_app(3, 4)
    hand = ["P1", "P2", "P3", "P4", "P5"]
    s = position(3, hands={0: hand, 1: ["P2"], 2: ["P3"]}, groups=[["Mars"], ["Venus"], ["Sun"]],
                 fronts={0: ["Sun", "Mercury"]}, marker=0)
    s, _ = GAME.apply(s, Action("bid", 7))
    inject(table, s)
    for _ in range(5):
        app.frame(DT)
    zone = ("hand", table.bottom)
    n = len(table.cards_in(zone))
    click(app, table.ui._shown_rect(zone, 2, n).center)  # Probe 3 raised for the payment
    i18n.set_language(lang)
    try:
        for i in range(n):
            card = table.ui._shown_rect(zone, i, n)
            pos = (card.centerx, card.bottom - 6)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            app.frame(DT)
            said = table.ui.hover_text()
            assert said, f"no tip over hand card {i}"
            texts = table_frame(table)[0].texts
            lines = [b for b in texts if len(b.text) > 3 and b.text in said]
            assert lines, [b.text for b in texts]
            tip = lines[0].rect.unionall([b.rect for b in lines])
            assert tip.top >= L.OWN_FRONT.y - 2 and tip.bottom <= L.OWN.bottom, f"card {i}: the tip {tip} is off the row"
            others = [table.ui._shown_rect(zone, j, n) for j in range(n)]
            assert tip.collidelist(others) < 0, f"card {i}: the tip {tip} covers a hand card"
            words = [b.text for b in texts if b not in lines and b.rect.colliderect(tip)]
            assert not words, f"card {i}: the tip {tip} covers {words}"
    finally:
        i18n.set_language("en")
