"""game/web.py: the game's calls to the page, silent off the browser and safe in it."""

from __future__ import annotations

import platform
import sys

import pytest

from game import web


class FakeLoader:
    """Stands in for the page's ``window.BV``: records the calls."""

    def __init__(self, broken: bool = False) -> None:
        self.calls: list[tuple] = []
        self.broken = broken

    def ready(self) -> None:
        self.calls.append(("ready",))
        if self.broken:
            raise RuntimeError("the page went away")

    def fail(self, what: str, detail: str) -> None:
        self.calls.append(("fail", what, detail))
        if self.broken:
            raise RuntimeError("the page went away")


class FakeWindow:
    def __init__(self, bv: FakeLoader | None) -> None:
        if bv is not None:
            self.BV = bv


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch):
    """Pretend to be pygbag: ``sys.platform`` is emscripten and ``platform.window`` exists."""

    def install(bv: FakeLoader | None) -> None:
        monkeypatch.setattr(sys, "platform", "emscripten")
        monkeypatch.setattr(platform, "window", FakeWindow(bv), raising=False)
        monkeypatch.setattr(web, "_first_frame_sent", False)

    return install


def test_off_the_browser_nothing_is_called(monkeypatch: pytest.MonkeyPatch) -> None:
    bv = FakeLoader()
    monkeypatch.setattr(platform, "window", FakeWindow(bv), raising=False)
    monkeypatch.setattr(web, "_first_frame_sent", False)
    assert not web.on_web()
    web.first_frame()
    web.show_error("boom")
    web.show_exception(ValueError("boom"))
    assert bv.calls == []


def test_first_frame_tells_the_page_once(browser) -> None:
    bv = FakeLoader()
    browser(bv)
    web.first_frame()
    web.first_frame()
    assert bv.calls == [("ready",)]


def test_errors_reach_the_page_with_the_traceback(browser) -> None:
    bv = FakeLoader()
    browser(bv)
    try:
        raise ValueError("the deck is empty")
    except ValueError as exc:
        web.show_exception(exc)
    web.show_error("x" * 10_000)
    (kind, what, detail), (kind2, what2, long) = bv.calls
    assert (kind, what, kind2, what2) == ("fail", "game", "fail", "game")
    assert "Traceback" in detail and "ValueError: the deck is empty" in detail
    assert len(long) == 4000, "the details are cut to what the panel shows"


@pytest.mark.parametrize("bv", [None, FakeLoader(broken=True)], ids=["no loader", "loader raises"])
def test_a_page_without_a_working_loader_never_stops_the_game(browser, bv) -> None:
    browser(bv)
    web.first_frame()  # none of these may raise
    web.show_error("boom")
    web.show_exception(RuntimeError("boom"))
    assert web._first_frame_sent is False, "a first frame the page did not take is offered again"
    if bv is not None:
        assert [c[0] for c in bv.calls] == ["ready", "fail", "fail"]
