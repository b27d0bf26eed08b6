"""A move as good as the engine's counts as the engine's choice (issue 18, the tenth re-test): a player who
followed the coach at every Space Lab decision read "you played the engine's choice 24 times of 37". Between two
moves level, the coach's search and the review's search each pick one at random; the review's own check says when
the move played was no worse, or worse by less than it can tell (R-16: the Hint and the review say what they
know)."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.review import NONE, Decision, summarize


def _decision(played: int, best: int, loss: float, uncertainty: float | None, mark: str = NONE) -> Decision:
    return Decision(1, Action("place", played, "T0"), Action("place", best, "T0"), loss, uncertainty, mark, 3)


def test_a_tie_counts_as_the_engine_choice() -> None:
    decisions = [
        _decision(1, 1, 0.0, 0.0),  # the engine's own move
        _decision(2, 1, 0.0, 1.5),  # another move, not worse in the check
        _decision(2, 1, 0.8, 1.5),  # worse by less than the check can tell: as good
        _decision(2, 1, 4.0, 1.5, "mistake"),  # clearly worse
        _decision(2, 1, 0.8, None),  # no spread measured: not known to be as good
    ]
    s = summarize("space_lab", decisions)
    assert s.decisions == 5 and s.engine_choice == 3


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_summary_says_ties_count(language: str) -> None:
    from game import i18n

    i18n.set_language(language)
    try:
        line = i18n.tr("{reviewed}: {marks}; you played the engine's choice or one as good in {n}", reviewed="3",
                       marks="-", n=3)
        assert ("one as good" if language == "en" else "aussi bon") in line, line
    finally:
        i18n.set_language("en")
