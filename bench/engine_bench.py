"""Engine speed for every registered game: random games, decision steps, resamples per second.

    python bench/engine_bench.py [--game NAME] [--seconds S] [--players N]

"actions/s" times what a bot's turn costs the engine: ``legal_actions``,
``apply`` and the view of the seat to act. "resample/s" re-deals hidden cards
for the seat to act in positions taken from random games. One core, no
warm-up beyond the first game.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.core import Game  # noqa: E402


def typical_players(game: Game) -> int:
    """Four where the game allows it, else the nearest allowed count."""
    return min(max(4, game.min_players), game.max_players)


def games_per_second(game: Game, players: int, seconds: float) -> float:
    rng = random.Random(1)
    done = 0
    start = time.perf_counter()
    while True:
        s = game.new(players, done)
        while not game.is_over(s):
            s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
        done += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def actions_per_second(game: Game, players: int, seconds: float) -> float:
    rng = random.Random(2)
    count = 0
    seed = 0
    s = game.new(players, seed)
    start = time.perf_counter()
    deadline = start + seconds
    legal_actions, apply, view, to_act, choice = (
        game.legal_actions,
        game.apply,
        game.view,
        game.to_act,
        rng.choice,
    )
    while True:
        for _ in range(1000):
            seat = to_act(s)
            if seat is None:
                seed += 1
                s = game.new(players, seed)
                seat = to_act(s)
            view(s, seat)
            s, _ = apply(s, choice(legal_actions(s)))
            count += 1
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def sample_positions(game: Game, players: int, wanted: int = 500) -> list[Any]:
    rng = random.Random(3)
    out: list[Any] = []
    seed = 0
    while len(out) < wanted:
        s = game.new(players, seed)
        seed += 1
        while not game.is_over(s) and len(out) < wanted:
            if rng.random() < 0.05:
                out.append(s)
            s, _ = game.apply(s, rng.choice(game.legal_actions(s)))
    return out


def resamples_per_second(game: Game, players: int, seconds: float) -> float:
    positions = [(s, game.to_act(s)) for s in sample_positions(game, players)]
    rng = random.Random(4)
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for s, seat in positions:
            game.resample(s, seat, rng)
        count += len(positions)
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def bench(game: Game, players: int, seconds: float) -> dict[str, float]:
    return {
        "games_per_s": games_per_second(game, players, seconds),
        "actions_per_s": actions_per_second(game, players, seconds),
        "resample_per_s": resamples_per_second(game, players, seconds),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(GAMES), help="one game (default: all registered)")
    p.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    p.add_argument("--players", type=int, help="player count (default: 4 or the nearest allowed)")
    args = p.parse_args(argv)
    names = [args.game] if args.game else list(GAMES)
    for name in names:
        game = GAMES[name]
        players = args.players or typical_players(game)
        if not game.min_players <= players <= game.max_players:
            p.error(f"{game.title} takes {game.min_players}–{game.max_players} players")
        r = bench(game, players, args.seconds)
        print(
            f"{name:14} {players}p  {r['games_per_s']:9.1f} random games/s"
            f"  {r['actions_per_s']:10,.0f} actions/s  {r['resample_per_s']:10,.0f} resample/s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
