"""Save a screenshot of every screen, headless, by driving the real client with clicks.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m tests.client.screens /tmp/shots

Writes title.png, setup.png, table2/4/6.png (a human's turn mid-game, a card
selected where possible), curtain.png, results.png, settings.png, rules.png.
"""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from engine.core import Action  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.curtain import CurtainScene  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.seats import BOT_NAMES, Seat  # noqa: E402
from game.tables import open_table  # noqa: E402
from tests.client.driver import DT, click, click_key, game_clickables, make_app  # noqa: E402


def _save(app: App, folder: str, name: str) -> str:
    app.draw()
    path = os.path.join(folder, f"{name}.png")
    pygame.image.save(app.screen, path)
    return path


def _mid_game(players: int, seed: int, turns: int) -> App:
    """One human and computers, played by clicks until ``turns`` turns are done, stopped on the human's turn."""
    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "greedy") for i in range(players - 1)]
    table = open_table(app, "space_beans", seats, seed=seed)
    app.push(table)
    rng = random.Random(seed)
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        if table.input_open:
            if table.view.turn >= turns and table.view.step in ("collect", "start"):
                break
            offered = game_clickables(table)
            # prefer playing cards over ending steps, so collections grow
            plays = [o for o in offered if not (isinstance(o[1], Action) and o[1].kind in ("end", "close"))]
            rect, _key = rng.choice(plays or offered)
            click(app, rect.center)
        else:
            app.frame(DT)
    selects = [r for r, k in game_clickables(table) if isinstance(k, str) and k.startswith("select:")]
    if selects:
        click(app, selects[0].center)
    table.anim.speed = 1.0
    return app


def take_all(folder: str) -> list[str]:
    os.makedirs(folder, exist_ok=True)
    out = []
    app = make_app("normal", attract=True)
    app.push(TitleScene(app))
    for _ in range(200):
        app.frame(0.03)
    out.append(_save(app, folder, "title"))
    click_key(app, "game:space_beans")
    click_key(app, "players+")
    click_key(app, "kind:1")
    out.append(_save(app, folder, "setup"))

    for players, seed, turns in ((2, 21, 8), (4, 7, 14), (6, 5, 20)):
        out.append(_save(_mid_game(players, seed, turns), folder, f"table{players}"))

    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Bruno", True), Seat("Nova", False, "greedy")]
    app.push(open_table(app, "space_beans", seats, seed=3))
    for _ in range(30):
        app.frame(DT)
    assert isinstance(app.top, CurtainScene)
    out.append(_save(app, folder, "curtain"))

    app = make_app("instant")
    seats = [Seat("Alice", True)] + [Seat(n, False, "greedy") for n in BOT_NAMES[:3]]
    table = open_table(app, "space_beans", seats, seed=7)
    app.push(table)
    rng = random.Random(7)
    while not isinstance(app.top, ResultsScene):
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    out.append(_save(app, folder, "results"))

    app = make_app("normal")
    app.push(TitleScene(app))
    click_key(app, "settings")
    out.append(_save(app, folder, "settings"))
    click_key(app, "back")
    click_key(app, "rules")
    click_key(app, "next")
    click_key(app, "next")
    out.append(_save(app, folder, "rules"))
    return out


if __name__ == "__main__":
    for p in take_all(sys.argv[1] if len(sys.argv) > 1 else "shots"):
        print(p)
