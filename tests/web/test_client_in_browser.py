"""The client under the browser's constraints: pygame-ce on the desktop with ``sys.platform`` faked as
``emscripten`` and a fake ``window.localStorage``. Settings, streaks, saves (Continue), replays and
statistics go there and come back; nothing is written to a file."""

from __future__ import annotations

import json
import platform
import random
import sys
from pathlib import Path

import pytest

from game import replays, saves, settings, stats, storage
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.seats import Seat
from game.tables import title_line
from game.tables.al_cabohne import STREAK
from tests.client.driver import (
    DT,
    click_key,
    make_app,
    open_table,
    play_turns_by_clicks,
)


class FakeLocalStorage:
    """The Web Storage API as pygbag's bridge shows it: getItem gives None for a missing key."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:  # noqa: N802  (the browser's names)
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)

    def key(self, i: int) -> str | None:
        return list(self.items)[i] if 0 <= i < len(self.items) else None

    @property
    def length(self) -> int:
        return len(self.items)


class FakeLoader:
    def ready(self) -> None:
        pass

    def fail(self, what: str, detail: str) -> None:
        raise AssertionError(f"the page was told of a failure: {what}: {detail}")


class FakeNavigator:
    language = "en-GB"


class FakeWindow:
    def __init__(self) -> None:
        self.localStorage = FakeLocalStorage()
        self.navigator = FakeNavigator()
        self.BV = FakeLoader()


@pytest.fixture
def browser(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """The browser's storage, with a data folder, a HOME and a working folder that must stay empty."""
    data, home, cwd = tmp_path / "data", tmp_path / "home", tmp_path / "cwd"
    for folder in (data, home, cwd):
        folder.mkdir()
    monkeypatch.chdir(cwd)
    monkeypatch.setenv("BEANIVERSE_DATA", str(data))
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    window = FakeWindow()
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(platform, "window", window, raising=False)
    monkeypatch.setattr(storage, "WEB", True)
    storage.take_problems()  # what an earlier test in this process set aside is not this browser's
    yield window.localStorage
    written = [str(p) for p in (*data.rglob("*"), *home.rglob("*"), *cwd.rglob("*"))]
    assert written == [], f"the browser build wrote files: {written}"


def test_settings_round_trip_through_local_storage(browser: FakeLocalStorage) -> None:
    s = settings.load()
    assert s.language == "en"  # the browser's navigator.language
    s.speed, s.sound, s.language = "fast", False, "fr"
    assert s.save()
    assert json.loads(browser.items["beaniverse.settings"])["speed"] == "fast"
    again = settings.load()
    assert (again.speed, again.sound, again.language) == ("fast", False, "fr")


def test_streaks_round_trip_and_reach_the_title_line(browser: FakeLocalStorage) -> None:
    assert title_line("al_cabohne") is None
    for won in (True, True, False, True):
        *_, stored = STREAK.move_on(won)
        assert stored
    assert "beaniverse.streak_al_cabohne" in browser.items
    assert (STREAK.load().current, STREAK.load().best) == (1, 2)
    assert title_line("al_cabohne") == "Solo win streak 1 · best 2"


def test_keys_lists_by_prefix_over_local_storage(browser: FakeLocalStorage) -> None:
    browser.setItem("another-site.replay-x", "{}")  # localStorage is shared by the whole origin
    for k in ("replay-2", "replay-1", "settings"):
        assert storage.save(k, {"k": k})
    browser.setItem("beaniverse.replay-3.bad-20260101", "{")  # set aside: not an entry
    assert storage.keys("replay-") == ["replay-1", "replay-2"]
    assert storage.keys("nothing") == []
    storage.remove("replay-1")
    assert storage.keys("replay-") == ["replay-2"]


def test_a_damaged_entry_is_set_aside_in_local_storage(browser: FakeLocalStorage) -> None:
    browser.setItem("beaniverse.statistics", "{not json")
    assert stats.lines("al_cabohne") == []
    kept = [k for k in browser.items if k.startswith("beaniverse.statistics.bad-")]
    assert len(kept) == 1 and browser.items[kept[0]] == "{not json"
    assert "beaniverse.statistics" not in browser.items
    assert [p.name for p in storage.take_problems()] == ["statistics.json"]


def test_a_game_is_continued_then_kept_for_replays_and_statistics(browser: FakeLocalStorage) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=12)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(1), lambda: len(table.mod.recipe.actions) > 5)
    assert "beaniverse." + saves.key("al_cabohne") in browser.items
    moves = list(table.mod.recipe.actions)

    # the tab is closed and opened again: a new client, the same localStorage
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    found = saves.find("al_cabohne")
    assert found is not None and found.saved.recipe.actions == moves
    click_key(app, "continue")  # the title offers the saved game
    table = app.top
    assert table.mod.recipe.actions == moves
    play_turns_by_clicks(app, table, random.Random(2), lambda: isinstance(app.top, ResultsScene))
    assert saves.find("al_cabohne") is None
    (kept,) = replays.listing()
    assert kept.saved.recipe.actions == table.mod.recipe.actions
    assert storage.keys(replays.PREFIX) == [k[len("beaniverse."):] for k in browser.items if "replay-" in k]
    (line,) = stats.lines("al_cabohne")
    assert (line.name, line.played) == ("Alice", 1)


def test_the_window_is_not_resizable_in_the_browser(browser: FakeLocalStorage, monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    asked: list[int] = []
    real = pygame.display.set_mode

    def set_mode(size, flags=0, *args, **kw):
        asked.append(flags)
        return real(size, flags, *args, **kw)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    make_app("instant")
    assert asked and not asked[0] & pygame.RESIZABLE, "pygbag does not support RESIZABLE: the page letterboxes"
    assert asked[0] & pygame.SCALED
