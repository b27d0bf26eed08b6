"""The review names the whole better move (playtest 30): "Played: Put the Runner beans on Don Corlebohne / Better:
Give the French from your hand to Joe Bohnano" did not say where the Runners should have gone, and a newcomer could
not learn from it. The better move is named with the steps of the review search's own plan up to the one that puts
the beans played somewhere (``engine.review.better_plan``), each step named as the seat sees it then; followed from
the decision's position, the named line is legal. Kept beans placed whole (AC-22), planted (AC-18, AC-19), leftovers
(AC-16), hand cards given to a Boss (AC-23)."""

from __future__ import annotations

from functools import cache

import pytest

from engine import GAMES
from engine.al_cabohne.kinds import ActionKind
from engine.bots import make_bot
from engine.core import Action, english
from engine.recipe import Recipe
from engine.review import Decision, Review, better_words, review
from engine.selfplay import play_actions

GAME = GAMES["al_cabohne"]
ITERATIONS = 40  # the review's budget cut for the test: the plan is read from the same search either way


@cache
def reviewed(players: int, seed: int) -> tuple[Recipe, Review]:
    bots = [make_bot("al_cabohne", "normal") for _ in range(players)]
    rec = Recipe("al_cabohne", players, seed, {}, play_actions(GAME, players, seed, bots, check=False)[1])
    return rec, review(rec, 0, iterations=ITERATIONS)


def _states(rec: Recipe) -> list[object]:
    s = GAME.new(rec.players, rec.seed)
    out = [s]
    for a in rec.actions:
        s = GAME.apply_legal(s, a)[0]
        out.append(s)
    return out


def _same(played: Action, step: Action) -> bool:
    declared = GAME.search_hooks()
    assert declared is not None and declared.moves_same is not None
    return declared.moves_same(played, step)


def _say(w: object) -> str:
    return english(w, ["You", "Bot"])  # type: ignore[arg-type]


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (1, 2), (2, 1), (2, 2)])
def test_every_better_line_says_where_the_beans_played_go(players: int, seed: int) -> None:  # rules AC-16 to AC-23
    rec, found = reviewed(players, seed)
    states = _states(rec)
    named = 0
    for d in found.decisions:
        if d.best == d.played or not _same(d.played, d.played) or _same(d.played, d.best):
            continue  # no beans played, or the better move itself says where they go
        s = states[d.move - 1]
        line = _say(better_words(GAME, s, 0, d.best, d.then))
        assert line.startswith(_say(GAME.describe_in(GAME.view(s, 0), d.best))), line
        # the named line, followed from the decision's position, is legal at every step
        after = s
        for a in (d.best, *d.then):
            assert a in GAME.legal_actions(after), (d, line)
            view = GAME.view(after, 0)
            assert _say(GAME.describe_in(view, a)) in line, (a, line)
            after = GAME.apply_legal(after, a)[0]
        if d.then:
            assert _same(d.played, d.then[-1]), (d, line)  # ends where the beans played go
            named += 1
        else:
            # nothing said of them: under the plan they stay where they were this turn (a bean left in hand, or,
            # at two, revealed beans kept for a later turn, AC-28); in solo every kept and leftover bean must go
            # somewhere before the turn ends (AC-16, AC-28), so the plan names where
            assert d.played.kind in (ActionKind.PLANT, ActionKind.GIVE, ActionKind.FILL) or (
                players == 2 and d.played.kind == ActionKind.PLACE), (d, line)
    assert named, "no decision of the game needed the whole better move"


def test_the_whole_better_move_is_stored_with_the_review() -> None:
    rec, found = reviewed(1, 1)
    assert any(d.then for d in found.decisions)
    assert Review.from_json(found.to_json()) == found
    # a review stored before the better plan was kept reads as one without it
    d = found.decisions[0].to_dict()
    d.pop("then", None)
    assert Decision.from_dict(d).then == ()
