"""What the client's tests change in the process they run in, so its frames cost what the game's own work costs.

A window the app opens ``SCALED`` is scaled in software on every ``flip`` when there is no GPU: about a
millisecond a frame headless (the dummy driver), a third of a Système Solaire layout walk, for a picture no
one sees; the dummy driver's window is the game's own size, so there is nothing to scale. The app still
asks for ``SCALED`` (a test that records what it asks sees it); the dummy driver is given the plain window.

A save's ``fsync`` makes it survive a power cut. A test's data folder is thrown away and no test cuts the
power, so the syncs (milliseconds each, thousands in a walk whose table saves after every move) are skipped.
For the same reason a save's ``os.replace`` over the entry it renews is an unlink and a rename: on ext4, a
rename over an existing file writes the new file's data out first (``auto_da_alloc``, the same power-cut
safety), a millisecond or more on a busy disk for each save, where a rename to a free name is a tenth of that.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pygame


def unscaled(set_mode: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
    """``set_mode`` without ``SCALED`` on the dummy driver (elsewhere as it was)."""

    def plain(size: Any = (0, 0), flags: int = 0, *args: Any, **kw: Any) -> pygame.Surface:
        if os.environ.get("SDL_VIDEODRIVER") == "dummy":  # the driver set_mode opens (asked before it is)
            flags &= ~pygame.SCALED
        return set_mode(size, flags, *args, **kw)

    plain.unscaled = True  # type: ignore[attr-defined]
    return plain


def no_sync(_fd: int) -> None:
    """``os.fsync`` for a data folder that lives as long as its test."""


def unflushed(replace: Callable[..., None]) -> Callable[..., None]:
    """``replace`` for a file moved over a file: the old one unlinked, the new one renamed to the free name
    (anything else, or a source that is not there, as ``replace`` does it)."""

    def rename(src: Any, dst: Any, **kw: Any) -> None:
        if not kw and os.path.isfile(src) and os.path.isfile(dst):
            os.unlink(dst)
            os.rename(src, dst)
            return
        replace(src, dst, **kw)

    rename.unflushed = True  # type: ignore[attr-defined]
    return rename


def install() -> None:
    """All three, for the whole test process (once, however many conftests ask)."""
    if not getattr(pygame.display.set_mode, "unscaled", False):
        pygame.display.set_mode = unscaled(pygame.display.set_mode)
    os.fsync = no_sync
    if not getattr(os.replace, "unflushed", False):
        os.replace = unflushed(os.replace)
