"""The arena command line: one JSON line per game, a summary with the promised fields, clean errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from engine import GAMES
from engine.arena import main, seats_for, wilson
from tests.engine.search.helpers import NAMES


def run(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict]:
    assert main(list(args)) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("name", NAMES)
def test_lines_and_summary(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    game = GAMES[name]
    players = max(game.min_players, min(2, game.max_players))
    bots = "hard,easy" if players >= 2 else "hard"
    lines = run(capsys, "--game", name, "--players", str(players), "--bots", bots,
                "--games", "2", "--seed", "3", "--iterations", "4", "--jobs", "1")  # fmt: skip
    games, summary = lines[:-1], lines[-1]
    assert len(games) == 2
    assert [g["game"] for g in games] == [0, 1]
    if players == 2:  # the seats rotate over one deal
        assert games[0]["seats"] == ["hard", "easy"] and games[1]["seats"] == ["easy", "hard"]
        assert games[0]["seed"] == games[1]["seed"] == 3
    for g in games:
        assert len(g["scores"]) == players and all(0 <= w < players for w in g["winners"])
    assert summary["summary"] is True and summary["games"] == 2
    levels = set(bots.split(","))
    for key in ("win_rate", "ci95", "ahead_rate", "margin", "decision_ms"):
        assert set(summary[key]) == levels, key
    for level in levels:
        low, high = summary["ci95"][level]
        assert 0 <= low <= summary["win_rate"][level] <= high <= 1
        assert set(summary["decision_ms"][level]) >= {"median", "p95", "max_slice"}
    assert ("mafia_win_rate" in summary) == hasattr(game, "mafia_score")


@pytest.mark.parametrize("name", [n for n in NAMES if GAMES[n].min_players == 1])
def test_solo_summary(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A solo game sums up too; without a Mafia to beat, the margin is the score itself."""
    lines = run(
        capsys,
        "--game",
        name,
        "--players",
        "1",
        "--bots",
        "easy",
        "--games",
        "2",
        "--seed",
        "4",
        "--jobs",
        "1",
    )
    games, summary = lines[:-1], lines[-1]
    rivals = [[g["mafia"]] if "mafia" in g else [] for g in games]
    margins = [g["scores"][0] - max(r) if r else g["scores"][0] for g, r in zip(games, rivals, strict=True)]
    assert summary["margin"]["easy"] == pytest.approx(sum(margins) / 2, abs=1e-3)


def test_parallel_jobs_give_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    name = NAMES[0]
    game = GAMES[name]
    args = ["--game", name, "--players", str(game.min_players), "--bots", "easy,normal",
            "--games", "3", "--seed", "5", "--iterations", "2"]  # fmt: skip
    one = run(capsys, *args, "--jobs", "1")
    two = run(capsys, *args, "--jobs", "2")
    strip = lambda lines: [(x["seed"], x["scores"], x["winners"]) for x in lines[:-1]]  # noqa: E731
    assert strip(one) == strip(two)


def test_four_seats_rotate() -> None:
    levels = ["hard", "normal"]
    seen = [seats_for(levels, 4, g) for g in range(4)]
    assert all(s.count("hard") == 1 and s.count("normal") == 3 for s in seen)  # the last level fills up
    assert [s.index("hard") for s in seen] == [0, 3, 2, 1]


def test_wilson_interval() -> None:
    low, high = wilson(65, 100)
    assert low < 0.65 < high and low > 0.5 and high < 0.8
    assert wilson(0, 10)[0] == 0.0


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "no_such_game", "--bots", "hard"],
        ["--game", NAMES[0], "--bots", "grandmaster"],
        ["--game", NAMES[0], "--bots", "hard", "--games", "0"],
        ["--game", NAMES[0], "--bots", "hard", "--players", "99"],
        ["--game", NAMES[0], "--bots", "hard", "--iterations", "5", "--budget-ms", "5"],
        ["--game", NAMES[0], "--bots", "hard", "--seed", "-1"],
        ["--bots", "hard"],
    ],
)
def test_bad_command_lines(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("arena: ") and err.count("\n") == 1 and "Traceback" not in err


def test_a_closed_pipe_is_quiet() -> None:
    name = NAMES[0]
    game = GAMES[name]
    cmd = [sys.executable, "-m", "engine.arena", "--game", name, "--players", str(game.min_players),
           "--bots", "easy", "--games", "30", "--jobs", "1"]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    proc.stdout.readline()
    proc.stdout.close()  # the reader goes away, as with | head -1
    _, err = proc.communicate(timeout=120)
    assert b"Traceback" not in err and b"BrokenPipe" not in err
    assert proc.returncode == 0
