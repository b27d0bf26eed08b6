"""Headless client tests: dummy video/audio drivers and a private data folder, set before pygame loads."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["BEANIVERSE_CRASH_SCREEN"] = "0"  # a failing screen fails its test (the crash tests turn it on)
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-test-"))

import pytest  # noqa: E402

from tests import headless  # noqa: E402

headless.install()  # no software scaling of each headless frame, no disk syncs of throw-away data


@pytest.fixture
def data_dir(tmp_path, monkeypatch) -> str:
    """A fresh, empty data folder for one test (settings, remembered setups)."""
    monkeypatch.setenv("BEANIVERSE_DATA", str(tmp_path))
    return str(tmp_path)


# The toy fifth game (tests/toy) is registered while the shared tests that run over every registered game
# are collected and run, so they hold it to the same contract as the four real games; nowhere else.
TOY_MODULES = frozenset({"test_conformance.py", "test_privacy.py", "test_keeping.py", "test_undo.py"})


def _holds_the_toy(path: object) -> bool:
    return getattr(path, "name", "") in TOY_MODULES


def pytest_collectstart(collector: pytest.Collector) -> None:
    if isinstance(collector, pytest.Module) and _holds_the_toy(collector.path):
        from tests import toy

        toy.register()


def pytest_collectreport(report: pytest.CollectReport) -> None:
    if report.nodeid.rsplit("/", 1)[-1] in TOY_MODULES:
        from tests import toy

        toy.unregister()


@pytest.fixture(autouse=True)
def _toy_game(request: pytest.FixtureRequest) -> Iterator[None]:
    if not _holds_the_toy(request.node.path):
        yield
        return
    from tests import toy

    toy.register()
    try:
        yield
    finally:
        toy.unregister()


@pytest.fixture(autouse=True)
def _no_full_collection_per_table(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """No full garbage collection and freeze at each new table's first thinking (``game.memory.settle``): a
    short test's process holds every module, font and picture loaded so far, and collecting all of it again
    for each table took about a seventh of a table test's time, for pauses no test measures. The collector
    still runs as Python runs it; ``test_memory.py``, which tests the freeze itself, keeps it."""
    if getattr(request.node.path, "name", "") == "test_memory.py":
        return
    from game import memory

    monkeypatch.setattr(memory, "settle", lambda: None)


@pytest.fixture(autouse=True)
def _each_test_alone(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test starts in English with a data folder of its own: a test that switched to French, or saved
    settings in French, must not change the language of whichever test its worker runs next."""
    monkeypatch.setenv("BEANIVERSE_DATA", str(tmp_path))
    yield
    from game import i18n

    i18n.set_language("en")
