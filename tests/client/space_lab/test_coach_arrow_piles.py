"""The coach's arrow at a Recruitment Centre stack (playtest 34, 81.png): pointing at the Blue stack, it lay on the
Discard pile under it, and read as pointing from or at the pile. With the title's words above the stacks and the
other stacks beside it, the arrow lies on none of the piles under the Centre (the ring alone shows the stack then)."""

from __future__ import annotations

import pygame

from game.kit.coach import RING_REST, arrow
from game.tables.space_lab import coach
from game.tables.space_lab import layout as L


def test_the_arrow_at_a_stack_lies_on_no_pile() -> None:
    surface = pygame.Surface((1280, 720))
    surface.fill((10, 12, 30))
    for a in range(4):
        spot = L.rc_column(a)
        title = pygame.Rect(L.RC_PANEL.x, L.RC_PANEL.y, L.RC_PANEL.w, spot.top - L.RC_PANEL.y)
        surface.fill((240, 240, 240), title)  # "Recruitment Centre" and the colours' icons, bright above the stacks
        clear_of = [r for r in coach.KEEP_CLEAR if not r.colliderect(spot)]
        points = arrow(surface, spot, RING_REST + 4, clear_of)
        if points is None:
            continue
        box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
        assert box.collidelist([L.LAB_DECK, L.DISCARD, L.PROJECT_DECK]) == -1, (a, box)
