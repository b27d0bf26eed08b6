"""game/memory.py: no garbage collection inside a computer player's slices, none skipped after them."""

from __future__ import annotations

import gc
import weakref

from game import memory
from game.moderator import Moderator
from game.seats import Seat


def test_no_collection_starts_inside_a_slice_and_the_due_one_runs_after() -> None:
    runs: list[str] = []

    def seen(phase: str, info: dict) -> None:
        if phase == "start":
            runs.append("inside" if not gc.isenabled() else "after")

    gc.callbacks.append(seen)
    try:
        with memory.quiet():
            assert not gc.isenabled()
            junk = [[i] for i in range(5 * gc.get_threshold()[0])]  # enough to make a collection due
        assert gc.isenabled()
        more = [[i] for i in range(10)]  # the next allocation lets it run
    finally:
        gc.callbacks.remove(seen)
    assert junk and more
    assert "inside" not in runs and "after" in runs


def test_quiet_leaves_a_disabled_collector_disabled() -> None:
    gc.disable()
    try:
        with memory.quiet():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_new_table_freezes_the_game_and_frees_what_the_last_one_left() -> None:
    try:
        Moderator("al_cabohne", [Seat("Alice", True)], seed=1)
        first = gc.get_freeze_count()
        assert first > 0, "the game as set up is frozen for the collector"

        class Cycle:
            pass

        a, b = Cycle(), Cycle()
        a.other, b.other = b, a
        alive = weakref.ref(a)
        memory.settle()  # frozen with the cycle still alive
        del a, b
        gc.collect()
        assert alive() is not None, "a frozen cycle is out of the collector's reach"
        memory.settle()  # a later table: the cycle is garbage now and must be freed, not kept frozen
        assert alive() is None
    finally:
        gc.unfreeze()
