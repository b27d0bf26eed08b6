"""Seeded random games of every registered game, at scale, with every invariant checked after every move.

    python -m engine.fuzz --games 10000 --jobs 4          # 10,000 games of each game
    python -m engine.fuzz --games 500 --game space_lab --seed 1000

Each game is played by random legal moves from its seed, at every player
count in turn and with its options drawn from the seed, and ``check()`` runs
after every action. One line per game name with games, moves, breaks and
games per second; a break is printed as a replayable recipe
(``python -m engine.replay FILE`` after saving the line). Exit status 1 if
anything broke, 2 for a bad command line.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from engine import GAMES
from engine.cli_args import OneLineParser, fail, positive_int, seed_arg
from engine.cli_tools import jobs_arg, run
from engine.core import Action
from engine.recipe import Recipe

MOVE_LIMIT = 100_000  # far beyond any real game: a game still running then is a break (it would never end)


def setup(name: str, index: int, seed: int) -> tuple[int, dict[str, Any]]:
    """The player count and options of game number ``index``: every count in turn, options from the seed."""
    game = GAMES[name]
    counts = list(range(game.min_players, game.max_players + 1))
    rng = random.Random(seed * 7 + 3)
    players = counts[index % len(counts)]
    # an option not offered at this count keeps its default (a two-player variant in solo); a key offered in
    # other words at other counts (Space Lab's objectives, solo and not) is drawn from the one offered here
    options = {o.key: o.default for o in game.options}
    options.update({o.key: rng.choice(o.choices) for o in game.options if o.offered(players)})
    return players, options


def play(task: tuple[str, int, int]) -> tuple[str, int, str | None]:
    """One game: (name, moves, the break as a recipe line and reason, or None)."""
    name, index, seed = task
    game = GAMES[name]
    players, options = setup(name, index, seed)
    rng = random.Random(seed)
    actions: list[Action] = []
    try:
        s = game.new(players, seed, **options)
        game.check(s)
        while not game.is_over(s):
            if len(actions) >= MOVE_LIMIT:
                raise AssertionError(f"still running after {MOVE_LIMIT} moves")
            legal = game.legal_actions(s)
            if not legal:
                raise AssertionError("no legal move in a running game")
            a = legal[rng.randrange(len(legal))]
            s, _ = game.apply(s, a)
            actions.append(a)
            game.check(s)
        game.scores(s)
        game.winners(s)
    except Exception as exc:  # any failure is a finding: report it with the recipe that reproduces it
        rec = Recipe(name, players, seed, options, actions)
        why = f"{type(exc).__name__}: {exc}"[:300]
        return name, len(actions), json.dumps({"error": why, "recipe": rec.to_dict()})
    return name, len(actions), None


def main(argv: list[str] | None = None) -> int:
    p = OneLineParser(prog="fuzz", description=__doc__.splitlines()[0])
    p.add_argument("--games", type=positive_int, default=1000, help="games of each game (default 1000)")
    p.add_argument("--jobs", type=jobs_arg, default=1, help="worker processes (at most one per core)")
    p.add_argument("--seed", type=seed_arg, default=0, help="the first seed")
    p.add_argument("--game", action="append", help="only this game (may be repeated)")
    args = p.parse_args(argv)
    names = args.game or list(GAMES)
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        fail("fuzz", f"unknown game {unknown[0]!r}; the games are: {', '.join(GAMES)}")
    broken = 0
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(args.jobs) if args.jobs > 1 else _Inline() as pool:
        for name in names:
            started = time.perf_counter()
            tasks = [(name, i, args.seed + i) for i in range(args.games)]
            moves = breaks = 0
            for _n, count, failure in pool.imap_unordered(play, tasks, chunksize=max(1, args.games // (args.jobs * 20))):
                moves += count
                if failure is not None:
                    breaks += 1
                    print(failure, flush=True)
            took = time.perf_counter() - started
            broken += breaks
            print(json.dumps({"game": name, "games": args.games, "moves": moves, "breaks": breaks,
                              "seconds": round(took, 2), "games_per_s": round(args.games / took, 1),
                              "jobs": args.jobs}), flush=True)
    return 1 if broken else 0


class _Inline:
    """The pool's ``imap_unordered`` in this process (``--jobs 1``: no workers to start)."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def imap_unordered(self, fn: Callable[[Any], Any], tasks: Iterable[Any], chunksize: int = 1) -> Iterator[Any]:
        return map(fn, tasks)


if __name__ == "__main__":
    run(main)
