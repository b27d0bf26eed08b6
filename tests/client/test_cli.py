"""main.py from the command line: autoplay with a screenshot, and one-line errors for bad input."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str], data_dir: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", BEANIVERSE_DATA=data_dir)
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_autoplay_writes_a_screenshot(data_dir: str, tmp_path: Path) -> None:
    shot = tmp_path / "out.png"
    proc = _run(["--autoplay", "space_beans", "--players", "4", "--seed", "7", "--frames", "90",
                 "--screenshot", str(shot)], data_dir)
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 50  # a real table, not a blank frame


def test_frames_and_screenshot_work_on_the_title(data_dir: str, tmp_path: Path) -> None:
    shot = tmp_path / "title.png"
    proc = _run(["--frames", "3", "--screenshot", str(shot)], data_dir)
    assert proc.returncode == 0, proc.stderr
    assert shot.is_file()


@pytest.mark.parametrize(
    "args, words",
    [
        (["--autoplay", "chess"], "unknown game"),
        (["--game", "space_beans", "--players", "9"], "2–6"),
        (["--autoplay", "space_beans", "--players", "1"], "2–6"),
        (["--autoplay", "space_beans", "--seed", "abc"], "seed"),
        (["--autoplay", "space_beans", "--seed", "-3"], "seed"),
        (["--game", "al_cabohne", "--seed", str(1 << 64)], "below 2**64"),  # a save seals 64 bits
        (["--frames", "zero"], "whole number"),
        (["--players", "3"], "--game"),
        (["--bogus"], "unrecognized"),
    ],
)
def test_bad_command_lines_are_one_line_and_exit_2(data_dir: str, args: list[str], words: str) -> None:
    proc = _run(args, data_dir, timeout=30)
    assert proc.returncode == 2
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert words in lines[0]
    assert "Traceback" not in proc.stderr


def _screenshot_cases(tmp_path: Path) -> list[tuple[str, str]]:
    folder = tmp_path / "x.png"
    folder.mkdir()
    plain = tmp_path / "plain-file"
    plain.write_text("x")
    return [
        (str(folder), "folder"),
        (str(plain / "out.png"), "cannot write"),
        (str(tmp_path / ("n" * 300 + ".png")), "cannot write"),
        ("/proc/version.png", "cannot write"),  # a location nobody may write, even root
    ]


def test_an_impossible_screenshot_path_is_refused_before_any_frame(data_dir: str, tmp_path: Path) -> None:
    for path, words in _screenshot_cases(tmp_path):
        proc = _run(["--autoplay", "space_beans", "--frames", "600", "--screenshot", path], data_dir, timeout=30)
        assert proc.returncode == 2, (path, proc.stderr)
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and words in lines[0] and len(lines[0]) < 200, proc.stderr
    assert not (tmp_path / "plain-file").is_dir()


def test_replay_opens_a_finished_game_and_refuses_a_bad_file(data_dir: str, tmp_path: Path) -> None:
    import json
    import random

    from engine import GAMES
    from engine.recipe import Recipe

    game = GAMES["al_cabohne"]
    s, actions, rng = game.new(1, 3), [], random.Random(3)
    while not game.is_over(s):
        a = rng.choice(game.legal_actions(s))
        s, _ = game.apply(s, a)
        actions.append(a)
    good = tmp_path / "game.json"
    good.write_text(Recipe("al_cabohne", 1, 3, {}, actions).to_json())
    shot = tmp_path / "replay.png"
    proc = _run(["--replay", str(good), "--frames", "5", "--screenshot", str(shot)], data_dir)
    assert proc.returncode == 0, proc.stderr
    assert shot.is_file()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": 1, "game": "al_cabohne", "players": 1, "seed": 3,
                               "actions": [{"kind": "fly"}]}))
    from tests.engine.test_tools import HOSTILE_RECIPES

    hostile = []
    for i, content in enumerate(HOSTILE_RECIPES):
        hostile.append(tmp_path / f"hostile-{i}.json")
        hostile[-1].write_text(content)
    for path in (bad, tmp_path / "missing.json", tmp_path, *hostile):
        proc = _run(["--replay", str(path)], data_dir, timeout=30)
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert "Traceback" not in proc.stderr
