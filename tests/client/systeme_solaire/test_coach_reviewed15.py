"""A newcomer who follows the coach in Système Solaire's Learn to play is never marked for it in the game's review
(playtest 15, in both games played: the Hint's "Spend Probe 4" was marked "Better: Spend Probe 4, Jupiter"). The
Hint the coach names is the review's own search (``SearchHooks.hint_reviewed``, ``engine.review.best_search``),
and a selection or a payment, picked card by card (SS-13, SS-15), is thought out whole by that search, step by step
as the review judges it."""

from __future__ import annotations

from typing import Any

from engine import GAMES
from engine.review import NONE, judge_steps, mark
from game.kit.advisor import HINT_THINKING
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle

GAME = GAMES["systeme_solaire"]


def _verdict(state: Any, played: Any, move: int) -> Any:
    for found in judge_steps(GAME, state, played, move):
        if found is not None:
            return found
    raise AssertionError("the review gave no verdict")


def test_the_review_marks_none_of_the_coachs_moves(data_dir: str) -> None:  # rules SS-9 to SS-26 (a whole game)
    app, table = _learn("systeme_solaire")
    table.advisor.budget = HINT_THINKING  # the players' own budget, in seconds of thinking
    marked: list[tuple[int, Any, Any]] = []
    judged = 0
    for _ in range(400):
        _settle(app, table)
        if table.mod.over:
            break
        aim = table.coach.aim
        assert aim is not None, table.coach.text
        state, move = table.mod.state, len(table.mod.recipe.actions) + 1
        if len(GAME.legal_actions(state)) > 1:  # the review judges decisions with a choice
            verdict = _verdict(state, aim, move)
            if mark("systeme_solaire", verdict.loss, verdict.uncertainty) != NONE:
                marked.append((move, aim, verdict))
            judged += 1
        table.play_all([aim])
    assert table.mod.over and judged >= 15, judged  # the whole game, followed
    assert not marked, marked
