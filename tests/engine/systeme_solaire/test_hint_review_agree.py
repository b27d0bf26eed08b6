"""A seat that follows the Hint at every decision of a whole game hears no mark in that game's review (playtest 24:
"the Hint said X was best; the review of that move said Y"). The Hint is the review's own search (``hint_reviewed``:
the same dice for the same move number, the same budget), and the review never marks a move the Hint may name
(``engine.review.hinted_level``), a payment it names by avoiding an overpay (SS-13, R-6) included."""

from __future__ import annotations

import random

import pytest

from engine.bots import decide, make_bot, situation
from engine.core import Action
from engine.recipe import Recipe
from engine.review import NONE, review
from engine.search.budget import iterations
from engine.search.hint import hint
from engine.systeme_solaire import GAME

ITS = 40  # the Hint's and the review's budget alike (the screens use ``DEFAULT_ITERATIONS`` for both)


def _followed(seed: int) -> Recipe:
    """Seat 0 plays the Hint's move every time (carrying its plan, as the table does); the others play Normal."""
    s, acts, rng = GAME.new(3, seed), [], random.Random(seed)
    others = {p: make_bot("systeme_solaire", "normal") for p in (1, 2)}
    planned: tuple[Action, ...] = ()
    while not GAME.is_over(s):
        seat = GAME.to_act(s)
        if seat == 0:
            found = hint(GAME, s, 0, random.Random(0), iterations(ITS), len(acts) + 1, planned)
            a, planned = found.action, (*found.then, *found.plan)
        else:
            a = decide(others[seat], situation(GAME, s, rng))
        acts.append(a)
        s = GAME.apply_legal(s, a)[0]
    return Recipe("systeme_solaire", 3, seed, {}, acts)


@pytest.mark.parametrize("seed", [2, 5])
def test_following_the_hint_all_game_the_review_marks_nothing(seed: int) -> None:  # SS-9..SS-23
    r = review(_followed(seed), 0, iterations=ITS)
    assert r.summary is not None and r.summary.decisions > 10
    assert [d for d in r.decisions if d.mark != NONE] == []
    assert r.summary.engine_choice == r.summary.decisions, "every move counted as the engine's choice or as good"
