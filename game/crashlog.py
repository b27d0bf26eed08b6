"""What is kept when something goes wrong inside a screen: a report with the traceback and the
game's recipe (so the bug can be replayed), in the data folder as ``crash-<time>.log``."""

from __future__ import annotations

import platform
import sys
import time
import traceback
from typing import Any

from game import storage


def recipe_of(stack: list[Any]) -> Any:
    """The recipe of the game being played (the topmost table on the stack), or ``None``."""
    for scene in reversed(stack):
        mod = getattr(scene, "mod", None)
        if mod is not None and getattr(mod, "recipe", None) is not None:
            return mod.recipe
    return None


def write(error: BaseException, stack: list[Any]) -> str:
    """Write the report; returns where it went ("" when it could not be written)."""
    try:
        return storage.write_text(f"crash-{time.strftime('%Y%m%d-%H%M%S')}.log", report(error, stack))
    except Exception:  # the report must never be a second failure
        return ""


def report(error: BaseException, stack: list[Any]) -> str:
    import pygame

    rec = recipe_of(stack)
    lines = [
        "Beaniverse crash report",
        f"when: {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"python: {sys.version.split()[0]} on {sys.platform} ({platform.machine()})",
        f"pygame-ce: {getattr(pygame, 'version', None) and pygame.version.ver}",
        f"screens: {' > '.join(type(s).__name__ for s in stack)}",
        "",
        "".join(traceback.format_exception(type(error), error, error.__traceback__)).rstrip(),
        "",
        "recipe (replay with: python -m engine.replay FILE, after saving this line as FILE):",
        rec.to_json() if rec is not None else "(no game was being played)",
        "",
    ]
    return "\n".join(lines)
