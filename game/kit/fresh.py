"""A move that has just come under a resting pointer ignores clicks for a moment.

A click on Confirm put End turn or Draw on the same spot at once, and a double-click, or a quick second click
meant for Confirm, ended the turn (Space Lab, playtest 15, 166.png/167.png). What lies under the pointer is
watched every frame: when it changes while the pointer rests (the table changed under it, the player did not move
onto it), the new move takes no click for ``FRESH_SECONDS`` (at normal speed; none at instant speed, where
nothing on the table waits for the eye either).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from game.kit.choices import Offer

FRESH_SECONDS = 0.35  # long enough for a double-click's second press, short enough not to be felt
RESTING = 4  # pixels the pointer may drift and still rest (a hand on a mouse shakes between two clicks)


class Fresh:
    """What was under the pointer at the last look, and since when (``clock`` seconds) it has been there, when
    it came under a resting pointer."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.since = float("-inf")
        self.pointer: tuple[int, int] = (-1, -1)

    def watch(self, offers: Sequence[Offer], pointer: tuple[int, int], clock: float) -> None:
        """A look at the offers now: ``pointer`` where the pointer is, ``clock`` the table's clock."""
        under: Any = next((o.key for o in offers if o.rect.collidepoint(pointer)), None)
        resting = max(abs(pointer[0] - self.pointer[0]), abs(pointer[1] - self.pointer[1])) <= RESTING
        if under != self.key:
            # moved onto by the player: theirs to click at once; come under a resting pointer: held a moment
            self.since = clock if resting and under is not None else float("-inf")
            self.key = under
        self.pointer = pointer

    def holds(self, key: Any, clock: float, seconds: float) -> bool:
        """Whether a click on the offer ``key`` is to be ignored: it came under the resting pointer less than
        ``seconds`` ago."""
        return key is not None and key == self.key and clock - self.since < seconds
