"""Space Beans: the Normal computer's think time per move, and how many frames the table waits for it.

    python bench/sb_think.py [--games G] [--players N ...] [--seed S] [--level normal]

Seeded games with every seat at ``--level``; each decision with a choice is timed from the first ``next()`` on the
bot's ``think`` to its action, in CPU time of this thread (``time.thread_time``: the machine's other work is not
the bot's). The table gives a computer 4 ms of thinking a frame (``game.kit.table.THINK_BUDGET``), so "frames"
is how many frames of thinking a move takes (a slice that runs past the budget ends its frame late). Reported per
player count: decisions, mean and 95th percentile and longest think (ms), and mean and longest frames.

``--client`` plays the same seeded games on the real table instead (headless, Normal speed, one human seat whose
moves are the Normal computer's, played the moment its turn opens) and reports the seconds of screen time each
computer's turn takes, from its first move to the next seat's (its flights, popups and pauses between moves).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.bots import make_bot, situation  # noqa: E402

BUDGET = 0.004  # the table's thinking per frame (``game.kit.table.THINK_BUDGET``)


def measure(players: int, games: int, seed: int, level: str) -> dict[str, float]:
    game = GAMES["space_beans"]
    thinks: list[float] = []
    frames: list[int] = []
    for g in range(games):
        s = game.new(players, seed + g)
        bots = [make_bot("space_beans", level) for _ in range(players)]
        move = 0
        while not game.is_over(s):
            seat = game.to_act(s)
            assert seat is not None
            legal = game.legal_actions(s)
            steps = bots[seat].think(situation(game, s, random.Random(f"{seed + g}:{move}")))
            total, frame, n, action = 0.0, 0.0, 1, None
            while action is None:
                t0 = time.thread_time()
                action = next(steps)
                spent = time.thread_time() - t0
                total += spent
                frame += spent
                if action is None and frame >= BUDGET:
                    n, frame = n + 1, 0.0
            if len(legal) > 1:
                thinks.append(total * 1000)
                frames.append(n)
            s, _ = game.apply(s, action)
            move += 1
    thinks.sort()
    return {"players": players, "decisions": len(thinks), "mean_ms": round(statistics.fmean(thinks), 3),
            "p95_ms": round(thinks[int(0.95 * (len(thinks) - 1))], 3), "max_ms": round(thinks[-1], 3),
            "mean_frames": round(statistics.fmean(frames), 3), "max_frames": max(frames)}


def client_turns(players: int, games: int, seed: int) -> dict[str, float]:
    """Seconds of screen time per computer turn at Normal speed, over ``games`` seeded games on the real table."""
    import os

    for key, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"), ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
        os.environ.setdefault(key, value)
    import tempfile

    os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-bench-"))
    from game.seats import Seat
    from tests.client.driver import DT, make_app, open_table

    game = GAMES["space_beans"]
    turns: list[float] = []
    moves_per_turn: list[int] = []
    for g in range(games):
        app = make_app("normal")
        seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "normal") for i in range(players - 1)]
        table = open_table(app, "space_beans", seats, seed=seed + g)
        app.push(table)
        me = make_bot("space_beans", "normal")
        clock, start, seat, moves = 0.0, 0.0, None, 0
        for _ in range(200_000):
            if table.mod.over:
                break
            s = table.mod.state
            acting = game.to_act(s)
            if acting != seat:  # a new seat's turn: the last computer's is over
                if seat is not None and seat != 0:
                    turns.append(clock - start)
                    moves_per_turn.append(moves)
                seat, start, moves = acting, clock, 0
            if acting == 0 and table.input_open and not table.anim.blocking:
                steps = me.think(situation(game, s, random.Random(f"{seed + g}:{len(table.mod.recipe.actions)}")))
                action = next(a for a in steps if a is not None)
                table.play(action)
                continue
            n = len(table.mod.recipe.actions)
            app.frame(DT)
            clock += DT
            moves += len(table.mod.recipe.actions) - n
    return {"players": players, "computer_turns": len(turns), "mean_s": round(statistics.fmean(turns), 2),
            "p95_s": round(sorted(turns)[int(0.95 * (len(turns) - 1))], 2),
            "moves_per_turn": round(statistics.fmean(moves_per_turn), 2)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--client", action="store_true", help="seconds of screen time per computer turn on the table")
    args = ap.parse_args()
    for p in args.players:
        found = client_turns(p, args.games, args.seed) if args.client else measure(p, args.games, args.seed, args.level)
        print(json.dumps(found), flush=True)


if __name__ == "__main__":
    main()
