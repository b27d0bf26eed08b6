"""What is kept when something goes wrong inside a screen: a report with the traceback and the
game's recipe (so the bug can be replayed), in the data folder as ``crash-<time>.log``.

A report is a file people send around: for a game still in progress it holds
the recipe as the save does, its seed sealed (``game.seal``), so the report
alone tells no card still to come; it replays on the device that wrote it.
A finished game, or a replay being watched, is written in plain."""

from __future__ import annotations

import json
import platform
import sys
import time
import traceback
from typing import Any

from game import storage


def _table(stack: list[Any]) -> Any:
    """The topmost scene on the stack with a game being played, or ``None``."""
    for scene in reversed(stack):
        mod = getattr(scene, "mod", None)
        if mod is not None and getattr(mod, "recipe", None) is not None:
            return scene
    return None


def recipe_of(stack: list[Any]) -> Any:
    """The recipe of the game being played (the topmost table on the stack), or ``None``."""
    table = _table(stack)
    return table.mod.recipe if table is not None else None


def recipe_lines(stack: list[Any]) -> list[str]:
    """The report's lines on the game: how to replay it, then the recipe on one line."""
    table = _table(stack)
    if table is None:
        return ["recipe:", "(no game was being played)"]
    mod = table.mod
    if mod.scripted or mod.over:  # a replay, or a finished game: nothing left to keep secret
        return ["recipe (replay with: python -m engine.replay FILE, after saving this line as FILE):",
                mod.recipe.to_json()]
    from game import saves

    entry = saves.in_progress(mod.recipe, list(table.seats), bool(getattr(table, "chosen_deal", False)))
    if entry is None:
        return ["recipe: a game in progress whose deck could not be sealed, so it is left out"]
    return ["game in progress, its deck sealed with this device's key (replay it on this device with: "
            "python main.py --replay FILE, after saving this line as FILE):",
            json.dumps(entry, separators=(",", ":"))]


def write(error: BaseException, stack: list[Any]) -> str:
    """Write the report; returns where it went ("" when it could not be written)."""
    try:
        return storage.write_text(f"crash-{time.strftime('%Y%m%d-%H%M%S')}.log", report(error, stack))
    except Exception:  # the report must never be a second failure
        return ""


def report(error: BaseException, stack: list[Any]) -> str:
    import pygame

    lines = [
        "Beaniverse crash report",
        f"when: {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"python: {sys.version.split()[0]} on {sys.platform} ({platform.machine()})",
        f"pygame-ce: {getattr(pygame, 'version', None) and pygame.version.ver}",
        f"screens: {' > '.join(type(s).__name__ for s in stack)}",
        "",
        "".join(traceback.format_exception(type(error), error, error.__traceback__)).rstrip(),
        "",
        *recipe_lines(stack),
        "",
    ]
    return "\n".join(lines)
