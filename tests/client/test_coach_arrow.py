"""The coach's arrow points at its pick without hiding words: beside the ring where the ground is plain, and
not at all where words stand all round (the ring alone shows the pick then)."""

from __future__ import annotations

import pygame
import pytest

from game import theme
from game.kit.coach import ARROW_COVERS, arrow, bright_pixels

SPOT = pygame.Rect(600, 300, 80, 110)


def _table() -> pygame.Surface:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    surface.fill((12, 16, 34))
    return surface


def _bright_under(surface: pygame.Surface, points: list[tuple[int, int]]) -> int:
    box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
    return bright_pixels(surface.subsurface(box))


def test_on_plain_ground_the_arrow_stands_above_the_ring() -> None:
    points = arrow(_table(), SPOT, 9)
    assert points is not None and max(y for _x, y in points) <= SPOT.top


@pytest.mark.parametrize("color", [theme.TEXT, theme.GOLD, theme.ACCENT_2, (255, 220, 40), (60, 220, 255)])
def test_a_label_above_sends_the_arrow_to_a_plain_side(color: tuple[int, int, int]) -> None:
    """Words in any colour: gold and cyan titles count as words too."""
    surface = _table()
    for dy in range(10, 60, 14):
        theme.blit_text(surface, "Hand: 5 cards", 14, (SPOT.centerx, SPOT.top - dy), color, anchor="center")
    assert bright_pixels(surface) > 100
    points = arrow(surface, SPOT, 9)
    assert points is not None and _bright_under(surface, points) <= ARROW_COVERS


def test_with_words_all_round_no_arrow_hides_them() -> None:
    surface = _table()
    for k in range(0, 720, 12):  # lines of words over the whole table but the ringed card
        theme.blit_text(surface, "front or hand · " * 12, 13, (0, k), theme.TEXT)
    surface.fill((12, 16, 34), SPOT)
    assert arrow(surface, SPOT, 9) is None


@pytest.mark.parametrize("foot", range(-3, 3))
def test_the_arrow_does_not_touch_the_foot_of_a_label_above(foot: int) -> None:
    """Playtest 11 (Système Solaire, French): the arrow over a hand card touched the foot of "Main : 3 cartes ·
    valeur 15" above it, hiding its colon's dot and the foot of its figures (a few bright pixels each, under the
    count a card's edge is allowed). Wherever the label's foot stands near the arrow's top, the arrow keeps clear
    of it by a pixel at least, or stands elsewhere."""
    surface = _table()
    top = SPOT.top - 9 - 16  # the arrow's top above the ring, at the smallest gap
    label = theme.text("Main : 3 cartes · valeur 15", 17, theme.TEXT, bold=True)
    lit = pygame.mask.from_surface(label, 200).get_bounding_rects()
    glyph_bottom = max(r.bottom for r in lit)
    surface.blit(label, (SPOT.centerx - 30, top + foot - glyph_bottom))
    points = arrow(surface, SPOT, 9)
    if points is not None:
        box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
        assert bright_pixels(surface.subsurface(box.inflate(2, 2))) == 0, (foot, points)


def test_the_arrow_keeps_off_a_dim_card_beside_the_pick() -> None:
    """Playtest 12 (Space Beans, 12-secret.png): the hovered pick rose into the arrow's place above it, and the arrow
    went left, over the greyed-out card beside it (no words there, so it counted as plain ground). A side over a
    drawn card comes only after the bare ground further out."""
    from game.kit.coach import drawn_pixels

    surface = _table()
    beside = pygame.Rect(SPOT.x - 100, SPOT.y, 96, 128)
    surface.fill((2, 64, 104), beside)  # a greyed-out hand card to the left
    surface.fill((255, 240, 200), pygame.Rect(SPOT.x, SPOT.y - 8, SPOT.w, 8))  # the pick's face, risen 8 pixels
    surface.fill((2, 64, 104), pygame.Rect(SPOT.x, SPOT.bottom + 4, SPOT.w, 200))  # more cards below
    points = arrow(surface, SPOT, 9)
    assert points is not None
    box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
    assert drawn_pixels(surface.subsurface(box)) == 0 and bright_pixels(surface.subsurface(box)) == 0, points
