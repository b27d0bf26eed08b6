"""The Replays list shows each game and its date whole (issue 18 §6): "Système Solaire · yesterday 23:…"
was cut."""

from __future__ import annotations

import time

import pytest

from engine.recipe import Recipe
from game import i18n, replays
from game.scenes.replays import ReplaysScene
from game.seats import Seat
from tests.client.driver import click, make_app


def _yesterday_late() -> float:
    t = time.localtime(time.time() - 86400)
    return time.mktime((t.tm_year, t.tm_mon, t.tm_mday, 23, 58, 0, 0, 0, -1))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_game_name_and_its_date_are_not_cut(lang: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    stamp = _yesterday_late()
    real = replays.time.time
    monkeypatch.setattr(replays.time, "time", lambda: stamp)
    seats = [Seat("Alice", True), Seat("Nova", False), Seat("Orbit", False)]
    assert replays.add(Recipe("systeme_solaire", 3, 4), seats, [10, 20, 13], [1])
    # a long-ago game too: its date is written out ("23 Nov 2026 23:58")
    monkeypatch.setattr(replays.time, "time", lambda: stamp - 40 * 86400)
    assert replays.add(Recipe("systeme_solaire", 3, 5), seats, [10, 20, 13], [1])
    monkeypatch.setattr(replays.time, "time", real)  # not undo(): that would drop the test's data folder too
    app = make_app()
    i18n.set_language(lang)
    try:
        scene = ReplaysScene(app)
    finally:
        i18n.set_language("en")
    assert len(scene.lines) == 2
    for left, _right in scene.lines:
        assert left.startswith("Système Solaire · ") and "…" not in left, left
        assert left.endswith("23:58")


def test_every_row_keeps_clear_of_the_list_border(data_dir: str) -> None:
    """A full list (``replays.KEEP`` rows): each row, and its Review button, stays at least 12 pixels inside the
    list's border (the first row touched it, the last one ran past it)."""
    from game.scenes.replays import LIST

    seats = [Seat("Alice", True), Seat("Nova", False)]
    for seed in range(replays.KEEP):
        assert replays.add(Recipe("space_beans", 2, seed), seats, [10, 20], [1])
    app = make_app()
    scene = ReplaysScene(app)
    app.push(scene)
    assert len(scene.kept) == replays.KEEP
    inner = LIST.inflate(-24, -24)
    seen = set()
    while True:  # page by page, as the list shows them
        for i in scene.shown():
            seen.add(i)
            assert inner.contains(scene.row_rect(i)), (i, scene.row_rect(i), LIST)
            assert inner.contains(scene.review_rect(i)), (i, scene.review_rect(i), LIST)
            assert inner.contains(scene.watch_rect(i)), (i, scene.watch_rect(i), LIST)
        if scene.shown().stop >= len(scene.kept):
            break
        older = scene.buttons.get("older")
        assert older is not None and older.enabled, "the older games are a click away"
        click(app, older.rect.center)
    assert seen == set(range(replays.KEEP)), "every kept game is in sight on some page"


def test_two_rows_review_buttons_stand_apart(data_dir: str) -> None:
    """Issue 18, Space Lab playtest 199: the two "Review" pills of consecutive rows almost touched (4 pixels). They
    stand at least 6 pixels apart, and each within its own row."""
    seats = [Seat("Alice", True), Seat("Nova", False)]
    for seed in range(3):
        assert replays.add(Recipe("space_beans", 2, seed), seats, [10, 20], [1])
    scene = ReplaysScene(make_app())
    for i in range(len(scene.kept) - 1):
        upper, lower = scene.review_rect(i), scene.review_rect(i + 1)
        assert lower.top - upper.bottom >= 6, (upper, lower)
        assert scene.row_rect(i).contains(upper)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_review_pill_holds_its_label_clear_of_its_border(lang: str, data_dir: str) -> None:
    """Issue 18, the merged re-test: the French "Analyse" touched its pill's border above and below. The label's
    inked pixels keep at least a pixel clear of the 2-pixel border on every side."""
    import pygame

    from game import theme

    seats = [Seat("Alice", True), Seat("Nova", False)]
    assert replays.add(Recipe("space_lab", 2, 3), seats, [61, 50], [0])
    app = make_app()
    i18n.set_language(lang)
    try:
        scene = ReplaysScene(app)
        screen = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        scene.draw(screen)
    finally:
        i18n.set_language("en")
    pill = scene.review_rect(0)
    # the label is drawn in the text colour, brighter than the pill, its border and the row under it
    ink = pygame.mask.from_threshold(screen.subsurface(pill), (255, 255, 255), (96, 96, 96, 255))
    boxes = ink.get_bounding_rects()
    assert boxes, "no label"
    label = boxes[0].unionall(boxes[1:])
    inner = pygame.Rect(0, 0, pill.w, pill.h).inflate(-6, -6)  # the 2-pixel border and a pixel more
    assert inner.contains(label), (label, pill.size)
