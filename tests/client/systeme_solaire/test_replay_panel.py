"""In a replay, a seat's panel speaks of the seat, never "your turn" (playtest 14, 113-replay.png: Alice's panel
said « à vous de miser ou passer » while the centre said « Alice enchérit… »)."""

from __future__ import annotations

import pygame

from game import record
from game.i18n import tr
from game.kit.moving_on import Role
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import lift_curtain, table_app


def test_a_replay_panel_says_the_seat_must_open_not_you(data_dir: str) -> None:
    """SS-11: Alice holds the marker and must open. Played here her panel says "you must open the auction"; in a
    replay of the same position, "must open the auction" under her name."""
    pygame.font.init()
    app, table = table_app(3, 2)
    lift_curtain(app)
    for _ in range(300):
        if table.view.phase == "bid" and table.view.to_act == 0 and table.input_open:
            break
        app.frame(DT)
    assert table.view.to_act == 0 and table.view.bidder < 0

    def said() -> list[str]:
        table.forget_screen()
        with record.capture() as items:
            app.draw()
        return record.texts(items)

    assert tr("you must open the auction") in said()
    table.role = Role.REPLAY
    shown = said()
    assert tr("you must open the auction") not in shown and tr("must open the auction") in shown, shown
