"""The order the suite runs in: its longest tests first, so the two workers of ``pytest -n 2 --dist loadgroup``
finish together.

xdist hands each worker its next test as it finishes one, in collection order. A walk of two and a half
minutes collected late starts when the other worker has little left, and that worker then waits; collected
first, the long tests are shared out while the many short ones still fill the gaps.
"""

from __future__ import annotations

import pytest


def longest_first(items: list[pytest.Item]) -> list[pytest.Item]:
    """The tests marked ``slow`` first (in their collection order), then the rest (in theirs)."""
    return sorted(items, key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items[:] = longest_first(items)
