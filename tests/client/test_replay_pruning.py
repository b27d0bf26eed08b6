"""Replays are pruned by the time each entry stores, never by file name, and the entry just written
stays (issue 19, section 5): a clock once set ahead must not make every new game vanish."""

from __future__ import annotations

import json
import os
import time

from engine.recipe import Recipe
from game import replays, storage
from game.saves import SavedGame
from game.seats import Seat


def _entry(when: float) -> dict:
    saved = SavedGame(Recipe("al_cabohne", 1, 3), [Seat("Alice", True)], when)
    return replays.Replay(saved, [10], []).to_dict()


def _store(name: str, when: float) -> None:
    assert storage.save(name, _entry(when))


def test_a_clock_once_set_ahead_does_not_make_new_replays_vanish(data_dir: str) -> None:
    future = time.time() + 5 * 365 * 86400
    for i in range(replays.KEEP):  # kept while the clock was years ahead: later names, later times
        _store(f"replay-20991231-2359{i:02d}-00-al_cabohne", future + i)
    assert replays.add(Recipe("al_cabohne", 1, 4), [Seat("Bruno", True)], [12], [0])  # add() says it is kept
    kept = storage.keys(replays.PREFIX)
    assert len(kept) == replays.KEEP
    newest = [r for r in replays.listing() if r.saved.seats[0].name == "Bruno"]
    assert len(newest) == 1, kept  # ... and it is
    # the one to go was the oldest by its stored time
    assert "replay-20991231-235900-00-al_cabohne" not in kept


def test_pruning_follows_the_stored_time_not_the_name(data_dir: str) -> None:
    now = time.time()
    # names in one order, stored times in the other: the name that sorts first holds the newest game
    for i in range(replays.KEEP):
        _store(f"replay-20200101-0000{i:02d}-00-al_cabohne", now - 1000 * (i + 1))
    assert replays.add(Recipe("al_cabohne", 1, 4), [Seat("Bruno", True)], [12], [0])
    kept = storage.keys(replays.PREFIX)
    assert len(kept) == replays.KEEP
    assert "replay-20200101-000000-00-al_cabohne" in kept  # the newest of the old ones by its time
    assert f"replay-20200101-0000{replays.KEEP - 1:02d}-00-al_cabohne" not in kept  # the oldest by time


def test_an_entry_without_a_readable_time_goes_first(data_dir: str) -> None:
    now = time.time()
    for i in range(replays.KEEP - 1):
        _store(f"replay-20200101-0000{i:02d}-00-al_cabohne", now - i)
    path = os.path.join(data_dir, "replay-20300101-000000-00-al_cabohne.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({**_entry(now), "when": "tomorrow"}, f)
    assert replays.add(Recipe("al_cabohne", 1, 4), [Seat("Bruno", True)], [12], [0])
    assert not os.path.exists(path)
    assert len(storage.keys(replays.PREFIX)) == replays.KEEP
