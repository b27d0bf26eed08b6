"""``python -m engine.review FILE --seat N [--iterations I] [--seed S] [--json]``: a kept game reviewed.

The command line of ``engine.review``, kept apart from it: it reads files (``engine.replay``) and prints,
which the browser never does, so the web package leaves this module out. Exit status 1 when the
file is not a game this version can replay, 2 for a bad command line.
"""

from __future__ import annotations

import sys

from engine import GAMES
from engine.cli_args import OneLineParser, positive_int, seed_arg
from engine.cli_tools import run
from engine.core import english
from engine.recipe import BadRecipe
from engine.replay import read
from engine.review import BLUNDER, DEFAULT_ITERATIONS, INACCURACY, MARKS, MISTAKE, NONE, Review, review

PLURALS = {INACCURACY: "inaccuracies", MISTAKE: "mistakes", BLUNDER: "blunders"}


def text(r: Review, names: list[str]) -> list[str]:
    """The review as lines of English."""
    game = GAMES[r.game]
    s = r.summary
    assert s is not None
    out = [f"{game.title} · review of {names[r.seat]} · {r.iterations} iterations a search"]
    if r.trust_reason is not None:
        out.append(english(r.trust_reason, names))
    counts = ", ".join(f"{s.marks[m]} {m if s.marks[m] == 1 else PLURALS[m]}" for m in MARKS[:0:-1])
    out.append(f"{s.decisions} decisions reviewed: {counts}; the engine's choice or one as good played in {s.engine_choice}; "
               f"about {english(s.lost_words, names)} lost in marked decisions")
    for d in r.decisions:
        unc = "?" if d.uncertainty is None else f"{d.uncertainty:.2f}"
        played = english(game.describe(d.played), names)
        line = f"{d.move:5d} {played}"
        if d.played != d.best:
            line += f" · better: {english(game.describe(d.best), names)} · loss {d.loss:.2f} ± {unc}"
        if d.mark != NONE:
            line += f" · {d.mark.upper()}"
        out.append(line)
    return out


def main(argv: list[str] | None = None) -> int:
    p = OneLineParser(prog="review", description="A kept game reviewed: a seat's costliest decisions.")
    p.add_argument("file", help="a kept replay, a saved game or a bare recipe")
    p.add_argument("--seat", type=positive_int, required=True, help="the seat to review: 1 is the first player")
    p.add_argument("--iterations", type=positive_int, default=DEFAULT_ITERATIONS, help="per search")
    p.add_argument("--seed", type=seed_arg, default=0, help="the review's own random stream")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    try:
        rec, names = read(args.file)
        if args.seat > rec.players:
            p.error(f"--seat must be 1–{rec.players} for this game, not {args.seat}")
        r = review(rec, args.seat - 1, iterations=args.iterations, seed=args.seed)
    except (BadRecipe, OSError, UnicodeDecodeError, ValueError) as exc:
        print(f"review: {str(exc)[:300]}", file=sys.stderr)
        return 1
    if args.json:
        print(r.to_json())
    else:
        for line in text(r, names):
            print(line)
    return 0


if __name__ == "__main__":
    run(main)
