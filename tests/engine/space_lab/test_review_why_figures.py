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
FIGURES = re.compile(r"^(?:It scores|It draws|Cards left in hand:) (\d+)\D+(\d+)\D*\.$")


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
    (playtest 26). The hand is said only where the engine's evaluation weighs it above the Projects drawn
    (``versus.parts``; test_review_why_parts), and its count holds the Lab cards drawn. Every pair of a seat's moves
    (placements and the end of the turn) is weighed."""
    from engine.space_lab.cards import COST_OF
    from engine.space_lab.versus import parts

    told = 0
    for view, best, played, line in _weighed(seed):
        told += line.startswith("It draws")
        if line.startswith("Cards left in hand"):  # the Lab cards drawn are in the count
            a, b = parts(view, best), parts(view, played)
            assert a is not None and b is not None
            assert a.hand - b.hand > a.projects - b.projects, (best, played, line)
            hand = len(view.hands[view.seat])
            m = re.match(r"Cards left in hand: (\d+)", line)
            if m is not None and best.kind == "place":
                assert int(m[1]) == hand - 1 - COST_OF[best.card] + _draws(view, best)[1], line
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


def _draws(view: object, a: object) -> tuple[int, int]:
    """The Projects and Lab cards a placement draws at once, from the slot's facts (0, 0 for the end of a turn)."""
    from engine.space_lab.content import K_DRAW_LAB, K_DRAW_PROJECT
    from engine.space_lab.facts import slot_facts

    fact = next((f for f in slot_facts(view, a.card) if f.slot == a.target), None) if a.kind == "place" else None
    if fact is None:
        return 0, 0
    effects = [e for e in (fact.card_effect, fact.bottom, *fact.bonus) if e is not None]
    return (fact.projects + sum(e.value for e in effects if e.kind == K_DRAW_PROJECT),
            sum(e.value for e in effects if e.kind == K_DRAW_LAB))
