"""Learn to play's coach stands clear of Al Cabohne's log (fix 22, newcomer on turn 1: the coach's box lay over the
top of the log, its frame running on under the coach, and read as hiding the log's first lines). While the coach
speaks over the log's place, the log in sight is a whole panel of its own under the coach's foot: nothing of the
log's frame shows beside or under the coach above it, and its top edge is drawn a few pixels under the coach's.
English and French."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, learn_from_title

LOG_EDGE = (50, 60, 100)  # ``panels.log``'s frame colour


def _edge(colour: pygame.Color) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip(colour[:3], LOG_EDGE, strict=True))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_log_under_the_coach_is_a_whole_panel_clear_of_it(data_dir: str, language: str) -> None:
    try:
        app, table = learn_from_title("al_cabohne", language)
        for _ in range(300):
            if table.input_open and table.coach.text and not table.coach._waiting:  # the pick named
                break
            app.frame(DT)
        coach = table.coach
        assert coach.text and coach.panel.colliderect(L.LOG), coach.panel  # turn 1: the coach speaks over the log
        left = table.log_rect
        assert left is not None and left.bottom == L.LOG.bottom
        app.draw()
        surface = app.screen
        panel = coach.panel
        assert left.top > panel.bottom, (left, panel)  # clear of the coach, not under it
        # between the coach's foot and the log's top edge: background, no frame of the log running on under the coach
        for y in range(panel.bottom + 1, left.top):
            for x in range(L.LOG.x, L.LOG.right):
                assert not _edge(surface.get_at((x, y))), (x, y)
        assert _edge(surface.get_at((left.centerx, left.top)))  # the log's own top edge
    finally:
        i18n.set_language("en")
