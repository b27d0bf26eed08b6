"""Every marked decision of a Space Lab review says why the better move beats the one played, and its figures agree
with the search (issue 18): one "Why" gave reasons that favoured the move played ("placed now it adds 3 VP" under
"Better: End the turn"), another better move had none. Seeded finished games, Easy against Normal, each reviewed: the
Why is the review screen's (``game.scenes.review``: the two moves weighed, else the better move's own reason), and a
Why that says two figures says the better move's first and higher. Rules: SL-5 to SL-8, section 13."""

from __future__ import annotations

import random
import re

import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.recipe import Recipe
from engine.review import NONE, review
from engine.search.hint import reason, reason_over

GAME = GAMES["space_lab"]
FIGURES = re.compile(r"^(?:It scores|Cards left in hand:) (\d+)\D+(\d+)\D*\.$")


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_every_mark_has_a_why_whose_figures_favour_the_better_move(seed: int) -> None:
    s, rng, actions = GAME.new(2, seed), random.Random(seed), []
    bots = (make_bot("space_lab", "easy"), make_bot("space_lab", "normal"))
    states = [s]
    while not GAME.is_over(s):
        a = decide(bots[GAME.to_act(s)], situation(GAME, s, rng))
        s = GAME.apply(s, a)[0]
        actions.append(a)
        states.append(s)
    marks = [d for d in review(Recipe("space_lab", 2, seed, {}, actions), 0, iterations=60).decisions
             if d.mark != NONE]
    assert marks, "the seed's game has marked decisions to explain"
    for d in marks:
        view = GAME.view(states[d.move - 1], 0)
        own = reason(GAME, view, d.best)
        why = reason_over(GAME, view, d.best, d.played) or (own if own != reason(GAME, view, d.played) else None)
        assert why is not None, (d.move, d.played, d.best)
        said = english(why, [])
        figures = FIGURES.match(said)
        assert figures is None or int(figures[1]) > int(figures[2]), (d.move, said)
