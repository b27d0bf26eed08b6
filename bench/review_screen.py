"""How long the game review screen takes to show its result, frames and all, as a player waits for it.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python bench/review_screen.py [--game G] [--players N]
        [--seed S] [--iterations I]

A Normal game (seeded) is kept as a replay with seat 0 human, and its review is opened on the screen the player
sees (``game.scenes.review.ReviewScene``), frames run at the app's own pace (60 a second at most) until the result
shows. One Markdown row: the wall-clock seconds, the process's CPU seconds, the frames, and per frame the CPU of
the review's work, of drawing the progress screen and of showing it (``flip``), with the machine's load average:
on a shared machine the wall clock says how long a player waits, the CPU what the review costs.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-bench-"))

import pygame  # noqa: E402

from bench.review_bench import normal_game  # noqa: E402
from engine import GAMES  # noqa: E402
from game import replays  # noqa: E402
from game.app import App, LaunchOptions  # noqa: E402
from game.scenes import review as review_scene  # noqa: E402
from game.seats import Seat  # noqa: E402


def _timed(spent: dict[str, float], name: str, f: Callable[..., Any]) -> Callable[..., Any]:
    def timed(*args: Any, **kwargs: Any) -> Any:
        t = time.process_time()
        try:
            return f(*args, **kwargs)
        finally:
            spent[name] += time.process_time() - t

    return timed


def bench(name: str, players: int, seed: int, iterations: int) -> str:
    review_scene.ITERATIONS = iterations
    rec = normal_game(name, players, seed)
    seats = [Seat("Alice", True)] + [Seat(f"Bot {k}", False, "normal") for k in range(1, players)]
    kept = replays.keep(rec, seats, [0] * players, [])
    assert kept is not None, "the game could not be kept"
    app = App(LaunchOptions())
    scene = review_scene.ReviewScene(app, kept, 0)
    app.push(scene)
    spent = {"work": 0.0, "draw": 0.0, "flip": 0.0}
    scene.update = _timed(spent, "work", scene.update)  # type: ignore[method-assign]
    scene.draw = _timed(spent, "draw", scene.draw)  # type: ignore[method-assign]
    flip = pygame.display.flip
    pygame.display.flip = _timed(spent, "flip", flip)
    try:
        wall, cpu, frames = time.perf_counter(), time.process_time(), 0
        while scene.result is None and not scene.problem:
            app.frame()
            frames += 1
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    finally:
        pygame.display.flip = flip
    per = " | ".join(f"{spent[k] / max(1, frames) * 1000:.2f}" for k in ("work", "draw", "flip"))
    return f"| {name} | {players} | {wall:.1f} | {cpu:.1f} | {frames} | {per} | {os.getloadavg()[0]:.1f} |"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=list(GAMES), default="systeme_solaire")
    p.add_argument("--players", type=int)
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--iterations", type=int, default=review_scene.ITERATIONS)
    args = p.parse_args()
    players = args.players or max(2, GAMES[args.game].min_players)
    print("| game | players | wall s | CPU s | frames | work ms/frame | draw ms/frame | flip ms/frame | load |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    print(bench(args.game, players, args.seed, args.iterations), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
