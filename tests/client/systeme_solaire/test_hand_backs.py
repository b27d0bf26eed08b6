"""Another seat's panel draws as many card backs as its words count (playtest 25: "5 cards · value 15" beside two
backs while the order reveal turned over, SS-15..SS-17: the panel tells the hand as it was until the selections turn
over together, and drew only the cards left in it)."""

from __future__ import annotations

import random
import re

import pygame
import pytest

from engine.bots import decide, make_bot, situation
from game import i18n, theme
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire.art import ART
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import table_app


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_backs_drawn_match_the_count_through_the_order_reveal(data_dir: str, lang: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = table_app(3, 0, speed="normal")
    i18n.set_language(lang)
    try:
        texts: list[str] = []
        backs: list[tuple[int, int]] = []
        fit, back = theme.blit_fit, type(ART).back
        monkeypatch.setattr(theme, "blit_fit", lambda s, text, *a, **k: texts.append(text) or fit(s, text, *a, **k))
        monkeypatch.setattr(type(ART), "back", lambda self, w, h: backs.append((w, h)) or back(self, w, h))
        bot, rng, seen = make_bot("systeme_solaire", "normal"), random.Random(0), 0
        for _ in range(40_000):
            app.frame(DT)
            if table.view.round > 1:
                break
            if table.input_open and table.mod.human_turn:
                table.play(decide(bot, situation(table.mod.game, table.mod.state, rng)))
            if table.label == "reveal":
                texts.clear(), backs.clear()
                table.ui.paint(pygame.Surface(theme.SCREEN.size))  # the panels, not a cached picture of them
                counts = [int(m.group(1)) for t in texts if (m := re.match(r"(\d+) (?:cards?|cartes?) · ", t))]
                assert len(counts) == 2, texts  # the two other seats' panels
                # the pile of cards set aside unseen (three players) is one back of that size too
                assert backs.count(L.BACK) - 1 == sum(counts), (counts, backs.count(L.BACK))
                seen += 1
        assert seen > 0, "the order reveal was never shown"
    finally:
        i18n.set_language("en")
