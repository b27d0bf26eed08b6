"""What the screen showed: every string and every card face drawn, for the privacy tests.

Recording is off unless a test turns it on with ``capture()``, so the game
pays one ``is None`` test per text or card. A surface that is drawn once and
blitted many times (a cached layer) keeps what was drawn into it and replays
it into the capture each time it is shown, so stale text in a cache cannot
hide from the test.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

Item = tuple[str, object]  # ("text", "Alice draws 2") or ("card", (art name, card id))

_stack: list[list[Item]] = []


def active() -> bool:
    return bool(_stack)


def text(s: str) -> None:
    if _stack:
        _stack[-1].append(("text", s))


def card(art: str, card_id: int) -> None:
    """A card drawn face up (``art`` names the game's card art)."""
    if _stack:
        _stack[-1].append(("card", (art, card_id)))


def replay(items: list[Item]) -> None:
    """Add what a cached surface holds to the capture (it is being shown again)."""
    if _stack:
        _stack[-1].extend(items)


@contextmanager
def capture(feed: bool = True) -> Iterator[list[Item]]:
    """Record everything drawn inside the block.

    A nested capture also feeds the outer one, unless ``feed`` is false: a
    cached surface keeps its own record and ``replay``s it each time it is shown.
    """
    items: list[Item] = []
    _stack.append(items)
    try:
        yield items
    finally:
        _stack.pop()
        if _stack and feed:
            _stack[-1].extend(items)


def texts(items: list[Item]) -> list[str]:
    return [v for k, v in items if k == "text"]  # type: ignore[misc]


def cards(items: list[Item]) -> list[tuple[str, int]]:
    return [v for k, v in items if k == "card"]  # type: ignore[misc]
