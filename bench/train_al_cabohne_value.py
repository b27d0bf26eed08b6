"""Fit Al Cabohne's learned leaf value to the final margins of seeded games, and write its weights module.

    python bench/train_al_cabohne_value.py [--games K] [--hard-games K] [--hard-iterations I]
                                           [--seed S] [--ridge L] [--jobs J] [--out PATH] [--dry-run]

Plays ``--games`` Normal self-play games and ``--hard-games`` Hard ones (at
``--hard-iterations`` a decision) in each mode, solo and two players, from
seeds ``S``, ``S + 1``, ...; every seat of every game. At each decision, for
each seat, it records the features of ``engine.al_cabohne.value`` read from the
state as that seat sees it, and Normal's board value ``m``; when the game is
over, the seat's final margin over its best rival, the Mafia included. Per
mode it fits the residual (final margin minus ``m``) by ridge regression over
the standardized features, on the games of four fifths of the seeds, and
prints the figures on the other fifth: R² and mean absolute error of ``m``
alone and of ``m`` plus the correction, as a predictor of the final margin.
Then it refits on every game and writes ``engine/al_cabohne/value_weights.py``
(plain floats, read without numpy), with this command in its header.
Everything is a function of the seed and of the weights in place when it runs:
the Hard games play with them (a round of train, play, retrain), so the same
command on the same weights module writes the same file. The shipped weights
were fitted with an all-zero module (Hard's leaves Normal's value).
"""

from __future__ import annotations

import argparse
import random
import sys
import textwrap
from multiprocessing import get_context
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import GAMES  # noqa: E402
from engine.al_cabohne.rollout import _SOLO, normal_margins  # noqa: E402
from engine.al_cabohne.value import NAMES, TIME_ONLY, features  # noqa: E402
from engine.arena import build_bot  # noqa: E402
from engine.bots import decide, situation  # noqa: E402
from engine.search.budget import iterations  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "engine" / "al_cabohne" / "value_weights.py"
HELD_OUT = 5  # every fifth seed is held out for the figures


def play(job: tuple[int, int, str, int]) -> tuple[int, list[list[float]], list[float], list[float]]:
    """One seeded game: per (decision, seat), the features, Normal's value and the seat's final margin."""
    players, seed, level, iters = job
    game = GAMES["al_cabohne"]
    bot = build_bot(game, level, iterations(iters) if iters else None)
    state = game.new(players, seed)
    rng = random.Random(seed * 7919 + players)
    fv = _SOLO.fv
    rows: list[tuple[int, list[float], float]] = []
    while not game.is_over(state):
        sit = situation(game, state, rng)
        if len(sit.legal) > 1:  # a state where a choice is judged
            for p, m in enumerate(normal_margins(state)):
                rows.append((p, features(state, p, m, fv), m))
        state = game.apply(state, decide(bot, sit))[0]
    scores = game.scores(state)
    mafia = game.mafia_score(state)
    final = [sc - max([mafia] + [x for q, x in enumerate(scores) if q != p]) for p, sc in enumerate(scores)]
    return seed, [r[1] for r in rows], [r[2] for r in rows], [float(final[r[0]]) for r in rows]


def fit(x: np.ndarray, y: np.ndarray, ridge: float) -> np.ndarray:
    """Ridge regression of ``y`` on ``x`` (first column the constant, left unpenalized), columns standardized;
    the weights returned apply to the raw columns."""
    mu = x[:, 1:].mean(axis=0)
    sd = x[:, 1:].std(axis=0)
    sd[sd == 0] = 1.0
    z = np.hstack([np.ones((len(x), 1)), (x[:, 1:] - mu) / sd])
    pen = ridge * len(x) * np.eye(z.shape[1])
    pen[0, 0] = 0.0
    b = np.linalg.solve(z.T @ z + pen, z.T @ (y))
    w = np.empty_like(b)
    w[1:] = b[1:] / sd
    w[0] = b[0] - float(np.dot(w[1:], mu))
    return w


def figures(name: str, m: np.ndarray, final: np.ndarray, pred: np.ndarray, timed: np.ndarray) -> str:
    def r2(est: np.ndarray) -> float:
        return 1.0 - float(np.mean((final - est) ** 2) / np.var(final))

    def mae(est: np.ndarray) -> float:
        return float(np.mean(np.abs(final - est)))

    # Normal's value with its best constant offset, so that the comparison is not about the offset alone
    shifted = m + float(np.mean(final - m))
    return (
        f"{name}: held out {len(final)} states; R² of Normal's value {r2(m):.3f} (with its best offset "
        f"{r2(shifted):.3f}, error {mae(shifted):.2f} coins; with the time-only terms {r2(timed):.3f}, error "
        f"{mae(timed):.2f}), learned {r2(pred):.3f} (error {mae(pred):.2f} coins)"
    )


def module_text(command: str, lines: list[str], weights: dict[str, np.ndarray]) -> str:
    def tup(w: np.ndarray) -> str:
        # six significant digits, always written as a float literal (``repr`` of 0 is "0.0")
        return "(\n" + "".join(f"    {float(f'{v:.6g}')!r},  # {n}\n" for n, v in zip(NAMES, w, strict=True)) + ")"

    names = "\n" + "".join(f'    "{n}",\n' for n in NAMES)
    notes = "".join(textwrap.fill(line, 105, initial_indent="    ", subsequent_indent="      ") + "\n" for line in lines)
    return (
        '"""Weights of Al Cabohne\'s learned leaf value (engine/al_cabohne/value.py), in coins per unit of each feature.\n'
        "\n"
        f"Made by: {command}\n"
        f"{notes}"
        '"""\n\n'
        f"FEATURES = ({names})\n"
        f"SOLO = {tup(weights['solo'])}\n"
        f"DUO = {tup(weights['duo'])}\n"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=1500, help="Normal self-play games per mode")
    p.add_argument("--hard-games", type=int, default=100, help="Hard self-play games per mode")
    p.add_argument("--hard-iterations", type=int, default=50)
    p.add_argument("--seed", type=int, default=30000)
    p.add_argument("--ridge", type=float, default=0.001)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", type=Path, default=OUT)
    p.add_argument("--dry-run", action="store_true", help="print the figures, write nothing")
    a = p.parse_args()
    command = "python bench/train_al_cabohne_value.py " + " ".join(sys.argv[1:])
    lines: list[str] = []
    weights: dict[str, np.ndarray] = {}
    with get_context("spawn").Pool(a.jobs) as pool:
        for mode, players in (("solo", 1), ("duo", 2)):
            jobs = [(players, a.seed + g, "normal", 0) for g in range(a.games)]
            jobs += [(players, a.seed + a.games + g, "hard", a.hard_iterations) for g in range(a.hard_games)]
            seeds, xs, ms, ys = [], [], [], []
            for seed, x, m, y in pool.imap(play, jobs, chunksize=4):
                seeds += [seed] * len(y)
                xs += x
                ms += m
                ys += y
            x_all, m_all, final = np.array(xs), np.array(ms), np.array(ys)
            held = np.array(seeds) % HELD_OUT == 0
            w = fit(x_all[~held], (final - m_all)[~held], a.ridge)
            pred = m_all[held] + x_all[held] @ w
            # Normal's value corrected by the time alone: what the board features add beyond it is what moves choices
            time_cols = [i for i, n in enumerate(NAMES) if n in TIME_ONLY]
            wt = fit(x_all[~held][:, time_cols], (final - m_all)[~held], a.ridge)
            timed = m_all[held] + x_all[held][:, time_cols] @ wt
            line = f"{mode}: {len(jobs)} games, {len(final)} states (seat and decision); " + figures(
                mode, m_all[held], final[held], pred, timed
            )
            print(line, flush=True)
            lines.append(line)
            weights[mode] = fit(x_all, final - m_all, a.ridge)
            for n, v in zip(NAMES, weights[mode], strict=True):
                print(f"  {n:15s} {v:+.4f}{'  (time only: not used at play)' if n in TIME_ONLY else ''}")
    if not a.dry_run:
        a.out.write_text(module_text(command, lines, weights), encoding="utf-8")
        print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
