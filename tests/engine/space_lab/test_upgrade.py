"""A game saved under rules version 1 still loads: there a turn with no card left to pay for ended by itself; now
End turn is a move (SL-7), and loading puts it back where it comes, so old replays and saved games play on."""

from __future__ import annotations

from typing import Any

from engine.bots import make_bot
from engine.core import Action
from engine.recipe import BadRecipe, Recipe, replay
from engine.selfplay import play_actions
from engine.space_lab import GAME
from engine.space_lab.state import PLACE

END = Action("end")


def _as_version_1(players: int, seed: int) -> tuple[list[Action], list[Action], Any]:
    """A game played to the end now, and the same game as version 1 saved it: without the End turns that were
    the only move."""
    final, actions = play_actions(GAME, players, seed, [make_bot("space_lab", "normal")] * players)
    s = GAME.new(players, seed)
    old: list[Action] = []
    for a in actions:
        if not (a == END and s.phase == PLACE and GAME.legal_actions(s) == [END]):
            old.append(a)
        s = GAME.apply(s, a)[0]
    return actions, old, final


def test_a_version_1_game_loads_with_its_end_turns_put_back() -> None:
    assert GAME.version == 2
    now, old, final = _as_version_1(2, 3)
    assert len(old) < len(now), "no turn in the game ended by itself: nothing to carry over"
    rec = Recipe("space_lab", 2, 3, {}, list(old), version=1)
    state, _events = replay(Recipe.from_json(rec.to_json()))
    assert GAME.is_over(state) and GAME.scores(state) == GAME.scores(final)
    loaded = Recipe.from_json(rec.to_json())
    replay(loaded)
    assert loaded.version == 2 and loaded.actions == now


def test_a_version_1_recipe_that_does_not_replay_is_still_refused_as_older() -> None:
    _now, old, _final = _as_version_1(2, 3)
    rec = Recipe("space_lab", 2, 3, {}, [Action("draw"), *old], version=1)  # the opening needs an arrangement
    try:
        replay(rec)
    except BadRecipe as refused:
        assert "older version" in str(refused)
    else:
        raise AssertionError("a broken version 1 recipe was loaded")
