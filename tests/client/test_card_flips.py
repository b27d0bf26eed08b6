"""A card turning over draws from a few cached widths and never pushes faces out of the card cache.

The busiest frames (bench/client_bench.py) are flights and flips. A flip's narrowed frames were kept among
the faces: a batch of flips asked for a width every 4 pixels of every card and pushed out faces, which are
slow to paint, for frames that are one fast scale of a face away.
"""

from __future__ import annotations

import pygame
import pytest

from game.kit.art import CardArt
from game.kit.flights import Flight
from game.surface_cache import SurfaceCache

FRAME = 1 / 240  # finer than any real frame rate: every width a flip could ask for is asked for


class PlainArt(CardArt):
    """Card art that paints plain rectangles and counts its faces."""

    name = "plain"

    def __init__(self) -> None:
        super().__init__()
        self.cache = SurfaceCache(6)  # room for six faces (and whatever else shares the card cache)
        self.painted: list[int] = []

    def paint_face(self, card: int, w: int, h: int) -> pygame.Surface:
        self.painted.append(card)
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.fill((200, 40 + card, 40, 255))
        return s

    def paint_back(self, w: int, h: int) -> pygame.Surface:
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.fill((20, 20, 90, 255))
        return s


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.display.init()
    pygame.display.set_mode((64, 64))


def _flip(art: CardArt, card: int, rect: pygame.Rect, sizes: list[tuple[int, int]] | None = None) -> None:
    """Play a whole flip in place of ``card`` at ``rect``, drawing every frame; record the narrowed sizes."""
    real = art.squeezed

    def squeezed(*args: object, **kw: object) -> pygame.Surface:
        img = real(*args, **kw)  # type: ignore[arg-type]
        if sizes is not None:
            sizes.append(img.get_size())
        return img

    art.squeezed = squeezed  # type: ignore[method-assign]
    target = pygame.Surface((400, 400))
    f = Flight(art, card, None, None, rect, rect, False, True, 0.05, flip=0.5)
    try:
        while not f.done:
            f.update(FRAME)
            f.draw(target)
    finally:
        del art.squeezed


def test_a_flip_asks_for_a_bounded_number_of_widths() -> None:
    sizes: list[tuple[int, int]] = []
    _flip(PlainArt(), 3, pygame.Rect(10, 10, 200, 280), sizes)
    assert len(sizes) > 100, "the flip was drawn frame by frame"
    # 16 widths a side whatever the card's width or the frame rate (a width every 4 px of a 200-px card was
    # 48 sizes), so the frames of a flip fit a small cache and the next flip of that card finds them
    assert len(set(sizes)) <= 34, sorted(set(sizes))
    assert {h for _, h in sizes} == {280}


def test_a_flip_never_pushes_faces_out_of_the_card_cache() -> None:
    art = PlainArt()
    rect = pygame.Rect(10, 10, 120, 170)
    for card in range(4):  # the faces on the table: with the flipping card's two sides, a full cache
        art.face(card, rect.w, rect.h)
    _flip(art, 5, rect)
    art.painted.clear()
    for card in range(4):
        art.face(card, rect.w, rect.h)
    assert art.painted == [], "faces painted again after a flip pushed them out of the cache"


def test_the_second_flip_of_a_card_reuses_its_frames() -> None:
    art = PlainArt()
    rect = pygame.Rect(10, 10, 120, 170)
    _flip(art, 2, rect)
    made: list[tuple[int, int]] = []
    real_scale = pygame.transform.scale

    def scale(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        made.append(size)
        return real_scale(surf, size)

    pygame.transform.scale = scale
    try:
        _flip(art, 2, rect)
    finally:
        pygame.transform.scale = real_scale
    assert made == [], f"{len(made)} frames scaled again for the same card turning over again"
