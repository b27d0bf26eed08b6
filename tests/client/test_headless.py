"""How the suite runs its client tests: unscaled headless windows, no disk syncs, the longest tests first."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass

import pygame
import pytest

from game import storage
from tests import conftest, headless
from tests.client.driver import make_app


def test_a_thousand_headless_frames_flip_in_well_under_a_second(data_dir: str) -> None:
    """SCALED on the dummy driver puts a software renderer behind the window: a millisecond on each flip."""
    make_app()
    start = time.process_time()
    for _ in range(1000):
        pygame.display.flip()
    assert time.process_time() - start < 0.25  # scaled, about 1 s of processor time


def test_the_window_asked_for_elsewhere_is_left_as_it_was() -> None:
    asked: list[int] = []

    def set_mode(size: tuple[int, int], flags: int = 0) -> pygame.Surface:
        asked.append(flags)
        return pygame.Surface(size)

    headless.unscaled(set_mode)((1280, 720), pygame.SCALED | pygame.RESIZABLE)
    assert asked == [pygame.RESIZABLE]  # the dummy driver: only the scaling is dropped
    assert getattr(pygame.display.set_mode, "unscaled", False), "the client's conftest installs it"


def test_a_save_in_a_test_does_not_sync_the_disk(data_dir: str) -> None:
    assert os.fsync is headless.no_sync
    assert storage.save("probe", {"a": 1}) and storage.load("probe") == {"a": 1}


def test_a_save_over_an_entry_in_a_test_renames_to_a_free_name(data_dir: str, tmp_path) -> None:
    assert getattr(os.replace, "unflushed", False), "the client's conftest installs it"
    assert storage.save("probe", {"a": 1}) and storage.save("probe", {"a": 2}) and storage.load("probe") == {"a": 2}
    assert sorted(os.listdir(data_dir)) == ["probe.json"], "no temporary file left beside it"
    kept = tmp_path / "kept.txt"
    kept.write_text("old")
    with pytest.raises(FileNotFoundError):  # a source that is not there: the file it would replace stays
        os.replace(tmp_path / "missing.txt", kept)
    assert kept.read_text() == "old"


@dataclass
class _Item:
    name: str
    slow: bool

    def get_closest_marker(self, name: str) -> object | None:
        return object() if name == "slow" and self.slow else None


def test_the_tests_marked_slow_run_first_each_group_in_its_order() -> None:
    items = [_Item("a", False), _Item("walk_fr", True), _Item("b", False), _Item("walk_en", True)]
    ordered = conftest.longest_first(items)  # type: ignore[arg-type]
    assert [i.name for i in ordered] == ["walk_fr", "walk_en", "a", "b"]


def test_the_collected_suite_starts_with_its_slow_tests(request: pytest.FixtureRequest) -> None:
    slow = [item.get_closest_marker("slow") is not None for item in request.session.items]
    assert slow == sorted(slow, reverse=True)
