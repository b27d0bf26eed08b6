"""The coach's panel stays where it is from click to click (playtest 16b, Al Cabohne: it jumped between a wide box at
x 612 and a narrower one at x 636 with larger words, and the eye had to find it again at each click). Where a
script gives the panel a larger ``ROOM``, the panel stands at that room's top left at every decision, as wide as
the room; only its height follows its words. Followed through the Learn game, in English and in French."""

from __future__ import annotations

import pytest

from game import i18n
from tests.client.driver import learn_from_title
from tests.client.test_coach_follow import _settle

DECISIONS = 30


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_panel_keeps_its_place_and_width(data_dir: str, language: str) -> None:
    try:
        app, table = learn_from_title("al_cabohne", language)
        places, heights = set(), set()
        for _ in range(DECISIONS):
            _settle(app, table)
            coach = table.coach
            if coach.text:
                p = coach.panel
                places.add((p.x, p.y, p.w))
                heights.add(p.h)
            plan = list(coach._plan) if coach.aim is not None else []
            table.play_all(plan or [table.mod.legal()[0]])
    finally:
        i18n.set_language("en")
    assert len(heights) > 1, heights  # words of several lengths were shown
    assert len(places) == 1, places
