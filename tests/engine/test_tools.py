"""The engine's command-line tools: quiet when the reader stops early, replay as text, fuzz at scale."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import GAMES, fuzz
from engine.recipe import Recipe, replay
from engine.replay import lines

ROOT = Path(__file__).resolve().parents[2]


def _tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_a_reader_that_stops_early_ends_selfplay_quietly() -> None:
    shell = f"{sys.executable} -m engine.selfplay --game space_beans --games 200 | head -1"
    proc = subprocess.run(["bash", "-o", "pipefail", "-c", shell], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert len(proc.stdout.splitlines()) == 1 and proc.stderr == ""


def _finished(name: str, seed: int) -> Recipe:
    game = GAMES[name]
    s, actions, rng = game.new(game.min_players, seed), [], random.Random(seed)
    while not game.is_over(s):
        a = rng.choice(game.legal_actions(s))
        s, _ = game.apply(s, a)
        actions.append(a)
    return Recipe(name, game.min_players, seed, {}, actions)


@pytest.mark.parametrize("name", list(GAMES))
def test_replay_prints_every_move_and_the_scores(name: str, tmp_path: Path) -> None:
    rec = _finished(name, 2)
    text = lines(rec, [f"P{i}" for i in range(rec.players)])
    assert text[-1].startswith("final:")
    numbered = [t for t in text if t[:5].strip().isdigit()]
    assert len(numbered) == len(rec.actions)
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"format": 1, "recipe": rec.to_dict(), "when": 0,
                                "seats": [{"name": f"N{i}", "human": True} for i in range(rec.players)]}))
    proc = _tool("engine.replay", str(path))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1].startswith("final:") and "N0" in proc.stdout


HOSTILE_RECIPES = (
    "not json",
    json.dumps({"format": 1, "game": "chess", "players": 2, "seed": 1, "actions": []}),
    json.dumps({"format": 1, "game": ["al_cabohne"], "players": 1, "seed": 1, "actions": []}),
    json.dumps({"format": 1, "recipe": {"format": 1, "game": {"al": 1}, "players": 1, "seed": 1, "actions": []},
                "seats": []}),
    '{"format": 1, "game": "al_cabohne", "players": NaN, "seed": Infinity, "actions": []}',
    json.dumps({"format": 1, "game": "al_cabohne", "players": 1, "seed": "7", "actions": {}}),
    "[" * 100_000 + "]" * 100_000,  # RecursionError in the JSON reader
    '{"format": 1, "recipe": ' + "[" * 100_000 + "]" * 100_000 + "}",
)


def test_replay_refuses_what_is_not_a_game(tmp_path: Path) -> None:
    for content in HOSTILE_RECIPES:
        path = tmp_path / "bad.json"
        path.write_text(content)
        proc = _tool("engine.replay", str(path))
        assert proc.returncode == 1 and len(proc.stderr.splitlines()) == 1 and "Traceback" not in proc.stderr, \
            (content[:80], proc.stderr[-300:])


def test_fuzz_plays_every_game_and_reports_figures() -> None:
    proc = _tool("engine.fuzz", "--games", "6", "--jobs", "2")
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["game"] for r in rows] == list(GAMES)
    assert all(r["breaks"] == 0 and r["games"] == 6 and r["moves"] > 0 for r in rows)


def test_fuzz_reports_a_break_as_a_recipe_that_replays(monkeypatch) -> None:
    game = GAMES["al_cabohne"]
    real_check = game.check
    calls = {"n": 0}

    def flaky(s):  # an invariant that breaks at the 30th check
        calls["n"] += 1
        if calls["n"] == 30:
            raise AssertionError("planted break")
        return real_check(s)

    monkeypatch.setattr(game, "check", flaky)
    name, moves, failure = fuzz.play(("al_cabohne", 0, 11))
    assert failure is not None and moves == 29  # the first check is of the deal, then one after each move
    found = json.loads(failure)
    assert "planted break" in found["error"]
    state, _ = replay(Recipe.from_dict(found["recipe"]))  # the break's position, reproduced
    assert len(found["recipe"]["actions"]) == moves and not game.is_over(state)


def test_fuzz_starts_no_more_workers_than_cores() -> None:
    from engine.cli_tools import cores

    proc = _tool("engine.fuzz", "--games", "1", "--game", "al_cabohne", "--jobs", "999999")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1])["jobs"] <= cores()


def test_arena_reads_the_old_level_names() -> None:
    """``--bots random,greedy`` (the old names of easy and normal) plays and sums up, no KeyError."""
    proc = _tool("engine.arena", "--game", "space_beans", "--players", "2", "--bots", "random,greedy",
                 "--games", "2", "--jobs", "1", "--quiet")
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout.splitlines()[-1])
    assert set(summary["win_rate"]) == {"easy", "normal"} and summary["games"] == 2
