"""Seeded random complete games of every registered game, reduced to comparable records.

The same file runs twice: in desktop CPython (imported by the test) and in
WebAssembly CPython (Pyodide in Node, copied into its file system next to a
copy of ``engine/``). Both must produce identical records; only the time
differs. Stdlib only, so it runs wherever the engine does.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import time
from typing import Any

SEEDS = (0, 1, 2)


def cases() -> list[tuple[str, int, int]]:
    """Every game in ``engine.GAMES`` at every player count, with each seed."""
    from engine import GAMES

    return [
        (name, players, seed)
        for name, game in GAMES.items()
        for players in range(game.min_players, game.max_players + 1)
        for seed in SEEDS
    ]


def _line(digest: Any, obj: Any) -> None:
    digest.update(json.dumps(obj, sort_keys=True, ensure_ascii=True).encode())
    digest.update(b"\n")


def play(name: str, players: int, seed: int) -> dict[str, Any]:
    """One complete game of random legal play; the record holds a hash of the whole trace."""
    from engine import GAMES
    from engine.core import english

    game = GAMES[name]
    names = [f"P{i + 1}" for i in range(players)]
    digest = hashlib.sha256()
    state = game.new(players, seed)
    rng = random.Random(seed)

    def log(events: list[Any]) -> None:
        for e in events:
            words = game.describe_event(e, None)
            _line(digest, [e.to_json(), english(words, names) if words is not None else None])

    log(game.opening_events(state))
    actions = 0
    while not game.is_over(state):
        seat = game.to_act(state)
        action = rng.choice(game.legal_actions(state))
        _line(digest, [seat, action.to_json(), english(game.describe(action), names)])
        state, events = game.apply(state, action)
        log(events)
        actions += 1
    _line(digest, repr(game.view(state, None)))
    return {
        "game": name,
        "players": players,
        "seed": seed,
        "actions": actions,
        "scores": list(game.scores(state)),
        "winners": list(game.winners(state)),
        "trace": digest.hexdigest(),
    }


def run() -> dict[str, Any]:
    """All the cases, the time they took (the engine's work only) and the Python that ran them."""
    todo = cases()
    start = time.perf_counter()
    records = [play(*case) for case in todo]
    seconds = time.perf_counter() - start
    return {
        "python": sys.version.split()[0],
        "platform": sys.platform,
        "seconds": seconds,
        "records": records,
    }


if __name__ == "__main__":
    print(json.dumps(run()))
