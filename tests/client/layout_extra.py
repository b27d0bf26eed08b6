"""Screens the table screenshot sets leave out, for the layout walk: every rules page, every game's set-up,
replays, statistics, the crash screen, and whole games played at normal speed so that every frame of every
animation (cards flying into a hand, points floating up) is drawn and checked."""

from __future__ import annotations

import os
import random

import pygame

from engine import GAMES
from game.app import App
from game.kit.table import RESULTS_KEY
from game.scenes.help import HelpScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene
from game.seats import BOT_NAMES, Seat
from tests.client.driver import DT, click, click_key, game_clickables, make_app, open_table

SHOWN = ("space_beans", "al_cabohne")  # the games whose tables this walk plays


def _save(app: App, folder: str, name: str) -> str:
    app.draw()
    path = os.path.join(folder, f"x_{name}.png")
    pygame.image.save(app.screen, path)
    return path


def _from_title(key: str):
    """A client on the title screen, after a click on ``key``."""
    app = make_app("normal")
    app.push(TitleScene(app))
    click_key(app, key)
    return app


def rules_pages(folder: str) -> list[str]:
    out = []
    app = _from_title("rules")
    for name in GAMES:
        app.top.pick(name)
        assert isinstance(app.top, HelpScene)
        for page in range(len(app.top.pages)):
            app.top.page = page
            app.top._build()
            app.frame(DT)
            out.append(_save(app, folder, f"rules_{name}_{page}"))
    return out


def setups(folder: str) -> list[str]:
    out = []
    for name in GAMES:
        app = _from_title(f"game:{name}")
        app.frame(DT)
        out.append(_save(app, folder, f"setup_{name}"))
    return out


def played(folder: str, game: str, players: int, seed: int, frames: int = 40000) -> list[str]:
    """A game played by clicks at normal speed to its results (or for ``frames`` frames): every frame of every
    animation is drawn."""
    app = make_app("normal")
    app.push(TitleScene(app))
    seats = [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "normal") for i in range(players - 1)]
    table = open_table(app, game, seats, seed=seed)
    app.push(table)
    rng = random.Random(seed)
    out = []
    for k in range(frames):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is table and table.holds_final_table and not table.results_asked and not table.anim.blocking:
            out.append(_save(app, folder, f"play_{game}{players}_final"))  # the final table and its recap
            click_key(app, RESULTS_KEY)
        elif app.top is table and table.input_open and rng.random() < 0.3:
            offered = game_clickables(table)
            plays = [o for o in offered if not (hasattr(o[1], "kind") and o[1].kind in ("end", "close"))]
            click(app, rng.choice(plays if plays and rng.random() < 0.8 else offered)[0].center)
        elif app.top is not table and not isinstance(app.top, ResultsScene):
            click(app, (640, 400))  # a curtain or a notice: on
        else:
            app.frame(DT)
        if k % 1500 == 0:
            out.append(_save(app, folder, f"play_{game}{players}_{k}"))
    out.append(_save(app, folder, f"play_{game}{players}_results"))
    return out


def keeping(folder: str) -> list[str]:
    """Statistics, the replay list and a replay being watched (after the games above were kept), the crash."""
    out = []
    app = _from_title("statistics")
    app.frame(DT)
    out.append(_save(app, folder, "statistics"))
    click_key(app, "back")
    click_key(app, "replays")
    app.frame(DT)
    out.append(_save(app, folder, "replays"))
    click_key(app, "replay:0")
    for _ in range(6):
        click_key(app, "watch:next_turn")
    for _ in range(60):
        app.frame(DT)
    out.append(_save(app, folder, "watch"))
    app.router.crash(RuntimeError("a layout walk asked for the crash screen"))
    app.frame(DT)
    out.append(_save(app, folder, "crash"))
    return out


def dialogs(folder: str) -> list[str]:
    """Every yes/no question over the screen it is asked on, and a full Replays list whose rows carry the longest
    game name: screens the other walks reach only with a saved game or many finished games."""
    from engine.recipe import Recipe
    from game import i18n, replays, saves
    from game.scenes.replays import ReplaysScene

    os.makedirs(folder, exist_ok=True)
    out = []
    for name, game in GAMES.items():  # a saved game of each: the title offers a Continue for every one
        n = max(game.min_players, 2) if game.max_players > 1 else 1
        saves.keep(Recipe(name, n, 3), [Seat("Alice", True)] + [Seat(BOT_NAMES[i], False, "easy") for i in range(n - 1)])
    app = make_app("normal")
    app.push(TitleScene(app))
    app.frame(DT)
    out.append(_save(app, folder, "title_saved"))
    click_key(app, f"game:{SHOWN[0]}")
    app.frame(DT)
    for k, question in enumerate((i18n.tr("Replace the saved game?"), i18n.tr("Quit Beaniverse?"))):
        app.router.confirm(question, lambda: None)
        app.frame(DT)
        out.append(_save(app, folder, f"dialog_{k}"))
        click_key(app, "no")
    seats = [Seat("Alice", True), Seat("Nova", False), Seat("Orbit", False)]
    for seed in range(replays.KEEP):
        replays.add(Recipe("systeme_solaire", 3, seed), seats, [10, 20, 13], [1])
    app.push(ReplaysScene(app))
    app.frame(DT)
    out.append(_save(app, folder, "replays_full"))
    return out


def take_extra(folder: str) -> list[str]:
    os.makedirs(folder, exist_ok=True)
    out = rules_pages(folder) + setups(folder)
    for game in SHOWN:
        out += played(folder, game, 3 if game == "space_beans" else 1, 4)
    out += played(folder, "al_cabohne", 2, 6, frames=6000)  # the turn announcements of two players
    return out + keeping(folder)
