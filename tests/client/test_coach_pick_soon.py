"""The coach names its pick soon after the player's turn opens (a newcomer waited 2–3 s for it): while nothing
moves on the table the Hint's search, which the coach names its pick from, thinks with most of each frame."""

from __future__ import annotations

import pytest

from game.kit.advisor import FRAME_BUDGET, HINT_THINKING, REST_BUDGET
from tests.client.driver import DT
from tests.client.test_coach import _learn


@pytest.mark.parametrize("game", ["space_lab", "systeme_solaire"])
def test_the_coach_names_its_pick_within_a_second(game: str, data_dir: str) -> None:
    app, table = _learn(game)
    table.advisor.budget = HINT_THINKING  # the game's own budget, in seconds of thinking, as players have it
    for _ in range(600):
        if table.input_open:
            break
        app.frame(DT)
    assert table.input_open
    frames = 0
    while table.coach.aim is None and frames < 400:
        app.frame(DT)
        frames += 1
        assert table.advisor.frame_budget == (FRAME_BUDGET if table.anim.tweens else REST_BUDGET)
    assert table.coach.aim is not None
    # at 2 ms a frame the search's 0.2 s took 100 frames and more; at rest it takes about a quarter of that
    assert frames <= 0.6 * HINT_THINKING.seconds / FRAME_BUDGET, frames
