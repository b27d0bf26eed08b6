"""Keep Python's garbage collector out of a computer player's thinking slices, and the C heap from growing.

A full collection walks every object the game holds; on the desktop it
takes some 5 ms in the middle of a bot's slice, past the browser's frame
budget (bench/bot_slices.py: Al Cabohne Hard 5.7 ms of CPU with collections
inside the slices, 1.3 ms without). So:

- ``settle()`` once a game is set up, before its first computer thinks
  (``Moderator.think``): collect, then ``gc.freeze()`` what is left (the
  rules, the cards, the fonts), which later collections skip. It unfreezes
  first, so what an earlier game left behind is still freed. Not earlier:
  while the next table is built, the last game's results screen still holds
  the last table, and a freeze then would keep it, a whole game's worth of
  cycles, out of the collector's reach until the next game.
- ``quiet()`` around a frame's slices: no collection starts inside them; the
  one that is due runs at the next allocation after them, in the rest of the
  frame, over the few objects made since ``settle()``.

``steady_heap()``, once at start: with glibc's malloc, freeing one large block
(a screen-sized surface, a long save string) raises the size from which blocks
get their own mapping to that block's size, and the size kept free at the top
of the heap to twice that. From then on surfaces of up to 3.5 MB are carved
from the heap among small ones and their holes stay: over 20,000 autoplay
frames the process still grew by up to 7 MiB with every cache full. A fixed
threshold keeps large blocks in mappings returned when freed.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from contextlib import contextmanager

M_MMAP_THRESHOLD = -3  # glibc's mallopt() parameter (malloc.h)
LARGE = 128 * 1024  # glibc's own starting threshold, now kept: a card face stays in the heap, a screen never


def steady_heap() -> bool:
    """Fix glibc's mmap threshold (which also fixes its trim threshold); True if it was set.

    Nothing to do elsewhere: another C library (macOS, Windows, musl, the browser) has no such setting or
    no ``ctypes`` to reach it, and is left as it is.
    """
    try:
        if not os.confstr("CS_GNU_LIBC_VERSION"):  # raises, or is empty, off glibc
            return False
        import ctypes  # here, not at the top: the browser's Python may have none

        mallopt = ctypes.CDLL(None).mallopt
    except (AttributeError, ImportError, OSError, ValueError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_MMAP_THRESHOLD, LARGE))


def settle() -> None:
    """Free what is garbage now and exempt the rest from later collections."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


@contextmanager
def quiet() -> Iterator[None]:
    """No garbage collection starts inside the block (it runs after, if due)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
