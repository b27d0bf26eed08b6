"""Every registered game declares its vocabulary, and its play keeps to it.

A game declares its action kinds, event kinds and phases as ``StrEnum``s
(``Game.action_kinds``, ``event_kinds``, ``phases``) and the event kinds that
make no log line (``silent_events``). Played here with seeded random moves and
with its Normal bots at every player count, a game must emit only declared
kinds and rest only in declared phases, and every event kind it emits must
have words for some reader or be declared silent. Runs over ``engine.GAMES``,
so a game added later is held to this with no edit here.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random
from enum import StrEnum
from typing import Any

import pytest

from engine import GAMES
from engine.bots import decide, situation
from engine.core import Action, Event, Game, GameState, GameView, IllegalAction
from engine.recipe import Recipe, replay
from engine.search.policy import SearchHooks

NAMES = list(GAMES)
RANDOM_SEEDS = (1, 2)
RANDOM_LIMIT = 1500  # moves of a random game; the bots' games below reach the end


class Played:
    """What a game showed over the plays: kinds seen, the phases it rested in, the events' words."""

    def __init__(self) -> None:
        self.actions: set[str] = set()
        self.events: set[str] = set()
        self.phases: set[str] = set()
        self.worded: set[str] = set()  # event kinds some reader got words for
        self.problems: list[str] = []

    def rest(self, game: Game, s: Any) -> None:
        if not isinstance(s, GameState):
            self.problems.append(f"a state lacks the declared fields: {type(s).__name__}")
        self.phases.add(s.phase)
        for a in game.legal_actions(s):
            self.actions.add(a.kind)
        for viewer in (None, *range(s.players)):
            v = game.view(s, viewer)
            if not isinstance(v, GameView) or v.seat != viewer:
                self.problems.append(f"a view lacks the declared fields or names another viewer: {viewer}")

    def emitted(self, game: Game, events: list[Event], players: int) -> None:
        for e in events:
            self.events.add(e.kind)
            if e.kind not in self.worded and any(
                game.describe_event(e, viewer) is not None for viewer in (None, *range(players))
            ):
                self.worded.add(e.kind)


def _play(game: Game, players: int, seed: int, played: Played, bots: bool, **options: Any) -> None:
    rng = random.Random(seed)
    s = game.new(players, seed, **options)
    played.emitted(game, game.opening_events(s), players)
    normal = [game.bots["normal"]() for _ in range(players)] if bots else []
    moves = 0
    while not game.is_over(s) and (bots or moves < RANDOM_LIMIT):
        played.rest(game, s)
        if bots:
            a = decide(normal[game.to_act(s) or 0], situation(game, s, rng))
        else:
            legal = game.legal_actions(s)
            a = legal[int(rng.random() * len(legal))]
        s, events = game.apply(s, a)
        played.emitted(game, events, players)
        moves += 1
    played.rest(game, s)


@functools.cache
def plays(name: str) -> Played:
    """Random and Normal-bot games at every player count and option choice (cached: the tests share them)."""
    game = GAMES[name]
    played = Played()
    for players in range(game.min_players, game.max_players + 1):
        for seed in RANDOM_SEEDS:
            _play(game, players, seed, played, bots=False)
        _play(game, players, players, played, bots=True)
    for option in game.options:  # every other choice of every option (a variant has kinds of its own)
        players = min(n for n in range(game.min_players, game.max_players + 1) if option.offered(n))
        for choice in option.choices[1:]:
            for seed in RANDOM_SEEDS:
                _play(game, players, seed, played, bots=False, **{option.key: choice})
            _play(game, players, 3, played, bots=True, **{option.key: choice})
    return played


def _values(kinds: type[StrEnum]) -> set[str]:
    return {k.value for k in kinds}


@pytest.mark.parametrize("name", NAMES)
def test_the_vocabulary_is_declared(name: str) -> None:
    game = GAMES[name]
    for kinds in (game.action_kinds, game.event_kinds, game.phases):
        assert issubclass(kinds, StrEnum) and len(kinds) > 0
        assert all(k == k.value and type(k.value) is str for k in kinds)
    assert "over" in _values(game.phases), "is_over and the client read the phase 'over'"
    assert set(game.silent_events) <= _values(game.event_kinds), "a silent event kind that is not declared"
    assert set(game.news) <= _values(game.event_kinds), "a news event kind that is not declared"


@pytest.mark.parametrize("name", NAMES)
def test_play_keeps_to_the_declared_kinds_and_phases(name: str) -> None:
    game = GAMES[name]
    played = plays(name)
    assert not played.problems, played.problems[:3]
    assert played.actions - _values(game.action_kinds) == set(), "undeclared action kinds offered"
    assert played.events - _values(game.event_kinds) == set(), "undeclared event kinds emitted"
    assert played.phases - _values(game.phases) == set(), "a state rests in an undeclared phase"


@pytest.mark.parametrize("name", NAMES)
def test_every_event_kind_has_words_or_is_declared_silent(name: str) -> None:
    game = GAMES[name]
    played = plays(name)
    mute = played.events - played.worded
    assert mute - set(game.silent_events) == set(), "event kinds with no words that are not declared silent"
    assert played.worded & set(game.silent_events) == set(), "event kinds declared silent that have words"


@pytest.mark.parametrize("name", NAMES)
def test_recipes_and_views_stay_plain_strings(name: str) -> None:
    """Declared kinds are StrEnum members, yet what is saved is plain JSON that reads back the same."""
    game = GAMES[name]
    rng = random.Random(5)
    s = game.new(game.min_players, 5)
    actions: list[Action] = []
    for _ in range(60):
        if game.is_over(s):
            break
        a = rng.choice(game.legal_actions(s))
        actions.append(a)
        s, _ = game.apply(s, a)
    text = Recipe(name, game.min_players, 5, {}, actions).to_json()
    back = Recipe.from_json(text)
    assert all(type(a.kind) is str for a in back.actions)
    assert back.actions == actions
    assert replay(back)[0] == s
    view = dataclasses.asdict(game.view(s, 0))
    assert json.loads(json.dumps(view))["phase"] == s.phase == view["phase"]


@pytest.mark.parametrize("name", NAMES)
def test_another_games_kind_is_refused(name: str) -> None:
    """The guard takes a plain str or this game's own members, nothing else that merely looks like one."""
    game = GAMES[name]
    s = game.new(game.min_players, 1)
    legal = game.legal_actions(s)[0]

    class Lookalike(StrEnum):
        KIND = legal.kind.value if isinstance(legal.kind, StrEnum) else legal.kind

    with pytest.raises(IllegalAction):
        game.apply(s, legal._replace(kind=Lookalike.KIND))
    assert game.apply(s, legal._replace(kind=str(legal.kind)))[0] == game.apply(s, legal)[0]


@pytest.mark.parametrize("name", NAMES)
def test_search_hooks_are_declared_in_one_object(name: str) -> None:
    """A game's hooks are one ``SearchHooks``; a hook left beside it in the rollout module would be unused."""
    game = GAMES[name]
    declared = game.search_hooks()
    assert declared is None or type(declared) is SearchHooks
    module = __import__(f"engine.{name}.rollout", fromlist=["HOOKS"]) if declared is not None else None
    for f in dataclasses.fields(SearchHooks):
        if module is not None and hasattr(module, f.name):
            assert getattr(declared, f.name) is getattr(module, f.name), f"{name}: {f.name} is not in HOOKS"


def test_a_misspelt_hook_fails() -> None:
    with pytest.raises(TypeError):
        SearchHooks(rollout_polcy=lambda s, rng: Action("x"))  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        SearchHooks(lambda s, rng: Action("x"))  # type: ignore[misc]  # keyword only: no hook by position
