"""A seat's hand count and value stay as they were until the reveal row turns over (SS-15, SS-16; playtest 14,
22-conf.png: "has chosen · 3 cards · value 10" while the selections were still face down told what Nova had put in)."""

from __future__ import annotations

import pygame

from game import record
from game.i18n import trn
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import selected_at_normal_speed


def test_the_panels_keep_the_hand_until_the_selections_turn_over(data_dir: str) -> None:
    pygame.font.init()
    app, table = selected_at_normal_speed({0: ["P5"], 1: ["P4", "P2"], 2: ["P1"]})
    before = trn("{n} card · value {v}", "{n} cards · value {v}", 2, v=6)
    seen = {"reveal": 0, "after": 0}
    for _ in range(2000):
        app.frame(DT)
        if not table.view.totals:
            continue
        with record.capture() as items:
            app.draw()
        said = record.texts(items)
        nova = table.view.totals[1]  # what Nova turned over (the computer chose it)
        left = trn("{n} card · value {v}", "{n} cards · value {v}", table.view.hand_sizes[1],
                   v=table.view.hand_values[1])
        if table.label == "reveal":
            seen["reveal"] += 1
            assert before in said and (nova == 0 or left not in said), (said, nova)
        elif seen["reveal"]:  # turned over: the hand as it is now
            seen["after"] += 1
            assert left in said, said
            break
    assert seen["reveal"] and seen["after"], seen
