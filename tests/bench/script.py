"""Bench scripts are files, not a package: load one as a module for its tests."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any


def load(name: str) -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class InProcess:
    """A bench's process pool, played in this process."""

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[Any]:
        return map(fn, jobs)


class Remembering(InProcess):
    """``InProcess`` that plays each job once: a job asked for again (the same arena, as the backwards solo row asks
    for the two arenas of the forward one) gives the record it gave the first time. A bench job is a seeded game
    with an iteration budget, so playing it again would give the same moves and scores (only its timings differ)."""

    def __init__(self) -> None:
        self.played: dict[str, Any] = {}

    def imap(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[Any]:
        for job in jobs:
            key = f"{fn.__module__}.{fn.__qualname__}{job!r}"
            if key not in self.played:
                self.played[key] = fn(job)
            yield self.played[key]
