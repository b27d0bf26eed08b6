"""game/memory.py: no garbage collection inside a computer player's slices, none skipped after them."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import weakref

import pytest

from game import memory
from game.moderator import Moderator
from game.seats import Seat

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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


# Run in a fresh process: whether a large block gets its own mapping depends on every block freed before it.
_HEAP_PROBE = """
import ctypes, sys
from game import memory
if sys.argv[1] == "steady":
    assert memory.steady_heap()

class Mallinfo2(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]

libc = ctypes.CDLL(None)
libc.mallinfo2.restype = Mallinfo2
libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
libc.free(libc.malloc(8 << 20))  # a screen-sized surface freed: glibc would raise its threshold to 8 MB
mapped = libc.mallinfo2().hblks
block = libc.malloc(1 << 20)  # the next large surface
print(libc.mallinfo2().hblks - mapped)
libc.free(block)
"""


def _glibc_with_mallinfo2() -> bool:
    try:
        import ctypes

        return bool(os.confstr("CS_GNU_LIBC_VERSION")) and hasattr(ctypes.CDLL(None), "mallinfo2")
    except (AttributeError, OSError, ValueError):
        return False


@pytest.mark.skipif(not _glibc_with_mallinfo2(), reason="glibc's malloc only")
def test_a_freed_large_block_leaves_later_ones_in_their_own_mappings() -> None:
    """After one large block was freed, glibc carved later large ones (up to its size) from the heap, where
    their holes stayed: the client grew over a long run with every cache full (bench/client_bench.py)."""
    def mapped(mode: str) -> int:
        out = subprocess.run([sys.executable, "-c", _HEAP_PROBE, mode], capture_output=True, text=True,
                             check=True, cwd=ROOT)
        return int(out.stdout.strip())

    assert mapped("default") == 0, "without it glibc puts the next large block in the heap (what this guards)"
    assert mapped("steady") == 1, "a large block gets its own mapping, given back when it is freed"


def test_steady_heap_is_set_once_the_app_starts() -> None:
    from game.app import App

    calls: list[bool] = []
    real = memory.steady_heap
    memory.steady_heap = lambda: calls.append(True) or real()  # type: ignore[assignment]
    try:
        App()
    finally:
        memory.steady_heap = real
    assert calls == [True]
