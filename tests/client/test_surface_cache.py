"""The client's surface caches (text, panels, veils, dimmed cards) stay bounded and drop one surface at a time.

A cache cleared whole when it filled made the next frames repaint every panel at once and swung memory by
its whole content each time; a key missing part of what a surface is drawn from handed back a surface drawn
for other arguments.
"""

from __future__ import annotations

import pygame
import pytest

from game import theme, ui
from game.surface_cache import SurfaceCache


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    pygame.font.init()


def test_the_least_recently_used_surface_goes_first() -> None:
    cache = SurfaceCache(3)
    made: list[str] = []

    def maker(key: str):
        return lambda: made.append(key) or pygame.Surface((1, 1))

    for key in "abc":
        cache.get(key, maker(key))
    cache.get("a", maker("a"))  # used again: now the most recent
    cache.get("d", maker("d"))  # one too many: "b", the least recently used, goes
    assert len(cache) == 3
    assert "a" in cache and "b" not in cache and "c" in cache and "d" in cache
    assert made == ["a", "b", "c", "d"], "a surface still held is never made again"


def test_panels_past_the_bound_drop_one_at_a_time() -> None:
    ui._panels.clear()
    target = pygame.Surface((400, 400))
    sizes: list[int] = []
    for k in range(300):  # more different panels than the cache holds
        ui.panel(target, pygame.Rect(0, 0, 20 + k, 30))
        sizes.append(len(ui._panels))
    assert max(sizes) <= 200
    assert all(b >= a for a, b in zip(sizes, sizes[1:], strict=False)), "the cache was emptied, not trimmed"


def test_text_cache_is_bounded() -> None:
    theme._text_cache.clear()
    for k in range(1000):
        theme.text(f"line {k}", 12)
    assert 0 < len(theme._text_cache) <= 600


def test_a_veil_is_drawn_in_its_own_colour() -> None:
    """The veil's key left out the colour's blue, so a second veil of another blue showed the first one's."""
    for blue in (20, 200):
        target = pygame.Surface((8, 8))
        target.fill((0, 0, 0))
        ui.veil(target, 255, (6, 8, blue))
        assert tuple(target.get_at((4, 4)))[:3] == (6, 8, blue)


def test_a_dimmed_card_has_its_own_corners() -> None:
    """The dimmed card was cached by size alone, so a second radius got the first one's corners."""
    rect = pygame.Rect(0, 0, 40, 40)
    corners = []
    for radius in (0, 18):
        target = pygame.Surface(rect.size)
        target.fill((255, 255, 255))
        ui.dim(target, rect, radius=radius)
        corners.append(tuple(target.get_at((1, 1)))[:3])
    assert corners[0] != (255, 255, 255), "a square dim darkens its corner"
    assert corners[1] == (255, 255, 255), "a round dim leaves its corner as it was"
