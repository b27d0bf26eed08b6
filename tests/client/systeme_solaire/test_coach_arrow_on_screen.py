"""The coach's arrow at Pass stands whole on the screen (playtest 32, s15/s20/f17): drawn under the button, it breathed
off the bottom edge and read as cut in half."""

from __future__ import annotations

import pygame

from engine.core import Action
from engine.systeme_solaire.positions import position
from game.kit import coach
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, table_app

MARGIN = 5  # pixels an arrow keeps from the screen's edge: one touching it reads as cut off


def test_the_arrow_at_pass_stays_on_the_screen_at_its_widest_breath(data_dir: str) -> None:
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P1", "P2", "P4"], 1: ["P5", "P4"], 2: ["P3", "P2"]},
                           groups=[["Venus", "Saturn"], ["Sun", "Uranus"], ["Mars"]], marker=1))
    for _ in range(60):
        app.frame(DT)
        if table.input_open and table.view.to_act == 0:
            break
    assert table.view.phase == "bid" and table.view.to_act == 0 and table.view.high > 0, "Alice answers a bid"
    offers = table.current_offers()
    spot = next(o.rect for o in offers if o.key == Action("pass"))
    app.top.layer.invalidate()
    app.frame(DT)  # the table as drawn, which the arrow's place is chosen on (its plainest side)
    points = coach.arrow(app.screen, spot, coach.RING_REST + 4, [o.rect for o in offers if not o.rect.colliderect(spot)])
    assert points is not None, "an arrow points at Pass"
    widest = coach.breathe(points, spot, 4)  # the ring breathes out 4 pixels, and the arrow with it (Coach.draw)
    box = pygame.Rect(widest[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in widest])
    assert app.screen.get_rect().inflate(-2 * MARGIN, -2 * MARGIN).contains(box), f"the arrow {box} runs off the screen"
