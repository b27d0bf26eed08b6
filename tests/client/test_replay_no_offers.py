"""A replay offers nothing to click on its table (issue 18, playtest): paused at a move of the recorded player,
Al Cabohne's replay glowed the hand and showed the live "End turn · draw" button, which did nothing when clicked.
A table inside the replay viewer (or the review) takes no move: no input, no offers, no game action to click."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from game.kit.choices import Pick
from game.kit.table import Role
from game.seats import Seat
from tests.client.driver import make_app


@pytest.mark.parametrize("name", list(GAMES))
def test_a_replay_at_the_recorded_player_s_decision_offers_nothing(name: str) -> None:
    game = GAMES[name]
    players = max(2, game.min_players) if game.max_players >= 2 else 1
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, players)]
    state, rng, actions = game.new(players, 5), random.Random(1), []
    while not game.is_over(state) and len(actions) < 12:
        a = rng.choice(game.legal_actions(state))
        actions.append(a)
        state = game.apply(state, a)[0]
    while not game.is_over(state) and game.to_act(state) != 0:  # on to a decision of Alice's
        a = rng.choice(game.legal_actions(state))
        actions.append(a)
        state = game.apply(state, a)[0]
    assert game.to_act(state) == 0
    app = make_app("instant")
    for viewer in (None, 0):  # as the spectator sees it, and through the one person's eyes (only the review outlines)
        table = app.router.replay_table(name, seats, 5, {}, actions, viewer=viewer)
        assert table is not None and table.role is Role.REPLAY
        for _ in range(5):
            table.update(1 / 60)
        assert not table.input_open and table.current_offers() == []
        keys = [k for _r, k in table.clickables()]
        # a list may still be opened to read (a discard pile); no move may be tried
        assert not [k for k in keys if not (isinstance(k, str) and k.startswith("ui:"))
                    and not (isinstance(k, Pick) and k.kind == "view")], keys
