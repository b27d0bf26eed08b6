"""What the engine's command-line tools (arena, fuzz, selfplay, replay, review) share beyond the argument
checks of ``engine.cli_args``: worker counts and running a command. The game never imports it."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import NoReturn

from engine.cli_args import whole_number


def cores() -> int:
    """The cores this process may run on."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1


def jobs_arg(text: str) -> int:
    """A number of worker processes, at most one per core: more only slows every one of them down
    (and ``--jobs 999999`` would start that many processes)."""
    return min(whole_number(text, 1, "the number of jobs"), cores())


def run(main: Callable[[], int]) -> NoReturn:
    """Run a command's ``main`` and exit with its status; a reader that stops early
    (``… | head -1``) ends the command quietly instead of with a traceback."""
    try:
        code = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # nobody reads any more: point stdout at nothing so the interpreter's final flush is silent too
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        code = 0
    raise SystemExit(code)
