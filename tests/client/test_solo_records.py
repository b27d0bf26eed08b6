"""One store for every game's solo record (``game.solo``), declared on the game's ``Client``: what the title
and Statistics screens read is what a finished solo game stored, and a damaged entry never stops the game."""

from __future__ import annotations

import json
import os
from types import SimpleNamespace

import pytest

from game.solo import SoloRecord, Streak
from game.tables import client, records, title_line
from game.tables.al_cabohne import STREAK
from game.tables.space_lab import BEST, Best

# every game that keeps a solo record, and two outcomes it may bring, the second better than the first
KEPT = {"al_cabohne": (False, True), "space_lab": (Best(31, "Cadet"), Best(60, "Flight Engineer"))}


def test_the_games_with_a_solo_record_declare_it_on_their_client() -> None:
    solos = {name: found.solo for name in ("al_cabohne", "space_lab", "space_beans", "systeme_solaire")
             if (found := client(name)) is not None}
    assert solos == {"al_cabohne": STREAK, "space_lab": BEST, "space_beans": None, "systeme_solaire": None}
    assert records("space_beans") == [] and title_line("systeme_solaire") is None


@pytest.mark.parametrize("game", sorted(KEPT))
def test_a_record_moved_on_is_read_back_by_the_title_and_statistics(data_dir: str, game: str) -> None:
    found = client(game)
    solo = found.solo if found is not None else None
    assert isinstance(solo, SoloRecord)
    worse, better = KEPT[game]
    solo.move_on(worse)
    before, after, kept = solo.move_on(better)
    assert kept and solo.load() == after != before
    with open(os.path.join(data_dir, f"{solo.key}.json"), encoding="utf-8") as f:
        assert json.load(f) == after._asdict()
    assert records(game) == solo.statistics(after) and title_line(game) == solo.title_line(after)
    assert title_line(game) is not None


@pytest.mark.parametrize("game", sorted(KEPT))
def test_a_damaged_record_reads_as_empty_and_is_replaced_by_the_next_game(data_dir: str, game: str) -> None:
    found = client(game)
    solo = found.solo if found is not None else None
    assert solo is not None
    with open(os.path.join(data_dir, f"{solo.key}.json"), "w", encoding="utf-8") as f:
        f.write('{"best": true')
    assert solo.load() == solo.empty
    _, after, kept = solo.move_on(KEPT[game][1])
    assert kept and solo.load() == after


def test_a_streak_counts_wins_and_a_defeat_ends_it_in_the_games_own_words(data_dir: str) -> None:
    lines = [STREAK.finish(SimpleNamespace(final=SimpleNamespace(winners=(0,) if won else ()), gentle=False))[1] for won in (True, True, False)]
    assert STREAK.load() == Streak(0, 2)
    assert lines[1] == "Win streak: 2 — a new best!"
    assert lines[2] == "The Mafia ends your streak of 2 · best 2"  # AC's words, declared with its record


def test_a_lower_score_leaves_the_best_alone_and_says_the_best(data_dir: str) -> None:
    BEST.move_on(Best(60, "Flight Engineer"))
    assert BEST.move_on(Best(40, "Cadet")) == (Best(60, "Flight Engineer"), Best(60, "Flight Engineer"), True)
    assert BEST.note(Best(60, "Flight Engineer"), Best(60, "Flight Engineer"), True).startswith("Best solo score: 60")
