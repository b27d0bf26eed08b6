"""A Boss who sells nothing at the final sale says "no coin" on his card, never over his name tag or the frame lit
round him (playtest 29, 91.png: at the game's end "no coin" lay over the top of Joe's frame, under his tag). What is
drawn, frame by frame through the final sale (AC-34): every "no coin" over the Mafia lies inside a Boss's card."""

from __future__ import annotations

from typing import Any

import pygame

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.core import Action
from game.kit.flights import Popup
from game.seats import Seat
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, make_app, open_table


def test_no_coin_stays_on_the_boss_s_card() -> None:  # rule AC-34
    app = make_app("normal")
    table: Any = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    # Joe's lone Kidney sells for nothing
    table.mod.state = position(1, fields={0: [[BLUE] * 6, [RUNNER] * 5, [PUFF]]}, treasury=4,
                               bosses=[[FIRE] * 3, [BROAD] * 2, [KIDNEY]], hands={0: [FRENCH]}, rest="discard",
                               ending=True)
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    table.play(Action("end"))
    said = []
    for k in range(60 * 30):
        if k > 10 and not table.anim.blocking:
            break
        app.frame(DT)
        popups = [tw for tw in table.anim.tweens if type(tw) is Popup and tw.text == "no coin"]
        said += [r for tw in popups for r in tw.draw(pygame.Surface((1280, 720)))
                 if r.colliderect(L.mafia_panel(3))]
    assert said, "Joe's sale says it"
    for r in said:
        assert r.collidelist([L.boss_stack(j) for j in range(3)]) >= 0, r
        assert any(L.boss_stack(j).contains(r) for j in range(3)), r
        assert r.collidelist([L.boss_plate(j) for j in range(3)]) < 0, r
