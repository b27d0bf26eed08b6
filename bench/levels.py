"""The level ladder: is Normal stronger than Easy, and Hard than Normal, in every game and player count?

    python bench/levels.py [--game NAME] [--players N] [--games K] [--hard-games K]
                           [--iterations I] [--seed S] [--jobs J] [--skip-hard | --skip-easy]

For each game and player count, two arenas (``engine.arena``, seats rotated,
fixed seeds): one Normal against Easy on every other seat, one Hard against
Normal on every other seat. The stronger level holds one seat, so its fair
share of wins is 1/players; it is stronger when it wins more than that. A
solo game has no other seat: each level plays the same seeded deals alone,
and the levels are compared by their win rate against the Mafia (Al Cabohne)
or their score (Space Lab), deal by deal. One Markdown row per comparison;
the ``stronger`` column says whether the figures show it, "yes" or "not
shown": the 95% interval of the stronger level's win rate (its "ahead" rate
where a Mafia may win) above its fair share, or in solo its mean lead over
the same deals above twice its standard error.
Hard plays with an iteration budget (exact and independent of load).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from multiprocessing import get_context
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.arena import margin, play, schedule, summarize, wilson  # noqa: E402

PAIRS = (("normal", "easy"), ("hard", "normal"))


def arena(
    pool: Any, name: str, players: int, levels: list[str], games: int, seed: int, iters: int
) -> list[dict]:
    jobs = schedule(name, players, levels, games, seed, {"budget_ms": None, "iterations_": iters})
    return list(pool.imap(play, jobs))


def duel_row(
    pool: Any, name: str, players: int, strong: str, weak: str, games: int, seed: int, iters: int
) -> str:
    """The stronger level on one seat, the weaker on the rest.

    Where a Mafia may win the game (Al Cabohne), the head-to-head measure is the
    share of games with the top player score ("ahead"), so the verdict uses that.
    """
    games -= games % players  # every deal from every seat
    sm = summarize(arena(pool, name, players, [strong, weak], games, seed, iters), [strong, weak])
    rate, (low, high) = sm["win_rate"][strong], sm["ci95"][strong]
    fair = 1 / players
    shown = f"{rate:.1%} ({low:.1%}–{high:.1%})"
    if "mafia_win_rate" in sm:
        ahead = sm["ahead_rate"][strong]
        low, high = wilson(ahead * games, games)
        shown += f"; ahead {ahead:.1%} ({low:.1%}–{high:.1%}), Mafia {sm['mafia_win_rate']:.1%}"
    verdict = "yes" if low > fair else "not shown"
    return (
        f"| {name} | {players} | {strong} vs {weak} | {games} | {shown} "
        f"| {fair:.1%} | {sm['margin'][strong]:+.2f} ({sm['margin'][weak]:+.2f}) | {verdict} |"
    )


def solo_row(pool: Any, name: str, strong: str, weak: str, games: int, seed: int, iters: int) -> str:
    """Each level alone on the same deals, compared deal by deal.

    The margin is the score against the Mafia (Al Cabohne) or the score itself
    (Space Lab); the stronger level is shown stronger when its mean lead over
    the same deals is more than twice its standard error.
    """
    recs_a = arena(pool, name, 1, [strong], games, seed, iters)
    recs_b = arena(pool, name, 1, [weak], games, seed, iters)
    a, b = summarize(recs_a, [strong]), summarize(recs_b, [weak])
    lead = [margin(x, 0) - margin(y, 0) for x, y in zip(recs_a, recs_b, strict=True)]
    mean, se = statistics.fmean(lead), statistics.stdev(lead) / len(lead) ** 0.5
    shown = f"lead {mean:+.2f} ± {2 * se:.2f} a deal"
    if "mafia_win_rate" in a:
        shown = f"{a['win_rate'][strong]:.1%} ({a['ci95'][strong][0]:.1%}–{a['ci95'][strong][1]:.1%}) vs " \
            f"{b['win_rate'][weak]:.1%}; {shown}"  # fmt: skip
    verdict = "yes" if mean > 2 * se else "not shown"
    return (
        f"| {name} | 1 | {strong} vs {weak} | {games} each | {shown} | — "
        f"| {a['margin'][strong]:+.2f} ({b['margin'][weak]:+.2f}) | {verdict} |"
    )


def ladder(args: argparse.Namespace) -> None:
    print("| game | players | levels | games | stronger level's win rate (95% CI) | fair share "
          "| margin (weaker) | stronger |")  # fmt: skip
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    names = [args.game] if args.game else list(GAMES)
    with get_context("spawn").Pool(args.jobs) as pool:
        for name in names:
            game = GAMES[name]
            counts = [args.players] if args.players else range(game.min_players, game.max_players + 1)
            for players in counts:
                for strong, weak in PAIRS:
                    if strong == "hard" and args.skip_hard or strong == "normal" and args.skip_easy:
                        continue
                    games = args.hard_games if strong == "hard" else args.games
                    if players == 1:
                        row = solo_row(pool, name, strong, weak, games, args.seed, args.iterations)
                    else:
                        row = duel_row(pool, name, players, strong, weak, games, args.seed, args.iterations)
                    print(row, flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(GAMES))
    p.add_argument("--players", type=int)
    p.add_argument("--games", type=int, default=120, help="games per Normal-against-Easy comparison")
    p.add_argument("--hard-games", type=int, default=60, help="games per Hard-against-Normal comparison")
    p.add_argument("--iterations", type=int, default=200, help="Hard's iterations per decision")
    p.add_argument("--seed", type=int, default=9000)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--skip-hard", action="store_true", help="only Normal against Easy (fast)")
    p.add_argument("--skip-easy", action="store_true", help="only Hard against Normal")
    ladder(p.parse_args())


if __name__ == "__main__":
    main()
