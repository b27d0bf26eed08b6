"""What a Space Lab level's points are made of: one line per game, Normal against Easy (seats rotated, fixed seeds).

    python bench/sl_points.py [--players N] [--games K] [--seed S] [--level normal] [--against easy]
                              [--params k=v,...]

Per game, for the measured level's seat: its score split into Lab / Objective (bottom-row effects) /
Validation / Projects, its validations, its placed cards, the cards left in its hand, whether it won;
then the means. Same seeds as ``bench/levels.py`` (deal ``S + g // players``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.arena import build_bot, seats_for  # noqa: E402
from engine.bots import situation  # noqa: E402
from engine.space_lab.ai import GreedyBot  # noqa: E402
from engine.space_lab.facts import breakdown  # noqa: E402


def one(players: int, g: int, seed: int, levels: list[str], params: dict[str, float]) -> dict[str, object]:
    game = GAMES["space_lab"]
    seats = seats_for(levels, players, g)
    bots = [build_bot(game, lv, None) for lv in seats]
    if params:  # the measured seat plays Normal with these weights (tuning)
        bots[seats.index(levels[0])] = GreedyBot(**params)
    state = game.new(players, seed)
    rng = random.Random(seed * 7919 + g % players)  # as engine.arena.play
    while not game.is_over(state):
        sit = situation(game, state, rng)
        thinking = bots[sit.seat].think(sit)
        step = next(thinking)
        while step is None:
            step = next(thinking)
        state = game.apply(state, step)[0]
    me = seats.index(levels[0])
    lab, obj, val, proj = breakdown(state.stations[me], state.objectives[me], state.tiles[me],
                                    tuple(c for c in state.projects[me] if c > 0))
    return {
        "g": g, "seed": seed, "seat": me, "lab": lab, "obj": obj, "val": val, "proj": proj,
        "score": game.scores(state)[me], "best_other": max(s for i, s in enumerate(game.scores(state)) if i != me),
        "validations": sum(1 for t in state.tiles[me] if t), "placed": sum(1 for c in state.stations[me] if c),
        "hand": len(state.hands[me]), "projects": sum(1 for c in state.projects[me] if c > 0),
        "won": me in game.winners(state),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=9000)
    p.add_argument("--level", default="normal")
    p.add_argument("--against", default="easy")
    p.add_argument("--params", default="", help="k=v,... weights of the measured Normal (tuning)")
    a = p.parse_args()
    params = {k: float(v) for k, v in (kv.split("=") for kv in a.params.split(",") if kv)}
    rows = []
    print("game seed seat  lab obj val proj = score (best other) valid placed hand projs won")
    for g in range(a.games):
        r = one(a.players, g, a.seed + g // a.players, [a.level, a.against], params)
        rows.append(r)
        print(f"{r['g']:4} {r['seed']} {r['seat']:4} {r['lab']:4} {r['obj']:3} {r['val']:3} {r['proj']:4} = "
              f"{r['score']:5} ({r['best_other']:3}) {r['validations']:5} {r['placed']:6} {r['hand']:4} "
              f"{r['projects']:5} {'yes' if r['won'] else 'no'}", flush=True)
    keys = ("lab", "obj", "val", "proj", "score", "best_other", "validations", "placed", "hand", "projects")
    print("mean " + " ".join(f"{k}={statistics.fmean(float(r[k]) for r in rows):.2f}" for k in keys)  # type: ignore[arg-type]
          + f" won={statistics.fmean(1.0 if r['won'] else 0.0 for r in rows):.2f}")


if __name__ == "__main__":
    main()
