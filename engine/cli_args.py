"""Argument checks shared by ``main.py`` and ``engine.selfplay``: one clear line, exit 2."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a bad command line as a single line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def fail(prog: str, message: str) -> NoReturn:
    print(f"{prog}: {message}", file=sys.stderr)
    raise SystemExit(2)


def _whole(text: str, least: int, what: str) -> int:
    """A whole number of at least ``least``; the error echoes at most 40 characters of the input."""
    shown = text if len(text) <= 40 else text[:39] + "…"
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{what} must be a whole number, not {shown!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"{what} must be ≥ {least}, not {shown}")
    return value


def seed_arg(text: str) -> int:
    return _whole(text, 0, "the seed")


def positive_int(text: str) -> int:
    return _whole(text, 1, "the value")


def cores() -> int:
    """The cores this process may run on."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


def jobs_arg(text: str) -> int:
    """A number of worker processes, at most one per core: more only slows every one of them down
    (and ``--jobs 999999`` would start that many processes)."""
    return min(_whole(text, 1, "the number of jobs"), cores())


def check_game_and_players(prog: str, game_name: str, players: int | None) -> int:
    """Validate a game name and player count; return the player count to use."""
    from engine import GAMES

    game = GAMES.get(game_name)
    if game is None:
        fail(prog, f"unknown game {game_name!r}; choose from {', '.join(GAMES)}")
    if players is None:
        return game.min_players
    if not game.min_players <= players <= game.max_players:
        fail(prog, f"{game.title} takes {game.min_players}–{game.max_players} players, not {players}")
    return players


def run(main: Callable[[], int]) -> NoReturn:
    """Run a command's ``main`` and exit with its status; a reader that stops early
    (``… | head -1``) ends the command quietly instead of with a traceback."""
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # nobody reads any more: point stdout at nothing so the interpreter's final flush is silent too
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        code = 0
    raise SystemExit(code)
