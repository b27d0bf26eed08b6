"""Does the Hint agree with the game review? For each decision of seat 1 in a seeded game Normal plays against
itself: the Hint's pick as the client asks for it, the review's best there, and the review's mark of the Hint's pick.

    python bench/hint_review.py [--game space_lab] [--players 2] [--seed 1] [--games 1] [--repeat 2]

One Markdown row per game: decisions, how often the Hint's pick is the review's best, how often the review
marks the Hint's pick (an inaccuracy or worse; a mistake or worse), how often a second ask at the same
position picks another move (``--repeat``), and the Hint's seconds of thinking per ask (mean and longest; processor time, so other work on the machine does not count) on
this machine. The Hint thinks on its own clock as the client's ``Advisor`` does (``hint_budget``), the review at
its default budget. Figures, not a timed test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.review_bench import normal_game  # noqa: E402
from engine import GAMES  # noqa: E402
from engine.review import DEFAULT_ITERATIONS, INACCURACY, MISTAKE, NONE, decisions_of, judge_steps, mark  # noqa: E402
from engine.search.hint import hint  # noqa: E402

MARKED = (INACCURACY, MISTAKE)


def ask(name: str, state: object, seat: int, deal: int, move: int) -> tuple[object, float]:
    """The Hint at a position as the client asks for it (its seed: the deal and the move number); its seconds."""
    from game.kit.advisor import HINT_THINKING  # the client's own budget

    game = GAMES[name]
    t0 = time.process_time()
    found = hint(game, state, seat, random.Random(f"{deal}:hint:{move - 1}"), HINT_THINKING, move=move)
    return found.action, time.process_time() - t0


def bench(name: str, players: int, seed: int, repeat: int) -> str:
    rec = normal_game(name, players, seed)
    game = GAMES[name]
    points = [x for x in decisions_of(rec, 0) if x is not None][-1]
    same = marked = mistakes = unstable = 0
    times: list[float] = []
    for move, s in points:
        picks = []
        for _ in range(repeat):
            a, dt = ask(name, s, 0, seed, move)
            picks.append(a)
            times.append(dt)
        unstable += len(set(picks)) > 1
        verdict = None
        for v in judge_steps(game, s, picks[0], move, iterations=DEFAULT_ITERATIONS):
            if v is not None:
                verdict = v
        assert verdict is not None
        same += verdict.best == picks[0]
        m = mark(name, verdict.loss, verdict.uncertainty)
        marked += m != NONE
        mistakes += m not in (NONE, INACCURACY)
    n = len(points)
    return (f"| {name} | {players} | {seed} | {n} | {same / n:.0%} | {marked} | {mistakes} | {unstable} | "
            f"{sum(times) / len(times):.2f} | {max(times):.2f} |")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="space_lab", choices=list(GAMES))
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--repeat", type=int, default=2)
    a = p.parse_args()
    print("| game | players | seed | decisions | Hint = review's best | Hint's pick marked | of them mistakes+ | "
          "second ask differs | Hint s/ask | longest |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for g in range(a.games):
        print(bench(a.game, a.players, a.seed + g, a.repeat), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
