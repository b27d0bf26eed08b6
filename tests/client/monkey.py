"""Random mouse and key events over every screen, from the title, with saved games, replays and
statistics present: every event is a move, a UI action or ignored — never a crash.

    SDL_VIDEODRIVER=dummy .venv/bin/python -m tests.client.monkey --events 35000 --seed 1

The unit suite runs a few thousand events (``test_random_input``); this runs any number
and prints how many events, frames and screens it went through.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("BEANIVERSE_CRASH_SCREEN", "0")  # a crash must stop the run, not hide behind its screen

import pygame  # noqa: E402

from engine import GAMES  # noqa: E402
from engine.recipe import Recipe  # noqa: E402
from game import replays, saves, stats  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.seats import Seat  # noqa: E402
from tests.client.driver import DT, make_app  # noqa: E402

KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_z, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
        pygame.K_a, pygame.K_F11, pygame.K_TAB]


def _played(name: str, seed: int, moves: int | None) -> Recipe:
    """A random game of ``name``: ``moves`` long, or to the end."""
    game = GAMES[name]
    players = min(game.max_players, max(game.min_players, 2))
    s, rng, actions = game.new(players, seed), random.Random(seed), []
    while not game.is_over(s) and (moves is None or len(actions) < moves):
        a = rng.choice(game.legal_actions(s))
        s, _ = game.apply(s, a)
        actions.append(a)
    return Recipe(name, players, seed, {}, actions)


def prepare() -> None:
    """A saved game to continue, two finished games to watch, statistics to read."""
    from game.tables import has_table

    names = [n for n in GAMES if has_table(n)]
    for i, name in enumerate(names[:2]):
        rec = _played(name, i + 1, None)
        seats = [Seat("Alice", True)] + [Seat(f"C{k}", False, "easy") for k in range(1, rec.players)]
        game = GAMES[name]
        s = game.new(rec.players, rec.seed)
        for a in rec.actions:
            s, _ = game.apply(s, a)
        replays.add(rec, seats, list(game.scores(s)), sorted(game.winners(s)))
        stats.record(name, seats, list(game.scores(s)), sorted(game.winners(s)))
    rec = _played(names[0], 9, 20)
    saves.keep(rec, [Seat("Alice", True), Seat("Bruno", True)] + [Seat("C", False, "easy")] * (rec.players - 2))


def run(events: int, seed: int) -> collections.Counter:
    """Post ``events`` random events; returns how many frames each screen was on top."""
    rng = random.Random(seed)
    app = make_app(rng.choice(["instant", "fast", "normal"]))
    app.push(TitleScene(app))
    seen: collections.Counter = collections.Counter()
    for _ in range(events):
        x, y = rng.randrange(1280), rng.randrange(720)
        r = rng.random()
        if r < 0.7:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=rng.choice([1, 1, 1, 3]), pos=(x, y)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(x, y)))
        elif r < 0.82:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        elif r < 0.88:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False))
        else:
            mod = rng.choice([0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT])
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0))
        for _ in range(rng.randrange(0, 5)):
            app.frame(DT)
            seen[type(app.top).__name__] += 1
        if not app.running:  # Quit was found: start again, as a person would
            app = make_app(rng.choice(["instant", "fast", "normal"]))
            app.push(TitleScene(app))
    return seen


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--events", type=int, default=35000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    os.environ.setdefault("BEANIVERSE_DATA", tempfile.mkdtemp(prefix="beaniverse-monkey-"))
    prepare()
    seen = run(args.events, args.seed)
    print(f"{args.events} events, {sum(seen.values())} frames, 0 crashes; screens: {dict(seen.most_common())}")


if __name__ == "__main__":
    main()
