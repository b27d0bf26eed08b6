"""The Hint button (issue 9, "Hint"): the Hard search's move for the human to act, from that human's view only.

A human clicks Hint, sees "Thinking…", then the suggested card or target
outlined and one line of why; the button is not there on a computer's turn;
a click while it thinks stops it; a move drops it; and the hint for a seat
is the same for two true states that give that seat the same view.
"""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.search.budget import iterations
from engine.search.hint import hint
from game import record, theme
from game.kit.advisor import ADVICE, HINT_KEY
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table, run_until

TABLE_GAMES = [n for n in GAMES if has_table(n)]
SMALL = iterations(40)  # a short search: the same hint on any machine, quickly


def _table(name: str, seed: int, humans: int = 1):
    game = GAMES[name]
    n = max(game.min_players, min(game.max_players, 3))
    seats = [Seat(f"H{i}", True) if i < humans else Seat(f"C{i}", False, "easy") for i in range(n)]
    app = make_app("instant")
    table = open_table(app, name, seats, seed=seed)
    app.push(table)
    table.advisor.budget = SMALL
    return app, table


def _moves(app, table, rng: random.Random, count: int) -> None:
    """``count`` random moves by clicks (no list or station opened), then on to a human decision with a choice."""
    for k in range(count + 200):
        run_until(app, lambda: table.input_open)
        if k >= count and len(table.choices.legal) > 1:
            return
        offered = [o for o in game_clickables(table) if getattr(o[1], "kind", "") != "view"]
        click(app, rng.choice(offered)[0].center)
    raise AssertionError("no decision with a choice came")


def _shown(app) -> list[str]:
    with record.capture() as items:
        app.draw()
    return record.texts(items)


def _keys(table) -> list:
    return [k for _r, k in table.clickables()]


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_hint_outlines_a_legal_move_and_says_why(name: str, data_dir: str) -> None:
    app, table = _table(name, 4)
    _moves(app, table, random.Random(5), 5)
    assert "Hint" in _shown(app) and HINT_KEY in _keys(table)
    moves = len(table.mod.recipe.actions)
    click_key(app, HINT_KEY)
    run_until(app, lambda: table.advisor.advice is not None, 900)
    found = table.advisor.advice
    assert found is not None and found.action in table.choices.legal
    assert len(table.mod.recipe.actions) == moves  # a hint plays nothing
    # the engine's Hint for this seat: the same search with the same dice and budget (a game whose Hint is the
    # review's search draws its dice from the move's number)
    seat = table.mod.to_act
    rng = random.Random(f"{table.mod.seed}:hint:{moves}")
    assert found.action == hint(table.game, table.mod.state, seat, rng, SMALL, move=moves + 1).action
    shown = _shown(app)
    line = next((t for t in shown if t.startswith(("Best: ", "Only one move"))), None)
    assert line is not None, "the hint line is not on the screen"
    rects = table.action_rects(found.action)
    assert rects, f"nothing outlined for {found.action}"
    for r in rects:
        assert theme.SCREEN.contains(r)
        box = r.inflate(14, 14)
        assert tuple(app.screen.get_at((box.centerx, box.y)))[:3] == ADVICE, "the suggested place is not outlined"


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_no_hint_on_a_computers_turn(name: str, data_dir: str) -> None:
    app, table = _table(name, 6)
    rng = random.Random(1)
    for _ in range(3000):
        if table.mod.to_act is not None and not table.mod.is_human(table.mod.to_act) and not table.anim.blocking:
            break
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    else:
        pytest.fail("no computer's turn came")
    assert not table.advisor.open and HINT_KEY not in _keys(table)
    assert "Hint" not in _shown(app)


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_click_while_thinking_stops_the_hint(name: str, data_dir: str) -> None:
    app, table = _table(name, 8)
    _moves(app, table, random.Random(2), 3)
    table.advisor.budget = iterations(1_000_000)  # far more than a few frames can do
    click_key(app, HINT_KEY)
    assert table.advisor.thinking and "Thinking…" in _shown(app)
    offered = [r for r, _k in table.clickables()]
    spot = next((x, y) for y in range(150, 720, 7) for x in range(0, 1280, 7)
                if not any(r.collidepoint((x, y)) for r in offered))
    click(app, spot)
    assert not table.advisor.thinking and table.advisor.advice is None
    assert "Thinking…" not in _shown(app)
    # asked again, the hint comes; a move then drops it
    table.advisor.budget = SMALL
    click_key(app, HINT_KEY)
    run_until(app, lambda: table.advisor.advice is not None, 900)
    table.play(table.advisor.advice.action)
    assert table.advisor.advice is None and not table.advisor.thinking


def test_behind_the_curtain_there_is_no_hint(data_dir: str) -> None:
    app, table = _table("space_beans", 3, humans=2)
    run_until(app, lambda: table.mod.needs_hand_over() or type(app.top).__name__ == "CurtainScene", 3000)
    assert not table.advisor.open and HINT_KEY not in _keys(table)


def _random_state(game, rng: random.Random):
    players = rng.randint(max(game.min_players, 2), min(game.max_players, 4))
    s = game.new(players, rng.randrange(1 << 30))
    for _ in range(rng.randrange(0, 60)):
        legal = game.legal_actions(s)
        if game.is_over(s) or not legal:
            break
        nxt, _ev = game.apply(s, rng.choice(legal))
        if game.is_over(nxt):
            break
        s = nxt
    return s


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_the_hint_reads_only_the_players_view(name: str) -> None:
    """Two true states with the same view for the seat to act (one re-dealt by ``resample``) get the same hint."""
    game = GAMES[name]
    rng = random.Random(11)
    differed = 0
    for trial in range(5):
        s = _random_state(game, rng)
        seat = game.to_act(s)
        assert seat is not None
        other = game.resample(s, seat, random.Random(trial))
        assert game.view(other, seat) == game.view(s, seat)
        differed += other != s
        a = hint(game, s, seat, random.Random(f"{trial}:hint"), SMALL)
        b = hint(game, other, seat, random.Random(f"{trial}:hint"), SMALL)
        assert a == b, f"the hint changed with cards seat {seat} cannot see"
    assert differed, "no trial hid anything, so the check proved nothing"
