"""The board's "Paid so far" counts the cards it shows paid (playtest 16, 44.png: "Orbit won the auction at 6 · Paid so
far: 0 of 6" beside Orbit's Probe 3 and Neptune, the engine already past the payment while the screen showed it;
SS-13). Games of computers at the normal pace: whenever the line is drawn, its figure is the value of the cards in
the payment row."""

from __future__ import annotations

import re

import pygame

from engine.systeme_solaire.cards import hand_value
from game import record
from game.i18n import tr
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import table_app


def test_paid_so_far_counts_the_cards_shown(data_dir: str) -> None:
    pattern = re.compile(re.escape(tr("Paid so far: {n} of {bid}", n=999, bid=998)).replace("999", r"(\d+)")
                         .replace("998", r"\d+"))
    checked = 0
    for seed in (1, 2, 3):
        app, table = table_app(3, seed, humans=0, speed="normal")
        frame = pygame.Surface((1280, 720))
        for _ in range(4000):
            if table.mod.over or checked >= 40:
                break
            app.frame(DT)
            with record.capture() as items:
                table.draw(frame)
            for text in record.texts(items):
                m = pattern.fullmatch(text)
                if m:
                    shown = [c for c in table.cards_in(L.PAY) if c >= 0]
                    assert int(m[1]) == hand_value(shown), (text, shown)
                    checked += 1
    assert checked, "no payment by a computer was shown"
