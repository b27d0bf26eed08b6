"""Saved games (recipes) for every registered game: exact round trips, clear refusals."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import GAMES
from engine.core import Action, Event, Game
from engine.recipe import BadRecipe, Recipe, replay

NAMES = sorted(GAMES)


def counts(game: Game) -> list[int]:
    return sorted({game.min_players, game.max_players})


def play(game: Game, players: int, seed: int, limit: int) -> tuple[Any, list[Action], list[Event]]:
    rng = random.Random(seed)
    s = game.new(players, seed)
    actions: list[Action] = []
    events: list[Event] = []
    while not game.is_over(s) and len(actions) < limit:
        a = rng.choice(game.legal_actions(s))
        s, ev = game.apply(s, a)
        actions.append(a)
        events.extend(ev)
    return s, actions, events


def saved(name: str, players: int, seed: int, limit: int = 300) -> tuple[Any, Recipe, list[Event]]:
    state, actions, events = play(GAMES[name], players, seed, limit)
    return state, Recipe(name, players, seed, {}, actions), events


@pytest.mark.parametrize("name", NAMES)
def test_round_trip_mid_game(name: str) -> None:
    for players in counts(GAMES[name]):
        state, rec, events = saved(name, players, 12)
        back = Recipe.from_json(rec.to_json())
        assert back == rec
        again, again_events = replay(back)
        assert again == state and again_events == events


@pytest.mark.parametrize("name", NAMES)
def test_round_trip_complete_game(name: str) -> None:
    game = GAMES[name]
    state, rec, _ = saved(name, game.min_players, 5, limit=100_000)
    assert game.is_over(state)
    again, _ = replay(Recipe.from_json(rec.to_json()))
    assert again == state and game.is_over(again)
    assert game.scores(again) == game.scores(state)


@pytest.mark.parametrize("name", NAMES)
def test_recipe_json_is_plain(name: str) -> None:
    _, rec, _ = saved(name, GAMES[name].min_players, 3, limit=40)
    d = json.loads(rec.to_json())
    assert d["format"] == 1 and d["game"] == name and d["seed"] == 3
    assert all(isinstance(a, dict) and "kind" in a for a in d["actions"])


def _damaged(name: str) -> list[tuple[str, str]]:
    """(what is wrong, the text) for a recipe of ``name`` broken in many ways."""
    game = GAMES[name]
    _, rec, _ = saved(name, game.min_players, 8, limit=60)
    good = json.loads(rec.to_json())
    assert len(good["actions"]) >= 10

    def variant(**changes: Any) -> str:
        d = dict(good)
        d.update(changes)
        return json.dumps(d)

    bad_move = list(good["actions"])
    bad_move[5] = {"kind": "no_such_move"}
    bad_card = list(good["actions"])
    bad_card[3] = {**bad_card[3], "card": 10_000}
    _, done, _ = saved(name, game.min_players, 8, limit=100_000)
    finished = json.loads(done.to_json())
    overrun = json.dumps({**finished, "actions": [*finished["actions"], finished["actions"][-1]]})
    trimmed_head = json.dumps({**good, "actions": good["actions"][1:]})
    return [
        ("not JSON", rec.to_json()[:-5]),
        ("empty", ""),
        ("a list", "[1, 2]"),
        ("unknown format", variant(format=99)),
        ("no format", json.dumps({k: v for k, v in good.items() if k != "format"})),
        ("no seed", json.dumps({k: v for k, v in good.items() if k != "seed"})),
        ("no actions", json.dumps({k: v for k, v in good.items() if k != "actions"})),
        ("actions not a list of actions", variant(actions=[1, 2])),
        ("action with an unknown field", variant(actions=[{"kind": "draw", "speed": 3}])),
        ("action card not a number", variant(actions=[{"kind": "play", "card": "7"}])),
        ("unknown game", variant(game="chess")),
        ("newer rules", variant(version=game.version + 1)),
        ("older rules", variant(version=0)),
        ("version not a number", variant(version="1")),
        ("too many players", variant(players=game.max_players + 1)),
        ("players not a number", variant(players="2")),
        ("negative seed", variant(seed=-1)),
        ("unknown option", variant(options={"no_such_option": 1})),
        ("illegal move", variant(actions=bad_move)),
        ("card nobody holds", variant(actions=bad_card)),
        ("move after the end", overrun),
        ("first move missing", trimmed_head),
    ]


@pytest.mark.parametrize("name", NAMES)
def test_damaged_recipes_are_refused(name: str) -> None:
    for what, text in _damaged(name):
        try:
            rec = Recipe.from_json(text)
            replay(rec)
        except BadRecipe as exc:
            assert str(exc), what
        else:
            # a changed first move can happen to be legal too; everything else must be refused
            assert what == "first move missing", f"{name}: {what} was accepted"


@pytest.mark.parametrize("name", NAMES)
def test_a_recipe_from_other_rules_is_refused_with_the_reason(name: str) -> None:
    game = GAMES[name]
    _, rec, _ = saved(name, game.min_players, 4, limit=10)
    d = json.loads(rec.to_json())
    assert d["version"] == game.version
    for version, word in ((game.version + 1, "newer"), (game.version + 7, "newer")):
        with pytest.raises(BadRecipe, match=word):
            replay(Recipe.from_json(json.dumps({**d, "version": version})))
    del d["version"]  # the first recipes named none: they were made under version 1
    assert Recipe.from_json(json.dumps(d)).version == 1


@pytest.mark.parametrize("name", NAMES)
def test_refusal_names_the_move(name: str) -> None:
    game = GAMES[name]
    _, rec, _ = saved(name, game.min_players, 9, limit=30)
    rec.actions[7] = Action("no_such_move")
    with pytest.raises(BadRecipe, match="Move 8"):
        replay(Recipe.from_json(rec.to_json()))
