"""The Al Cabohne table's own screens and memory: the discard list, hover values, the solo streak."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.al_cabohne import coins
from engine.al_cabohne.cards import card_type
from engine.al_cabohne.view import FinalScore
from engine.core import Action
from game.kit.contract import CLOSE_LIST
from game.kit.table import Table
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.seats import Seat
from game.solo import Streak
from game.tables import title_line
from game.tables.al_cabohne import STREAK
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.table import DISCARD_LIST
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table, pass_on

ROOT = Path(__file__).resolve().parents[2]


def _solo(seed: int, speed: str = "instant") -> tuple:
    app = make_app(speed)
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=seed)
    app.push(table)
    return app, table


def _play_until(app, table: Table, done, seed: int = 1, prefer=None) -> None:
    rng = random.Random(seed)
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            raise AssertionError("the game ended first")
        if table.input_open:
            if done(table):
                return
            offered = [o for o in game_clickables(table) if o[1] != DISCARD_LIST]
            good = [o for o in offered if prefer is not None and prefer(o[1])]
            click(app, rng.choice(good if good and rng.random() < 0.8 else offered)[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    raise AssertionError("not reached")


def test_discard_overlay_opens_and_closes(data_dir: str) -> None:
    app, table = _solo(4)
    _play_until(app, table, lambda t: len(t.view.discard) >= 3)
    keys = [k for _r, k in table.clickables()]
    assert DISCARD_LIST in keys
    click(app, L.DISCARD_PILE.center)
    assert table.open_list == DISCARD_LIST
    assert [k for _r, k in table.clickables()] == [CLOSE_LIST]  # nothing else reacts while it is open
    moves = len(table.mod.recipe.actions)
    app.frame(DT)  # draws the list over the table
    click(app, (640, 600))
    assert table.open_list != DISCARD_LIST
    assert len(table.mod.recipe.actions) == moves  # closing it played nothing


def test_hover_on_a_field_shows_what_a_harvest_earns(data_dir: str) -> None:
    app, table = _solo(5)
    _play_until(app, table, lambda t: any(len(f) >= 2 for f in t.view.fields[0]),
                prefer=lambda k: isinstance(k, Action) and k.kind in ("plant", "place"))
    i = next(i for i, f in enumerate(table.view.fields[0]) if len(f) >= 2)
    field = table.view.fields[0][i]
    earn = coins(card_type(field[0]), len(field))
    pos = L.field_area(i).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    tip = table.ui.hover_text()
    assert tip is not None and f"×{len(field)}" in tip
    assert f"harvest now: {earn} coin" in tip
    # the mouse somewhere empty: no value shown
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(600, 250), rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)
    assert table.ui.hover_text() is None
    # a harvest button, when offered, names the same value
    for rect, key in table.clickables():
        if key == Action("harvest", -1, f"field:{i}"):
            assert rect == L.harvest_button(i)


def test_solo_streak_is_stored_and_shown(data_dir: str) -> None:
    assert STREAK.load() == Streak(0, 0)
    app, table = _solo(9)
    v = table.view
    # the end of a won game, then a lost one, as the table records them
    table.view = dataclasses.replace(v, final=FinalScore((15,), 7, 14, (0,)))
    table.move_solo_record()
    assert STREAK.load() == Streak(1, 1)
    assert "Win streak: 1" in table.solo_note[0]
    table.view = dataclasses.replace(v, final=FinalScore((14,), 7, 14, ()))
    table.move_solo_record()
    assert STREAK.load() == Streak(0, 1)
    assert "ends your streak of 1" in table.solo_note[0]
    # kept between runs: a new app reads it, and the title shows it under the game's button
    app = make_app("instant")
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)
    assert title.streaks == {"al_cabohne": "Solo win streak 0 · best 1"}
    with open(os.path.join(data_dir, "streak_al_cabohne.json"), encoding="utf-8") as f:
        assert json.load(f) == {"current": 0, "best": 1}


def test_a_finished_solo_game_moves_the_streak_and_the_results_show_it(data_dir: str) -> None:
    app, table = _solo(3)
    rng = random.Random(3)
    while not isinstance(app.top, ResultsScene):
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        elif not pass_on(app, table):  # the final table waits for "Results ▸"
            app.frame(DT)
    won = bool(table.view.final.winners)
    assert STREAK.load() == (Streak(1, 1) if won else Streak(0, 0))
    assert any("streak" in n.lower() for n in app.top.notes)


def test_computer_and_attract_games_leave_the_streak_alone(data_dir: str) -> None:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Nova", False, "greedy")], seed=1)
    table.view = dataclasses.replace(table.view, final=FinalScore((30,), 7, 14, (0,)))
    table.move_solo_record()
    table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=1, attract=True)
    table.view = dataclasses.replace(table.view, final=FinalScore((30,), 7, 14, (0,)))
    table.move_solo_record()
    assert not os.path.exists(os.path.join(data_dir, "streak_al_cabohne.json"))


@pytest.mark.parametrize("stored", ['{"current": "x", "best": 3}', "not json {", '{"current": 5, "best": 2}',
                                    '{"current": true, "best": 1}', "[1, 2]", '{"current": 4, "best": 12.0}'])
def test_a_corrupt_streak_is_kept_aside_and_reads_as_zero(data_dir: str, stored: str) -> None:
    with open(os.path.join(data_dir, "streak_al_cabohne.json"), "w", encoding="utf-8") as f:
        f.write(stored)
    app = make_app("instant")
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)  # the title draws without a streak line, and says the file was set aside
    assert "streak_al_cabohne.json" in " ".join(title.problem_text)
    assert title_line("al_cabohne") is None
    kept = [n for n in os.listdir(data_dir) if n.startswith("streak_al_cabohne.bad-")]
    assert len(kept) == 1
    with open(os.path.join(data_dir, kept[0]), encoding="utf-8") as f:
        assert f.read() == stored  # the damaged file is kept as it was, never overwritten
    assert STREAK.move_on(True)[1:] == (Streak(1, 1), True)  # the next win starts afresh


@pytest.mark.parametrize("speed, seed, players", [("normal", 1, 1), ("fast", 2, 2), ("instant", 3, 2)])
def test_random_clicks_never_raise(data_dir: str, speed: str, seed: int, players: int) -> None:
    rng = random.Random(seed)
    app = make_app(speed)
    seats = [Seat("Alice", True), Seat("Bruno", True)][:players]
    table = open_table(app, "al_cabohne", seats, seed=seed)
    app.push(table)
    for _ in range(500):
        if app.top is table and rng.random() < 0.6:
            offered = [r for r, k in table.clickables() if not (isinstance(k, str) and k.startswith("ui:"))]
            pos = rng.choice(offered).center if offered else (rng.randrange(1280), rng.randrange(720))
        else:
            pos = (rng.randrange(1280), rng.randrange(720))
        if pos[0] > 1150 and pos[1] < 130:
            continue  # keep away from Leave
        r = rng.random()
        if r < 0.8:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=rng.choice([1, 1, 1, 3]), pos=pos))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(rng.randrange(1, 6)):
            app.frame(DT)
        if isinstance(app.top, ResultsScene):
            break
    assert len(table.mod.recipe.actions) > 10


def test_title_offers_al_cabohne_and_setup_names_the_modes(data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    click_key(app, "game:al_cabohne")
    setup = app.top
    while len(setup.seats) > 1:
        click_key(app, "players-")
    app.frame(DT)
    assert "players-" not in [k for _r, k in setup.clickables()]  # solo is the least
    click_key(app, "players+")
    assert len(setup.seats) == 2
    assert "players+" not in [k for _r, k in setup.clickables()]  # two is the most
    click_key(app, "rules")
    assert app.top.game_name == "al_cabohne" and len(app.top.pages) >= 4


def test_autoplay_solo_writes_a_screenshot(data_dir: str, tmp_path: Path) -> None:
    shot = tmp_path / "out.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", BEANIVERSE_DATA=data_dir)
    proc = subprocess.run([sys.executable, "main.py", "--autoplay", "al_cabohne", "--players", "1", "--seed", "3",
                           "--frames", "300", "--screenshot", str(shot)], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 50  # a real table, not a blank frame
    assert not os.path.exists(os.path.join(data_dir, "streak_al_cabohne.json"))  # watching never counts


def test_the_phase_shown_while_cards_move_is_the_one_this_move_reached(data_dir: str) -> None:
    """The track and the prompt name the phase being animated (AC-16…AC-26) only while the move that
    reached it animates: a plant after the draw phase's animation never says "Drawing"."""
    app, table = _solo(2, speed="normal")
    rng = random.Random(2)
    checked = 0
    for _ in range(6000):
        if isinstance(app.top, ResultsScene) or checked >= 12:
            break
        if not table.input_open:
            app.frame(DT)
            continue
        moves = len(table.mod.recipe.actions)
        click(app, rng.choice(game_clickables(table))[0].center)
        if len(table.mod.recipe.actions) == moves or not table.anim.blocking:
            continue
        reached = {e.target for e in table.effects.raw.values() if e.kind == "phase"}
        reached |= {"over" for e in table.effects.raw.values() if e.kind == "final_sale"}
        assert table.label is None or table.label in reached, (table.label, reached)
        checked += 1
    assert checked >= 12
