"""The game review works a whole frame's share on a busy machine (playtest 28: the review was slow to open there):
a frame's work is counted in the program's own time, not on the wall clock, which runs on while other programs
have the machine."""

from __future__ import annotations

import random
import time
import types
from typing import Any

import pytest

from engine.recipe import Recipe
from engine.systeme_solaire import GAME
from game import replays
from game.scenes import review as review_scene
from game.seats import Seat
from tests.client.driver import DT, make_app


def test_the_review_works_a_whole_frame_on_a_busy_machine(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A frame's share of the review is counted in the time the program works: on a busy machine the wall clock ran
    on while it waited its turn, frames held a third of their work, and drawing them took a third of the review."""
    rng, s, actions = random.Random(5), GAME.new(3, 5), []
    while len(actions) < 30:
        a = rng.choice(GAME.legal_actions(s))
        s, actions = GAME.apply(s, a)[0], [*actions, a]
    kept = replays.keep(Recipe("systeme_solaire", 3, 5, {}, actions), [Seat("Alice", True), Seat("Nova", False),
                                                                      Seat("Orbit", False)], [0, 0, 0], [])
    assert kept is not None
    monkeypatch.setattr(review_scene, "ITERATIONS", 12)
    app = make_app("instant")
    scene = review_scene.ReviewScene(app, kept, 0)
    app.push(scene)
    app.frame(DT)
    steps = scene.steps
    assert steps is not None
    taken = 0

    def counted() -> Any:
        nonlocal taken
        for step in steps:
            taken += 1
            yield step

    scene.steps = counted()
    busy = {"now": time.perf_counter()}

    def wall() -> float:  # 20 ms pass on the wall at every look: the machine runs other programs meanwhile
        busy["now"] += 0.02
        return busy["now"]

    monkeypatch.setattr(review_scene, "time", types.SimpleNamespace(perf_counter=wall, process_time=time.process_time))
    app.frame(DT)
    assert taken >= 3, f"{taken} slices of the review's work in a frame"
