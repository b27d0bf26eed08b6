"""A newcomer who follows the coach through Learn to play is never marked for it in the game's review. The Hint the
coach names is the review's own search (``SearchHooks.hint_reviewed``, ``engine.review.best_search``), on the
review's budget whatever the seconds the client gives it, so the review judges the very search the coach followed.

- Al Cabohne (playtest 14): "Harvest field 1", the coach's pick, was the review's only Inaccuracy; on Hard's search
  this game followed to its end had two of the coach's moves marked, at moves 76 and 114.
- Système Solaire (playtest 15, in both games played): the Hint's "Spend Probe 4" was marked "Better: Spend Probe 4,
  Jupiter". A selection or a payment, picked card by card (SS-13, SS-15), is thought out whole by that search, step by
  step as the review judges it.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.review import NONE, judge_steps, mark
from game.kit.advisor import HINT_THINKING
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import coach_aims


def _verdict(game: Any, state: Any, played: Any, move: int) -> Any:
    for found in judge_steps(game, state, played, move):
        if found is not None:
            return found
    raise AssertionError("the review gave no verdict")


# rules AC-10 to AC-36 and SS-9 to SS-26: a whole game each; the decisions with a choice that game has at least
@pytest.mark.parametrize(("name", "least"), [("al_cabohne", 100), ("systeme_solaire", 15)])
def test_the_review_marks_none_of_the_coachs_moves(data_dir: str, name: str, least: int) -> None:
    game = GAMES[name]
    app, table = _learn(name)
    table.advisor.budget = HINT_THINKING  # the players' own budget, in seconds of thinking
    marked: list[tuple[int, Any, Any]] = []
    judged = 0
    for aim in coach_aims(app, table):
        state, move = table.mod.state, len(table.mod.recipe.actions) + 1
        if len(game.legal_actions(state)) > 1:  # the review judges decisions with a choice
            verdict = _verdict(game, state, aim, move)
            if mark(name, verdict.loss, verdict.uncertainty) != NONE:
                marked.append((move, aim, verdict))
            judged += 1
        table.play_all([aim])
    assert table.mod.over and judged >= least, judged  # the whole game, followed
    assert not marked, marked
