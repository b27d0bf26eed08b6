"""Clicks anywhere at any moment are a legal move, a UI action or ignored — never a crash."""

from __future__ import annotations

import random

import pygame
import pytest

from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table


@pytest.mark.parametrize("speed, seed", [("normal", 1), ("instant", 2), ("fast", 3)])
def test_random_clicks_never_raise(data_dir: str, speed: str, seed: int) -> None:
    rng = random.Random(seed)
    app = make_app(speed)
    app.push(TitleScene(app))
    seats = [Seat("Alice", True), Seat("Bruno", True), Seat("Nova", False, "greedy")]
    app.push(open_table(app, "space_beans", seats, seed=seed))
    kinds = []
    for _ in range(600):
        x, y = rng.randrange(1280), rng.randrange(720)
        r = rng.random()
        if r < 0.75:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=rng.choice([1, 1, 1, 3]), pos=(x, y)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(x, y)))
        elif r < 0.85:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
        elif r < 0.92:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False))
        else:
            key = rng.choice([pygame.K_SPACE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_a])
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        for _ in range(rng.randrange(0, 6)):
            app.frame(DT)
        kinds.append(type(app.top).__name__)
        if not app.running:  # a random click found Quit on the title: start over
            app = make_app(speed)
            app.push(TitleScene(app))
    assert len(set(kinds)) >= 2  # the clicks really moved between screens


def test_clicks_aimed_at_the_table_while_it_animates(data_dir: str) -> None:
    """Clicks during every phase of the table only skip, act or get ignored."""
    rng = random.Random(9)
    app = make_app("normal")
    seats = [Seat("Alice", True), Seat("Nova", False), Seat("Orbit", False), Seat("Pulsar", False)]
    table = open_table(app, "space_beans", seats, seed=9)
    app.push(table)
    for _ in range(500):
        if app.top is not table:
            break
        offered = [r for r, k in table.clickables() if not (isinstance(k, str) and k.startswith("ui:"))]
        pos = rng.choice(offered).center if offered and rng.random() < 0.7 else (rng.randrange(1280), rng.randrange(720))
        if pos[0] > 1150 and pos[1] < 130:
            continue  # keep away from Leave
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        for _ in range(rng.randrange(1, 8)):
            app.frame(DT)
    assert len(table.mod.recipe.actions) > 10


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_events_over_every_screen_never_crash(data_dir: str, seed: int) -> None:
    """The monkey (``tests/client/monkey.py``) with a saved game, replays and statistics present."""
    from tests.client import monkey

    monkey.prepare()
    seen = monkey.run(1500, seed)
    assert len(seen) >= 4, seen  # it really went through the screens
