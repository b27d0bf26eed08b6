"""Solo games played by following the Hint: how often a player who always takes the Hint's move wins.

    python bench/hint_solo.py [--game al_cabohne] [--games K] [--iterations I] [--seed S] [--jobs J] [--hard]

Each game is a seeded solo deal; at every decision the seat plays ``engine.search.hint``'s move (Hard's
search from the seat's own view, with the Hint's tie-break), on an iteration budget so the figures repeat
(about 1,000 iterations is what the client's 0.2 s of thinking reaches on the desktop). One Markdown row: the
games, the wins against the Mafia (Al Cabohne, AC-36 with R-13: a tie goes to the Mafia) with their 95% interval,
and the mean score. ``--hard`` plays the Hard level's move instead (``engine.search.SearchBot``, anchored on
Normal's move) on the same budget and deals, to compare the two.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.arena import wilson  # noqa: E402
from engine.bots import Situation  # noqa: E402
from engine.search import SearchBot  # noqa: E402
from engine.search.budget import iterations  # noqa: E402
from engine.search.hint import hint  # noqa: E402


def one(job: tuple[str, int, int, bool]) -> tuple[bool, int]:
    """One solo game of ``name`` on deal ``seed``, every move the Hint's (or Hard's): (won, the seat's score)."""
    name, seed, iters, hard = job
    game = GAMES[name]
    s = game.new(1, seed)
    bot = SearchBot(game, iterations(iters)) if hard else None
    moves = 0
    while not game.is_over(s):
        rng = random.Random(f"{seed}:hint:{moves}")
        if bot is None:
            a = hint(game, s, 0, rng, iterations(iters)).action
        else:
            sit = Situation(game, 0, game.view(s, 0), game.legal_actions(s), rng, s)
            a = next(step for step in bot.think(sit) if step is not None)
        s = game.apply(s, a)[0]
        moves += 1
    return 0 in game.winners(s), game.scores(s)[0]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="al_cabohne")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--hard", action="store_true", help="play the Hard level's move, not the Hint's")
    a = p.parse_args(argv)
    jobs = [(a.game, a.seed + g, a.iterations, a.hard) for g in range(a.games)]
    if a.jobs > 1:
        with get_context("spawn").Pool(a.jobs) as pool:
            results = list(pool.imap(one, jobs))
    else:
        results = [one(j) for j in jobs]
    wins = sum(w for w, _s in results)
    lo, hi = wilson(wins, len(results))
    print("| game | moves of | games | iterations | wins | win rate (95%) | mean score |")
    print("|---|---|---|---|---|---|---|")
    print(f"| {a.game} solo | {'Hard' if a.hard else 'the Hint'} | {len(results)} | {a.iterations} | {wins} | "
          f"{wins / len(results):.1%} "
          f"({lo:.1%}–{hi:.1%}) | {statistics.mean(s for _w, s in results):.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
