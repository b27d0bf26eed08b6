"""The common pieces of a card face (``game.kit.faces``): each read back from the pixels it draws."""

from __future__ import annotations

import pygame

from game.kit import faces

RED, BLUE, WHITE, BLACK = (200, 40, 40), (40, 60, 200), (255, 255, 255), (0, 0, 0)


def setup_module() -> None:
    pygame.init()  # the fonts


def test_a_body_has_round_corners_an_edge_and_its_fill_inside_at_any_size() -> None:
    for w, h in ((30, 42), (90, 126), (126, 90)):
        s = faces.body(w, h, RED, BLUE, 2)
        assert s.get_at((0, 0)).a == 0  # the corner cut round
        assert tuple(s.get_at((w // 2, 0)))[:3] == BLUE  # the edge along the top
        assert tuple(s.get_at((w // 2, h // 2)))[:3] == RED
    # a rounder card: a larger corner is cut
    square, round_ = faces.body(90, 126, RED, None, 1), faces.body(90, 126, RED, None, 1, roundness=4)
    assert square.get_at((4, 4)).a == 255 and round_.get_at((4, 4)).a == 0


def test_a_number_disc_holds_its_number_within_the_disc() -> None:
    s = pygame.Surface((40, 40), pygame.SRCALPHA)
    faces.disc(s, (20, 20), 12, BLACK, RED, 1, number="7")
    ink = [(x, y) for x in range(40) for y in range(40) if tuple(s.get_at((x, y)))[:3] == WHITE]
    assert ink and all(abs(x - 20) < 12 and abs(y - 20) < 12 for x, y in ink)  # within the disc's width
    assert tuple(s.get_at((20, 8)))[:3] == RED  # the edge
    assert s.get_at((2, 2)).a == 0


def test_discs_lie_one_over_the_other_the_first_at_the_bottom() -> None:
    s = pygame.Surface((40, 40), pygame.SRCALPHA)
    faces.discs(s, (20, 20), ((18, RED), (10, BLUE)))
    assert tuple(s.get_at((20, 20)))[:3] == BLUE and tuple(s.get_at((20, 5)))[:3] == RED


def test_one_point_table_draws_a_glyph_at_any_size() -> None:
    diamond = ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0))
    for r in (5, 20):
        s = pygame.Surface((50, 50), pygame.SRCALPHA)
        faces.shape(s, diamond, 25, 25, r, RED, BLUE)
        assert tuple(s.get_at((25, 25)))[:3] == RED
        assert tuple(s.get_at((25, 25 - r)))[:3] == BLUE  # the edge at its top point
        assert s.get_at((25 + r // 2 + 2, 25 + r // 2 + 2)).a == 0  # outside the diamond
    cross: tuple[faces.Stroke, ...] = (((-1.0, 0.0), (1.0, 0.0), 0.2, 1), ((0.0, -1.0), (0.0, 1.0), 0.2, 1))
    s = pygame.Surface((50, 50), pygame.SRCALPHA)
    faces.strokes(s, cross, 25, 25, 20, BLUE)
    assert tuple(s.get_at((10, 25)))[:3] == BLUE and tuple(s.get_at((25, 40)))[:3] == BLUE
    assert s.get_at((10, 10)).a == 0
