"""Every marked decision of a Space Lab review says why the better move beats the one played, and its figures agree
with the search (issue 18): one "Why" gave reasons that favoured the move played ("placed now it adds 3 VP" under
"Better: End the turn"), another better move had none. Seeded finished games, Easy against Normal, each reviewed: the
Why is the review screen's (``game.scenes.review``: the two moves weighed, else the better move's own reason), and a
Why that says two figures says the better move's first and higher. Rules: SL-5 to SL-8, section 13."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import english
from engine.recipe import Recipe
from engine.review import NONE, review
from engine.search.hint import reason, reason_over

GAME = GAMES["space_lab"]
FIGURES = re.compile(r"^(?:It scores|It draws) (\d+)\D+(\d+)\D*\.$")


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



@pytest.mark.parametrize("seed", [3, 4])
def test_a_placement_that_draws_is_not_weighed_by_the_hand_it_leaves(seed: int) -> None:
    """SL-10, SL-12, SL-14: a better placement whose gain is what it draws at once (its top slot's Projects, its
    bottom slot's Objective, its lightning, a tile's bonus) is said by what it draws, not by the cards it leaves in
    hand: "Cards left in hand: 2, against 0" was the Why of a better move whose gain was its bottom slot's 2 Projects
    (playtest 26). The hand's gain is said by what draws its Lab cards, never by a count of the hand (playtest 30;
    test_review_why_gain). Every pair of a seat's moves (placements and the end of the turn) is weighed."""
    told = 0
    for _view, _best, _played, line in _weighed(seed):
        told += line.startswith("It draws")
        assert not line.startswith("Cards left in hand"), line
    assert told, "the seed's game has placements that draw"


def _weighed(seed: int) -> Iterator[tuple[Any, Any, Any, str]]:
    """A 2-player Normal game of ``seed`` and, on each turn, every pair of the seat's moves (placements, the end of the
    turn) as (view, better, played, the review's Why in English, "" when it has none)."""
    from engine.space_lab.kinds import ActionKind
    from engine.space_lab.versus import review_versus

    s, rng = GAME.new(2, seed), random.Random(seed)
    bots = (make_bot("space_lab", "normal"), make_bot("space_lab", "normal"))
    while not GAME.is_over(s):
        view = GAME.view(s, GAME.to_act(s))
        moves = [a for a in GAME.legal_actions(s) if a.kind in (ActionKind.PLACE, ActionKind.END)]
        for best in moves:
            for played in moves:
                said = review_versus(view, best, played)
                yield view, best, played, english(said, []) if said is not None else ""
        s = GAME.apply(s, decide(bots[GAME.to_act(s)], situation(GAME, s, rng)))[0]
