"""Print a saved or finished game as text: every move, worded as the table saw it, then the scores.

    python -m engine.replay FILE            # a replay-*.json or a bare recipe
    python -m engine.replay FILE --all      # every card face up (for finding a bug)

Exit status 1 when the file is not a game this version can replay (the
reason in one line), 2 for a bad command line. A game in progress
(``save_*.json``) holds its seed sealed with a key of the device that saved
it, so it cannot be printed from the file: the game itself shows it.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from engine import GAMES
from engine.cli_args import OneLineParser
from engine.cli_tools import run
from engine.core import english
from engine.recipe import BadRecipe, Recipe, check_version, illegal_move

MAX_BYTES = 4 * 1024 * 1024


def recipe_and_names(d: Any) -> tuple[Recipe, list[str]]:
    """The recipe in a replay or save file (``{"recipe": ..., "seats": ...}``) or a bare recipe."""
    if isinstance(d, dict) and "seal" in d:  # the game's save of a game in progress: the seed is not in it
        raise BadRecipe("a game in progress: its deck is sealed until the game ends "
                        "(continue it in Beaniverse, or watch it there with main.py --replay)")
    if isinstance(d, dict) and isinstance(d.get("recipe"), dict):
        rec = Recipe.from_dict(d["recipe"])
        seats = d.get("seats")
        names = [s.get("name", "") if isinstance(s, dict) else "" for s in seats] if isinstance(seats, list) else []
    else:
        rec, names = Recipe.from_dict(d), []
    if len(names) != rec.players or not all(isinstance(n, str) and n for n in names):
        names = [f"Player {i + 1}" for i in range(rec.players)]
    return rec, names


def read(path: str) -> tuple[Recipe, list[str]]:
    """The recipe and seat names in a replay, save or recipe file; ``BadRecipe`` (or ``OSError``,
    ``ValueError``) with the reason when it is not one."""
    if not os.path.isfile(path):
        raise BadRecipe(f"{path} is not a file")
    if os.path.getsize(path) > MAX_BYTES:
        raise BadRecipe(f"{path} is too big to be a saved game")
    with open(path, encoding="utf-8") as f:
        return recipe_and_names(json.load(f))


def lines(rec: Recipe, names: list[str], everything: bool = False) -> list[str]:
    """The game as text: the deal, each move with its events as the table (or, with ``everything``,
    its actor) could read them, then the scores."""
    check_version(rec)
    game = GAMES[rec.game]
    s = game.new(rec.players, rec.seed, **rec.options)
    out = [f"{game.title} · {rec.players} player{'s' if rec.players > 1 else ''} · seed {rec.seed}" + (f" · {rec.options}" if rec.options else "")]
    for e in game.opening_events(s):
        w = game.describe_event(e, e.seat if everything and e.seat >= 0 else None)
        if w is not None:
            out.append(f"      {english(w, names)}")
    for i, a in enumerate(rec.actions):
        if game.is_over(s) or a not in game.legal_actions(s):
            raise illegal_move(game, s, i, a)
        seat = game.to_act(s)
        s, events = game.apply(s, a)
        reader = seat if everything else None
        said = [english(w, names) for e in events if (w := game.describe_event(e, reader)) is not None]
        out.append(f"{i + 1:5d} {' · '.join(said) or english(game.describe(a), names)}")
    if game.is_over(s):
        winners = set(game.winners(s))
        scores = ", ".join(f"{n} {sc}{' (won)' if i in winners else ''}"
                           for i, (n, sc) in enumerate(zip(names, game.scores(s), strict=True)))
        out.append(f"final: {scores}")
    else:
        out.append(f"not finished ({english(game.progress(s), names)})")
    return out


def main(argv: list[str] | None = None) -> int:
    p = OneLineParser(prog="replay", description=__doc__.splitlines()[0])
    p.add_argument("file")
    p.add_argument("--all", action="store_true", help="word every event for the seat that acted (cards face up)")
    args = p.parse_args(argv)
    try:
        rec, names = read(args.file)
        text = lines(rec, names, args.all)
    except (BadRecipe, OSError, UnicodeDecodeError, ValueError) as exc:
        print(f"replay: {str(exc)[:300]}", file=sys.stderr)
        return 1
    except Exception as exc:  # nested too deep (RecursionError) or damaged past every check: one line still
        print(f"replay: {args.file} is not a game this version can replay ({type(exc).__name__})"[:300],
              file=sys.stderr)
        return 1
    for line in text:
        print(line)
    return 0


if __name__ == "__main__":
    run(main)
