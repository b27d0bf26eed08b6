"""How soon the coach names its pick once the player's turn opens: Système Solaire's Learn to play, at normal speed.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python bench/coach_soon.py [--game G] [--cpu] [--runs N]

The app runs its own loop (``App.frame()``: 60 frames a second, as a player has it) and the player plays what the
coach names as soon as the turn is open. For every decision: the seconds from the first frame the turn is open to
the first frame the coach's line names its pick ("The coach's pick: thinking…" until then), and whether the pick
was there on that first frame. ``--cpu``: the loop's spare time is measured on the process's own time
(``game.app.spare_clock``), as the tests do on a busy machine. Prints a line per decision, then per kind of decision
the median and the longest wait.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

import client_bench  # noqa: F401  (its import sets up what every client bench runs under: no window, no sound card, a scratch data folder)


def run(game: str, decisions: int) -> list[tuple[str, float, bool]]:
    """(decision's phase, seconds from the turn opening to the coach's pick, pick there on the first open frame)."""
    from game.app import App, LaunchOptions
    from game.scenes.title import TitleScene
    from tests.client.driver import click_key

    app = App(LaunchOptions())
    app.settings.speed = "normal"
    app.push(TitleScene(app))
    app.frame(1 / 60)
    click_key(app, f"game:{game}")
    click_key(app, "learn")
    table = app.top
    coach = table.coach  # type: ignore[attr-defined]
    waits: list[tuple[str, float, bool]] = []
    opened: float | None = None
    first = False
    while not table.mod.over and len(waits) < decisions:  # type: ignore[attr-defined]
        app.frame()
        now = time.perf_counter()
        if table.input_open and opened is None:  # type: ignore[attr-defined]
            opened, first = now, True
        elif opened is None:
            continue
        if coach.aim is not None and not coach.planning:
            waits.append((str(table.view.phase), now - opened, first))  # type: ignore[attr-defined]
            table.play_all([coach.aim, *coach._plan[coach._step + 1:]])  # type: ignore[attr-defined]
            opened = None
        first = False
    return waits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="systeme_solaire")
    parser.add_argument("--decisions", type=int, default=40)
    parser.add_argument("--cpu", action="store_true", help="spare time on the process's own clock")
    args = parser.parse_args()
    if args.cpu:
        import game.app

        game.app.spare_clock = time.process_time
    by_kind: dict[str, list[float]] = defaultdict(list)
    at_once = 0
    waits = run(args.game, args.decisions)
    for phase, wait, first in waits:
        print(f"{phase:8s} {wait:5.2f} s{'  (on the first frame)' if first else ''}")
        by_kind[phase].append(wait)
        at_once += first
    print(f"\n{at_once}/{len(waits)} picks on the first frame the turn is open")
    for phase, ws in sorted(by_kind.items()):
        print(f"{phase:8s} median {statistics.median(ws):4.2f} s, longest {max(ws):4.2f} s ({len(ws)} decisions)")


if __name__ == "__main__":
    main()
