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
from tests.engine.harness import random_game


def test_the_solo_replay_shows_the_hand_face_up(data_dir: str) -> None:
    game = GAMES["al_cabohne"]
    s, actions = random_game(game, 1, 2)
    rec = Recipe("al_cabohne", 1, 2, {}, actions)
    assert replays.add(rec, [Seat("Alice", True)], list(game.scores(s)), sorted(game.winners(s)))
    app = make_app("instant")
    app.router.watch(replays.listing()[0])
    watch = app.top
    assert isinstance(watch, WatchScene)
    click_key(app, "watch:next")
    hand = watch.table.view.hands[0]
    assert hand and HIDDEN not in hand, hand


def _watched(name: str, seats: list[Seat], seed: int = 3) -> WatchScene:
    """A finished game of ``name`` in the Replays list, watched one move in."""
    game, rng = GAMES[name], random.Random(seed)
    s, actions = game.new(len(seats), seed), []
    while not game.is_over(s):
        a = rng.choice(game.legal_actions(s))
        s, _ = game.apply(s, a)
        actions.append(a)
    rec = Recipe(name, len(seats), seed, {}, actions)
    assert replays.add(rec, seats, list(game.scores(s)), sorted(game.winners(s)))
    app = make_app("instant")
    app.router.watch(replays.listing()[0])
    watch = app.top
    assert isinstance(watch, WatchScene)
    click_key(app, "watch:next")
    return watch


def test_a_game_against_computers_is_watched_through_the_one_person_s_eyes(data_dir: str) -> None:
    """Space Beans, Alice against three computers: her own hand face up in her replay (it was a row of card backs,
    issue 18 playtest); the computers' hands stay hidden, and nothing on the table glows to be clicked."""
    watch = _watched("space_beans", [Seat("Nova", False, "normal"), Seat("Alice", True),
                                     Seat("Orbit", False, "normal"), Seat("Pulsar", False, "normal")])
    table = watch.table
    assert table.mod.viewer == 1
    hands = table.view.hands
    assert hands[1] and HIDDEN not in hands[1], hands[1]
    assert all(all(c == HIDDEN for c in hands[i]) for i in (0, 2, 3)), hands
    assert not table.input_open and table.current_offers() == []


def test_a_hot_seat_game_is_watched_as_the_spectator(data_dir: str) -> None:
    """Two people at one screen: neither hand is shown in the replay while the game runs (each stays its own)."""
    watch = _watched("space_beans", [Seat("Alice", True), Seat("Bob", True), Seat("Orbit", False, "normal")])
    assert watch.table.mod.viewer is None
    assert all(all(c == HIDDEN for c in hand) for hand in watch.table.view.hands)
