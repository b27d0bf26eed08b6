"""A tip is said on hover before a click, not again while the pointer rests where it clicked (playtest 33, 81_fr5):
the Take button stands where Bid stands, so the next round's Bid tip came up under the still pointer, over the
hand. Where no place beside the Bid button is clear of every word, the tip stands over the bid's own column, clear
of the hand."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.systeme_solaire.positions import position
from game import i18n
from tests.client.driver import DT, click
from tests.client.layout_probe import table_frame
from tests.client.systeme_solaire.drive import inject, table_app

BID_TIP = "Once the next player answers, your bid can't be undone."


def _point(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def _rect(table: Any, key: str) -> pygame.Rect:
    return next(c.button.rect for c in table.ui.controls() if c.button.key == key)


def _tip_shown(table: Any) -> bool:
    return BID_TIP in " ".join(b.text for b in table_frame(table)[0].texts)


def test_no_tip_under_a_pointer_resting_where_it_clicked(data_dir: str) -> None:
    app, table = table_app(3, 2, speed="fast")
    inject(table, position(3, hands={0: ["P1", "P2", "P3", "P4", "P5", "Jupiter"], 1: ["P1"], 2: ["P2"]},
                           groups=[["Mars"], ["Venus"], ["Pluto"]], phase="take", order=[0, 1, 2], marker=1))
    for _ in range(30):
        app.frame(DT)
    assert table.input_open and table.view.phase == "take" and table.view.to_act == 0
    click(app, next(r for r, k in table.clickables() if getattr(k, "kind", "") == "group").center)
    take = _rect(table, "take")
    _point(app, take.center)
    click(app, take.center)  # Alice takes; the pointer stays where it was
    for _ in range(3000):  # the computers take, the next round is laid out, Alice's turn to bid comes
        app.frame(DT)
        if table.input_open and table.view.phase == "bid" and table.view.to_act == 0:
            break
    assert table.input_open and table.view.phase == "bid" and table.view.to_act == 0
    bid = _rect(table, "bid")
    assert bid.collidepoint(table.mouse), "the Bid button came under the still pointer"
    assert not _tip_shown(table), "no tip under a pointer resting where it clicked"
    _point(app, (bid.centerx, bid.top - 200))  # away, and back: said before this bid
    _point(app, bid.center)
    assert _tip_shown(table)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bid_tip_keeps_off_the_hand(data_dir: str, lang: str) -> None:
    """A French hand of four: the tip found no place beside the button clear of every word and lay over the hand's
    last two cards, their coins and values hidden."""
    app, table = table_app(4, 2, speed="normal")
    inject(table, position(4, hands={0: ["P2", "P3", "P4", "Earth"], 1: ["P5", "P4"], 2: ["P1", "P3"], 3: ["P2"]},
                           groups=[["Sun", "Saturn"], ["Mercury", "Venus"], ["Mars"], ["Neptune", "Uranus"]],
                           fronts={0: ["Neptune"]}, marker=0))
    for _ in range(30):
        app.frame(DT)
    i18n.set_language(lang)
    try:
        _point(app, _rect(table, "bid").center)
        said = i18n.tr(BID_TIP)
        ink = table_frame(table)[0]
        lines = [b for b in ink.texts if len(b.text) > 3 and b.text in said]
        assert " ".join(b.text for b in lines) == said, [b.text for b in lines]
        tip = lines[0].rect.unionall([b.rect for b in lines]).inflate(16, 10)
        hand = table.ui._hand_row()[0]
        assert not tip.colliderect(hand), f"the tip {tip} lies over the hand {hand}"
    finally:
        i18n.set_language("en")
