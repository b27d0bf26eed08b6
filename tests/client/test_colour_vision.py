"""What may be clicked and what may not, seen with each kind of colour blindness.

The drawn pixels are read back from a rendered surface and passed through the
Machado, Oliveira & Fernandes (2009) simulations of protanopia, deuteranopia
and tritanopia (full severity, on linear RGB). The "may click" ring must stand
out from whatever touches it (contrast on both sides, so it cannot merge with a
card's pale frame into a thicker border) and from every card colour; a dimmed
card must stay visibly darker than a playable one.
"""

from __future__ import annotations

import math

import pygame
import pytest

from game import theme, ui
from game.kit.art import mix
from game.tables.al_cabohne import art as ac_art
from game.tables.space_beans import art as sb_art

Color = tuple[int, int, int]
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}
# every colour a card's edge shows: Space Beans' type colours, Al Cabohne's type colours and its pale printed frames
CARD_EDGES: list[Color] = [*sb_art.COLORS, *ac_art.COLORS, *(mix(ac_art.PAPER, c, 0.35) for c in ac_art.COLORS)]


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def seen(rgb: Color, vision: str) -> tuple[float, float, float]:
    """Linear RGB of ``rgb`` as a person with ``vision`` sees it."""
    lin = [_linear(v) for v in rgb]
    m = MACHADO[vision]
    return tuple(min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3))  # type: ignore[return-value]


def luminance(lin: tuple[float, float, float]) -> float:
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """The WCAG contrast ratio (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def delta_e(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """CIE76 colour difference of two linear RGB colours."""
    def lab(c: tuple[float, float, float]) -> tuple[float, float, float]:
        x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047
        y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
        z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883

        def f(t: float) -> float:
            return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
        return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))
    return math.dist(lab(a), lab(b))


def _ring_and_sides(edge: Color) -> tuple[Color, Color, Color]:
    """A card framed in ``edge`` on the table, outlined as clickable: the pixels just outside the white ring, on
    it, and just inside it (towards the card), read along the card's middle row."""
    pygame.init()
    surf = pygame.Surface((200, 200))
    surf.fill(theme.SPACE_2)
    card = pygame.Rect(60, 40, 80, 120)
    surf.fill(edge, card)
    ui.clickable(surf, card)
    y = card.centery
    row = [tuple(surf.get_at((x, y)))[:3] for x in range(0, card.x + 1)]
    ring = [x for x, c in enumerate(row) if c == theme.CLICKABLE]
    assert ring, "no outline drawn"
    return row[ring[0] - 1], row[ring[0]], row[ring[-1] + 1]  # type: ignore[return-value]


@pytest.mark.parametrize("vision", list(MACHADO))
def test_the_may_click_ring_stands_out_from_both_its_sides_on_every_card(vision: str) -> None:
    for edge in CARD_EDGES:
        outside, ring, inside = (seen(c, vision) for c in _ring_and_sides(edge))
        assert contrast(ring, outside) >= 4.5, (vision, edge)
        assert contrast(ring, inside) >= 4.5, (vision, edge)  # a dark gap: the ring never joins a pale card frame


@pytest.mark.parametrize("vision", list(MACHADO))
def test_the_may_click_ring_is_no_card_colour(vision: str) -> None:
    ring = seen(theme.CLICKABLE, vision)
    for c in (*sb_art.COLORS, *ac_art.COLORS):
        assert delta_e(ring, seen(c, vision)) >= 20, (vision, c)


def test_the_old_yellow_outline_would_fail() -> None:
    """The check can fail: the yellow of the first outline is a card colour to a deuteranope."""
    yellow = (255, 196, 64)
    worst = min(delta_e(seen(yellow, "deuteranopia"), seen(c, "deuteranopia")) for c in sb_art.COLORS)
    assert worst < 20


# what most of a face shows: Space Beans' tinted faces, Al Cabohne's printed paper
CARD_FACES: list[Color] = [*(mix(c, (255, 255, 255), 0.78) for c in sb_art.COLORS),
                           *(mix(ac_art.PAPER, c, 0.12) for c in ac_art.COLORS)]


@pytest.mark.parametrize("vision", list(MACHADO))
def test_a_dimmed_card_is_visibly_darker_than_a_playable_one(vision: str) -> None:
    pygame.init()
    for face in CARD_FACES:
        surf = pygame.Surface((100, 100))
        surf.fill(face)
        ui.dim(surf, pygame.Rect(50, 0, 50, 100), radius=0)
        lit, dimmed = (seen(tuple(surf.get_at((x, 50)))[:3], vision) for x in (25, 75))
        assert contrast(lit, dimmed) >= 1.6, (vision, face)
