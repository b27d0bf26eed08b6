"""The Replays list says which game was a Learn-to-play game and which computers played at what level, and its Review
buttons read as well as the rows (testers: "Review"/"Analyse" in 9-pixel letters on a 90×16 pill)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine import GAMES
from game import i18n, replays, theme
from game.scenes.replays import ReplaysScene
from game.scenes.review import ReviewScene
from game.seats import Seat
from tests.client.driver import DT, click, make_app
from tests.client.test_replay_end import finished_recipe


def _kept(lesson: bool, seed: int) -> None:
    rec = finished_recipe("systeme_solaire", seed, 3)
    game = GAMES["systeme_solaire"]
    s = game.new(rec.players, rec.seed)
    for a in rec.actions:
        s, _ = game.apply(s, a)
    seats = [Seat("Al", True), Seat("Vi", False, "easy"), Seat("Jo", False, "hard")]
    assert replays.add(rec, seats, list(game.scores(s)), sorted(game.winners(s)), game.result(s), lesson=lesson)


def _replays_in(lang: str) -> tuple[Any, ReplaysScene]:
    """The Replays list open, in ``lang`` (the caller sets English back)."""
    app = make_app()
    app.settings.language = lang
    i18n.set_language(lang)
    scene = ReplaysScene(app)
    app.push(scene)
    return app, scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_learn_game_is_tagged_and_review_reads_like_the_row(lang: str, data_dir: str, monkeypatch: Any) -> None:
    _kept(False, 3)
    _kept(True, 4)  # the newest: the first row
    app, scene = _replays_in(lang)
    try:
        drawn: list[tuple[str, int, pygame.Rect]] = []
        real = theme.blit_text

        def spy(surface: pygame.Surface, s: str, size: int, *args: Any, **kw: Any) -> pygame.Rect:
            r: pygame.Rect = real(surface, s, size, *args, **kw)
            drawn.append((s, size, r))
            return r

        monkeypatch.setattr(theme, "blit_text", spy)
        scene.draw(pygame.Surface((1280, 720)))
        tag = i18n.tr("Learn to play")
        tags = [r for s, _size, r in drawn if s == tag]
        assert len(tags) == 1 and scene.row_rect(0).contains(tags[0]), tags  # the lesson's row, and it alone
        reviews = [(size, r) for s, size, r in drawn if s == i18n.tr("Review")]
        assert len(reviews) == 2 and all(size >= 13 for size, _r in reviews), reviews
        for i, (_size, label) in enumerate(reviews):
            assert scene.review_rect(i).contains(label)  # the label inside its pill
        hit = scene.review_hit(0)
        assert hit.h >= 24 and hit.w >= 110, hit
        row = [s for s, _size, r in drawn if "—" in s and scene.row_rect(1).contains(r)]
        assert row and i18n.tr("Easy") in row[0] and i18n.tr("Hard") in row[0], row  # each computer's level
        click(app, (hit.x + 3, hit.bottom - 2))  # the pill's corner, outside its drawn border: still Review
        app.frame(DT)
        assert isinstance(app.top, ReviewScene)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_row_is_whole_and_its_two_buttons_say_what_they_do(lang: str, data_dir: str,
                                                                monkeypatch: Any) -> None:
    """Playtest 14: "Orbit (N…" and "(Faci…" were cut with room to spare, the rows and their Review buttons were
    tiny, and the row opened the replay while its button opened the review with no label saying which. Every
    row of three to five players is whole; a Watch and a Review button, as large as the words, open each."""
    from game.scenes.watch import WatchScene

    for k, n in enumerate((5, 3, 4)):
        rec = finished_recipe("systeme_solaire", 3 + k, n)
        game = GAMES["systeme_solaire"]
        s = game.new(rec.players, rec.seed)
        for a in rec.actions:
            s, _ = game.apply(s, a)
        seats = [Seat("Alice", True)] + [Seat(x, False, "normal") for x in ("Nova", "Orbit", "Pulsar", "Quasar")]
        assert replays.add(rec, seats[:n], list(game.scores(s)), sorted(game.winners(s)), game.result(s),
                           lesson=k == 1)
    app, scene = _replays_in(lang)
    try:
        drawn: list[tuple[str, int, pygame.Rect]] = []
        real, real_fit = theme.blit_text, theme.blit_fit

        def spy(surface: pygame.Surface, s: str, size: int, *args: Any, **kw: Any) -> pygame.Rect:
            r: pygame.Rect = real(surface, s, size, *args, **kw)
            drawn.append((s, size, r))
            return r

        def spy_fit(surface: pygame.Surface, s: str, size: int, *args: Any, **kw: Any) -> pygame.Rect:
            r: pygame.Rect = real_fit(surface, s, size, *args, **kw)
            drawn.append((s, r.h, r))
            return r

        monkeypatch.setattr(theme, "blit_text", spy)
        monkeypatch.setattr(theme, "blit_fit", spy_fit)
        scene.draw(pygame.Surface((1280, 720)))
        for i in range(3):
            row = [s for s, _size, r in drawn if scene.row_rect(i).contains(r)]
            assert row and not any("…" in s for s in row), row
            assert any("Pulsar" in s and "Quasar" in s for s in row) if i == 2 else True, row  # five players
            for rect, label in ((scene.watch_rect(i), i18n.tr("Watch ▸")), (scene.review_rect(i), i18n.tr("Review"))):
                assert rect.h >= 30 and scene.row_rect(i).contains(rect)
                assert any(s == label and rect.contains(r) for s, _h, r in drawn), (label, rect)
        click(app, scene.watch_rect(0).center)
        app.frame(DT)
        assert isinstance(app.top, WatchScene), "Watch opens the replay"
        app.router.back()
        app.frame(DT)
        click(app, scene.review_rect(0).center)
        app.frame(DT)
        assert isinstance(app.top, ReviewScene), "Review opens the review"
    finally:
        i18n.set_language("en")
