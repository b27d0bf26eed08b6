"""Animation layer: tweens with delay and ``on_end``, easing, speed, skip.

A ``Tween`` runs ``duration`` seconds after ``delay`` seconds and reports its
eased progress. An ``Animator`` owns the running tweens, scales every duration
by the speed setting (0 = instant: the tween ends the moment it is added), and
``skip()`` finishes them all at once, calling each ``on_end`` so the scene ends
in the same place it would have reached by waiting.

Input waits only for *blocking* tweens (a card in flight); decoration such as
a "+5" popping up never holds the player back.

A table lays its tweens out on one clock: each choreography step returns the
time the next may start, so sequences need no other bookkeeping
(``game.kit.stage``, ``game.kit.flights``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Ease = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


class Tween:
    """Something that changes over time. Subclasses read ``self.t`` (eased 0..1)."""

    def __init__(
        self,
        duration: float,
        delay: float = 0.0,
        ease: Ease = ease_out_cubic,
        on_start: Callable[[], Any] | None = None,
        on_end: Callable[[], Any] | None = None,
        blocking: bool = True,
    ) -> None:
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.on_start = on_start
        self.on_end = on_end
        self.blocking = blocking
        self.elapsed = 0.0
        self.started = False
        self.done = False

    @property
    def raw(self) -> float:
        """Linear progress 0..1 (0 during the delay)."""
        if self.done:
            return 1.0
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def t(self) -> float:
        return self.ease(self.raw)

    @property
    def waiting(self) -> bool:
        """Still in its delay: whatever it moves has not left yet."""
        return not self.started and not self.done

    def scale(self, factor: float) -> None:
        self.duration *= factor
        self.delay *= factor

    def _start(self) -> None:
        if not self.started:
            self.started = True
            if self.on_start:
                self.on_start()

    def update(self, dt: float) -> bool:
        """Advance; returns True once finished."""
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed >= self.delay:
            self._start()
        if self.elapsed >= self.delay + self.duration:
            self.finish()
        return self.done

    def draw(self, surface: Any) -> list[Any] | None:
        """What it shows while it runs (a flight, a popup), and where (the rectangles it drew in; ``None``:
        somewhere — the table then paints the whole screen again next frame). A plain timer shows nothing."""
        return []

    def finish(self) -> None:
        if self.done:
            return
        self._start()
        self.done = True
        self.elapsed = self.delay + self.duration
        if self.on_end:
            self.on_end()


class Wait(Tween):
    """A pause (for instance a computer's short "thinking" beat)."""


class Animator:
    """The running tweens of one scene."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.tweens: list[Tween] = []
        self.skipping = False

    def add(self, tween: Tween) -> Tween:
        tween.scale(self.speed)
        if self.speed <= 0:
            tween.finish()
            return tween
        self.tweens.append(tween)
        return tween

    def update(self, dt: float) -> None:
        if not self.tweens:
            return
        # on_end callbacks may add tweens: iterate over a snapshot
        for tw in list(self.tweens):
            tw.update(dt)
        self.tweens = [tw for tw in self.tweens if not tw.done]

    def skip(self) -> None:
        """Finish everything now (on_end callbacks included, which may add more: finish those too)."""
        self.skipping = True
        try:
            for _ in range(100):
                if not self.tweens:
                    return
                running, self.tweens = self.tweens, []
                for tw in running:
                    tw.finish()
        finally:
            self.skipping = False

    @property
    def blocking(self) -> bool:
        return any(tw.blocking and not tw.done for tw in self.tweens)

    @property
    def busy(self) -> bool:
        return bool(self.tweens)

    def of_type(self, cls: type) -> list:
        return [tw for tw in self.tweens if isinstance(tw, cls)]
