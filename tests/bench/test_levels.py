"""The level ladder bench (``bench/levels.py``): its rows say "yes" only where the figures show it."""

from __future__ import annotations

import pytest

from engine import GAMES
from engine.bots import Sloppy, make_bot
from tests.bench.script import InProcess, Remembering, load

levels = load("levels")


def duel_games(name: str) -> int:
    """Deals enough to show the gap between Normal and the game's Easy at 3 players. Random Easy loses almost every
    game: 6 deals show it. Sloppy Easy (the Normal move but now and then a random one) loses about 4 games of 5
    (120-deal bench: Normal wins 80% in Système Solaire, 78% in Space Beans, fair share 33%), and 6 deals show
    that only when Normal wins 5 of them (about two times in three); 24 games showed it at every seed tried until
    Système Solaire's Normal drew among near-equal order reveals (400 games: 60% either way, but 24 games at seed 1
    fell to 46%): 48 games leave room for such luck."""
    return 48 if isinstance(make_bot(name, "easy"), Sloppy) else 6


def verdict(row: str) -> str:
    return row.rstrip(" |").rsplit("|", 1)[1].strip()


@pytest.mark.parametrize("name", [n for n in GAMES if GAMES[n].max_players >= 3])
def test_a_duel_row_shows_the_stronger_level(name: str) -> None:
    games = duel_games(name)
    row = levels.duel_row(InProcess(), name, 3, "normal", "easy", games, 1, 4)
    assert row.startswith(f"| {name} | 3 | normal vs easy | {games} |")
    assert verdict(row) == "yes"
    backwards = levels.duel_row(InProcess(), name, 3, "easy", "normal", games, 1, 4)
    assert verdict(backwards) == "not shown"


@pytest.mark.parametrize("name", [n for n in GAMES if GAMES[n].min_players == 1])
def test_a_solo_row_compares_the_same_deals(name: str) -> None:
    """40 deals: a deal's lead varies by about 14 points (Space Lab), so 4 showed Normal's lead of about 12 a deal
    (120-deal bench) only on lucky deals."""
    pool = Remembering()  # the backwards row reads the same two arenas: each deal is played once per level
    row = levels.solo_row(pool, name, "normal", "easy", SOLO_DEALS, 1, 4)
    assert "lead +" in row and verdict(row) == "yes"
    assert verdict(levels.solo_row(pool, name, "easy", "normal", SOLO_DEALS, 1, 4)) == "not shown"


SOLO_DEALS = 40
