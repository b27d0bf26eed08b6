"""A hand card sliding to its new place (``game.kit.slots.Slides``) when the speed turns instant mid-slide: the
replay's speed button set Instant while a Space Beans hand closed up, and the slide divided by its zero duration
(the suite's replay-speed test crashed with ZeroDivisionError)."""

from __future__ import annotations

from game.kit.slots import Slides


def test_an_instant_speed_mid_slide_puts_the_card_in_its_place() -> None:
    slides = Slides()
    assert slides.at(7, 100, 0.0, 0.18) == 100  # first seen: drawn where it is
    mid = slides.at(7, 200, 1.0, 0.18)  # its place moved: it starts sliding
    assert mid == 100
    assert 100 < slides.at(7, 200, 1.05, 0.18) < 200  # on its way
    assert slides.at(7, 200, 1.06, 0.0) == 200  # the speed turned instant: there at once
    assert slides.at(7, 200, 1.07, 0.18) == 200  # and it stays
