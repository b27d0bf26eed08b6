"""The coach's arrow points at its pick's centre, never from over the card before it (playtest 29, 06-harvest.png,
08-blue.png, 17.png: Learn to play's arrow stood at the left edge of field 2 over field 1, and at Joe's left over
Don's ×3 badge). What is drawn: through the ring's breathing, the arrow's tip lies on the pick's centre line above
or under it, and the arrow lies on none of the fields, Bosses or revealed piles beside the pick."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.kit import coach
from game.tables.al_cabohne import coach as ac_coach
from tests.client.driver import DT, learn_from_title


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_s_arrow_points_at_its_pick_s_centre(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[list[tuple[int, int]], pygame.Rect]] = []
    real = coach.breathe

    def spy(points: list[tuple[int, int]], spot: pygame.Rect, d: int) -> list[tuple[int, int]]:
        out = real(points, spot, d)
        drawn.append((out, spot))
        return out

    monkeypatch.setattr(coach, "breathe", spy)
    app, table = learn_from_title("al_cabohne", lang)
    try:
        picks = arrows = 0
        for _ in range(3000):  # the lesson's first picks, as the player follows them
            app.frame(DT)
            spot = table.coach.target(table.current_offers(), table.action_rects)
            if spot is None or table.anim.blocking:
                continue
            drawn.clear()
            for k in range(8):  # the ring breathes: the arrow stays on its side
                table.clock = k * 0.13
                table.forget_screen()
                app.frame(DT)
            arrows += bool(drawn)  # a pick hemmed in by words all round has its ring alone
            for points, spot in drawn:
                tip = points[2]
                box = pygame.Rect(points[0], (0, 0)).unionall([pygame.Rect(p, (1, 1)) for p in points])
                assert tip[0] == spot.centerx, (tip, spot)  # above or under, at its centre
                beside = [r for r in ac_coach.KEEP_CLEAR if r.colliderect(box) and not r.colliderect(spot)]
                assert not beside, (box, beside)
            picks += 1
            follow(table)
            if picks >= 6:
                break
        assert picks >= 6 and arrows >= 4, (picks, arrows)
    finally:
        from game import i18n

        i18n.set_language("en")
        pygame.event.clear()


def follow(table: Any) -> None:
    """Play the coach's pick, as a player clicking where it rings."""
    pick = table.coach_pick
    assert pick is not None
    table.play(pick)
