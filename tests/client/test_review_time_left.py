"""The game review says about how long it has left, from its pace so far (testers waited 40 s to 2.5 min on
"decision 20 of 98" with no idea how long was left)."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from game import i18n, theme
from game.scenes import review as review_scene
from game.seats import Seat
from tests.client.driver import make_app
from tests.client.test_review_screen import keep, open_from_replays, opening_moves

STEP = 0.5  # seconds each frame counts for: a slow machine, so that the pace is known within a few frames


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_review_says_how_long_it_has_left(lang: str, data_dir: str, monkeypatch: Any) -> None:
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)
    keep(opening_moves("space_beans", 2, 5, 60), [Seat("Alice", True), Seat("Nova", False)])
    app = make_app()
    app.settings.language = lang
    i18n.set_language(lang)
    try:
        scene = open_from_replays(app)
        assert scene.time_left() == ""  # nothing is known of the pace yet
        drawn: list[str] = []
        real = theme.blit_text

        def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
            drawn.append(text)
            return real(surface, text, *args, **kw)

        monkeypatch.setattr(theme, "blit_text", spy)
        said: list[tuple[int, int, float, str]] = []
        for _ in range(2000):
            if scene.steps is None:
                break
            scene.update(STEP)
            done, total = scene.progress
            if scene.time_left() and not said:
                said.append((done, total, scene.working, scene.time_left()))
                scene.draw(pygame.Surface((1280, 720)))  # drawn under the progress line while the review runs
        assert said, "no time left was ever said"
        done, total, working, left = said[0]
        assert done >= 2 and working >= 2.0
        seconds = working / done * (total - done)  # the pace so far, for the decisions still to review
        minutes = max(1, round(seconds / 60))
        assert left == (i18n.tr("less than a minute left") if seconds < 50
                        else i18n.trn("about {n} minute left", "about {n} minutes left", minutes)), (said[0], left)
        assert left in drawn, drawn
    finally:
        i18n.set_language("en")


def test_the_pace_counts_the_time_a_slow_frame_really_took(data_dir: str, monkeypatch: Any) -> None:
    """The app caps a frame's ``dt`` at 0.1 s: on a loaded machine, frames of 0.3 s counted 0.1 s of work, and the
    time left was told three times too short (playtest 23: "less than a minute left" for minutes)."""
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)
    keep(opening_moves("space_beans", 2, 5, 60), [Seat("Alice", True), Seat("Nova", False)])
    scene = open_from_replays(make_app())
    slow, frames = 0.3, 5
    for _ in range(frames):
        time.sleep(slow)  # the rest of a slow frame: drawing, the machine busy elsewhere
        scene.update(0.1)  # the app's capped dt
    assert scene.steps is not None, "the review is still working"
    assert scene.working >= (frames - 1) * slow, scene.working  # the first frame has only its dt to go by
