"""The solo treasury's tally "n × 2 = score" agrees with itself at every count: during the final-sale animation the
treasury fills coin by coin while the view already holds the final score (playtest 25: "20 x 2 = 46")."""

from __future__ import annotations

import dataclasses

from engine.al_cabohne import prompts
from engine.al_cabohne.rules import GAME
from engine.core import english, words


def test_every_count_shown_is_doubled_exactly() -> None:
    # rule AC-35: in solo the treasury counts twice
    view = dataclasses.replace(GAME.view(GAME.new(1, 5), 0), treasury=tuple(range(23)))
    for n in range(24):  # every frame of the animation shows a partial count n against the view's final treasury
        said = english(prompts.mafia_tally(view, n, words("treasury")), [])
        assert said == f"{n} × 2 = {2 * n}"
