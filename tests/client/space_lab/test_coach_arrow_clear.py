"""The coach's arrow never lies on another Recruitment Centre stack (playtest 22): the four stacks stand side by side,
and the arrow beside a ringed stack lay over the next one ("over the Blue column", pointing at the Green one), which
read as pointing at the wrong stack or from it. The ring alone shows a stack then."""

from __future__ import annotations

from typing import Any

import pygame

from game.kit import coach as K
from game.tables.space_lab import layout as L
from tests.client.driver import DT, learn_from_title
from tests.client.test_coach_follow import _settle


def test_the_arrow_at_a_ringed_stack_is_never_over_another_stack(monkeypatch: Any) -> None:
    drawn: list[tuple[pygame.Rect, list[tuple[int, int]]]] = []
    real = K.arrow

    def spy(surface: pygame.Surface, spot: pygame.Rect, *rest: Any) -> list[tuple[int, int]] | None:
        points = real(surface, spot, *rest)
        if points is not None:
            drawn.append((spot.copy(), points))
        return points

    monkeypatch.setattr(K, "arrow", spy)
    app, table = learn_from_title("space_lab", "en")
    columns = [L.rc_column(a) for a in range(4)]
    stacks_ringed = 0
    for _ in range(14):  # the Learn game's first decisions: two of them recruit (the Blue stack, the Green one)
        _settle(app, table)
        if table.mod.over:
            break
        drawn.clear()
        for _ in range(3):
            app.frame(DT)
        ring = table.coach.target(table.current_offers(), table.action_rects)
        stacks_ringed += ring is not None and ring in columns
        for spot, points in drawn:
            box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
            others = [c for c in columns if not c.colliderect(spot)]
            assert box.collidelist(others) == -1, (spot, box)
            # nor on another thing to click (the Lab deck under the Red stack)
            assert box.collidelist([o.rect for o in table.current_offers() if not o.rect.colliderect(spot)]) == -1
        plan = list(table.coach._plan) if table.coach.aim is not None else []
        table.play_all(plan or [table.mod.legal()[0]])
    assert stacks_ringed >= 2  # the Blue stack and the Green one were ringed
