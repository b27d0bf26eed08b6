"""A frame that paints only what moved is the frame painted whole, pixel for pixel (``game/kit/redraw.py``).

Each game's Learn to play is played by clicks at normal speed (cards flying, coins, banners, the Hint's
ring, the coach's ring and arrow) with the mouse wandering over the table (tips, lit buttons, hover outlines). After every
frame the screen the app drew, most of it left from the frame before, is compared with the same table
painted whole on a fresh surface. A part drawn over the table that does not say where it drew would leave
a trail here, and fail.
"""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from game.kit.redraw import Redraw, merged, union
from tests.client.driver import DT, game_clickables, pass_on
from tests.client.test_coach import _learn

FRAMES = 300


def _whole(table: Any) -> pygame.Surface:
    """The table's frame now, painted whole on a surface of its own."""
    surface = pygame.Surface(table.app.screen.get_size()).convert()
    surface.blit(table.layer.ready(surface, table._static_key(), table._paint_static), (0, 0))
    table._paint_moving(surface)
    return surface


def _play(app: Any, table: Any, seed: int) -> tuple[int, int]:
    """Frames with the mouse wandering and a click now and then; (frames compared, frames painted whole)."""
    rng = random.Random(seed)
    compared = 0
    for n in range(FRAMES):
        if app.top is not table:
            app.frame(DT)  # a curtain or the results: the table is not on the screen
            continue
        offered = game_clickables(table) if table.input_open else []
        if table.advisor.open and table.advisor.advice is None and not table.advisor.thinking and n % 40 == 20:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=table.advisor.rect.center))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=table.advisor.rect.center))
        elif n % 40 == 39 and not pass_on(app, table) and offered:
            pos = rng.choice(offered)[0].center
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        elif n % 3 == 0:  # over what may be clicked (tips, lit buttons), or anywhere
            spot = rng.choice(offered)[0] if offered and rng.random() < 0.7 else table.app.screen.get_rect()
            pos = (rng.randrange(spot.left, spot.right), rng.randrange(spot.top, spot.bottom))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(DT)
        if app.top is table:
            assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(_whole(table), "RGB"), \
                f"frame {n}: what was painted again differs from the frame painted whole"
            compared += 1
    return compared, table.redraw.full_frames


@pytest.mark.slow
@pytest.mark.parametrize("game", ["space_beans", "al_cabohne", "systeme_solaire", "space_lab"])
def test_a_frame_painted_in_part_is_the_frame_painted_whole(game: str, data_dir: str) -> None:
    """Learn to play at normal speed: the coach's ring and arrow, the Hint's ring, computers' cards flying."""
    app, table = _learn(game)
    app.settings.speed = "normal"
    table.anim.speed = 1.0
    compared, whole = _play(app, table, seed=5)
    assert compared > FRAMES // 2
    assert whole < compared // 2, (whole, compared)  # most frames compared were painted in part


def test_a_part_that_does_not_say_where_it_drew_makes_the_next_frame_whole() -> None:
    """``None`` (somewhere) from any part: the next frame copies the whole layer, so nothing is left behind."""
    pygame.init()
    layer = pygame.Surface((40, 30))
    layer.fill((10, 20, 30))
    screen = pygame.Surface((40, 30))
    redraw = Redraw()
    redraw.base(screen, layer, holds_last=True)  # nothing known yet: whole
    assert redraw.full_frames == 1
    screen.fill((255, 0, 0), pygame.Rect(2, 2, 5, 5))
    redraw.drew(union([pygame.Rect(2, 2, 5, 5)], []))
    redraw.base(screen, layer, holds_last=True)
    assert redraw.full_frames == 1 and screen.get_at((3, 3))[:3] == (10, 20, 30)  # copied back where it drew
    screen.fill((255, 0, 0), pygame.Rect(20, 20, 5, 5))
    redraw.drew(union([pygame.Rect(2, 2, 5, 5)], None))
    redraw.base(screen, layer, holds_last=True)
    assert redraw.full_frames == 2 and screen.get_at((22, 22))[:3] == (10, 20, 30)


def test_a_card_and_its_shadow_are_copied_back_in_one_piece() -> None:
    """A flight's card and shadow overlap almost whole: one copy of their box, not two (the bench's busiest frames);
    rectangles whose box would copy more than the two apart stay apart."""
    shadow, card, mark = pygame.Rect(13, 14, 84, 118), pygame.Rect(10, 10, 84, 118), pygame.Rect(200, 10, 14, 14)
    assert merged([shadow, card, mark]) == [shadow.union(card), mark]
    bar, post = pygame.Rect(0, 0, 100, 4), pygame.Rect(0, 0, 4, 100)  # an L: its box is mostly neither
    assert merged([bar, post]) == [bar, post]
