"""Keep Python's garbage collector out of a computer player's thinking slices.

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
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


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
