"""How long the search may think: a per-decision budget and the slices it thinks in.

A decision ends when its wall-clock time or its iteration cap runs out,
whichever comes first; ``seconds=None`` leaves only the cap, which is how
tests and the arena's ``--iterations`` get results that repeat exactly. The
clock is injected (``time.perf_counter`` by default) so that tests can run
the search on a fake clock: the clock only decides when to stop and when to
yield, never which action wins, unless the budget is given in seconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

Clock = Callable[[], float]

DESKTOP_SECONDS = 0.5  # per decision on the desktop (the browser is ~2.5x slower per iteration)
HINT_SECONDS = 0.3  # a hint should feel instant
# Yield after this much work: a slice then ends within one engine call or one
# evaluation of it (tens to a few hundred microseconds), so it stays under the
# 1.6 ms that fit the client's 4 ms frame budget in the browser (about 2.45x slower).
SLICE_SECONDS = 0.0008
MAX_ITERATIONS = 50_000  # the cap when a time budget is given


@dataclass(frozen=True)
class Budget:
    """``seconds`` per decision (None: no time limit), ``iterations`` cap, ``slice_seconds`` between yields."""

    seconds: float | None = DESKTOP_SECONDS
    iterations: int = MAX_ITERATIONS
    slice_seconds: float = SLICE_SECONDS
    clock: Clock = time.perf_counter

    def __post_init__(self) -> None:
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError(f"a time budget must be positive, not {self.seconds!r}")
        if type(self.iterations) is not int or self.iterations < 1:
            raise ValueError(f"an iteration cap must be a whole number ≥ 1, not {self.iterations!r}")
        if self.slice_seconds <= 0:
            raise ValueError(f"a slice must be positive, not {self.slice_seconds!r}")

    @property
    def exact(self) -> bool:
        """Only the iteration cap counts: the same inputs give the same choice on any machine."""
        return self.seconds is None

    def with_clock(self, clock: Clock) -> Budget:
        return replace(self, clock=clock)


def iterations(n: int, clock: Clock = time.perf_counter) -> Budget:
    """A budget of exactly ``n`` iterations (tests, ``--iterations``)."""
    return Budget(seconds=None, iterations=n, clock=clock)


def seconds(s: float, cap: int = MAX_ITERATIONS, clock: Clock = time.perf_counter) -> Budget:
    """A wall-clock budget of ``s`` seconds per decision, capped at ``cap`` iterations."""
    return Budget(seconds=s, iterations=cap, clock=clock)
