"""A hover tip's place, clear of the buttons and panels a table names, is searched once for a still pointer and
kept (the search measured the tip at every width and tried every spot beside each thing, every frame); what is
kept is what searching again finds, and a changed pointer, text or thing to keep clear of is searched anew."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.kit import panels, tips

ROOM = pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT)
TEXT = "Chili bean: 4 coins for 6 beans\nsold at the Boss's rate"


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.display.set_mode((theme.WIDTH, theme.HEIGHT))
    pygame.font.init()


def _drawn(at: tuple[int, int], keep: list[pygame.Rect], text: str = TEXT,
           widths: tuple[int, ...] = (360, 240)) -> tuple[pygame.Rect, bytes]:
    screen = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    r = tips.clear_tip(screen, text, at, keep, ROOM, widths)
    return r, pygame.image.tobytes(screen, "RGB")


def _afresh(at: tuple[int, int], keep: list[pygame.Rect], text: str = TEXT,
            widths: tuple[int, ...] = (360, 240)) -> tuple[pygame.Rect, bytes]:
    tips._spots._items.clear()
    return _drawn(at, keep, text, widths)


def test_a_kept_place_draws_the_tip_where_a_fresh_search_does() -> None:
    cases = [((640, 400), []), ((640, 400), [pygame.Rect(500, 300, 300, 60)]),
             ((640, 400), [pygame.Rect(500, 300, 300, 60), pygame.Rect(420, 200, 80, 200)]),
             ((100, 60), [pygame.Rect(0, 0, 1280, 40)]), ((700, 380), [pygame.Rect(500, 300, 300, 60)])]
    fresh = [_afresh(at, keep) for at, keep in cases]
    assert len({r.topleft for r, _img in fresh}) > 2, "the cases put the tip in different places"
    for _round in range(2):
        for (at, keep), want in zip(cases, fresh, strict=True):
            assert _drawn(at, keep) == want, (at, keep)
    assert _drawn((640, 400), [], "Another tip") != fresh[0]


def test_a_still_pointer_searches_once_and_the_kept_places_are_bounded(monkeypatch) -> None:
    tips._spots._items.clear()
    measured = {"n": 0}
    real = panels.tip

    def tip(surface, *args, **kw):  # type: ignore[no-untyped-def]
        measured["n"] += surface is tips.MEASURE
        return real(surface, *args, **kw)

    monkeypatch.setattr(panels, "tip", tip)
    keep = [pygame.Rect(500, 300, 300, 60)]
    _drawn((640, 400), keep)
    first = measured["n"]
    assert first > 0
    for _frame in range(5):
        _drawn((640, 400), keep)
    assert measured["n"] == first, "a still pointer's tip was placed again"
    _drawn((641, 400), keep)
    assert measured["n"] > first, "a moved pointer's tip is placed anew"
    for x in range(200):
        _drawn((300 + x, 400), keep)
    assert len(tips._spots) == tips._spots.size
