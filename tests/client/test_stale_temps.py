"""A save killed half-way (``kill -9``) leaves its temporary file; the next start removes it, and
leaves alone what a copy of the game still running is writing."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from tests.client.driver import make_app


@pytest.mark.skipif(os.name != "posix", reason="process ids of the dead")
def test_the_start_removes_what_killed_saves_left(data_dir: str) -> None:
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(gone.stdout)  # a process that has ended
    alive = os.getppid()

    def temp(pid: int, age: float = 0.0, key: str = "save_space_beans") -> str:
        path = os.path.join(data_dir, f"{key}.json.{pid}-0123abcd.tmp")
        with open(path, "w") as f:
            f.write('{"half": ')
        if age:
            os.utime(path, (time.time() - age, time.time() - age))
        return os.path.basename(path)

    killed = [temp(dead), temp(dead, key="statistics"), temp(alive, age=3600, key="settings")]
    running = temp(alive)  # another copy of the game, saving right now
    mine = "notes.tmp"  # not a file of ours
    open(os.path.join(data_dir, mine), "w").close()
    make_app("instant")
    left = set(os.listdir(data_dir))
    assert not left & set(killed), left
    assert {running, mine} <= left
