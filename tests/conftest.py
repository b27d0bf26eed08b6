"""The order the suite runs in: its longest tests first, so the two workers of ``pytest -n 2 --dist loadgroup``
finish together; and ``--dist loadgroup`` refused where it would not keep a group on one worker.

xdist hands each worker its next test as it finishes one, in collection order. A walk of two and a half
minutes collected late starts when the other worker has little left, and that worker then waits; collected
first, the long tests are shared out while the many short ones still fill the gaps.
"""

from __future__ import annotations

from importlib import metadata

import pytest


def longest_first(items: list[pytest.Item]) -> list[pytest.Item]:
    """The tests marked ``slow`` first (in their collection order), then the rest (in theirs)."""
    return sorted(items, key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items[:] = longest_first(items)


def _release(name: str) -> tuple[int, ...]:
    return tuple(int(part) for part in metadata.version(name).split(".")[:3] if part.isdigit())


def groups_kept(pytest_release: tuple[int, ...], xdist_release: tuple[int, ...]) -> bool:
    """Whether ``--dist loadgroup`` sends the tests of an ``xdist_group`` to one worker. A worker names the group
    in each test's id (``…::test@group``) by writing ``item._nodeid``, and the scheduler reads it there; pytest 9.2
    builds the id from another attribute, so under xdist 3.8 no id named its group and each test went to any
    worker: a walk or a web page two tests share was made once by each worker (the English layout walk, the
    longest thing in the suite, twice)."""
    return pytest_release < (9, 2) or xdist_release > (3, 8, 0)


def pytest_configure(config: pytest.Config) -> None:
    if getattr(config.option, "dist", "no") == "loadgroup" and not groups_kept(_release("pytest"),
                                                                             _release("pytest-xdist")):
        raise pytest.UsageError(
            f"--dist loadgroup under pytest {metadata.version('pytest')} and pytest-xdist "
            f"{metadata.version('pytest-xdist')} would scatter the tests of each xdist_group over the workers; "
            "install the versions pyproject.toml's test extra asks for")
