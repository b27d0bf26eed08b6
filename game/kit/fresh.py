"""A move that has just come under a resting pointer ignores clicks for a moment.

A click on Confirm put End turn or Draw on the same spot at once, and a double-click, or a quick second click
meant for Confirm, ended the turn (Space Lab, playtest 15, 166.png/167.png). What lies under the pointer is
watched every frame: when it changes while the pointer rests (the table changed under it, the player did not move
onto it), the new move takes no click for ``FRESH_SECONDS`` (at normal speed; none at instant speed, where
nothing on the table waits for the eye either).

A button that has just changed its meaning (its move, not only its label: "Pay 0/1" becoming "Pay 1/1" is the same
move) when a click let the move in progress go takes no click for ``CHANGED_SECONDS``: "Pay 0/1" let go turned into
"Reveal 3" at the same spot, and the click meant for Pay revealed 3 cards and lost the turn (Space Lab, playtest 34,
152.png/153.png).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from game.kit.choices import Offer

FRESH_SECONDS = 0.35  # long enough for a double-click's second press, short enough not to be felt
# seconds at normal speed a click is taken as meant for the move before, after the click on it: a double-click or
# a second click while one's own move's cards land; a click a whole round of others' moves later is a new one
SECOND_CLICK = 1.5
# seconds at normal speed a button whose move a step back changed takes no click: about the time to move from the
# card clicked to the button and press it without reading it again
CHANGED_SECONDS = 1.0
RESTING = 4  # pixels the pointer may drift and still rest (a hand on a mouse shakes between two clicks)


class Fresh:
    """What was under the pointer at the last look, and since when (``clock`` seconds) it has been there, when
    it came under a resting pointer."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.since = float("-inf")
        self.pointer: tuple[int, int] = (-1, -1)
        # where the last click that made a move was, and the move: only a click on the same spot as one on another
        # move is held (a click aimed at a card still landing, in the others' last move, is the player's own)
        self.last: tuple[tuple[int, int], Any, float] | None = None
        # the buttons the last step back changed, and when
        self.moved: list[pygame.Rect] = []
        self.moved_at = float("-inf")

    def watch(self, offers: Sequence[Offer], pointer: tuple[int, int], clock: float) -> None:
        """A look at the offers now: ``pointer`` where the pointer is, ``clock`` the table's clock."""
        under: Any = next((o.key for o in offers if o.rect.collidepoint(pointer)), None)
        resting = max(abs(pointer[0] - self.pointer[0]), abs(pointer[1] - self.pointer[1])) <= RESTING
        if under != self.key:
            # moved onto by the player: theirs to click at once; come under a resting pointer: held a moment
            self.since = clock if resting and under is not None else float("-inf")
            self.key = under
        self.pointer = pointer

    def stepped_back(self, before: Sequence[tuple[pygame.Rect, Any]], after: Sequence[tuple[pygame.Rect, Any]],
                     clock: float) -> None:
        """A click at ``clock`` let the move in progress go (a Cancel, ``TableUI.starts_over``): the buttons
        ``after`` it (each one's place and the move it stands for, greyed ones too) that stood for another move, or
        none, ``before`` it take no click for a moment. Moves that change as the player goes forward (a card aimed,
        and Pay where Reveal 3 was) are the ones they are looking for."""
        self.moved, self.moved_at = [r for r, k in after if (r, k) not in before], clock

    def changed(self, pos: tuple[int, int], clock: float, seconds: float) -> bool:
        """Whether a click at ``pos`` is on a button a step back changed less than ``seconds`` ago."""
        return clock - self.moved_at < seconds and any(r.collidepoint(pos) for r in self.moved)

    def clicked(self, pos: tuple[int, int], key: Any, clock: float) -> None:
        """A click at ``pos`` ran the offer ``key`` at ``clock``."""
        self.last = (pos, key, clock)

    def holds(self, key: Any, pos: tuple[int, int], clock: float, seconds: float) -> bool:
        """Whether a click at ``pos`` on the offer ``key`` is to be ignored: it came under the resting pointer less
        than ``seconds`` ago (``FRESH_SECONDS`` at the table's speed), where a click just before (``SECOND_CLICK`` as
        long again as ``FRESH_SECONDS``) ran another offer."""
        if key is None or key != self.key or clock - self.since >= seconds or self.last is None:
            return False
        (x, y), before, when = self.last
        recent = clock - when < seconds * SECOND_CLICK / FRESH_SECONDS
        return recent and before != key and max(abs(pos[0] - x), abs(pos[1] - y)) <= RESTING
