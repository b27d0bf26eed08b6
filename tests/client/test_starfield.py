"""Stars behind labels read as typos ("Draw.pile", ".Secret", "Défausse·0", issue 18 §6): no star of the
shared sky stands out from it by even half as much as the faintest text does."""

from __future__ import annotations

import pygame

from game import theme


def _light(c: tuple[int, ...]) -> float:
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def test_no_star_is_half_as_bright_as_the_faintest_text() -> None:
    sky = theme.starfield()
    w, h = sky.get_size()
    stars = 0
    for y in range(h):
        # the sky itself: the gradient's own colour at this height (the left and right edges hold it
        # where no star sits; the darker of the two, as a star may sit on one edge)
        base = min(_light(sky.get_at((0, y))), _light(sky.get_at((w - 1, y))))
        faint = _light(theme.TEXT_FAINT) - base
        for x in range(w):
            lift = _light(sky.get_at((x, y))) - base
            if lift > 1:
                stars += 1
                assert lift < faint / 2, f"a star at {(x, y)} reads like a mark of text"
    assert stars > 200, "the sky still has its stars"


def setup_module() -> None:
    pygame.init()
