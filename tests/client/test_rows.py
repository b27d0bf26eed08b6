"""The kit's one way of laying cards in a row (``game.kit.rows``: ``in_row``, ``strips``) and of drawing a face-down
pile (``game.kit.art.face_down_pile``), used by every game's layout and painter."""

from __future__ import annotations

import pygame
import pytest

from game.kit.art import face_down_pile
from game.kit.rows import in_row, strips

AREA = pygame.Rect(100, 50, 400, 90)
SIZE = (60, 84)


@pytest.mark.parametrize("count", range(1, 12))
@pytest.mark.parametrize("centred", [False, True])
def test_a_row_stays_in_its_area_and_in_order_while_the_spacing_allows(count: int, centred: bool) -> None:
    rects = [in_row(AREA, SIZE, i, count, 70, least=2, centred=centred) for i in range(count)]
    assert all(r.size == SIZE and r.y == AREA.y for r in rects)
    assert all(AREA.left <= r.left and r.right <= AREA.right for r in rects)
    xs = [r.x for r in rects]
    assert xs == sorted(xs) and len(set(xs)) == count
    if centred:
        assert abs(rects[0].left - AREA.left - (AREA.right - rects[-1].right)) <= 1


def test_a_short_row_keeps_its_step_and_a_long_one_never_closes_under_the_least() -> None:
    assert [in_row(AREA, SIZE, i, 3, 70).x for i in range(3)] == [100, 170, 240]
    assert in_row(AREA, SIZE, 1, 200, 70, least=14).x - in_row(AREA, SIZE, 0, 200, 70, least=14).x == 14


def test_each_card_of_an_overlapping_row_is_reached_where_the_next_does_not_cover_it() -> None:
    placed = [(c, in_row(AREA, SIZE, i, 10, 70)) for i, c in enumerate(range(20, 30))]
    reached = strips(placed)
    assert [c for c, _ in reached] == list(range(20, 30))
    for (_, r), (_, nxt) in zip(reached, reached[1:], strict=False):
        assert r.right == nxt.left  # side by side: a click reaches exactly one card
    assert reached[-1][1] == placed[-1][1]  # the top card is whole
    wide = [(1, pygame.Rect(0, 0, 60, 84)), (2, pygame.Rect(100, 0, 60, 84))]
    assert strips(wide) == wide  # cards apart cover nothing


def test_a_lifted_card_covers_nothing_and_a_strip_keeps_its_least_width() -> None:
    placed = [(1, pygame.Rect(0, 20, 60, 84)), (2, pygame.Rect(3, 0, 60, 84))]
    assert strips(placed, rise=0)[0][1].w == 60
    assert strips(placed, rise=30)[0][1].w == 8 and strips(placed, least=10, rise=30)[0][1].w == 10


@pytest.mark.parametrize(("count", "layers"), [(0, 0), (1, 1), (11, 1), (12, 2), (40, 4), (200, 4)])
@pytest.mark.parametrize("rising", [False, True])
def test_a_face_down_pile_thickens_as_it_grows_up_to_its_most(count: int, layers: int, rising: bool) -> None:
    back = pygame.Surface((30, 40))
    back.fill((200, 10, 10))
    screen = pygame.Surface((200, 200), pygame.SRCALPHA)
    at = pygame.Rect(100, 100, 30, 40)
    face_down_pile(screen, back, at, count, 12, rising=rising)
    painted = screen.get_bounding_rect()
    if not layers:
        assert painted.size == (0, 0)
        return
    # each layer 2 px up and left: the pile reaches ``layers - 1`` steps from its place, on one side of it
    grown = at.move(-2 * (layers - 1), -2 * (layers - 1)).union(at)
    assert painted == grown
