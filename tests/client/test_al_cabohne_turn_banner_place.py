"""The turn-change banner ("Nova's turn") covers no card (playtest 16: drawn over the leftover cards, "Restes …",
it hid them and could not be read). It stands on the title bar, whole on the screen, clear of
the log, the move buttons (the turn's first one comes while it shows), the piles, the kept and leftover cards, the
fields and the hand, in English and in French."""

from __future__ import annotations

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action
from game import i18n, theme
from game.kit.flights import Popup
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turn_banner_covers_no_card(lang: str, data_dir: str) -> None:
    app = make_app("normal")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
    app.push(table)
    # Alice leaves three kept piles to Nova (AC-25): the leftovers lie in the middle row as Nova's turn begins
    table.mod.state = position(2, phase=CULTIVATE, hands={0: [BLUE, KIDNEY], 1: [PUFF, KIDNEY]},
                               kept=[[BLUE], [FIRE, FIRE], [KIDNEY]], bosses=[[FIRE] * 2, [PUFF]],
                               fields={0: [[FIRE]], 1: [[RUNNER, RUNNER], [FRENCH]]})
    table.forget_screen()
    _set_language(lang)
    try:
        app.frame(DT)
        table.play(Action("end"))
        turn = i18n.tr("{name}'s turn", name="Nova")
        drawn: list[pygame.Rect] = []
        for _ in range(600):
            app.frame(DT)
            for tw in table.anim.tweens:
                if isinstance(tw, Popup) and tw.text == turn and tw.elapsed >= tw.delay:
                    drawn += tw.draw(pygame.Surface(theme.SCREEN.size))
            if drawn and not any(isinstance(tw, Popup) and tw.text == turn for tw in table.anim.tweens):
                break
        assert drawn, "the banner was shown"
        covered = [L.LOG, L.BUTTONS, L.DISCARD_PILE, L.DRAW_PILE, *(L.kept_area(i, 1) for i in range(3)),
                   *(L.field_area(i) for i in range(3)), L.HAND_AREA, L.OWN_PANEL, L.OPP_PANEL]
        for r in drawn:
            assert theme.SCREEN.contains(r), r
            for other in covered:
                assert not r.colliderect(other), (r, other)
    finally:
        i18n.set_language("en")
