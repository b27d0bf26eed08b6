"""Client figures: the floor frame, the busiest animations against it, cold start, memory over a long run.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python bench/client_bench.py [--long-frames N]

- floor frame: ``fill`` + ``flip`` alone; frames are timed in CPU time (``time.process_time``), not by the
  wall clock, which other work on a shared machine makes swing. A floor frame is timed right after every
  measured frame, and each animation is set against the floor frames timed beside it: under load a frame's
  CPU time swings too (caches, clock speed), and a floor timed once, minutes earlier, made the ratio for the
  same code read anywhere from 1.0× to 1.9×;
- the busiest animations: a 6-player Space Beans deal, Al Cabohne sales (beans
  turning to coins), and every other registered game's opening; the target
  is a median frame ≤ 1.3× the floor;
- cold start (process start → first drawn frame) ≤ 1 s;
- memory: RSS growth over 20,000 autoplay frames of each game ≤ 10 MiB, and
  peak memory (ru_maxrss) ≤ 150 MB.
Prints the figures; exit status 1 if a target is missed.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-bench-"))

CHILD_FLAG = "--first-frame"

# Frames are timed in this process's CPU time: the machine is shared, and wall-clock frame times swing with
# whatever else runs; the CPU a frame costs is what the ratio to the floor is about.
frame_clock = time.process_time


def first_frame_child() -> None:
    """Run in a fresh process: build the app, draw the first frame of the title, print the wall clock."""
    from game.app import App, first_scene

    app = App()
    app.push(first_scene(app))
    app.frame(1 / 60)
    print(f"{time.time():.6f}")


def cold_start(runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        t0 = time.time()
        out = subprocess.run([sys.executable, __file__, CHILD_FLAG], capture_output=True, text=True, check=True,
                             env=dict(os.environ))
        best = min(best, float(out.stdout.strip().splitlines()[-1]) - t0)
    return best


def floor_frame(app: Any) -> float:
    """The cheapest possible frame here: clear the screen and flip it (seconds of CPU time)."""
    import pygame

    t = frame_clock()
    app.screen.fill((0, 0, 0))
    pygame.display.flip()
    return frame_clock() - t


class Timed:
    """Frame times of an animation, each with a floor frame timed right after it."""

    def __init__(self) -> None:
        self.frames: list[float] = []
        self.floors: list[float] = []

    def frame(self, app: Any) -> None:
        t = frame_clock()
        app.frame(1 / 60)
        self.frames.append(frame_clock() - t)
        self.floors.append(floor_frame(app))


def floor_frames(count: int = 600) -> list[float]:
    from game.app import App

    app = App()
    return [floor_frame(app) for _ in range(count)]


def opening_frames(game: str, players: int, deals: int = 6) -> Timed:
    """Frame times (seconds) while a game's opening (the deal) flies, at normal speed, one human seat."""
    from game.app import App
    from game.seats import default_seats

    app = App()
    app.settings.speed = "normal"
    times = Timed()
    for k in range(deals):
        table = app.router.table(game, default_seats(game, players, humans=1), seed=100 + k)
        app.reset(table)
        app.frame(1 / 60)  # warm the card cache the way a first frame would
        while table.anim.blocking:
            times.frame(app)
    return times


def harvest_frames(seeds: int = 8) -> Timed:
    """Frame times (seconds) while Al Cabohne sales animate at normal speed: beans turning to coins and flying.

    A solo game is advanced without animation to the first harvest worth a coin,
    then that harvest (and any Boss sale it sets off) is played and timed.
    """
    import random

    from game.app import App
    from game.kit.flights import Flight
    from game.seats import Seat

    app = App()
    times = Timed()
    for k in range(seeds):
        app.settings.speed = "instant"
        table = app.router.table("al_cabohne", [Seat("Alice", True)], seed=200 + k)
        app.reset(table)
        rng = random.Random(k)
        harvest = None
        while not table.mod.over:
            legal = table.choices.legal
            fields = table.view.fields[0]
            worth = [a for a in legal if a.kind == "harvest" and len(fields[int(a.target[-1])]) >= 3]
            if worth and table.view.phase == "cultivate":
                harvest = worth[0]
                break
            grow = [a for a in legal if a.kind in ("plant", "place", "tax", "leftover")]
            table.play(rng.choice(grow or [a for a in legal if a.kind != "harvest"] or legal))
        if harvest is None:
            continue
        app.settings.speed = "normal"
        table.anim.speed = 1.0
        app.frame(1 / 60)
        table.play(harvest)
        while table.anim.of_type(Flight):
            times.frame(app)
    return times


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024
    return 0.0


def long_run(game: str, frames: int) -> tuple[float, float, float]:
    """RSS before, after ``frames`` frames of computers playing ``game`` (fast speed, game after game), and
    after as many again: bounded caches filling up grow the first stretch only, a leak grows both."""
    from engine import GAMES
    from game.app import App, LaunchOptions, first_scene

    g = GAMES[game]
    players = min(max(4, g.min_players), g.max_players)
    app = App(LaunchOptions(game=game, players=players, seed=7, autoplay=True))
    app.settings.speed = "fast"
    app.push(first_scene(app))
    for _ in range(300):  # warm the caches a first game fills
        app.frame(1 / 60)
    before = rss_mb()
    for _ in range(frames):
        app.frame(1 / 60)
    middle = rss_mb()
    for _ in range(frames):
        app.frame(1 / 60)
    return before, middle, rss_mb()


def main() -> int:
    if CHILD_FLAG in sys.argv:
        first_frame_child()
        return 0
    from engine import GAMES
    from game.tables import has_table

    long_frames = int(sys.argv[sys.argv.index("--long-frames") + 1]) if "--long-frames" in sys.argv else 20_000
    floor = statistics.median(floor_frames())
    print(f"floor frame (fill + flip), alone: median {floor * 1000:.3f} ms of CPU time")
    ok = True
    busiest = [("Space Beans 6-player deal", opening_frames("space_beans", 6)),
               ("Al Cabohne sales", harvest_frames())]
    for name in GAMES:
        if name not in ("space_beans", "al_cabohne") and has_table(name):
            g = GAMES[name]
            busiest.append((f"{g.title} opening", opening_frames(name, g.max_players)))
    for label, timed in busiest:
        times = timed.frames
        if not times:
            print(f"{label}: no frames measured")
            continue
        med, beside = statistics.median(times), statistics.median(timed.floors)
        p95 = statistics.quantiles(times, n=20)[-1] if len(times) >= 20 else max(times)
        ratio = med / beside
        ok &= ratio <= 1.3
        print(f"{label}: {len(times)} frames  median {med * 1000:.3f} ms  p95 {p95 * 1000:.3f} ms  "
              f"= {ratio:.2f}× the floor frames timed beside them ({beside * 1000:.3f} ms; target ≤ 1.3×)")
    cold = cold_start()
    print(f"cold start to first frame: {cold * 1000:.0f} ms  (target ≤ 1000 ms)")
    ok &= cold <= 1.0
    for name in GAMES:
        if has_table(name):
            before, after, later = long_run(name, long_frames)
            ok &= after - before <= 10
            print(f"{GAMES[name].title}: RSS {before:.1f} → {after:.1f} MiB over {long_frames} autoplay frames "
                  f"(+{after - before:.1f}; target ≤ +10), then {later - after:+.1f} over {long_frames} more")
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
    print(f"peak memory: {peak_mb:.0f} MB  (target ≤ 150 MB)")
    ok &= peak_mb <= 150
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
