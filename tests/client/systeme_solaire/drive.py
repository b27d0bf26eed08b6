"""Driving a Système Solaire table by clicks for the tests and the screenshots: seats, policies, positions."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from engine.core import Action
from game.app import App
from game.kit.choices import Pick
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on

GAME = "systeme_solaire"
BOTS = ("Nova", "Orbit", "Pulsar", "Quasar")
Offered = list[tuple[pygame.Rect, Any]]
Chooser = Callable[[Any, Offered, random.Random], tuple[pygame.Rect, Any]]


def seats(players: int, humans: int = 1, level: str = "normal", first_bot: bool = False) -> list[Seat]:
    """``humans`` humans (Alice, Bruno, ...) then computers; ``first_bot`` puts a computer in seat 0."""
    people = [Seat(n, True) for n in ("Alice", "Bruno", "Chiara")[:humans]]
    bots = [Seat(n, False, level) for n in BOTS[: players - humans]]
    return bots[:1] + people + bots[1:] if first_bot else people + bots


_app: App | None = None


def shared_app(speed: str = "instant") -> App:
    """One App for every table of a run: opening a second display in one process makes pygame write to
    freed memory (``set_mode`` after the first window), so the screens reuse the first."""
    global _app
    if _app is None:
        _app = make_app(speed)
    _app.settings.speed = speed
    return _app


def table_app(players: int, seed: int, humans: int = 1, speed: str = "instant", variant: bool = False,
              first_bot: bool = False, app: App | None = None) -> tuple[App, Any]:
    """A table with ``humans`` humans, alone on the stack of ``app`` (a new App unless given)."""
    if app is None:
        app = make_app(speed)
    app.settings.speed = speed
    table = open_table(app, GAME, seats(players, humans, first_bot=first_bot), seed=seed,
                       options={"variant": variant})
    app.reset(table)
    return app, table


def lift_curtain(app: App) -> None:
    for _ in range(12):
        app.frame(DT)
    click(app, (640, 360))


def random_choice(table: Any, offered: Offered, rng: random.Random) -> tuple[pygame.Rect, Any]:
    """Any offered click but the lists (they change nothing)."""
    moves = [o for o in offered if not (isinstance(o[1], Pick) and o[1].kind == "view")]
    return rng.choice(moves or offered)


def eager(table: Any, offered: Offered, rng: random.Random) -> tuple[pygame.Rect, Any]:
    """Often bid as high as the hand allows (to win auctions), and send taken cards to the front."""
    keys = {k: r for r, k in offered}
    if table.view.phase == "bid" and rng.random() < 0.6:
        for key in (Pick("bid", "", 5), Pick("bid", "", 2), Pick("bid", "", 1)):
            if key in keys:
                return keys[key], key
        bid = next(k for k in keys if isinstance(k, Action) and k.kind == "bid")
        return keys[bid], bid
    if table.view.phase in ("pay", "select"):
        commit = [(r, k) for r, k in offered if isinstance(k, Pick) and k.kind == "commit"]
        if commit and rng.random() < 0.8:
            return commit[0]
        more = [(r, k) for r, k in offered if isinstance(k, Pick) and k.kind == "pick" and k.card not in table.ui.picked]
        if more:
            return rng.choice(more)
    if table.view.phase == "take" and table.ui.group is not None:
        fronts = [(r, k) for r, k in offered if isinstance(k, Pick) and k.kind == "place" and k.zone == "f"]
        if fronts and rng.random() < 0.7:
            return fronts[0]
    return random_choice(table, offered, rng)


def step(app: App, table: Any, rng: random.Random, choose: Chooser = random_choice) -> None:
    """A click where the human may act now (``choose`` picks it), else a frame."""
    if table.input_open and not table.anim.blocking:
        rect, _key = choose(table, game_clickables(table), rng)
        click(app, rect.center)
        placed(app, table)
    else:
        app.frame(DT)


def play_until(app: App, table: Any, done: Callable[[Any], bool], seed: int = 1, choose: Chooser = random_choice,
               max_steps: int = 30_000) -> bool:
    """Clicks (through every curtain) until ``done(table)`` on a human decision; False if the game ends first."""
    rng = random.Random(seed)
    for _ in range(max_steps):
        top = type(app.top).__name__
        if top == "ResultsScene":
            return False
        if top == "CurtainScene":
            lift_curtain(app)
            continue
        if pass_on(app, table):
            continue
        if app.top is table and table.input_open and not table.anim.blocking:
            if done(table):
                return True
            rect, _key = choose(table, game_clickables(table), rng)
            click(app, rect.center)
            placed(app, table)
        else:
            app.frame(DT)
    raise AssertionError("not reached")


def finish(app: App, table: Any, seed: int = 1) -> None:
    """Play on to the results."""
    assert not play_until(app, table, lambda t: False, seed)


def inject(table: Any, state: Any) -> None:
    """Put the table in an explicit position (``engine.systeme_solaire.positions.position``), as after a hand-over."""
    table.mod.state = state
    table.forget_screen()


def tied_totals(app: App | None = None) -> tuple[App, Any]:
    """Four players, seat 3 won the auction and holds the marker; seats 0, 1 and 2 reveal 3 each (SS-17.4): the
    order of choice is 3, 2, 1, 0, the last two places by the tie-break. The table at the group selection."""
    from engine.systeme_solaire.positions import position

    app, table = table_app(4, 2, app=app)
    inject(table, position(4, hands={0: ["P3"], 1: ["P3"], 2: ["Uranus"], 3: ["P1"]},
                           groups=[["Mars"], ["Venus"], ["Sun"], ["Earth", "Pluto"]], marker=3, winner=3,
                           phase="select"))
    press(app, table, Pick("pick", "hand", table.view.hands[0][0]))
    press(app, table, Pick("commit", "select"))
    for _ in range(100):  # the computers select (they have one card each)
        if table.view.phase == "take":
            break
        app.frame(DT)
    return app, table


def offered_keys(table: Any) -> list[Any]:
    return [k for _r, k in game_clickables(table)]


def rect_of(table: Any, key: Any) -> pygame.Rect:
    for r, k in table.clickables():
        if k == key:
            return r
    raise AssertionError(f"{key!r} is not offered; offered: {offered_keys(table)}")


def press(app: App, table: Any, key: Any) -> None:
    click(app, rect_of(table, key).center)
    placed(app, table)


def placed(app: App, table: Any) -> None:
    """Frames until a chosen group's cards are in place (where they start is thought out a slice a frame)."""
    for _ in range(2000):
        if not table.ui.placing:
            return
        app.frame(DT)
    raise AssertionError("the group's cards were never placed")


def press_any(app: App, table: Any, keys: list[Any]) -> bool:
    """Press the first of ``keys`` on offer; False if none is."""
    offered = offered_keys(table)
    for key in keys:
        if key in offered:
            press(app, table, key)
            return True
    return False


def bid(app: App, table: Any, amount: int) -> None:
    """Set the Bid button to ``amount`` with +1 / −1, then press it."""
    while table.ui.amount < amount:
        press(app, table, Pick("bid", "", 1))
    while table.ui.amount > amount:
        press(app, table, Pick("bid", "", -1))
    press(app, table, Action("bid", amount))


def take_action(g: int, split: str) -> Action:
    return Action("take", g, split)


def selected_at_normal_speed(hands: dict[int, list[str]]) -> tuple[App, Any]:
    """A three-player table at normal speed, the selection step of a round (Mars, Venus and the Sun in the groups),
    where the human has put its first hand card in and committed: the reveal row turns over next."""
    from engine.systeme_solaire.positions import position

    app, table = table_app(3, 5, speed="normal")
    inject(table, position(3, hands=hands, groups=[["Mars"], ["Venus"], ["Sun"]], marker=2, winner=2,
                           phase="select"))
    for _ in range(200):
        if table.input_open and not table.anim.blocking:
            break
        app.frame(DT)
    press(app, table, Pick("pick", "hand", table.view.hands[0][0]))
    press(app, table, Pick("commit", "select"))
    return app, table
