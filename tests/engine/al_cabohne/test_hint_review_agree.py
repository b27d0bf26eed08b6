"""Following the Al Cabohne Hint is never marked by the game review (R-16: the Hint and the review say what they
know). Playtest 29: a move the Hint had recommended was marked an Inaccuracy in the review, twice in one game. The
Hint is the review's own search (``SearchHooks.hint_reviewed``); where every move level with its best is one the
game avoids (a dead end, ``rollout.dead_end``), the Hint names the best of the others, which the search may have
tried only a few times, and the review then refused it as "too little tried to be level" and judged it."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine import GAMES
from engine.bots import decide, make_bot, situation
from engine.core import Action
from engine.recipe import Recipe
from engine.review import NONE, hinted_level, review
from engine.search.hint import Hint, hint, hint_tied
from game.kit.advisor import HINT_THINKING

GAME = GAMES["al_cabohne"]


def test_the_move_the_hint_names_past_an_avoided_best_is_level(monkeypatch: pytest.MonkeyPatch) -> None:
    s = GAME.new(1, 3)
    view = GAME.view(s, 0)
    legal = GAME.legal_actions(s)
    best, other = legal[0], legal[1]
    # the search's best is a move the game avoids; the only other is little tried and well behind
    declared = GAME.search_hooks()
    assert declared is not None
    avoided = replace(declared, avoid=lambda v, a: a == best)
    monkeypatch.setattr(GAME, "search_hooks", lambda: avoided)
    ranked = [(best, 190, 4.0), (other, 3, -6.0)]
    scaled = tuple((a, n, m / 20.0) for a, n, m in ranked)
    assert hint_tied(GAME, scaled, view)[0][0] == other  # the Hint names it
    assert hinted_level(GAME, view, ranked, other)  # so the review never marks it


def _gives_up_nothing(s: Any, a: Action) -> bool:
    """``a`` is legal and gives up nothing (the Hint's ``cost`` and ``avoid``): a plan's step the Hint keeps to. A
    harvest for nothing the plan named is weighed afresh."""
    declared = GAME.search_hooks()
    assert declared is not None and declared.cost is not None and declared.avoid is not None
    view = GAME.view(s, 0)
    return a in GAME.legal_actions(s) and declared.cost(view, a) <= 0 and not declared.avoid(view, a)


def _followed(players: int, seed: int, moves: int, options: dict[str, Any], broken: list[Any] | None = None
              ) -> tuple[Recipe, set[int]]:
    """The first ``moves`` actions of a seeded game where seat 0 plays the Hint as the client asks for it (its seed,
    the move's number, the last Hint's plan while the seat goes on) and the others play Normal; the move numbers of
    seat 0's decisions."""
    s = GAME.new(players, seed, **options)
    rng = random.Random(seed)
    bots = [make_bot("al_cabohne", "normal") for _ in range(players)]
    actions: list[Action] = []
    last: Hint | None = None
    mine: set[int] = set()
    while not GAME.is_over(s) and len(actions) < moves:
        seat = GAME.to_act(s)
        assert seat is not None
        if seat == 0:
            going = last is not None and actions and actions[-1] == last.action
            planned = (*last.then, *last.plan) if going and last is not None else ()
            last = hint(GAME, s, 0, random.Random(f"{seed}:hint:{len(actions)}"), HINT_THINKING,
                        move=len(actions) + 1, planned=planned)
            a = last.action
            if planned and broken is not None and a != planned[0] and _gives_up_nothing(s, planned[0]):
                broken.append((len(actions) + 1, planned, a))
            mine.add(len(actions) + 1)
        else:
            last = None
            a = decide(bots[seat], situation(GAME, s, rng))
        s = GAME.apply_legal(s, a)[0]
        actions.append(a)
    return Recipe("al_cabohne", players, seed, options, actions), mine


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed", "options"), [(1, 4, {}), (2, 2, {"trading": True})])
def test_a_seat_that_follows_the_hint_gets_no_mark(players: int, seed: int, options: dict[str, Any]) -> None:
    rec, mine = _followed(players, seed, 50, options)
    found = review(rec, 0)
    assert len(found.decisions) >= 15
    assert {d.move for d in found.decisions} <= mine
    marked = [(d.move, d.played, d.best, d.loss, d.mark) for d in found.decisions if d.mark != NONE]
    assert not marked


@pytest.mark.slow
def test_following_the_hint_step_by_step_carries_out_one_plan() -> None:
    # playtest 29: "Plant the Kidney on field 3, then Harvest field 3", then after the plant "Harvest field 1"; in
    # this game the Hint's next step broke its plan (a step that gives up nothing) 5 times before it kept to it
    broken: list[Any] = []
    _followed(1, 1, 60, {}, broken)
    assert not broken
