"""The hint for a human seat, the Hard level in every game, budgets, and subtree reuse."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.bots import LEVELS, bot_factories, decide, level_words, make_bot, situation
from engine.core import Words, english
from engine.search import Budget, SearchBot, hint, iterations
from tests.engine.search.helpers import NAMES, choices, positions


@pytest.mark.parametrize("name", NAMES)
def test_every_game_offers_three_levels(name: str) -> None:
    assert list(bot_factories(name)) == list(LEVELS)
    assert isinstance(make_bot(name, "hard"), SearchBot)
    for level in LEVELS:
        assert isinstance(level_words(level), Words)


@pytest.mark.parametrize("name", NAMES)
def test_hint_is_legal_explained_and_blind(name: str) -> None:
    """A hint is one of the seat's legal actions with one line of why, and hidden cards never change it."""
    game = GAMES[name]
    players = game.max_players
    for k, s in enumerate(positions(game, players, 21, every=11, limit=300)[:3]):
        seat = game.to_act(s)
        h = hint(game, s, seat, random.Random(k), iterations(20))
        legal = game.legal_actions(s)
        assert h.action in legal
        assert h.action == h.ranked[0][0] and {a for a, _, _ in h.ranked} == set(legal)
        line = english(h.why, [f"P{i}" for i in range(players)])
        assert line and "{" not in line
        other = game.resample(s, seat, random.Random(99))
        assert hint(game, other, seat, random.Random(k), iterations(20)) == h


def test_hint_only_for_the_seat_to_act() -> None:
    game = GAMES[NAMES[0]]
    s = positions(game, 2 if game.max_players >= 2 else 1, 2)[0]
    seat = game.to_act(s)
    with pytest.raises(ValueError):
        hint(game, s, (seat + 1) % 2 if game.max_players >= 2 else -1, random.Random(1), iterations(5))


@pytest.mark.parametrize("name", NAMES)
def test_iteration_budgets_repeat_exactly(name: str) -> None:
    game = GAMES[name]
    s = choices(game, game.min_players, 4, 6)[3]  # a position with a choice, in the opening third
    runs = []
    for _ in range(2):
        bot = SearchBot(game, iterations(40))
        a = decide(bot, situation(game, s, random.Random(5)))
        assert bot.last is not None
        runs.append((a, bot.last.ranked(game.legal_actions(s))))
    assert runs[0] == runs[1]
    assert sum(n for _, n, _ in runs[0][1]) <= 40


def test_bad_budgets_are_refused() -> None:
    for kwargs in ({"seconds": 0}, {"iterations": 0}, {"slice_seconds": -1.0}, {"iterations": 2.5}):
        with pytest.raises(ValueError):
            Budget(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", NAMES)
def test_the_subtree_is_kept_within_a_turn(name: str) -> None:
    """When the same seat acts again right after its own move, the search starts from that move's subtree."""
    game = GAMES[name]
    reused = 0
    for players in (game.min_players, game.max_players):
        rng = random.Random(players)
        bot = SearchBot(game, iterations(60))
        s = game.new(players, 17)
        for _ in range(120):
            if game.is_over(s):
                break
            seat = game.to_act(s)
            expected = bot._next
            a = decide(bot, situation(game, s, rng))
            if expected is not None and bot.last is not None and (bot.last.tree, bot.last.root) == expected[1]:
                reused += 1
                assert expected[0] == game.view(s, seat)
            s, _ = game.apply(s, a)
            if game.to_act(s) != seat:
                bot._next = None  # another seat moved: this bot's tree is stale (as a new think would see)
    assert reused > 0, f"{name}: no multi-step turn reused its subtree"


@pytest.mark.parametrize("name", NAMES)
def test_normal_move_is_kept_unless_clearly_beaten(name: str) -> None:
    """Hard asks Normal first, on the same view; too few iterations to beat it leave Normal's move."""
    from engine.search.ismcts import ANCHOR_VISITS

    game = GAMES[name]
    for k, s in enumerate(choices(game, game.min_players, 9, 3)):
        bot = SearchBot(game, iterations(ANCHOR_VISITS - 1))
        a = decide(bot, situation(game, s, random.Random(k)))
        assert bot.last is not None and bot.last.anchor in game.legal_actions(s)
        assert a == bot.last.anchor
        plain = SearchBot(game, iterations(ANCHOR_VISITS - 1), anchor=False)
        decide(plain, situation(game, s, random.Random(k)))
        assert plain.last is not None and plain.last.anchor is None
