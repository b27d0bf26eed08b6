"""Steps timed to the animation (``Stage.at``): the stage knows whether one is still to come (the recap waits for
the last log lines), and keeps no step once it has run (a game's worth of log lines piled up otherwise)."""

from __future__ import annotations

from typing import Any

from game.anim import Animator
from game.kit.stage import Stage


def test_a_timed_step_is_known_until_it_runs_and_then_forgotten() -> None:
    anim = Animator(1.0)
    stage = Stage(Any, Any, anim)  # type: ignore[arg-type]  # no card flies here: geometry and art are not read
    ran: list[int] = []
    for k in range(1000):
        stage.at(0.5, lambda k=k: ran.append(k))
        anim.update(1.0)  # each step runs at the next update
    stage.at(0.5, lambda: ran.append(-1))
    assert stage.timed and len(stage._timed) <= 2, len(stage._timed)
    anim.update(1.0)
    assert not stage.timed and ran[-1] == -1 and len(ran) == 1001
