"""What every registered game's table owes the kit, run over ``engine.GAMES``: a game added later is held to it.

- a table exists for the game;
- every click it offers is a legal action (or a ``Pick``, a choice that is not a move yet);
- a whole all-computer game runs to the results;
- a whole game can be clicked through by human seats, hand-overs included;
- the seed of a game opened from the client is 64 bits of entropy and never drawn on screen.
"""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Action
from game import record, router
from game.kit.choices import Pick
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on

NAMES = list(GAMES)


def _seats(name: str, humans: int) -> list[Seat]:
    game = GAMES[name]
    n = max(game.min_players, min(game.max_players, max(humans, 2)))
    return [Seat(f"H{i}", True) if i < humans else Seat(f"C{i}", False, "easy") for i in range(n)]


def _play(app, table, rng: random.Random, max_steps: int = 60_000) -> int:
    """Click offered things (checking each offer) until the results; returns the number of clicks."""
    decisions = 0
    for _ in range(max_steps):
        top = type(app.top).__name__
        if top == "ResultsScene":
            return decisions
        if top == "CurtainScene":
            for _ in range(12):
                app.frame(DT)
            click(app, (640, 360))
            continue
        if pass_on(app, table):
            continue
        if app.top is table and table.input_open:
            offered = game_clickables(table)
            assert offered, "a human is to act but nothing is offered"
            legal = table.game.legal_actions(table.mod.state)
            for _r, key in offered:
                assert (isinstance(key, Action) and key in legal) or isinstance(key, Pick), key
            decisions += 1
            click(app, rng.choice(offered)[0].center)
        else:
            app.frame(DT)
    raise AssertionError("the game did not reach its results")


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_a_table(name: str) -> None:
    assert has_table(name), f"{name} has no table package in game/tables/"


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_an_all_computer_game_runs_to_the_results(name: str, data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, name, _seats(name, 0), seed=3)
    app.push(table)
    for _ in range(40_000):
        if type(app.top).__name__ == "ResultsScene":
            assert table.mod.over
            return
        app.frame(DT)
    raise AssertionError("the computers did not finish")


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("humans", [1, 2])
def test_a_whole_game_clicked_through_by_humans(name: str, humans: int, data_dir: str) -> None:
    if humans > GAMES[name].max_players:
        pytest.skip("not that many seats")
    app = make_app("instant")
    table = open_table(app, name, _seats(name, humans), seed=11 + humans)
    app.push(table)
    clicks = _play(app, table, random.Random(humans))
    moves = len(table.mod.recipe.actions)
    assert clicks >= 10 and moves >= 10 and table.mod.over


def test_a_game_opened_from_the_client_has_a_64_bit_seed(monkeypatch: pytest.MonkeyPatch, data_dir: str) -> None:
    asked: list[int] = []
    real = router.secrets.randbits

    def randbits(k: int) -> int:
        asked.append(k)
        return real(k)

    monkeypatch.setattr(router.secrets, "randbits", randbits)
    app = make_app("instant")
    name = NAMES[0]
    seeds = [open_table(app, name, _seats(name, 1)).mod.seed for _ in range(8)]
    assert asked and all(k >= 64 for k in asked)
    assert len(set(seeds)) == 8 and max(seeds) >= 2**40  # 8 draws below 2^40 out of 2^64: never


@pytest.mark.parametrize("name", NAMES)
def test_the_seed_is_never_drawn_during_play(name: str, data_dir: str) -> None:
    app = make_app("fast")
    table = open_table(app, name, _seats(name, 1))
    seed = str(table.mod.seed)
    app.push(table)
    rng = random.Random(5)
    texts: list[str] = []
    for _ in range(400):
        with record.capture() as items:
            if table.input_open and rng.random() < 0.5:
                click(app, rng.choice(game_clickables(table))[0].center)
            else:
                app.frame(DT)
        texts += record.texts(items)
        if table.mod.over:
            break
    assert texts
    assert not [t for t in texts if seed in t.replace(" ", "").replace(",", "")]
