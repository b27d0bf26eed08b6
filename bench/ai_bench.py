"""Search speed: SO-ISMCTS iterations per second, per game and player count, with and without the game's hooks.

    python bench/ai_bench.py [--game NAME] [--players N] [--seconds S] [--positions P]

For each of ``--positions`` positions taken from seeded random games, one
search runs for ``--seconds`` on a wall-clock budget; reported are the mean
iterations per second and per decision, for "hooks" (the game's rollout
policy and evaluation, what Hard plays) and "plain" (random rollouts to the
end, what a game without hooks gets). One core; numbers move with machine load.
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
from engine.bots import situation  # noqa: E402
from engine.core import Game  # noqa: E402
from engine.search import SearchBot, seconds  # noqa: E402


def positions(game: Game, players: int, wanted: int) -> list[object]:
    rng = random.Random(11)
    out: list[object] = []
    seed = 0
    while len(out) < wanted:
        s = game.new(players, seed)
        seed += 1
        k = 0
        while not game.is_over(s) and len(out) < wanted:
            legal = game.legal_actions(s)
            if k % 23 == 5 and len(legal) > 1:
                out.append(s)
            s, _ = game.apply(s, rng.choice(legal))
            k += 1
    return out


def rate(game: Game, players: int, secs: float, count: int, plain: bool) -> dict[str, float]:
    per_s = []
    per_decision = []
    for k, s in enumerate(positions(game, players, count)):
        # an iteration cap high enough never to bind; no early stop sooner than the budget allows
        bot = SearchBot(game, seconds(secs, cap=10**9), plain=plain, reuse=False)
        t0 = time.perf_counter()
        for _ in bot.think(situation(game, s, random.Random(k))):
            pass
        dt = time.perf_counter() - t0
        assert bot.last is not None
        per_s.append(bot.last.iterations / dt)
        per_decision.append(bot.last.iterations)
    return {"iterations_per_s": round(statistics.fmean(per_s)), "per_decision": round(statistics.fmean(per_decision))}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(GAMES))
    p.add_argument("--players", type=int)
    p.add_argument("--seconds", type=float, default=0.5)
    p.add_argument("--positions", type=int, default=6)
    args = p.parse_args(argv)
    rows = []
    for name in [args.game] if args.game else list(GAMES):
        game = GAMES[name]
        counts = [args.players] if args.players else sorted({game.min_players, min(game.max_players, 4)})
        for players in counts:
            for plain in (False, True):
                r = rate(game, players, args.seconds, args.positions, plain)
                kind = "plain" if plain else "hooks"
                print(f"{name:14} {players}p {kind}  {r['iterations_per_s']:8,} iterations/s"
                      f"  {r['per_decision']:7,} per {args.seconds:g} s decision", flush=True)
                rows.append({"game": name, "players": players, "rollouts": kind, **r})
    print(json.dumps({"ai_bench": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
