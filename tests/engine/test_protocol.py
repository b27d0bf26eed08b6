"""What every registered game owes the protocol: one guard for junk, words for every event, honest views.

These run over ``engine.GAMES``, so a game added later is held to them with no edit here.
"""

from __future__ import annotations

import copy
import dataclasses
import difflib
import itertools
import random
import types
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.core
from engine import GAMES
from engine.bots import bot_factories
from engine.core import (
    HIDDEN,
    Action,
    Event,
    Game,
    IllegalAction,
    Option,
    Wording,
    Words,
    english,
    no_rival,
    seen_by,
)

NAMES = list(GAMES)


def counts(game: Game) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def setups(game: Game) -> list[tuple[int, dict[str, Any]]]:
    """Every player count without options, then each option's other choices at the fewest players it is
    offered for (a variant has moves of its own, and the guard holds for them too)."""
    out: list[tuple[int, dict[str, Any]]] = [(n, {}) for n in counts(game)]
    for o in game.options:
        players = min(n for n in counts(game) if o.offered(n))
        out += [(players, {o.key: v}) for v in o.choices if v != o.default]
    return out


def positions(
    game: Game, players: int, seed: int, every: int = 7, limit: int = 3000, options: dict[str, Any] | None = None
) -> list[Any]:
    """States along one random game (every ``every``-th action, the end included)."""
    rng = random.Random(seed)
    s = game.new(players, seed, **(options or {}))
    out = [s]
    k = 0
    while not game.is_over(s) and k < limit:
        s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
        k += 1
        if k % every == 0:
            out.append(s)
    out.append(s)
    return out


_SCALARS = st.one_of(
    st.none(), st.integers(-3, 300), st.floats(allow_nan=False), st.text(max_size=8), st.booleans(),
    st.lists(st.integers(0, 5), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
JUNK = st.one_of(
    _SCALARS,
    st.tuples(st.text(max_size=8), st.integers(-2, 300), st.text(max_size=8)),  # a plain tuple, not an Action
    st.builds(Action, _SCALARS, _SCALARS, _SCALARS),  # an Action with fields of the wrong type
    st.builds(Action, st.text(max_size=10), st.integers(-5, 400), st.text(max_size=12)),
    st.just(object()),
)


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(junk=JUNK, seed=st.integers(0, 40), pick=st.integers(0, 10_000))
def test_junk_is_refused_and_changes_nothing(name: str, junk: Any, seed: int, pick: int) -> None:
    game = GAMES[name]
    players, options = setups(game)[pick % len(setups(game))]
    states = positions(game, players, seed, every=25, limit=600, options=options)
    s = states[pick % len(states)]
    before = copy.deepcopy(s)
    legal = game.legal_actions(s)
    if type(junk) is Action and type(junk.card) is int and type(junk.target) is str and junk in legal:
        return  # hypothesis found a real move: not junk
    with pytest.raises(IllegalAction):
        game.apply(s, junk)
    assert s == before, f"{name}: refusing {junk!r} changed the state"


@pytest.mark.parametrize("name", NAMES)
def test_near_misses_of_legal_actions_are_refused(name: str) -> None:
    """A legal action with one field bent (a float card, another target, another kind) is refused."""
    game = GAMES[name]
    for players, options in setups(game):
        for s in positions(game, players, 3, every=11, limit=800, options=options):
            legal = game.legal_actions(s)
            for a in legal[:6]:
                for bent in (Action(a.kind, float(a.card), a.target), Action(a.kind, a.card, None),  # type: ignore[arg-type]
                             Action(a.kind, a.card, a.target + "x"), Action(a.kind + "x", a.card, a.target),
                             Action(a.kind, a.card + 1000, a.target), tuple(a)):
                    if type(bent) is Action and bent in legal and type(bent.card) is int:
                        continue
                    before = copy.deepcopy(s)
                    with pytest.raises(IllegalAction):
                        game.apply(s, bent)
                    assert s == before


@pytest.mark.parametrize("name", NAMES)
def test_is_legal_agrees_with_legal_actions(name: str) -> None:
    game = GAMES[name]
    for players, options in setups(game):
        for s in positions(game, players, 8, every=5, limit=1500, options=options):
            legal = game.legal_actions(s)
            for a in legal:
                assert game.is_legal(s, a)
            for a in legal[:5]:
                for other in (Action(a.kind, a.card + 1, a.target), Action(a.kind, a.card, "nowhere"),
                              Action("end" if a.kind != "end" else "draw")):
                    assert game.is_legal(s, other) == (other in legal)


@pytest.mark.parametrize("name", NAMES)
def test_every_event_has_words_that_depend_only_on_what_the_reader_sees(name: str) -> None:
    """``describe_event(e, v)`` reads the event as ``v`` sees it: a hidden card never shapes the words."""
    game = GAMES[name]
    for players, options in setups(game):
        names = [f"P{i}" for i in range(players)]
        rng = random.Random(players)
        s = game.new(players, 5, **options)
        events: list[Event] = list(game.opening_events(s))
        while not game.is_over(s):
            a = rng.choice(game.legal_actions(s))
            assert isinstance(game.describe(a), Words) and english(game.describe(a), names)
            s, ev = game.apply(s, a)
            events += ev
        kinds_with_words = set()
        for e in events:
            for viewer in [None, *range(players)]:
                w = game.describe_event(e, viewer)
                assert w == game.describe_event(seen_by(e, viewer), viewer)
                if w is not None:
                    assert isinstance(w, Words)
                    text = english(w, names)
                    assert text and "{" not in text
                    kinds_with_words.add(e.kind)
        assert kinds_with_words, f"{name}: no event makes a log line"


def _values(x: Any, out: list[Any]) -> list[Any]:
    """Every scalar inside a view (dataclass fields, tuples, named tuples), for searching."""
    if hasattr(x, "__dataclass_fields__"):
        for f in x.__dataclass_fields__:
            _values(getattr(x, f), out)
    elif isinstance(x, (tuple, list)):
        for y in x:
            _values(y, out)
    elif isinstance(x, dict):
        for y in x.values():
            _values(y, out)
    else:
        out.append(x)
    return out


@pytest.mark.parametrize("name", NAMES)
def test_views_never_carry_the_seed(name: str) -> None:
    """A seed fixes every shuffle, so a view that showed it would give the deck away."""
    game = GAMES[name]
    seed = 2**63 - 987_654_321
    for players in counts(game):
        rng = random.Random(players)
        s = game.new(players, seed)
        for _ in range(200):
            for seat in [None, *range(players)]:
                v = game.view(s, seat)
                assert seed not in _values(v, []), f"{name}: the seed is in the view of {seat}"
                assert str(seed) not in repr(v)
            if game.is_over(s):
                break
            s, _ = game.apply(s, rng.choice(game.legal_actions(s)))


@pytest.mark.parametrize("name", NAMES)
def test_the_game_declares_what_the_screen_needs(name: str) -> None:
    game = GAMES[name]
    assert game.name == name and game.title and 1 <= game.min_players <= game.max_players
    assert isinstance(game.order, int)
    levels = bot_factories(name)
    assert list(levels)[0] == "easy" and "normal" in levels
    for o in game.options:
        assert isinstance(o, Option) and o.choices and len(o.names) == len(o.choices)
        offered = [n for n in counts(game) if o.offered(n)]
        assert offered, f"{name}: option {o.key} is offered for no player count"
        game.new(offered[0], 1, **{o.key: o.choices[-1]})
    s = game.new(game.min_players, 1)
    for e in game.opening_events(s):
        assert isinstance(e, Event)
        for c in e.cards:
            assert type(c) is int and (c >= 0 or c == HIDDEN)


def _random_moves(game: Any, seeds: int) -> Iterator[tuple[int, Any, Any, Any, list[Event], int]]:
    """Every move of random games at each set-up: (players, state before, action, state after, events, seed)."""
    for players, options in setups(game):
        for seed in range(seeds):
            rng = random.Random(seed)
            s = game.new(players, seed, **options)
            while not game.is_over(s):
                a = rng.choice(game.legal_actions(s))
                after, events = game.apply(s, a)
                yield players, s, a, after, events, seed
                s = after


@pytest.mark.parametrize("name", NAMES)
def test_an_action_without_news_shows_its_actor_nothing_new(name: str) -> None:
    """Undo stops at news (``game.news``): an action whose events declare none must leave its actor's
    view the same whatever the cards they could not see were — else undoing it would let them peek."""
    game = GAMES[name]
    quiet = 0
    for _players, s, a, after, events, seed in _random_moves(game, 6):
        if not game.brings_news(events):
            actor = game.to_act(s)
            quiet += 1
            seen = game.view(after, actor)
            for k in range(2):
                other = game.resample(s, actor, random.Random(seed * 7919 + k))
                other_after, _ = game.apply(other, a)
                kinds = sorted({e.kind for e in events})
                assert game.view(other_after, actor) == seen, f"{a} with events {kinds} shows something new"
    assert quiet > 50  # the check ran on many quiet moves


@pytest.mark.parametrize("name", NAMES)
def test_a_secret_move_shows_the_others_only_that_it_was_made(name: str) -> None:
    """Undo reaches back past a computer's secret move (``game.secret_moves``): every other seat must see the
    same whichever move of that kind it was — else taking back one's own move after it would let one peek."""
    game = GAMES[name]
    secret = 0
    for players, s, a, after, events, _seed in _random_moves(game, 4):
        if events and all(e.kind in game.secret_moves for e in events):
            secret += 1
            actor = game.to_act(s)
            for b in game.legal_actions(s):
                b_after, b_events = game.apply(s, b)
                if b.kind == a.kind and all(e.kind in game.secret_moves for e in b_events):
                    for q in range(players):
                        assert q == actor or game.view(b_after, q) == game.view(after, q), (a, b, q)
    assert secret > 20 or not game.secret_moves


@pytest.mark.parametrize("name", NAMES)
def test_news_kinds_are_events_the_game_makes(name: str) -> None:
    """A typo in ``news`` would quietly allow undo past a draw: every declared kind must occur."""
    game = GAMES[name]
    made: set[str] = set()
    for (players, options), seed in itertools.product(setups(game), range(40)):
        if set(game.news) <= made:
            break
        rng = random.Random(seed)
        s = game.new(players, seed, **options)
        made.update(e.kind for e in game.opening_events(s))
        while not game.is_over(s):
            s, events = game.apply(s, rng.choice(game.legal_actions(s)))
            made.update(e.kind for e in events)
    assert game.news, "a game with hidden cards declares what reveals them"
    assert set(game.news) <= made, sorted(set(game.news) - made)


@pytest.mark.parametrize("name", NAMES)
def test_a_state_copy_is_equal_field_by_field(name: str) -> None:
    """``copy`` lists the fields by position, for speed: a field added out of order must not slip through."""
    game = GAMES[name]
    for s in positions(game, game.max_players, 3, every=11, limit=400):
        c = s.copy()
        assert c is not s
        for f in dataclasses.fields(s):
            assert getattr(c, f.name) == getattr(s, f.name), f"{name}: copy() puts {f.name} elsewhere"


HOOKS = [name for name in dir(Wording) if not name.startswith("_")] + list(Wording.__annotations__)


def misspelt_hooks(wording: object) -> list[str]:
    """Names of ``wording`` close to a ``Wording`` hook without being one ("rival_scores", "RIVAL_NAMES")."""
    shared = vars(engine.core)  # what a words module imports from the core ("described") is no hook of its own
    own = [n for n in dir(wording) if not n.startswith("_") and n not in HOOKS and n not in shared]
    return [n for n in own if difflib.get_close_matches(n, HOOKS, n=1, cutoff=0.85)]


@pytest.mark.parametrize("name", NAMES)
def test_the_words_module_declares_every_hook(name: str) -> None:
    """Issue 17: the recap read its optional words (``rival_score``, ``score_change``, ``RIVAL_NAME``) by name,
    so a misspelt one turned a feature off unseen. Every hook is declared on ``Wording`` and every game's
    words give them all, the optional ones with the defaults of ``engine.core``."""
    wording = GAMES[name].wording
    assert isinstance(wording, Wording), [h for h in HOOKS if not hasattr(wording, h)]
    assert not misspelt_hooks(wording)


def test_a_misspelt_hook_is_caught() -> None:
    """The check above catches a misspelt hook: a words module with ``rival_scores`` for ``rival_score``."""
    wording = GAMES["al_cabohne"].wording
    fake = types.SimpleNamespace(**{h: getattr(wording, h) for h in HOOKS if h != "rival_score"})
    assert not isinstance(fake, Wording)
    fake.rival_score, fake.rival_scores = no_rival, no_rival
    assert isinstance(fake, Wording) and misspelt_hooks(fake) == ["rival_scores"]
