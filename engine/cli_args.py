"""Argument checks shared by ``main.py`` and the engine's command-line tools: one clear line, exit 2.

What only the tools use (worker counts, running a command) is in ``engine.cli_tools``, which the
browser build leaves out."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a bad command line as a single line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def fail(prog: str, message: str) -> NoReturn:
    print(f"{prog}: {message}", file=sys.stderr)
    raise SystemExit(2)


def whole_number(text: str, least: int, what: str) -> int:
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
    return whole_number(text, 0, "the seed")


def positive_int(text: str) -> int:
    return whole_number(text, 1, "the value")


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
