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
