"""A Validation tile's number stays clear of its bonus disc (issue 18, the fifth re-test): on the stations and the
piles the "10" ran under the white disc at the tile's edge, the small card in it over the number's corner (SL-13:
the top tile of a pile carries a bonus). At every size a tile is drawn, the number's ink keeps out of the disc.
"""

from __future__ import annotations

import pygame
import pytest

from engine.space_lab.cards import TILE_BONUS, TILE_VALUE
from game import theme
from game.tables.space_lab import art
from game.tables.space_lab import layout as L


@pytest.mark.parametrize("side", [L.OWN.tile, L.TILE])
def test_the_number_keeps_clear_of_the_bonus_disc(side: int, monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    inks: list[pygame.Rect] = []
    real = art.fit_text

    def fit_text(surf: pygame.Surface, text: str, size: int, color: object, center: tuple[float, float],
                 max_w: int, bold: bool = True) -> None:
        if text.isdigit():  # where the number's ink lands, as the kit's ``fit_text`` draws it
            while size > 7 and theme.font(size, bold).size(text)[0] > max_w:
                size -= 1
            img = theme.font(size, bold).render(text, True, (0, 0, 0))
            at = img.get_rect(center=(int(center[0]), int(center[1])))
            inks.append(img.get_bounding_rect().move(at.topleft))
        real(surf, text, size, color, center, max_w, bold)  # type: ignore[arg-type]

    monkeypatch.setattr(art, "fit_text", fit_text)
    r = side / 2 - 1
    bx, by, br = side - r * 0.42, side - r * 0.42, r * 0.42  # the disc at the tile's bottom right edge
    tiles = [t for t in TILE_BONUS if TILE_BONUS[t] is not None]
    assert tiles and any(TILE_VALUE[t] >= 10 for t in tiles)
    for tile in tiles:
        inks.clear()
        art.paint_tile(tile, side, side)
        (ink,) = inks
        nx, ny = min(max(bx, ink.left), ink.right), min(max(by, ink.top), ink.bottom)
        assert (nx - bx) ** 2 + (ny - by) ** 2 >= br ** 2, (tile, side, ink)
        assert ink.h >= side * 0.25, (tile, side, ink)  # still a number one reads


def test_a_small_stations_tile_shows_its_number_alone() -> None:
    """On another player's small station (20 pixels) the disc's card could not be made out, and it sat on the
    number: the tile shows the number alone there."""
    pygame.font.init()
    white = (255, 255, 255, 255)
    def has_disc(side: int, tile: int) -> bool:
        face = art.paint_tile(tile, side, side)
        return any(face.get_at((x, y)) == white for x in range(side) for y in range(side))

    for tile in (t for t in TILE_BONUS if TILE_BONUS[t] is not None):
        assert not has_disc(L.MINI_TILE, tile) and has_disc(L.OWN.tile, tile), tile  # the big station's keeps it
