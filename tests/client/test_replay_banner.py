"""A replay's prompt line describes the position, it gives no orders (playtest): paused at a decision of the
recorded player, seen through their eyes, the banner said "Choose a card…" as if the watcher were to act.
A table nobody plays from the screen (the replay viewer, the review) says whose turn it is instead."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Player, words
from game.kit.table import Role
from game.seats import Seat
from tests.client.driver import make_app


def _at_alices_decision(name: str) -> tuple[list[Seat], list]:
    """Seats (Alice, the one person, then computers) and moves played at random up to a decision of Alice's."""
    game = GAMES[name]
    players = max(2, game.min_players) if game.max_players >= 2 else 1
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, players)]
    state, rng, actions = game.new(players, 5), random.Random(1), []
    while not game.is_over(state) and (len(actions) < 12 or game.to_act(state) != 0):
        a = rng.choice(game.legal_actions(state))
        actions.append(a)
        state = game.apply(state, a)[0]
    assert game.to_act(state) == 0
    return seats, actions


@pytest.mark.parametrize("name", list(GAMES))
def test_a_replay_at_the_recorded_player_s_decision_says_whose_turn_it_is(name: str) -> None:
    seats, actions = _at_alices_decision(name)
    app = make_app("instant")
    for viewer in (None, 0):  # as the spectator sees it, and through the one person's eyes
        table = app.router.replay_table(name, seats, 5, {}, actions, viewer=viewer)
        assert table is not None and table.role is Role.REPLAY
        for _ in range(5):
            table.update(1 / 60)
        text, _colour = table.prompt_line()
        assert text == table.say(words("{who}'s turn", who=Player(0))), (viewer, text)


@pytest.mark.parametrize("name", list(GAMES))
def test_the_same_position_played_live_still_tells_the_player_what_to_do(name: str) -> None:
    """The other side: at the table, Alice's own decision keeps its instruction (the check above can fail)."""
    seats, actions = _at_alices_decision(name)
    app = make_app("instant")
    table = app.router.replay_table(name, seats, 5, {}, actions, viewer=0)
    assert table is not None
    table.role = Role.PLAY
    for _ in range(5):
        table.update(1 / 60)
    text, _colour = table.prompt_line()
    assert text != table.say(words("{who}'s turn", who=Player(0)))
