"""Clicks a person makes: a click on something not allowed says why, a hand keeps its places within a step,
the whole log opens from the log panel, and what others did since a player's last turn is told to them."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Action, english
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on

TABLE_GAMES = [n for n in GAMES if has_table(n)]
GENERIC = "That is not possible now."


def _table(name: str, seed: int, humans: int = 1):
    game = GAMES[name]
    n = max(game.min_players, min(game.max_players, 3))
    seats = [Seat("Alice", True) if i < humans else Seat(f"C{i}", False, "easy") for i in range(n)]
    app = make_app("instant")
    table = open_table(app, name, seats, seed=seed)
    app.push(table)
    return app, table


def _decisions(app, table, rng: random.Random, count: int):
    """Yield at ``count`` human decision points of a game played by random clicks."""
    seen = 0
    for _ in range(40_000):
        if type(app.top).__name__ == "ResultsScene" or seen >= count:
            return
        if app.top is table and table.input_open:
            seen += 1
            yield
            if table.input_open and app.top is table:
                click(app, rng.choice(game_clickables(table))[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_click_on_something_not_allowed_says_why(name: str, data_dir: str) -> None:
    app, table = _table(name, 21)
    rng = random.Random(3)
    explained = 0
    for _ in _decisions(app, table, rng, 40):
        offered = [r for r, _k in table.clickables()]
        for _ in range(25):
            pos = (rng.randrange(0, 1280), rng.randrange(150, 720))
            if any(r.collidepoint(pos) for r in offered):
                continue
            intent = table.explain(pos)
            if intent is None:
                continue
            if isinstance(intent, Action):
                assert intent not in table.choices.legal, f"{intent} is legal but not offered at {pos}"
                words = table.game.why_not(table.mod.state, intent)
                assert english(words, table.names) != GENERIC, f"no reason for {intent}"
            click(app, pos)
            assert table.notice.active and table.prompt_line()[0], "a refused click left the hint silent"
            explained += 1
            break
    assert explained >= 5, f"only {explained} refused clicks were explained"


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_log_panel_opens_the_whole_log(name: str, data_dir: str) -> None:
    app, table = _table(name, 9)
    rng = random.Random(1)
    for _ in _decisions(app, table, rng, 12):
        pass
    for _ in range(2000):  # the human's turn: nobody else moves while the log is read
        if table.input_open:
            break
        app.frame(DT)
    if table.log_rect is None:
        pytest.skip("this table has no log panel")
    assert len(table.log.lines(table.mod.viewer)) > 6
    click(app, table.log_rect.center)
    assert table.log_view is not None
    shown = len(table.log_view.lines)
    assert 6 < shown <= len(table.log.lines(table.mod.viewer))
    moves = len(table.mod.recipe.actions)
    click(app, (640, 360))
    assert table.log_view is None and len(table.mod.recipe.actions) == moves  # closing played nothing


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_since_your_last_turn_tells_what_the_others_did(name: str, data_dir: str) -> None:
    if GAMES[name].max_players < 2:
        pytest.skip("no one else plays")
    app, table = _table(name, 13)
    rng = random.Random(2)
    recaps = 0
    for _ in _decisions(app, table, rng, 150):
        if table.recap.active:
            recaps += 1
            lines = [t for t, _c in table.recap.lines]
            assert lines and all(t for t in lines)
    assert recaps >= 2, "no recap when the human's turn came back"
