"""While the review works, "less than a minute left" stood on the Cancel button's top edge (playtest 28, s103: 5
pixels apart). The line and the button keep a clear gap, in English and French, whatever the game (one scene)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine import GAMES
from game import i18n, theme
from game.scenes import review as review_scene
from game.seats import Seat
from tests.client.driver import make_app
from tests.client.test_review_screen import keep, open_from_replays, opening_moves

GAP = 16  # pixels at least between the time left's ink box and the button


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", list(GAMES))
def test_the_time_left_keeps_clear_of_cancel(name: str, lang: str, data_dir: str, monkeypatch: Any) -> None:
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)
    game = GAMES[name]
    players = max(2, game.min_players) if game.max_players >= 2 else 1
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, players)]
    keep(opening_moves(name, players, 5, 40), seats)
    app = make_app()
    app.settings.language = lang
    i18n.set_language(lang)
    try:
        scene = open_from_replays(app)
        drawn: dict[str, pygame.Rect] = {}
        real = theme.blit_text

        def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
            drawn[text] = real(surface, text, *args, **kw)
            return drawn[text]

        monkeypatch.setattr(theme, "blit_text", spy)
        for _ in range(2000):
            if scene.steps is None or scene.time_left():
                break
            scene.update(0.5)  # a slow machine: the pace is known within a few frames
        left = scene.time_left()
        assert left, "the review ended before it said how long it had left"
        scene.draw(pygame.Surface((theme.WIDTH, theme.HEIGHT)))
        cancel = next(b.rect for b in scene.buttons.buttons if b.key == "review:cancel")
        assert left in drawn, drawn
        assert cancel.top - drawn[left].bottom >= GAP, (drawn[left], cancel)
        assert not any(r.colliderect(cancel.inflate(0, 2 * GAP)) for text, r in drawn.items()
                       if text != i18n.tr("Cancel")), drawn
    finally:
        i18n.set_language("en")
