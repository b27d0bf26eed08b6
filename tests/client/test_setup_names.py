"""Set-up never starts a game it cannot save: an emptied name becomes the seat's default name, and
whatever set-up the game accepts, what it saves it reads back (issue 19, section 2)."""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import GAMES
from engine.recipe import Recipe
from game import saves
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, make_app, play_turns_by_clicks

TABLE_GAMES = [n for n in GAMES if has_table(n)]


def _press(app: Any, scene: SetupScene, key: str) -> bool:
    """Click a set-up button by its key, as a finger would; False when it is not there or greyed."""
    b = scene.buttons.get(key)
    if b is None or not b.enabled:
        return False
    click(app, b.rect.center)
    return True


def _type(app: Any, text: str = "", backspaces: int = 0) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    for _ in range(backspaces):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    app.frame(DT)


@pytest.mark.parametrize("blank", ["", "   "])
def test_an_emptied_name_becomes_the_seat_default_and_the_game_is_saved(blank: str, data_dir: str) -> None:
    app = make_app("instant")
    app.push(TitleScene(app))
    scene = SetupScene(app, "al_cabohne")
    app.push(scene)
    scene.set_count(1)
    assert _press(app, scene, "name:0")
    _type(app, blank, backspaces=0 if blank else 1)  # Backspace on the selected name empties it
    assert _press(app, scene, "start")  # straight from the emptied name to Start
    table = app.top
    assert table is not scene and table.seats[0].name == "Player 1"
    play_turns_by_clicks(app, table, random.Random(1), lambda: len(table.mod.recipe.actions) >= 2)
    found = saves.find("al_cabohne")
    assert found is not None and found.saved.seats[0].name == "Player 1"  # Continue is offered


_STEP = st.one_of(
    st.tuples(st.just("players"), st.sampled_from(["players+", "players-"])),
    st.tuples(st.just("kind"), st.integers(0, 5)),
    st.tuples(st.just("rename"), st.integers(0, 5)),
    st.tuples(st.just("level"), st.integers(0, 5)),
    st.tuples(st.just("edit"), st.integers(0, 5),
              st.text(st.sampled_from("ab Zé\t\x00\u200b-·"), max_size=14), st.integers(0, 15)),
)

_app: list[Any] = []


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game_name=st.sampled_from(TABLE_GAMES), steps=st.lists(_STEP, max_size=8))
def test_whatever_set_up_starts_is_saved_and_read_back(game_name: str, steps: list[tuple], monkeypatch) -> None:
    folder = tempfile.mkdtemp(prefix="beaniverse-setup-")
    monkeypatch.setenv("BEANIVERSE_DATA", folder)
    try:
        if not _app:
            _app.append(make_app("instant"))
        app = _app[0]
        started: list[list[Seat]] = []
        monkeypatch.setattr(app.router, "play", lambda _g, seats, _o=None, **_k: started.append(seats))
        app.reset(TitleScene(app))
        scene = SetupScene(app, game_name)
        app.push(scene)
        for step in steps:
            kind, *args = step
            if kind == "players":
                _press(app, scene, args[0])
            elif kind == "edit":
                i, text, backs = args
                if _press(app, scene, f"name:{i}"):
                    _type(app, text, backs)
            else:
                _press(app, scene, f"{'rename' if kind == 'rename' else kind}:{args[0]}")
        assert _press(app, scene, "start")
        (seats,) = started
        # the save of that game reads back, every seat as it was
        recipe = Recipe(game_name, len(seats), 7)
        assert saves.keep(recipe, seats)
        found = saves.find(game_name)
        assert found is not None, os.listdir(folder)
        assert [(s.name, s.human) for s in found.saved.seats] == [(s.name, s.human) for s in seats]
        # and so does the remembered set-up
        again = SetupScene(app, game_name)
        assert [(s.name, s.human, s.level if not s.human else "") for s in again.seats] == \
            [(s.name, s.human, s.level if not s.human else "") for s in seats]
    finally:
        shutil.rmtree(folder, ignore_errors=True)
