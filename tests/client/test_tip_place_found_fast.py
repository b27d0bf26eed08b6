"""The hover tip's place, found by a shortcut (``tips.box`` moves the candidates into the room by arithmetic and
tries them nearest first), is the place the plain search finds: every candidate made a rectangle, clamped into the
room and tested, the nearest clear one kept."""

from __future__ import annotations

import random

import pygame

from game.kit import tips


def _plain_box(first: pygame.Rect, mouse: tuple[int, int], keep_clear: list[pygame.Rect],
               room: pygame.Rect) -> pygame.Rect | None:
    w, h = first.size
    xs = [first.x, mouse[0] - w // 2] + [x for o in keep_clear for x in (o.x - tips.GAP - w, o.right + tips.GAP)]
    ys = [first.y, mouse[1] + 24] + [y for o in keep_clear for y in (o.y - tips.GAP - h, o.bottom + tips.GAP)]
    spots = {(r.x, r.y): r for y in ys for x in xs if room.contains(r := pygame.Rect(x, y, w, h).clamp(room))}
    free = [r for r in spots.values() if r.collidelist(keep_clear) < 0 and not r.collidepoint(mouse)]
    return min(free, key=lambda r: (abs(r.centerx - first.centerx) + abs(r.centery - first.centery), r.y, r.x),
               default=None)


def _rects(rng: random.Random, n: int) -> list[pygame.Rect]:
    return [pygame.Rect(rng.randrange(-50, 1280), rng.randrange(-50, 720), rng.randrange(1, 400), rng.randrange(1, 300))
            for _ in range(n)]


def test_a_tip_stands_where_the_plain_search_puts_it() -> None:
    rng = random.Random(31)
    nowhere = 0
    for _ in range(300):
        room = pygame.Rect(rng.randrange(0, 100), rng.randrange(0, 100), rng.randrange(200, 1280),
                           rng.randrange(150, 720))
        w, h = rng.randrange(20, 420), rng.randrange(10, 200)
        mouse = (rng.randrange(0, 1280), rng.randrange(0, 720))
        first = pygame.Rect(mouse[0] - w // 2 + rng.randrange(-30, 30), mouse[1] - h - tips.POINT, w, h)
        keep_clear = _rects(rng, rng.randrange(0, 40))
        found = tips.box(first, mouse, keep_clear, room)
        assert found == _plain_box(first, mouse, keep_clear, room), (first, mouse, keep_clear, room)
        nowhere += found is None
    assert 0 < nowhere < 200  # both answers met: a place, and none

