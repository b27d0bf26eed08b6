"""Al Cabohne, two players: one level against another over seeded deals, each deal from both seats.

    python bench/ac_duo.py [--bots normal,easy] [--games 200] [--seed 9000] [--jobs 2] [--iterations 200]

Levels: ``easy``, ``normal``, ``hard`` (an iteration budget, exact whatever the load), and ``thumb``: a simple greedy
player, the search's rules of thumb (``rollout._rule_of_thumb``: sell a field at the top of its meter or before a
tax, buy the third field early, plant and place on growing fields) on a state dealt from its own view. A level may
carry weights for the Normal bot, ``normal:idle_harvest=0.3``. Printed: each level's wins (ties shared, AC-36: the
Mafia wins ties), its "ahead" share (top player score), its mean score, the Mafia's mean score, and the first
level's per-decision time (median, 95th percentile, longest).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Iterator
from multiprocessing import get_context
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.al_cabohne.ai import GreedyBot  # noqa: E402
from engine.al_cabohne.rollout import _rule_of_thumb  # noqa: E402
from engine.al_cabohne.sample import state_from_view  # noqa: E402
from engine.arena import build_bot, wilson  # noqa: E402
from engine.bots import Bot, Situation, situation  # noqa: E402
from engine.core import Action  # noqa: E402
from engine.search.budget import iterations  # noqa: E402

GAME = GAMES["al_cabohne"]


class Thumb:
    """The rules of thumb as a player."""

    name = "thumb"

    def think(self, sit: Situation) -> Iterator[Action | None]:
        s = state_from_view(sit.view, random.Random(sit.rng.getrandbits(32)))
        yield _rule_of_thumb(s, sit.legal, sit.rng)


def make(level: str, iters: int) -> Bot:
    name, _, rest = level.partition(":")
    if name == "thumb":
        return Thumb()
    if name == "normal" and rest:
        params = {k: float(v) for k, v in (kv.split("=") for kv in rest.split(","))}
        return GreedyBot(**params)
    return build_bot(GAME, name, iterations(iters))


def play(job: tuple[int, int, list[str], int]) -> dict[str, Any]:
    g, seed, levels, iters = job
    seats = [levels[(i + g) % 2] for i in range(2)]
    bots = [make(level, iters) for level in seats]
    state = GAME.new(2, seed)
    rng = random.Random(seed * 7919 + g % 2)
    times: list[float] = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)
        sit = situation(GAME, state, rng)
        t0 = time.perf_counter()
        step = None
        for step in bots[seat].think(sit):
            if step is not None:
                break
        assert step is not None
        if seats[seat] == levels[0] and len(sit.legal) > 1:
            times.append((time.perf_counter() - t0) * 1000)
        state = GAME.apply(state, step)[0]
    return {"seats": seats, "scores": GAME.scores(state), "mafia": GAME.rival_score(state),
            "winners": GAME.winners(state), "times": times}  # fmt: skip


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bots", default="normal,easy")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=9000)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--iterations", type=int, default=200)
    a = p.parse_args()
    levels = a.bots.split(",")
    assert len(levels) == 2 and levels[0] != levels[1]
    jobs = [(g, a.seed + g // 2, levels, a.iterations) for g in range(a.games - a.games % 2)]
    with get_context("spawn").Pool(a.jobs) as pool:
        recs = list(pool.imap(play, jobs))
    n = len(recs)
    wins = dict.fromkeys(levels, 0.0)
    ahead = dict.fromkeys(levels, 0.0)
    scores: dict[str, list[int]] = {k: [] for k in levels}
    mafia_wins = 0
    for r in recs:
        sc = r["scores"]
        for i, level in enumerate(r["seats"]):
            scores[level].append(sc[i])
            if sc[i] == max(sc):
                ahead[level] += 1 / sc.count(max(sc))
        for w in r["winners"]:
            wins[r["seats"][w]] += 1 / len(r["winners"])
        mafia_wins += not r["winners"]
    print(f"{n} games, seeds {a.seed}-{a.seed + n // 2 - 1}, each from both seats")
    for level in levels:
        lo, hi = wilson(wins[level], n)
        print(f"  {level}: wins {wins[level] / n:.1%} ({lo:.1%}-{hi:.1%}), ahead {ahead[level] / n:.1%}, "
              f"mean score {statistics.fmean(scores[level]):.2f}")  # fmt: skip
    print(f"  Mafia: wins {mafia_wins / n:.1%}, mean score {statistics.fmean(r['mafia'] for r in recs):.2f}")
    ts = sorted(t for r in recs for t in r["times"])
    print(f"  {levels[0]} decision ms: median {ts[len(ts) // 2]:.2f}, p95 {ts[int(len(ts) * 0.95)]:.2f}, "
          f"max {ts[-1]:.1f}")  # fmt: skip


if __name__ == "__main__":
    main()
