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


def test_a_game_freezes_at_its_first_thinking_and_frees_what_the_last_one_left() -> None:
    try:
        gc.unfreeze()
        mod = Moderator("space_beans", [Seat("Nova", False, "easy"), Seat("Alice", True)], seed=1)
        assert gc.get_freeze_count() == 0, "nothing is frozen while the screen before may still hold the last game"
        assert mod.to_act == 0
        mod.think(budget=0.0)
        assert gc.get_freeze_count() > 0, "the game as set up is frozen for the collector"

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


def test_autoplay_keeps_only_the_table_on_screen(data_dir: str) -> None:
    """Game after game, a finished table is freed once the next one plays: its results screen held it while the
    next table was set up, and a freeze at that moment kept it, cycles and all, out of reach for a whole game."""
    from game.app import App, LaunchOptions, first_scene
    from game.kit.table import Table

    app = App(LaunchOptions(game="space_beans", players=2, seed=7, autoplay=True))
    app.settings.speed = "instant"
    app.push(first_scene(app))
    tables: weakref.WeakSet[Table] = weakref.WeakSet()
    seen = 0
    try:
        for _ in range(5000):
            app.frame(0.1)
            top = app.top
            if isinstance(top, Table) and top not in tables:
                tables.add(top)
                seen += 1
            if seen >= 3 and isinstance(top, Table) and top.mod.recipe.actions:
                break
        assert seen >= 3, "three games were dealt"
        gc.collect()
        assert list(tables) == [app.top], f"{len(tables)} tables alive after {seen} games; only the one on screen may be"
    finally:
        gc.unfreeze()
