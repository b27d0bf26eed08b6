"""The set-aside coins' label stays clear of the revealed cards (issue 18, Al Cabohne playtest 115, 197.png:
"4 de côté (payées)" was clipped by a revealed card). Rule AC-14: coins paid for a third field are set aside."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game import i18n, theme
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne import paint
from game.tables.al_cabohne.layout import SET_ASIDE
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def test_the_set_aside_label_ends_before_the_revealed_cards(data_dir: str, monkeypatch: Any) -> None:
    app, table = _learn("al_cabohne")
    _settle(app, table)
    base = table.ui.picture()
    picture = dataclasses.replace(base, cards=lambda z: [0, 1, 2, 3] if z == SET_ASIDE else base.cards(z))
    boxes: list[tuple[str, pygame.Rect]] = []
    real = theme.blit_text  # every text drawn, with where it went
    monkeypatch.setattr(theme, "blit_text", lambda *a, **k: boxes.append((a[1], real(*a, **k))) or boxes[-1][1])
    was = i18n.language()
    try:
        i18n.set_language("fr")
        paint.paint(pygame.Surface((1280, 720)), picture)
        words = {i18n.trn("{n} coin", "{n} coins", 4), i18n.tr("set aside")}
    finally:
        i18n.set_language(was)
    drawn = [box for text, box in boxes if text in words]
    assert len(drawn) == 2, boxes
    assert all(box.right <= L.KEPT_X - 4 for box in drawn), drawn
