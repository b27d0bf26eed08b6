"""Playing the Space Lab table by clicks: an engine action (chosen by a bot or a test) done as a player does it.

``click_move`` turns one decision into the clicks a player makes: a capsule
swap and Confirm, the Draw button, a revealed card, a Recruitment Centre
stack, a hand card then a slot then the payment cards then Confirm, a drawn
Project, End turn or Pass. Every click goes through the real client.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from engine.core import Action
from engine.space_lab.cards import COST_OF, PERMS
from engine.space_lab.rules import GAME
from game import i18n
from game.kit.choices import Pick
from game.scenes.results import ResultsScene
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table, pass_on


def start(players: int, seed: int, humans: int = 1, speed: str = "instant", level: str = "normal",
          options: dict | None = None) -> tuple[Any, Any]:
    app = make_app(speed)
    names = ["Alice", "Bruno", "Chiara", "Dmitri"]
    bots = ["Nova", "Orbit", "Pulsar", "Quasar"]
    seats = [Seat(names[i], True) if i < humans else Seat(bots[i], False, level) for i in range(players)]
    table = open_table(app, "space_lab", seats, seed=seed, options=options)
    app.push(table)
    return app, table


def cuts(monkeypatch: Any) -> list[str]:
    """From now on in the test, every text ``theme.shorten`` has to cut with "…" (a text not written whole)."""
    from game import theme

    found: list[str] = []
    real = theme.shorten

    def shorten(s: str, size: int, width: int, bold: bool = False) -> str:
        out = real(s, size, width, bold)
        if out != s:
            found.append(s)
        return out

    monkeypatch.setattr(theme, "shorten", shorten)
    return found


def at(table: Any, state: Any) -> None:
    """Put the table in front of a position (as if the game had reached it)."""
    table.mod.state = state
    table.view = table.mod.view()
    table.ui.reset()
    table.choices.clear()
    table.refresh()
    table.stage.reset()
    table.layer.invalidate()


def offered(table: Any, key: Any) -> Any:
    """The rect of the first offer with this key."""
    for rect, k in game_clickables(table):
        if k == key:
            return rect
    raise AssertionError(f"{key!r} not offered; offered: {[k for _r, k in game_clickables(table)]}")


def click_key(app: Any, table: Any, key: Any) -> None:
    for _ in range(600):  # a click while cards move would only skip them
        if not table.anim.blocking:
            break
        app.frame(DT)
    click(app, offered(table, key).center)


def settle(app: Any, table: Any, frames: int = 4000) -> None:
    """Run frames until the human may act again (or the game is over)."""
    for _ in range(frames):
        if isinstance(app.top, ResultsScene) or (table.input_open and not table.anim.busy):
            return
        if type(app.top).__name__ == "CurtainScene":
            for _ in range(12):
                app.frame(DT)
            click(app, (640, 360))
            continue
        if pass_on(app, table):
            continue
        app.frame(DT)


def click_move(app: Any, table: Any, a: Action, payment: list[int] | None = None) -> None:
    """Make the decision ``a`` by clicks; a placement's payment is ``payment`` (default: the lowest cards)."""
    if a.kind == "assign":
        want = PERMS[a.card]
        while table.ui.arrangement != want:
            i = next(k for k in range(3) if table.ui.arrangement[k] != want[k])
            j = table.ui.arrangement.index(want[i])
            click_key(app, table, Pick("swap", "capsule", i))
            click_key(app, table, Pick("swap", "capsule", j))
        click_key(app, table, table.ui.assign_action())
        return
    if a.kind == "place":
        click_key(app, table, Pick("select", "hand", a.card))
        click_key(app, table, a)  # a free card is placed; a costly one is aimed, and its payment follows
        if COST_OF[a.card] == 0:
            return
        others = [c for c in table.view.hands[table.bottom] if c != a.card]
        for c in payment if payment is not None else others[: COST_OF[a.card]]:
            click_key(app, table, Pick("pay", "hand", c))
        click_key(app, table, a)
        return
    click_key(app, table, a)


def bot_move(table: Any, rng: random.Random) -> Action:
    """What the normal bot would do in the human's seat (placements without their payment)."""
    from engine.bots import situation

    bot = GAME.bots["normal"]()
    for step in bot.think(situation(GAME, table.mod.state, rng)):
        if step is not None:
            return step
    raise AssertionError("the bot chose nothing")


def play_until(app: Any, table: Any, done: Callable[[Any], bool], seed: int = 1, choose: Any = None,
               max_moves: int = 400) -> bool:
    """Let the human seat play the bot's moves by clicks until ``done(table)`` on a human decision."""
    rng = random.Random(seed)
    for _ in range(max_moves):
        settle(app, table)
        if isinstance(app.top, ResultsScene):
            return False
        if done(table):
            return True
        a = choose(table, rng) if choose is not None else None
        click_move(app, table, a if a is not None else bot_move(table, rng))
    return False


@contextmanager
def scored_in(language: str,
              done: Callable[[Any], bool] = lambda t: t.view.scores[0] > 0) -> Iterator[tuple[Any, Any]]:
    """A two-player table (seed 5) played until ``done`` (the viewer has points), read in ``language``; English
    again afterwards, whatever the test found."""
    app, table = start(2, 5)
    assert play_until(app, table, done, seed=5)
    i18n.set_language(language)
    try:
        yield app, table
    finally:
        i18n.set_language("en")
