"""A game in progress keeps its future secret: the save, the crash report and ``engine.replay`` on a
save tell no card still to come, while Continue, undo and replays still work (issue 19, section 1)."""

from __future__ import annotations

import contextlib
import json
import os
import random
from typing import Any

import pytest

from engine import GAMES
from engine import replay as replay_tool
from engine.recipe import BadRecipe, Recipe, replay
from game import replays, saves, seal
from game.scenes.title import TitleScene
from game.scenes.watch import WatchScene
from game.seats import Seat
from tests.client.driver import DT, continue_from_title, make_app, open_table, play_turns_by_clicks


def _solo_after_clicks(name: str, clicks: int, seed: int | None = None) -> Any:
    """A solo game played by clicks on what the table offers; the table after ``clicks`` moves."""
    app = make_app("instant")
    app.push(TitleScene(app))
    table = open_table(app, name, [Seat("Alice", True)], seed=seed)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(12), lambda: len(table.mod.recipe.actions) >= clicks)
    assert not table.mod.over
    return table


def _numbers_in(value: Any) -> set[int]:
    """Every whole number a file holds, read as a number or as hexadecimal text: candidate seeds."""
    out: set[int] = set()
    if isinstance(value, dict):
        for v in value.values():
            out |= _numbers_in(v)
    elif isinstance(value, list):
        for v in value:
            out |= _numbers_in(v)
    elif type(value) is int:
        out.add(value)
    elif isinstance(value, float) and value.is_integer():
        out.add(int(value))
    elif isinstance(value, str):
        for base in (10, 16):
            with contextlib.suppress(ValueError):
                out.add(int(value, base))
    return out


@pytest.mark.parametrize("name", ["al_cabohne", "space_lab"])
def test_the_save_alone_cannot_rebuild_the_deck_and_continue_restores_the_table(name: str, data_dir: str) -> None:
    table = _solo_after_clicks(name, 12)
    truth = table.mod.state
    with open(os.path.join(data_dir, f"save_{name}.json"), encoding="utf-8") as f:
        stored = json.load(f)

    # what a 20-line script would do: the project's own functions on the file's recipe
    try:
        guess = replay(Recipe.from_dict(stored["recipe"]))[0]
    except BadRecipe:
        guess = None
    assert guess != truth, "the save alone rebuilds the game, future cards included"
    # nor is the seed anywhere else in the file, plain or as hexadecimal text
    for candidate in _numbers_in(stored):
        try:
            guess = replay(Recipe.from_dict({**stored["recipe"], "seed": candidate}))[0]
        except BadRecipe:
            continue
        assert guess != truth, f"{candidate} in the save is the seed"

    # and Continue brings back the exact table, the cards to come included
    restored = continue_from_title()
    assert restored.mod.state == truth
    assert restored.mod.recipe.actions == table.mod.recipe.actions


def test_a_hot_seat_save_hides_the_other_hands(data_dir: str) -> None:
    """Two humans at one screen: whoever opens the file still cannot read the other's hand."""
    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Bruno", True)])
    app.push(table)
    rng = random.Random(5)
    from game.scenes.curtain import CurtainScene
    from tests.client.driver import click, click_key, game_clickables, pass_on

    while len(table.mod.recipe.actions) < 6:
        if isinstance(app.top, CurtainScene):
            click_key(app, "ready")
        elif pass_on(app, table):
            continue
        elif app.top is table and table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    with open(os.path.join(data_dir, "save_space_beans.json"), encoding="utf-8") as f:
        stored = json.load(f)
    assert "seed" not in stored["recipe"]
    assert str(table.mod.recipe.seed) not in json.dumps(stored)
    assert seal.unseal(stored["seal"]) == table.mod.recipe.seed  # this device's key opens it


def test_a_lost_key_sets_the_save_aside_and_says_so(data_dir: str) -> None:
    _solo_after_clicks("al_cabohne", 4)
    os.remove(os.path.join(data_dir, f"{seal.KEY}.json"))
    again = make_app("instant")
    title = TitleScene(again)
    again.push(title)
    again.frame(DT)  # no crash: the title draws
    assert not title.saved
    assert any("cannot be continued" in line and "key" in line for line in title.problem_text), title.problem_text
    assert [n for n in os.listdir(data_dir) if n.startswith("save_al_cabohne.old-")]  # kept, not lost
    assert not os.path.exists(os.path.join(data_dir, "save_al_cabohne.json"))


def test_a_changed_seal_is_refused_not_replayed_into_another_game(data_dir: str) -> None:
    _solo_after_clicks("al_cabohne", 4)
    path = os.path.join(data_dir, "save_al_cabohne.json")
    with open(path, encoding="utf-8") as f:
        stored = json.load(f)
    stored["seal"]["masked"] = f"{int(stored['seal']['masked'], 16) ^ 1:016x}"
    with pytest.raises(BadRecipe, match="key"):
        saves.SavedGame.from_dict(stored)


def test_engine_replay_on_a_save_prints_no_seed(data_dir: str, capsys) -> None:
    table = _solo_after_clicks("al_cabohne", 6)
    code = replay_tool.main([os.path.join(data_dir, "save_al_cabohne.json")])
    out, err = capsys.readouterr()
    assert code == 1 and "in progress" in err and "sealed" in err
    assert str(table.mod.recipe.seed) not in out + err


def test_a_game_in_progress_written_out_replays_on_this_device(data_dir: str, tmp_path) -> None:
    """The crash report's line (the sealed save) opens with ``main.py --replay`` where it was written."""
    table = _solo_after_clicks("al_cabohne", 6)
    entry = saves.in_progress(table.mod.recipe, table.seats)
    assert entry is not None and "seed" not in entry["recipe"]
    path = tmp_path / "report-line.json"
    path.write_text(json.dumps(entry), encoding="utf-8")
    found = replays.from_file(str(path))
    assert found.saved.recipe.seed == table.mod.recipe.seed
    assert found.saved.recipe.actions == table.mod.recipe.actions
    app = make_app("instant")
    app.push(TitleScene(app))
    app.push(WatchScene(app, found))
    for _ in range(20):
        app.frame(DT)


def test_a_finished_game_is_replayed_with_its_seed(data_dir: str) -> None:
    """Once the game is over nothing is left to hide: its replay holds the seed in plain."""
    app = make_app("instant")
    app.push(TitleScene(app))
    table = open_table(app, "al_cabohne", [Seat("Alice", True)])
    app.push(table)
    from game.scenes.results import ResultsScene

    play_turns_by_clicks(app, table, random.Random(3), lambda: isinstance(app.top, ResultsScene))
    (kept,) = replays.listing()
    assert kept.saved.recipe.seed == table.mod.recipe.seed
    with open(os.path.join(data_dir, f"{kept.key}.json"), encoding="utf-8") as f:
        assert json.load(f)["recipe"]["seed"] == table.mod.recipe.seed
    assert GAMES["al_cabohne"].is_over(replay(kept.saved.recipe)[0])


@pytest.mark.parametrize("hostile", [
    None, 3, [], {}, {"nonce": "zz", "masked": "1", "check": "00"},
    {"nonce": "00" * 16, "masked": "ff", "check": "é"},  # text that is not hexadecimal
    {"nonce": "00" * 16, "masked": "1" * 40, "check": "00"},  # more than 64 bits
    {"nonce": ["a"], "masked": "1", "check": "1"}, {"nonce": "00" * 16, "masked": "-5", "check": "00"},
    {"nonce": "00" * 3, "masked": "5", "check": "00"},
])
def test_a_damaged_seal_is_refused_with_a_reason(hostile: Any, data_dir: str) -> None:
    seal.seal(1)  # this device has a key
    with pytest.raises(BadRecipe):
        seal.unseal(hostile)
