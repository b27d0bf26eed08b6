"""The layout probe judges a label against the topmost panel under its centre (the one it was written in), among
panels laid over each other; found by one call over all of them, which must choose as asking each in turn did."""

from __future__ import annotations

import pygame

from game import theme, ui
from tests.client.test_layout import _kinds


def test_a_label_is_held_to_the_topmost_panel_under_its_centre() -> None:
    outer, inner = pygame.Rect(100, 100, 500, 200), pygame.Rect(300, 150, 120, 40)

    def inside_the_inner(s: pygame.Surface) -> None:
        ui.panel(s, outer)
        ui.panel(s, inner)
        theme.blit_text(s, "4 coins", 16, inner.center, anchor="center")

    def out_of_the_inner(s: pygame.Surface) -> None:  # well inside the outer panel, past the inner one's side
        ui.panel(s, outer)
        ui.panel(s, inner)
        theme.blit_text(s, "Buy a third field", 16, (inner.x + 30, inner.y + 10))

    def the_inner_one_under(s: pygame.Surface) -> None:  # the outer panel painted last is the one on top
        ui.panel(s, inner)
        ui.panel(s, outer)
        theme.blit_text(s, "Buy a third field", 16, (inner.x + 30, inner.y + 10))

    def on_a_panels_edge_pixel(s: pygame.Surface) -> None:  # its centre on the panel's last column: still in it
        ui.panel(s, pygame.Rect(100, 400, 120, 40))
        theme.blit_text(s, "Buy a third field", 16, (219, 420), anchor="center")

    assert _kinds(inside_the_inner) == []
    assert _kinds(out_of_the_inner) == [("panel", "Buy a third field")]
    assert _kinds(the_inner_one_under) == []
    assert _kinds(on_a_panels_edge_pixel) == [("panel", "Buy a third field")]
