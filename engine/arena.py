"""Bot against bot, many seeded games in parallel: the figures that say how strong a level is.

    python -m engine.arena --game space_beans --players 2 --bots hard,normal --games 400 --seed 1 \\
        [--budget-ms 500 | --iterations 2000] [--jobs 2]

Seats rotate: game ``g`` deals seed ``S + g // players`` and gives seat ``i``
the bot ``bots[(i + g) % players]`` (the list padded with its last level:
``hard,normal`` at four seats is Hard against three Normals),
so every deal is played once from every seat and every bot sits everywhere
equally. One JSON line per game, then a summary line with ``win_rate`` (ties
shared; a level with several seats adds them up), ``ci95`` (Wilson),
``ahead_rate`` (the share of games in which the level had the top player
score, ties shared: the head-to-head result where a Mafia may win the game),
``margin`` (mean score minus the best other seat's, or the Mafia's where the
game has one; the score itself in a solo game without a rival),
``decision_ms`` (median and 95th percentile of the decisions with a choice,
and the longest slice between two yields, in wall-clock and in CPU time: on
a shared machine a wall slice also holds other processes' work), ``games``,
and ``mafia_win_rate`` for games with a Mafia. Exit status 2 for a bad command line.
"""

from __future__ import annotations

import json
import math
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from multiprocessing import get_context
from typing import Any

from engine import GAMES
from engine.bots import Bot, level_name, make_bot, situation
from engine.cli_args import OneLineParser, check_game_and_players, fail, positive_int, seed_arg
from engine.cli_tools import cores, jobs_arg
from engine.core import Game
from engine.search.bot import SearchBot
from engine.search.budget import Budget, iterations, seconds
from engine.search.pimc import PimcBot
from engine.search.policy import hooks


def build_bot(game: Game, level: str, budget: Budget | None) -> Bot:
    """A bot of ``level``; "hard" gets ``budget``. Variants for comparisons: "hard-plain" (random
    rollouts to the end, no game hooks), "hard-full" (the game's rollout policy to the end, no evaluation)
    and "hard-free" (no Normal move as anchor)."""
    if level == "hard-pimc":
        return PimcBot(game, budget)
    if level in VARIANTS:
        bot = SearchBot(game, budget, anchor=level != "hard-free")
        if level == "hard-plain":  # random rollouts, no game hooks, no anchor
            bot.hooks, bot.normal = hooks(game, plain=True), None
        elif level == "hard-full":  # no evaluation: rollouts to the end
            bot.hooks = replace(bot.hooks, evaluate=None)
        return bot
    level = level_name(level)
    if level == "hard" and "hard" not in game.bots:
        return SearchBot(game, budget)
    return make_bot(game.name, level)


VARIANTS = {
    "hard-plain": {},  # random rollouts to the end, no game hooks
    "hard-full": {},  # the game's rollout policy to the end, no evaluation
    "hard-pimc": {},  # the plain determinized search (``PimcBot``)
    "hard-free": {},  # no Normal move as anchor
}


def seats_for(levels: list[str], players: int, g: int) -> list[str]:
    """Seat ``i``'s level in game ``g``: the list, padded with its last level (cut to the player count), rotated."""
    padded = (levels + [levels[-1]] * players)[:players]
    return [padded[(i + g) % players] for i in range(players)]


def play(job: tuple[str, int, int, int, list[str], dict[str, Any]]) -> dict[str, Any]:
    """One arena game (runs in a worker process)."""
    name, players, g, seed, levels, budget_args = job
    game = GAMES[name]
    budget = _budget(**budget_args)
    seats = seats_for(levels, players, g)
    bots = [build_bot(game, level, budget) for level in seats]
    state = game.new(players, seed)
    rng = random.Random(seed * 7919 + g % players)
    times: dict[str, list[float]] = {level: [] for level in seats}
    slice_max: dict[str, float] = dict.fromkeys(seats, 0.0)
    cpu_max: dict[str, float] = dict.fromkeys(seats, 0.0)  # wall slices on a busy machine include others' work
    actions = 0
    while not game.is_over(state):
        seat = game.to_act(state)
        sit = situation(game, state, rng)
        level = seats[seat]
        thinking = bots[seat].think(sit)
        spent = 0.0
        while True:
            t0, c0 = time.perf_counter(), time.thread_time()
            step = next(thinking)
            dt = time.perf_counter() - t0
            spent += dt
            slice_max[level] = max(slice_max[level], dt)
            cpu_max[level] = max(cpu_max[level], time.thread_time() - c0)
            if step is not None:
                break
        if len(sit.legal) > 1:
            times[level].append(spent * 1000)
        state = game.apply(state, step)[0]
        actions += 1
    scores = game.scores(state)
    mafia = game.rival_score(state)
    return {
        "game": g,
        "seed": seed,
        "seats": seats,
        "scores": scores,
        "winners": game.winners(state),
        **({"mafia": mafia} if mafia is not None else {}),
        "actions": actions,
        "decision_ms": {k: [round(x, 3) for x in v] for k, v in times.items()},
        "max_slice_ms": {k: round(v * 1000, 3) for k, v in slice_max.items()},
        "max_slice_cpu_ms": {k: round(v * 1000, 3) for k, v in cpu_max.items()},
    }


def schedule(
    name: str, players: int, levels: list[str], games: int, seed: int, budget_args: dict[str, Any]
) -> list[tuple[str, int, int, int, list[str], dict[str, Any]]]:
    """The jobs for ``play``: game ``g`` deals seed ``seed + g // players``, so every deal is played from every seat."""
    return [(name, players, g, seed + g // players, levels, budget_args) for g in range(games)]


def margin(rec: dict[str, Any], i: int) -> float:
    """Seat ``i``'s score minus its best rival's, the Mafia included; a solo game without a Mafia
    (Space Lab) has no rival, so there it is the score itself."""
    sc = rec["scores"]
    others = [x for j, x in enumerate(sc) if j != i]
    if "mafia" in rec:
        others.append(rec["mafia"])
    return sc[i] - max(others) if others else sc[i]


def _budget(budget_ms: float | None = None, iterations_: int | None = None) -> Budget | None:
    if iterations_ is not None:
        return iterations(iterations_)
    if budget_ms is not None:
        return seconds(budget_ms / 1000)
    return None


def wilson(wins: float, n: int) -> list[float]:
    z = 1.96  # the 95 % interval
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def summarize(records: list[dict[str, Any]], levels: list[str]) -> dict[str, Any]:
    names = list(dict.fromkeys(levels))
    wins = dict.fromkeys(names, 0.0)
    margins: dict[str, list[float]] = {k: [] for k in names}
    times: dict[str, list[float]] = {k: [] for k in names}
    slices = dict.fromkeys(names, 0.0)
    cpu = dict.fromkeys(names, 0.0)
    ahead = dict.fromkeys(names, 0.0)
    mafia_wins = 0
    for r in records:
        sc, won, seats = r["scores"], r["winners"], r["seats"]
        top = [i for i, x in enumerate(sc) if x == max(sc)]
        for i in top:
            ahead[seats[i]] += 1 / len(top)
        for w in won:
            wins[seats[w]] += 1 / len(won)
        if not won:
            mafia_wins += 1
        for i, level in enumerate(seats):
            margins[level].append(margin(r, i))
        for level, ts in r["decision_ms"].items():
            times[level] += ts
        for level, m in r["max_slice_ms"].items():
            slices[level] = max(slices[level], m)
        for level, m in r["max_slice_cpu_ms"].items():
            cpu[level] = max(cpu[level], m)
    n = len(records)
    out: dict[str, Any] = {
        "summary": True,
        "win_rate": {k: round(wins[k] / n, 4) for k in names},
        "ci95": {k: wilson(wins[k], n) for k in names},
        "ahead_rate": {k: round(ahead[k] / n, 4) for k in names},
        "margin": {k: round(statistics.fmean(v), 3) if v else 0.0 for k, v in margins.items()},
        "decision_ms": {k: _quantiles(times[k], slices[k], cpu[k]) for k in names},
        "games": n,
    }
    if records and "mafia" in records[0]:
        out["mafia_win_rate"] = round(mafia_wins / n, 4)
    return out


def _quantiles(ts: list[float], max_slice: float, max_cpu: float) -> dict[str, float]:
    n = len(ts)
    ts = sorted(ts) or [0.0]
    return {
        "median": round(statistics.median(ts), 2),
        "p95": round(ts[min(len(ts) - 1, int(0.95 * len(ts)))], 2),
        "max_slice": round(max_slice, 3),
        "max_slice_cpu": round(max_cpu, 3),
        "decisions": n,
    }


def main(argv: list[str] | None = None) -> int:
    p = OneLineParser(prog="arena", description=__doc__.splitlines()[0])
    p.add_argument("--game", required=True)
    p.add_argument("--players", type=int)
    p.add_argument("--bots", required=True, help="comma-separated levels; the last fills the remaining seats")
    p.add_argument("--games", type=positive_int, default=10)
    p.add_argument("--seed", type=seed_arg, default=0)
    group = p.add_mutually_exclusive_group()
    group.add_argument("--budget-ms", type=positive_int, help="Hard's time per decision (default 500)")
    group.add_argument("--iterations", type=positive_int, help="Hard's iterations per decision (exact)")
    p.add_argument("--jobs", type=jobs_arg, default=cores())
    p.add_argument("--quiet", action="store_true", help="print only the summary line")
    args = p.parse_args(argv)
    players = check_game_and_players("arena", args.game, args.players)
    game = GAMES[args.game]
    # the old names (random, greedy) as the levels they now are: the games' records and the summary
    # are keyed by one name per level
    levels = [x if x in VARIANTS else level_name(x) for x in (x.strip() for x in args.bots.split(","))]
    for level in levels:
        try:
            build_bot(game, level, None)
        except ValueError as exc:
            fail("arena", str(exc))
    budget_args = {"budget_ms": args.budget_ms, "iterations_": args.iterations}
    jobs = schedule(args.game, players, levels, args.games, args.seed, budget_args)
    records = []
    try:
        if args.jobs == 1:
            results: Any = map(play, jobs)
            for rec in results:
                records.append(rec)
                _emit(rec, args.quiet)
        else:
            # spawn, not fork: a fork of a process with threads (a test runner's, say) can hang
            with get_context("spawn").Pool(min(args.jobs, args.games)) as pool:
                for rec in pool.imap(play, jobs):
                    records.append(rec)
                    _emit(rec, args.quiet)
        print(json.dumps(summarize(records, levels)), flush=True)
    except BrokenPipeError:
        # the reader went away (| head): say nothing more, and do not let the exit flush fail again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return 0


def _emit(rec: dict[str, Any], quiet: bool) -> None:
    if not quiet:
        line = {k: v for k, v in rec.items() if k != "decision_ms"}
        # per level: decisions with a choice, their median and longest time (the lists stay in the summary)
        line["decisions"] = {
            k: [len(v), round(statistics.median(v), 2) if v else 0.0, max(v, default=0.0)]
            for k, v in rec["decision_ms"].items()
        }
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    sys.exit(main())
