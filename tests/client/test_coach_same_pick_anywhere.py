"""Learn to play's coach names the same moves from one run of the game to the next and in either language (testers
got "Pass" in English and "Bid 7" in French on Système Solaire's fixed deal, and two orders of the same cards in
Space Lab): nothing that changes between runs — the order Python hashes strings in (``PYTHONHASHSEED``, drawn anew
for every process), the language's names, a machine's speed — may reach the search. Two fresh processes follow
every game's Learn game for its first decisions, in English and in French, each with its own hashing."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

DECISIONS = 5  # the opening a newcomer plays first, and some moves of the computers between (a few seconds)


def _run(language: str, hash_seed: str, data: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "BEANIVERSE_DATA": data, "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-m", "tests.client.coach_picks", language, str(DECISIONS)],
                          env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_the_lesson_s_picks_are_the_same_in_two_runs_in_english_and_french(tmp_path: object) -> None:
    runs = [("en", "1"), ("fr", "2")]
    with ThreadPoolExecutor(len(runs)) as pool:
        english, french = pool.map(lambda r: _run(r[0], r[1], os.path.join(str(tmp_path), r[0])), runs)
    lines = english.splitlines()
    assert len(lines) == 4 and all(line.split(" ", 1)[1].strip("- |") for line in lines), english  # every game named
    assert english == french, (english, french)
