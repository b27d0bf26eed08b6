"""A solo game's replay shows the player's own hand face up (issue 18, Al Cabohne playtest 91, 92.png: the
replay of a finished solo game showed the player's hand as card backs; nobody else's secret is in it)."""

from __future__ import annotations

import random

from engine import GAMES
from engine.core import HIDDEN
from engine.recipe import Recipe
from game import replays
from game.scenes.watch import WatchScene
from game.seats import Seat
from tests.client.driver import click_key, make_app


def test_the_solo_replay_shows_the_hand_face_up(data_dir: str) -> None:
    game, rng = GAMES["al_cabohne"], random.Random(2)
    s, actions = game.new(1, 2), []
    while not game.is_over(s):
        a = rng.choice(game.legal_actions(s))
        s, _ = game.apply(s, a)
        actions.append(a)
    rec = Recipe("al_cabohne", 1, 2, {}, actions)
    assert replays.add(rec, [Seat("Alice", True)], list(game.scores(s)), sorted(game.winners(s)))
    app = make_app("instant")
    app.router.watch(replays.listing()[0])
    watch = app.top
    assert isinstance(watch, WatchScene)
    click_key(app, "watch:next")
    hand = watch.table.view.hands[0]
    assert hand and HIDDEN not in hand, hand
