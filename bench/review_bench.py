"""Seconds to review a whole game of each game: the review of one seat at the default budget.

    python bench/review_bench.py [--game G] [--players N] [--seed S] [--iterations I]

The game reviewed is one Normal plays against itself (seeded, so every run
reviews the same game). It is reviewed as ``engine.review.review_steps`` does,
decision by decision: one Markdown row per game with the decisions reviewed,
the seconds they took (target: 20 s on a desktop, 60 s in the browser at about
2.5 times slower), the search iterations a second, and the marks found.
Players: 2, or the game's smallest table when that is larger.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.bots import make_bot  # noqa: E402
from engine.recipe import Recipe  # noqa: E402
from engine.review import DEFAULT_ITERATIONS, NONE, decisions_of, judge_steps, mark  # noqa: E402
from engine.selfplay import play_actions  # noqa: E402


def normal_game(name: str, players: int, seed: int) -> Recipe:
    bots = [make_bot(name, "normal") for _ in range(players)]
    return Recipe(name, players, seed, {}, play_actions(GAMES[name], players, seed, bots, check=False)[1])


def bench(name: str, players: int, seed: int, its: int) -> str:
    rec = normal_game(name, players, seed)
    game = GAMES[name]
    t0 = time.perf_counter()
    points = [x for x in decisions_of(rec, 0) if x is not None][-1]
    work = marked = 0
    for move, s in points:
        for v in judge_steps(game, s, rec.actions[move - 1], move, iterations=its):
            if v is not None:
                work += v.work
                marked += mark(name, v.loss, v.uncertainty) != NONE
    dt = time.perf_counter() - t0
    return (f"| {name} | {players} | {len(points)} | {dt:.1f} | {dt / max(1, len(points)):.2f} | "
            f"{work / dt:,.0f} | {marked} |")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=list(GAMES))
    p.add_argument("--players", type=int)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--iterations", type=int, default=DEFAULT_ITERATIONS)
    args = p.parse_args()
    print("| game | players | decisions | seconds | per decision | iterations/s | marked (Normal's play) |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name in [args.game] if args.game else list(GAMES):
        players = args.players or max(2, GAMES[name].min_players)
        print(bench(name, players, args.seed, args.iterations), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
