"""A tip keeps clear of the capsules (playtest 22): pointing at Nova's capsule showed its tip above the mouse, over
Nova's capsules and the Objectives the tip spoke of; and a tray Objective's tip covered that Objective's colours.
A tip now covers no station's capsule and never the thing it describes."""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab.positions import position
from game.tables.space_lab import layout as L
from game.tables.space_lab import tips
from tests.client.driver import DT
from tests.client.space_lab import steps


def _tip_at(app: object, table: object, at: tuple[int, int]) -> pygame.Rect:
    """The tip's box with the mouse at ``at`` (the box the table draws)."""
    drawn: list[pygame.Rect] = []
    real = tips.draw

    def spy(surface: pygame.Surface, lines: list[str], mouse: tuple[int, int],
            avoid: list[pygame.Rect] | None = None, rather: list[pygame.Rect] | None = None,
            over: pygame.Rect | None = None) -> pygame.Rect | None:
        r = real(surface, lines, mouse, avoid, rather, over)
        drawn.extend([r] if r is not None else [])
        return r

    tips.draw = spy  # type: ignore[assignment]
    try:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        table.layer.invalidate()  # type: ignore[attr-defined]
        app.frame(DT)  # type: ignore[attr-defined]
    finally:
        tips.draw = real  # type: ignore[assignment]
    assert drawn, f"no tip at {at}"
    return drawn[-1]


@pytest.mark.parametrize("capsule", [0, 1, 2])
def test_a_tip_on_another_station_s_capsule_covers_no_capsule(data_dir: str, capsule: int) -> None:
    app, table = steps.start(2, 1)
    steps.at(table, position(2))
    steps.settle(app, table)
    mini = table.ui.layout.minis[1]
    box = _tip_at(app, table, mini.capsules[capsule].center)
    for cap in [*mini.capsules, *L.OWN.capsules]:
        assert not box.colliderect(cap), (box, cap)


def test_a_tray_objective_s_tip_leaves_that_objective_in_sight(data_dir: str) -> None:
    """SU-3: the set-up tray's Objective tips name what the Objective asks; they covered its colour marks."""
    app, table = steps.start(2, 1)
    steps.settle(app, table)
    assert table.view.phase == "assign"
    for i in range(3):
        card = L.tray_card("box", i, 3)
        assert not _tip_at(app, table, card.center).colliderect(card), i
