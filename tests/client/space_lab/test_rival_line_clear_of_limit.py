"""Solo: the rival's line ("Rival: the Red stack cleared", Appendix A) and the hand limit's note (SL-2: with 5 or
more cards at the start of the turn you must place cards) both sit at the foot of the Recruitment Centre. Playtest
30: the line was drawn over the note. Where the next turn opens under the hand limit, the line stands above it."""

from __future__ import annotations

import pygame

from engine.core import Action
from engine.space_lab.cards import COST_OF, LAB_IDS
from engine.space_lab.positions import position
from game import theme
from game.kit.flights import Popup
from game.tables.space_lab import layout as L
from tests.client.driver import DT
from tests.client.space_lab import steps


def test_the_rival_s_line_is_drawn_clear_of_the_hand_limit_note(data_dir: str) -> None:
    free = [c for c in LAB_IDS if COST_OF[c] == 0][:1]
    others = [c for c in LAB_IDS if COST_OF[c] and c not in free][:5]
    rc = {0: [c for c in LAB_IDS if c not in free + others][:2]}
    app, table = steps.start(1, 3, speed="normal")
    steps.settle(app, table)
    steps.at(table, position(1, hands={0: free + others}, rc=rc, turn=2))
    steps.settle(app, table)
    steps.click_move(app, table, next(a for a in table.choices.of("place") if a.card == free[0]))
    steps.settle(app, table)
    steps.click_move(app, table, Action("end"))
    boxes: list[pygame.Rect] = []
    for _ in range(600):
        app.frame(DT)
        for p in table.anim.tweens:
            if isinstance(p, Popup) and p.text.startswith("Rival: the") and not p.waiting:
                boxes += [pygame.Rect(r) for r in p.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))]
        if boxes and table.input_open and not table.anim.busy:
            break
    assert table.view.hand_limited and table.view.current == 0, "the next turn opens under the hand limit"
    assert boxes, "the rival's line was drawn"
    assert not any(b.colliderect(L.LIMIT_NOTE) for b in boxes), (boxes, L.LIMIT_NOTE)
    assert all(b.colliderect(L.RC_PANEL) for b in boxes)  # still said in the Recruitment Centre
