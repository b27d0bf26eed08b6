"""The coach's picks at the first decisions of every game's Learn game, printed one game a line (a test runs this in
fresh processes, each with its own string hashing and language, and compares what they print).

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.client.coach_picks fr 4
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-coach-"))

from tests import headless  # noqa: E402

headless.install()

from game.tables import coach_script  # noqa: E402
from tests.client.driver import learn_from_title  # noqa: E402
from tests.client.test_coach_follow import COACHED, _settle  # noqa: E402


def picks(game: str, language: str, decisions: int) -> list[str]:
    """The coach's whole pick (a gathered move's every step) at the human's first ``decisions`` decisions, the pick
    followed each time, on the lesson's own budget (``LESSON_THINKING``), as the player gets it."""
    app, table = learn_from_title(game, language)
    said: list[str] = []
    for _ in range(decisions):
        _settle(app, table)
        if table.mod.over:
            break
        plan = list(table.coach._plan) if table.coach.aim is not None else []
        said.append(" + ".join(f"{a.kind.value}:{a.card}:{a.target}" for a in plan) or "-")
        table.play_all(plan or [table.mod.legal()[0]])
    return said


def main(argv: list[str]) -> None:
    language, decisions = argv[0], int(argv[1])
    for game in [g for g in COACHED if coach_script(g) is not None]:
        print(game, " | ".join(picks(game, language, decisions)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
