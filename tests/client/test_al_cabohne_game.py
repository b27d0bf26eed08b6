"""Whole Al Cabohne games played by clicking what the table highlights, as a player would."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core import HIDDEN, Action, english
from game.kit.choices import Pick
from game.kit.table import Table
from game.scenes.curtain import CurtainScene
from game.scenes.results import ResultsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.seats import Seat
from game.tables.al_cabohne.table import AlCabohneUI
from tests.client import driver
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table, pass_on


def _check_offer(table: Table) -> None:
    """Everything the table offers is a legal move or a UI choice."""
    legal = table.game.legal_actions(table.mod.state)
    for _r, key in game_clickables(table):
        if isinstance(key, Action):
            assert key in legal, key
        else:
            # a selection, the discard list, or a pick of a trade being put together
            assert isinstance(key, Pick) and key.kind in ("select", "view", "give", "ask", "trade"), key


@pytest.mark.parametrize("seed", [3, 8])
def test_solo_click_through_to_the_results(data_dir: str, seed: int) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    click_key(app, "game:al_cabohne")
    setup = app.top
    assert isinstance(setup, SetupScene)
    while len(setup.seats) > 1:
        click_key(app, "players-")
    assert setup.seats[0].human
    click_key(app, "start")
    table = app.top
    assert isinstance(table, Table) and isinstance(table.ui, AlCabohneUI) and table.view.solo
    # a fixed deal, so the two parametrised games differ and repeat
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=seed)
    app.replace(table)
    game = table.game
    rng = random.Random(seed)
    clicks = played = 0
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is table and table.input_open:
            _check_offer(table)
            offered = game_clickables(table)
            assert offered, "Alice is to act but nothing is highlighted"
            rect, key = rng.choice(offered)
            before = len(table.mod.recipe.actions)
            click(app, rect.center)
            clicks += 1
            if isinstance(key, Action):
                if len(table.mod.recipe.actions) == before:  # a move that makes a Boss sell takes a second click
                    assert table.ui.armed() == key and "Click again to confirm." in table.prompt_line()[0]
                    click(app, rect.center)
                assert table.mod.recipe.actions[before] == key  # the click played exactly that move
                played += 1
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    else:
        raise AssertionError("the game did not reach the results")
    assert played > 20 and clicks >= played
    state = table.mod.state
    assert game.is_over(state)
    final = table.view.final
    assert final is not None
    results = app.top
    rows = {row.seat: row for row in results.rows}
    assert rows[0].name == "Alice" and rows[0].total == final.players[0] == game.scores(state)[0]
    mafia = rows[-1]
    assert mafia.name == "The Mafia" and mafia.total == final.mafia == 2 * final.treasury == game.mafia_score(state)
    assert mafia.detail == f"{final.treasury} × 2 = {final.mafia}"
    assert {r.seat for r in results.rows if r.winner} == (set(final.winners) or {-1})
    assert results.headline == english(game.result(state), ["Alice"])  # the engine's words for the outcome
    assert results.headline.startswith("The Mafia won, " if not final.winners else "Alice won, ")
    app.frame(DT)  # the results screen draws


def _screen_bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_two_humans_hand_over_behind_a_curtain(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Bruno", True)]
    table = open_table(app, "al_cabohne", seats, seed=6)
    app.push(table)
    driver.run_until(app, lambda: isinstance(app.top, CurtainScene))
    assert app.top.name == "Alice" and table.mod.viewer is None
    for _ in range(12):
        app.frame(DT)
    click(app, (640, 360))
    assert app.top is table and table.view.seat == 0
    rng = random.Random(6)
    handovers = []
    for _ in range(20000):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CurtainScene):
            nxt = table.mod.to_act
            assert top.name == seats[nxt].name
            assert table.mod.viewer != nxt  # still the last player's eyes: nothing of the next one leaked
            # the screen is the curtain alone, pixel for pixel: no hand, no field, no pile is drawn
            app.draw()
            alone = pygame.Surface(app.screen.get_size())
            CurtainScene(app, top.name, lambda: None).draw(alone)
            assert _screen_bytes(app.screen) == _screen_bytes(alone)
            for _ in range(12):
                app.frame(DT)
            click(app, (900, 100))
            assert app.top is table and table.mod.viewer == nxt
            handovers.append(nxt)
            # the new viewer sees their own hand and only the size of the other one
            v = table.view
            assert HIDDEN not in v.hands[nxt]
            assert all(c == HIDDEN or c in v.shown[1 - nxt] for c in v.hands[1 - nxt])
            continue
        if pass_on(app, table):
            continue
        if top is table and table.input_open:
            assert table.view.seat == table.mod.to_act
            _check_offer(table)
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    else:
        raise AssertionError("the game did not finish")
    # the screen changed hands at every turn, alternately
    assert len(handovers) >= 6 and handovers == [(k + 1) % 2 for k in range(len(handovers))]
    final = table.view.final
    assert [r.total for r in sorted(app.top.rows, key=lambda r: r.seat) if r.seat >= 0] == list(final.players)


def test_two_player_game_against_the_computer_finishes(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "greedy")]
    table = open_table(app, "al_cabohne", seats, seed=2)
    app.push(table)
    rng = random.Random(2)
    for _ in range(20000):
        assert not isinstance(app.top, CurtainScene)
        if isinstance(app.top, ResultsScene):
            break
        if app.top is table and table.input_open:
            _check_offer(table)
            click(app, rng.choice(game_clickables(table))[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    else:
        raise AssertionError("the game did not finish")
    final = table.view.final
    rows = {r.seat: r for r in app.top.rows}
    assert [rows[0].total, rows[1].total] == list(final.players)
    assert rows[-1].total == final.treasury == final.mafia
    # streaks are solo only; the tie line comes only with a tie (test_al_cabohne_tie_note.py)
    assert not any("streak" in n.lower() for n in app.top.notes)
