"""What the hidden cards cost the Hard level in a solo game: Hard against Hard told everything, same deals.

    python bench/oracle.py --game al_cabohne [--games K] [--iterations I] [--seed S] [--jobs J]

Both play each seeded deal alone. The second one's determinizations are the
true state itself (in solo, the order of the draw pile), so its search plans
against the cards that will really come. It is a measuring stick, never a
level: the distance between the two is what Hard loses by not knowing the
hidden cards, the rest of its distance to a goal is its evaluation and search.
One Markdown row: each side's win rate (against the Mafia where the game has
one) and mean margin, and the oracle's mean lead over the same deals.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from multiprocessing import get_context
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.arena import margin, wilson  # noqa: E402
from engine.bots import Situation, decide, situation  # noqa: E402
from engine.search.bot import SearchBot  # noqa: E402
from engine.search.budget import iterations  # noqa: E402


class Told(Situation):
    """A situation whose every determinization is the true state (``apply`` never changes a state)."""

    def sample(self) -> Any:
        return self._state


def play(job: tuple[str, int, int, bool]) -> dict[str, Any]:
    """One solo game of Hard, told the hidden cards or not: the arena's record fields used here."""
    name, seed, iters, told = job
    game = GAMES[name]
    bot = SearchBot(game, iterations(iters))
    state = game.new(1, seed)
    rng = random.Random(seed * 7919)
    while not game.is_over(state):
        sit = situation(game, state, rng)
        if told:
            sit = Told(sit.game, sit.seat, sit.view, sit.legal, sit.rng, sit._state)
        state = game.apply(state, decide(bot, sit))[0]
    rec: dict[str, Any] = {"seed": seed, "scores": game.scores(state), "won": 0 in game.winners(state)}
    rival = game.rival_score(state)
    if rival is not None:
        rec["mafia"] = rival
    return rec


def row(pool: Any, name: str, games: int, seed: int, iters: int) -> str:
    """Hard and the oracle on the same deals, as one Markdown row."""
    blind = list(pool.imap(play, [(name, seed + g, iters, False) for g in range(games)]))
    told = list(pool.imap(play, [(name, seed + g, iters, True) for g in range(games)]))
    lead = [margin(t, 0) - margin(b, 0) for t, b in zip(told, blind, strict=True)]
    mean = statistics.fmean(lead)
    se = statistics.stdev(lead) / len(lead) ** 0.5 if len(lead) > 1 else 0.0

    def side(recs: list[dict[str, Any]]) -> str:
        won = sum(r["won"] for r in recs)
        low, high = wilson(won, len(recs))
        return f"{won / len(recs):.1%} ({low:.1%}–{high:.1%}), margin {statistics.fmean(margin(r, 0) for r in recs):+.2f}"

    return f"| {name} | {games} | {iters} | {side(blind)} | {side(told)} | {mean:+.2f} ± {2 * se:.2f} |"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", choices=sorted(n for n, g in GAMES.items() if g.min_players == 1), required=True)
    p.add_argument("--games", type=int, default=120)
    p.add_argument("--iterations", type=int, default=200, help="iterations per decision, for both")
    p.add_argument("--seed", type=int, default=9000)
    p.add_argument("--jobs", type=int, default=2)
    a = p.parse_args()
    print(
        "| game | deals | iterations | Hard: wins (95% CI), margin | told the hidden cards | lead a deal (± 2 SE) |"
    )
    print("| --- | --- | --- | --- | --- | --- |")
    with get_context("spawn").Pool(a.jobs) as pool:
        print(row(pool, a.game, a.games, a.seed, a.iterations), flush=True)


if __name__ == "__main__":
    main()
