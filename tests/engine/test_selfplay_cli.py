"""``python -m engine.selfplay`` for every registered game: JSON lines, a summary, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine import GAMES

ROOT = Path(__file__).resolve().parents[2]
NAMES = sorted(GAMES)


def selfplay(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine.selfplay", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("name", NAMES)
def test_runs_and_summarises(name: str) -> None:
    game = GAMES[name]
    players = game.max_players
    bots = ",".join(["easy", *game.bots][:2])
    r = selfplay("--game", name, "--players", str(players), "--games", "3", "--seed", "4", "--bots", bots)
    assert r.returncode == 0, r.stderr
    lines = [json.loads(line) for line in r.stdout.splitlines()]
    assert len(lines) == 4
    for i, rec in enumerate(lines[:3]):
        assert rec["seed"] == 4 + i and rec["players"] == players
        assert len(rec["scores"]) == players and rec["actions"] > 0
    summary = lines[-1]
    assert summary["summary"] is True and summary["game"] == name and summary["games"] == 3
    assert summary["bots"] == bots and len(summary["wins_per_seat"]) == players


@pytest.mark.parametrize("name", NAMES)
def test_quiet_prints_only_the_summary(name: str) -> None:
    r = selfplay("--game", name, "--games", "2", "--quiet")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["summary"] is True


def test_space_beans_greedy_against_random() -> None:
    r = selfplay(
        "--game", "space_beans", "--players", "4", "--games", "6", "--seed", "1", "--bots", "random,greedy"
    )
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout.splitlines()[-1])
    assert summary["wins_per_seat"][1] + summary["wins_per_seat"][3] >= 4


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "no_such_game"],
        ["--players", "99"],
        ["--players", "1"],
        ["--players", "many"],
        ["--seed", "abc"],
        ["--seed", "-3"],
        ["--seed", "1.5"],
        ["--games", "0"],
        ["--bots", "random,genius"],
        ["--no-such-flag"],
    ],
)
def test_bad_command_lines_exit_2_with_one_line(args: list[str]) -> None:
    r = selfplay("--game", "space_beans", *args) if "--game" not in args else selfplay(*args)
    assert r.returncode == 2
    assert r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr


@pytest.mark.parametrize("name", NAMES)
def test_player_count_outside_the_game(name: str) -> None:
    game = GAMES[name]
    for players in (game.min_players - 1, game.max_players + 1):
        r = selfplay("--game", name, "--players", str(players))
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1
