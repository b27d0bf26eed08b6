"""A newcomer who pays with the cards the coach names is not marked for it in the game's Analysis (playtest 13: the
coach's payment, the Normal computer's, was an "Inaccuracy" at move 36 of Learn to play, about 3 points worse than
the review's pick). The coach's payment is the review's own search at each pick (``engine_plan``: the game's Hint is
the review's search, ``SearchHooks.hint_reviewed``), so the review calls each pick its best. SL-8: a payment is one
pick per card, in ascending order."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine import GAMES
from engine.review import best_search
from engine.space_lab.kinds import ActionKind
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle

GAME = GAMES["space_lab"]
PAYMENTS = 1  # payment picks with a choice, followed and judged (the playtest's was the second; the Learn game
# against the Easy computer, which mostly plays the Normal move, has one since Normal weighs its station's growth less)


def _review_best(state: Any, move: int) -> Any:
    """The review's best move at recipe number ``move`` (``engine.review.judge_steps`` names it so)."""
    steps = best_search(GAME, state, move)
    try:
        while True:
            next(steps)
    except StopIteration as done:
        search = done.value
    return search.ranked(GAME.legal_actions(state))[0][0]


def _coach_plans() -> Iterator[tuple[Any, list[Any]]]:
    """Learn to play followed: at each decision, the table and the coach's whole move (a placement's every step),
    played once the caller is done with it."""
    app, table = _learn("space_lab")
    for _ in range(60):
        _settle(app, table)
        coach = table.coach
        if table.mod.over or coach.aim is None:
            return
        plan = [coach.aim, *coach._plan[coach._step + 1:]]
        yield table, plan
        table.play_all(plan)


def test_the_coachs_payment_is_the_reviews_best_pick(data_dir: str) -> None:
    judged = 0
    for table, plan in _coach_plans():
        before = len(table.mod.recipe.actions)
        state = table.mod.state
        for k, a in enumerate(plan):  # each pick of the move, where it had a choice
            if a.kind == ActionKind.PAY and len(GAME.legal_actions(state)) > 1:
                assert _review_best(state, before + k + 1) == a, (before + k + 1, a)
                judged += 1
            state = GAME.apply(state, a)[0]
        if judged >= PAYMENTS:
            break
    assert judged >= PAYMENTS, judged


def test_the_coachs_payment_is_thought_out_in_slices_over_frames(data_dir: str) -> None:
    """The review's search takes a few tenths of a second a payment pick, more in the browser: the coach thinks the
    rest of a placement out a slice a frame ("thinking…" meanwhile), as the Hint does, and never in one frame."""
    from game.kit.coach import engine_plan_steps
    from tests.to_the_end import engine_plan

    for table, plan in _coach_plans():
        if any(a.kind == ActionKind.PAY for a in plan[1:]):
            state = table.mod.state
            view, legal, move = table.view, GAME.legal_actions(state), len(table.mod.recipe.actions) + 1
            gathered = table.coach.hooks.GATHERED
            steps = engine_plan_steps("space_lab", view, legal, "s", gathered, plan[0], move)
            slices = 0
            try:
                while True:
                    assert next(steps) is None
                    slices += 1
            except StopIteration as done:
                sliced = done.value
            assert slices > 1, "the payment was thought out in one go"
            assert sliced == engine_plan("space_lab", view, legal, "s", gathered, plan[0], move)
            return
    raise AssertionError("no placement with a payment to think out came in the Learn game")
