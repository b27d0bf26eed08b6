"""A newcomer's findings in Système Solaire (playtest 29): the Bid button's tip hid the hand's value and, in French,
touched the status line on almost every auction turn, the pointer still resting on Bid after the click; the empty
deck had no label."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from engine.systeme_solaire.positions import position
from game import i18n, record
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire import seats
from tests.client.driver import DT, click, text_spy
from tests.client.layout_probe import table_frame
from tests.client.systeme_solaire.drive import inject, table_app
from tests.client.systeme_solaire.test_answered_bid_words import _auction

BID_TIP = "Once the next player answers, your bid can't be undone."


def _seen(app: Any, table: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[pygame.Rect], dict[str, pygame.Rect]]:
    """One frame drawn afresh: its texts, the tips drawn over the table, and where each line of text stands."""
    drawn = text_spy(monkeypatch)
    app.top.layer.invalidate()
    with record.capture() as items:
        app.frame(DT)
    return record.texts(items), table.ui.paint_over(app.screen), dict(drawn)


def _says(texts: list[str], said: str) -> bool:
    """Whether the frame's texts say ``said``, on one line or wrapped on a few beside the button."""
    return said in " ".join(texts)


def _point(app: Any, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bid_tip_keeps_clear_of_the_hand_value_and_the_status(data_dir: str, lang: str,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = table_app(4, 2, speed="normal")
    _auction(app, table)
    i18n.set_language(lang)
    try:
        said = i18n.tr(BID_TIP)
        bid = next(c.button.rect for c in table.ui.controls() if c.button.key == "bid")
        _point(app, bid.center)
        texts, tips, where = _seen(app, table, monkeypatch)
        assert _says(texts, said) and tips, "the Bid button's tip says it, before the bid"
        v = table.view
        held = i18n.trn("Hand: {n} card · value {v}", "Hand: {n} cards · value {v}", v.hand_sizes[0],
                        v=v.hand_values[0])
        status = "  ·  ".join(text for text, _c in seats.status(dataclasses.replace(table.ui.picture_stub(), shown=table.label), 0))
        assert status in where, status
        for tip in tips:
            assert not tip.colliderect(where[held]), f"the tip {tip} hides {held!r} at {where[held]}"
            assert not tip.colliderect(where[status].inflate(0, 4)), f"the tip {tip} touches {status!r}"
    finally:
        i18n.set_language("en")


def test_the_bid_tip_is_not_said_again_while_the_pointer_rests_on_bid(data_dir: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = table_app(4, 2, speed="normal")
    _auction(app, table)
    bid = next(c.button.rect for c in table.ui.controls() if c.button.key == "bid")
    _point(app, bid.center)
    click(app, bid.center)  # the bid is made; the pointer stays where it was
    assert len(table.mod.recipe.actions) == 1
    for _ in range(1500):  # the computers answer; Alice's next turn to bid, the pointer still on Bid
        app.frame(DT)
        if table.input_open and table.view.phase == "bid" and table.view.to_act == 0:
            break
    assert table.input_open and table.view.to_act == 0, "outbid, Alice bids again"
    assert not _says(_seen(app, table, monkeypatch)[0], BID_TIP), "said before the bid, not over every turn after it"
    _point(app, (bid.centerx, bid.top - 200))  # away, and back: said again
    _point(app, bid.center)
    assert _says(_seen(app, table, monkeypatch)[0], BID_TIP)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_empty_deck_says_empty_as_the_empty_discard_does(data_dir: str, lang: str) -> None:
    """The last round's empty deck slot was a bare outline beside the discard's "empty" (29_r5)."""
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P1", "Mercury"], 1: ["P4"], 2: ["P5"]},
                           groups=[["Jupiter", "Jupiter"], ["Venus", "Neptune"], ["Pluto"]], round=5, marker=1))
    for _ in range(10):
        app.frame(DT)
    assert table.view.deck == 0
    i18n.set_language(lang)
    try:
        texts = table_frame(table)[0].texts
        empty = i18n.tr("empty")
        assert any(b.text == empty and L.DECK_PILE.contains(b.rect) for b in texts), \
            [(b.text, b.rect) for b in texts if b.rect.colliderect(L.DECK_PILE)]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_automatic_pass_is_told_over_the_board(data_dir: str, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """SS-12: Alice, whose hand cannot pay more than Nova's opening bid, passes by herself; "Alice cannot bid and
    passes" was a line of the log alone and went by unseen (24_r4). It is told over the board, long enough to read."""
    from game.tables.systeme_solaire import choreo

    shown: dict[str, list[pygame.Rect]] = {}
    plain = choreo.Callout.draw

    def draw(self: Any, surface: pygame.Surface) -> list[pygame.Rect]:
        drawn = plain(self, surface)
        if drawn:
            shown.setdefault(self.text, []).append(self.plate.copy())
        return drawn

    monkeypatch.setattr(choreo.Callout, "draw", draw)
    i18n.set_language(lang)
    try:
        app, table = table_app(3, 2, speed="normal")
        inject(table, position(3, hands={0: ["P1"], 1: ["P5", "P4"], 2: ["P3", "P2"]},
                               groups=[["Jupiter"], ["Venus"], ["Pluto"]], fronts={0: ["Mars"]}, round=5, marker=1))
        for _ in range(900):
            app.frame(DT)
            if table.view.passed[0]:
                break
        assert table.view.passed[0], "Alice passed by herself"
        for _ in range(240):
            app.frame(DT)
        said = i18n.tr("{who} cannot bid and passes").replace("{who}", "Alice")
        assert said in shown, list(shown)
        assert all(L.BOARD.contains(plate) for plate in shown[said])
        assert len(shown[said]) * DT >= 0.9, "held long enough to read"
    finally:
        i18n.set_language("en")
