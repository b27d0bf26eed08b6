"""Animation layer: tweens with delay and ``on_end``, easing, timelines, speed, skip.

A ``Tween`` runs ``duration`` seconds after ``delay`` seconds and reports its
eased progress. An ``Animator`` owns the running tweens, scales every duration
by the speed setting (0 = instant: the tween ends the moment it is added), and
``skip()`` finishes them all at once, calling each ``on_end`` so the scene ends
in the same place it would have reached by waiting.

Input waits only for *blocking* tweens (a card in flight); decoration such as
a "+5" popping up never holds the player back.

A ``Timeline`` places tweens one after another (or side by side) without doing
the delay arithmetic by hand.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Ease = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


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


class Value(Tween):
    """Tweens a number from ``a`` to ``b``; read ``value``."""

    def __init__(self, a: float, b: float, duration: float, **kw: Any) -> None:
        super().__init__(duration, **kw)
        self.a, self.b = a, b

    @property
    def value(self) -> float:
        return lerp(self.a, self.b, self.t)


class Slide(Tween):
    """Moves a payload from ``start`` to ``end`` along a slight arc; read ``pos``."""

    def __init__(
        self,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float,
        payload: Any = None,
        arc: float = 0.0,
        **kw: Any,
    ) -> None:
        super().__init__(duration, **kw)
        self.start, self.end = start, end
        self.payload = payload
        self.arc = arc

    @property
    def pos(self) -> tuple[float, float]:
        t = self.t
        x, y = lerp2(self.start, self.end, t)
        # lift the card in the middle of its trip, so crossing paths read as a throw
        return (x, y - self.arc * math.sin(math.pi * min(1.0, max(0.0, t))))


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


class Timeline:
    """Places tweens in sequence: ``then`` starts after what came before, ``also`` alongside it."""

    def __init__(self, start: float = 0.0) -> None:
        self.cursor = start
        self.last_start = start
        self.items: list[Tween] = []

    def then(self, tween: Tween, gap: float = 0.0) -> Tween:
        self.last_start = self.cursor + gap
        tween.delay += self.last_start
        self.cursor = self.last_start + tween.duration
        self.items.append(tween)
        return tween

    def also(self, tween: Tween, offset: float = 0.0) -> Tween:
        """Start with the previous ``then`` (plus ``offset``), without moving the cursor past it."""
        tween.delay += self.last_start + offset
        self.cursor = max(self.cursor, self.last_start + offset + tween.duration)
        self.items.append(tween)
        return tween

    def wait(self, seconds: float) -> None:
        self.cursor += seconds
        self.last_start = self.cursor

    def play(self, animator: Animator) -> list[Tween]:
        for tw in self.items:
            animator.add(tw)
        return self.items
