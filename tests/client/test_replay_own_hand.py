"""A two-player game against a computer is replayed through the human's eyes (issue 18, Al Cabohne playtest): the
player's own hand showed face down in their own replay. The computer's hand stays hidden, as it was in the game
(AC-24: only cards it showed are known); with two human seats (hot-seat) every hand stays hidden."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import HIDDEN
from engine.recipe import Recipe
from game import replays
from game.scenes.title import TitleScene
from game.scenes.watch import WatchScene
from game.seats import Seat
from tests.client.driver import DT, click_key, make_app


@pytest.mark.parametrize("bob_human", [False, True])
def test_a_game_against_a_computer_is_replayed_through_the_humans_eyes(data_dir: str, bob_human: bool) -> None:
    game, rng = GAMES["al_cabohne"], random.Random(3)
    s, actions = game.new(2, 3), []
    for _ in range(40):  # a game under way: a replay of any length shows the hands
        a = rng.choice(game.legal_actions(s))
        s, _ = game.apply(s, a)
        actions.append(a)
    rec = Recipe("al_cabohne", 2, 3, {}, actions)
    assert replays.add(rec, [Seat("Alice", True), Seat("Bob", bob_human, "normal")], list(game.scores(s)), [])
    app = make_app("instant")
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, "replays")
    click_key(app, "replay:0")
    watch = app.top
    assert isinstance(watch, WatchScene)
    for _ in range(3):
        click_key(app, "watch:next")
    at = game.new(2, 3)
    for a in actions[: watch.index]:
        at, _ = game.apply(at, a)
    own = watch.table.view.hands[0]
    assert own
    if bob_human:  # hot-seat: nobody's eyes, every hand hidden
        assert all(c == HIDDEN for c in own), own
        assert watch.table.view == game.view(at, None)
    else:  # Alice's eyes, never more: the view she had at that move
        assert HIDDEN not in own, own
        assert watch.table.view == game.view(at, 0)
