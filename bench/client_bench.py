"""Client figures: frame time during a 6-player deal and an Al Cabohne harvest, cold start, peak memory.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python bench/client_bench.py

Targets: median frame ≤ 4 ms (deal and harvest), cold start (process start → first drawn frame)
≤ 1 s, peak memory (ru_maxrss) ≤ 150 MB. Prints the figures; exit status 1 if
a target is missed.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-bench-"))

CHILD_FLAG = "--first-frame"


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


def deal_frames(deals: int = 6) -> list[float]:
    """Frame times (seconds) while the opening deal of a 6-player game flies, at normal speed."""
    from game.app import App
    from game.seats import default_seats
    from game.tables import open_table

    app = App()
    app.settings.speed = "normal"
    times: list[float] = []
    for k in range(deals):
        table = open_table(app, "space_beans", default_seats("space_beans", 6, humans=1), seed=100 + k)
        app.reset(table)
        app.frame(1 / 60)  # warm the card cache the way a first frame would
        while table.anim.blocking:
            t = time.perf_counter()
            app.frame(1 / 60)
            times.append(time.perf_counter() - t)
    return times


def harvest_frames(seeds: int = 8) -> list[float]:
    """Frame times (seconds) while Al Cabohne sales animate at normal speed: beans turning to coins and flying.

    A solo game is advanced without animation to the first harvest worth a coin,
    then that harvest (and any Boss sale it sets off) is played and timed.
    """
    import random

    from game.app import App
    from game.seats import Seat
    from game.tables import open_table
    from game.tables.al_cabohne import Flight

    app = App()
    times: list[float] = []
    for k in range(seeds):
        app.settings.speed = "instant"
        table = open_table(app, "al_cabohne", [Seat("Alice", True)], seed=200 + k)
        app.reset(table)
        rng = random.Random(k)
        harvest = None
        while not table.mod.over:
            legal = table.mod.legal()
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
            t = time.perf_counter()
            app.frame(1 / 60)
            times.append(time.perf_counter() - t)
    return times


def main() -> int:
    if CHILD_FLAG in sys.argv:
        first_frame_child()
        return 0
    times = deal_frames()
    med = statistics.median(times) * 1000
    p95 = statistics.quantiles(times, n=20)[-1] * 1000
    sales = harvest_frames()
    h_med = statistics.median(sales) * 1000
    h_p95 = statistics.quantiles(sales, n=20)[-1] * 1000
    cold = cold_start()
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
    print(f"deal frames: {len(times)}  median {med:.2f} ms  p95 {p95:.2f} ms  (target median ≤ 4 ms)")
    print(f"Al Cabohne harvest frames: {len(sales)}  median {h_med:.2f} ms  p95 {h_p95:.2f} ms  (target median ≤ 4 ms)")
    print(f"cold start to first frame: {cold * 1000:.0f} ms  (target ≤ 1000 ms)")
    print(f"peak memory: {peak_mb:.0f} MB  (target ≤ 150 MB)")
    ok = med <= 4 and h_med <= 4 and cold <= 1.0 and peak_mb <= 150
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
