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
