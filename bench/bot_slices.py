"""The longest stretch a bot works without yielding, per game and level (the browser's frame budget).

    python bench/bot_slices.py [--game NAME] [--players N] [--games G] [--hard-ms B] [--seed S]

Every seat of a game plays the same level; each ``next()`` on a bot's
``think`` generator is one slice. The client gives bots 4 ms a frame and
the browser runs about 2.45x slower than the desktop, so a desktop slice
should stay under about 1.6 ms. Reported per game and level: the longest
slice (wall clock), the longest in CPU time of this thread (a long wall
slice with a short CPU one was the machine, not the bot), the 99.9th
percentile, and how many slices were timed; "ok" compares the CPU time, times
the browser factor, with the frame budget. Hard runs with a short budget
(``--hard-ms``): its slices do not depend on how long it thinks in total.

``--gc client`` (the default) handles the garbage collector as the client
does (game/memory.py): ``settle()`` once a game is set up, no collection
inside a slice; the collections then run between slices, and the longest
of them (CPU time) is reported apart (``gc``), since it too lands in some
frame.
``--gc plain`` leaves the collector alone, to compare.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.bots import bot_factories, make_bot, situation  # noqa: E402
from engine.core import Game  # noqa: E402
from engine.search import SearchBot, seconds  # noqa: E402
from game import memory  # noqa: E402

BROWSER_FACTOR = 2.45
FRAME_MS = 4.0


def measure(game: Game, players: int, level: str, games: int, seed: int, hard_ms: float,
            gc_mode: str = "client") -> dict[str, float]:
    wall: list[float] = []
    cpu_max = 0.0
    pauses = [0.0]
    started = [0.0]
    timing = [True]  # off during settle(): that collection is once a game, before its first slice

    def timer(phase: str, info: dict) -> None:
        if phase == "start":
            started[0] = time.thread_time()
        elif timing[0]:
            pauses.append(time.thread_time() - started[0])

    gc.callbacks.append(timer)
    try:
        for g in range(games):
            if level == "hard" and "hard" not in game.bots:
                bots = [SearchBot(game, seconds(hard_ms / 1000)) for _ in range(players)]
            else:
                bots = [make_bot(game.name, level) for _ in range(players)]
            s = game.new(players, seed + g)
            rng = random.Random(seed + g)
            if gc_mode == "client":
                timing[0] = False
                memory.settle()
                timing[0] = True
            quiet = memory.quiet if gc_mode == "client" else contextlib.nullcontext
            while not game.is_over(s):
                thinking = bots[game.to_act(s)].think(situation(game, s, rng))
                while True:
                    with quiet():
                        t0, c0 = time.perf_counter(), time.thread_time()
                        step = next(thinking)
                        wall.append(time.perf_counter() - t0)
                        cpu_max = max(cpu_max, time.thread_time() - c0)
                    _rest_of_the_frame = [step]  # an allocation: a collection that is due runs here
                    if step is not None:
                        break
                s = game.apply(s, step)[0]
    finally:
        gc.callbacks.remove(timer)
        gc.unfreeze()
    wall.sort()
    return {
        "max_ms": round(wall[-1] * 1000, 3),
        "max_cpu_ms": round(cpu_max * 1000, 3),
        "p999_ms": round(wall[min(len(wall) - 1, int(0.999 * len(wall)))] * 1000, 3),
        "slices": len(wall),
        "gc_max_ms": round(max(pauses) * 1000, 3),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(GAMES), help="one game (default: every registered game)")
    p.add_argument("--players", type=int, help="player count (default: every count the game allows)")
    p.add_argument("--games", type=int, default=3, help="games per game, player count and level")
    p.add_argument("--hard-ms", type=float, default=50.0, help="Hard's time per decision here")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--levels", default="", help="comma-separated levels (default: every level offered)")
    p.add_argument("--gc", choices=("client", "plain"), default="client",
                   help="collector as the client runs it (default), or left alone")
    args = p.parse_args(argv)
    rows = []
    for name in [args.game] if args.game else list(GAMES):
        game = GAMES[name]
        counts = [args.players] if args.players else list(range(game.min_players, game.max_players + 1))
        levels = args.levels.split(",") if args.levels else list(bot_factories(name))
        for players in counts:
            for level in levels:
                r = measure(game, players, level, args.games, args.seed, args.hard_ms, args.gc)
                ok = r["max_cpu_ms"] * BROWSER_FACTOR <= FRAME_MS  # wall time on a shared machine includes other work
                print(
                    f"{name:14} {players}p {level:7} longest {r['max_ms']:7.3f} ms (cpu {r['max_cpu_ms']:7.3f})"
                    f"  p99.9 {r['p999_ms']:6.3f} ms  {r['slices']:7d} slices  gc {r['gc_max_ms']:6.3f} ms"
                    f"  {'ok' if ok else 'LONG'}",
                    flush=True,
                )
                rows.append({"game": name, "players": players, "level": level, **r})
    print(json.dumps({"bot_slices": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
