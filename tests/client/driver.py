"""Drive the real client frame by frame with posted mouse events, as a player would."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from game import i18n, record
from game.app import App, LaunchOptions
from game.scene import Scene

DT = 1 / 60


def open_table(app: App, game: str, seats: list, seed: int | None = None, attract: bool = False,
               options: dict | None = None) -> Any:
    """A table scene as the router opens it (a fresh 64-bit seed unless one is given)."""
    return app.router.table(game, seats, seed=seed, attract=attract, options=options)


def make_app(speed: str = "instant", attract: bool = False) -> App:
    app = App(LaunchOptions())
    app.settings.speed = speed
    app.settings.attract = attract
    return app


@contextmanager
def app_in(language: str, speed: str = "instant") -> Iterator[App]:
    """An app read in ``language`` (its settings too); English again afterwards, whatever the test found."""
    app = make_app(speed)
    app.settings.language = language
    i18n.set_language(language)  # after the app: it sets the language of its settings
    try:
        yield app
    finally:
        i18n.set_language("en")


def click(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    """Post a left press and release at ``pos`` (logical coordinates) and run frames."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    for _ in range(frames):
        app.frame(DT)


def click_key(app: App, key: Any) -> None:
    """Click the centre of the top scene's clickable with this key (an Action or a UI id)."""
    for rect, k in app.top.clickables():  # type: ignore[union-attr]
        if k == key:
            click(app, rect.center)
            return
    raise AssertionError(f"{key!r} is not offered; offered: {[k for _r, k in app.top.clickables()]}")  # type: ignore[union-attr]


def language_by_clicks(app: App, language: str) -> list[str]:
    """From the table on top: Settings, ``language`` and Back, clicked as a player does; the texts of the next frame
    drawn (the table's, in the language chosen)."""
    from game import record

    table = app.top
    click_key(app, "ui:settings")
    click_key(app, f"language:{language}")
    click_key(app, "back")
    assert app.top is table
    with record.capture() as items:
        app.frame(DT)
    return record.texts(items)


def hinted(app: App, table: Any) -> Any:
    """The Hint button pressed, and the frames run until its advice is found (the advisor's ``Advice``)."""
    table.advisor.ask()
    for _ in range(3000):
        if table.advisor.advice is not None:
            break
        app.frame(DT)
    assert table.advisor.advice is not None, "the Hint found a move"
    return table.advisor.advice


def pass_on(app: App, table: Any) -> bool:
    """The kit's button that moves the screen on, clicked when it waits: hot-seat's "Pass to …" (the curtain
    comes), or the final table's "Results ▸"; whether it clicked."""
    if app.top is table and getattr(table, "holds_final_table", False) and not table.results_asked:
        click(app, table.results_button().rect.center)
        return True
    if app.top is not table or not getattr(table, "awaiting_pass", False):
        return False
    wait_for_pass(app, table)
    click(app, table.pass_button().rect.center)
    return True


def wait_for_pass(app: App, table: Any) -> None:
    """Run frames until "Pass to …" takes clicks (it ignores them for a moment after it appears: a double click
    on the move's own button must not hand the screen over too)."""
    for _ in range(120):
        if table.pass_ready or not table.awaiting_pass:
            return
        app.frame(DT)


def run_until(app: App, done: Callable[[], bool], max_frames: int = 5000) -> None:
    for _ in range(max_frames):
        if done():
            return
        app.frame(DT)
    raise AssertionError(f"not reached after {max_frames} frames; top scene {type(app.top).__name__}")


def top_is(app: App, cls: type[Scene]) -> bool:
    return isinstance(app.top, cls)


def game_clickables(scene: Any) -> list[tuple[pygame.Rect, Any]]:
    """What the table offers for the game itself (not its Rules/Settings/Leave buttons)."""
    return [(r, k) for r, k in scene.clickables() if not (isinstance(k, str) and k.startswith("ui:"))]


def new_recaps(app: App, table: Any, seed: int, steps: int) -> Iterator[pygame.Rect]:
    """The box of each new "since your last turn" recap while the human at ``table`` plays random offered things
    (``seed``), within ``steps`` clicks and frames; the caller looks at each before the next click, and may stop."""
    rng, last = random.Random(seed), None
    for _ in range(steps):
        if table.mod.over:
            return
        if app.top is table and table.input_open:
            box = table.recap_box()
            if box is not None and table.recap.blocks is not last:
                last = table.recap.blocks
                yield box
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)


def reviewed_decisions(app: App, scene: Any, monkeypatch: Any) -> Iterator[tuple[Any, list[Ring], list[Any]]]:
    """Each marked decision of the review ``scene``, shown in turn: the decision, the outlines the scene drew for it
    (each ring's colour, its move and where the table puts that move) and what the frame showed (``record``)."""
    rings: list[Ring] = []
    outline = scene._outline

    def drawn(frame: pygame.Surface, a: Any, colour: tuple[int, int, int]) -> None:
        rings.append((colour, a, [r.copy() for r in scene.table.action_rects(a)]))
        outline(frame, a, colour)

    monkeypatch.setattr(scene, "_outline", drawn)
    app.push(scene)
    for d in scene.marked:
        scene.go(scene.shown.index(d))  # the walk shows the costliest kind first
        rings.clear()
        with record.capture() as items:
            app.frame(DT)
        yield d, list(rings), items
    app.pop()


Ring = tuple[tuple[int, int, int], Any, list[pygame.Rect]]


def play_turns_by_clicks(app: App, table: Any, rng: random.Random, until: Callable[[], bool],
                         max_steps: int = 20000) -> int:
    """Click random offered things on ``table`` until ``until()``; returns the number of clicks."""
    clicks = 0
    for _ in range(max_steps):
        if until():
            return clicks
        if pass_on(app, table):
            continue
        if app.top is table and table.input_open:
            offered = game_clickables(table)
            assert offered, "the human is to act but nothing is offered"
            rect, _key = rng.choice(offered)
            click(app, rect.center)
            clicks += 1
        else:
            app.frame(DT)
    raise AssertionError("did not finish")


def continue_from_title(speed: str = "instant") -> Any:
    """A fresh app (as after a restart) whose title's Continue is pressed at once, before any frame
    lets a computer move on; the table it opens."""
    from game.scenes.title import TitleScene

    app = make_app(speed)
    title = TitleScene(app)
    app.push(title)
    app.frame(DT)
    continue_button = title.buttons.get("continue")
    assert continue_button is not None, "the title offers no Continue"
    continue_button.action()
    return app.top


def through_title(speed: str, *keys: str) -> tuple[App, Any]:
    """A fresh app at ``speed`` on its title, whose buttons ``keys`` are pressed in turn; the app and the scene on
    top."""
    from game.scenes.title import TitleScene

    app = make_app(speed)
    app.push(TitleScene(app))
    app.frame(DT)
    for key in keys:
        click_key(app, key)
    return app, app.top


def learn_from_title(game: str, language: str) -> tuple[App, Any]:
    """A fresh app in ``language`` whose title opens ``game`` and its Learn to play, as a player does (the lesson's
    own budget and deal); the app and the table."""
    from game import i18n
    from game.scenes.title import TitleScene

    app = make_app("instant")
    app.settings.language = language
    i18n.set_language(language)
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, f"game:{game}")
    click_key(app, "learn")
    return app, app.top


def text_spy(monkeypatch: Any, name: str = "blit_text") -> list[tuple[str, pygame.Rect]]:
    """Every text drawn from now on by ``theme.<name>`` (``blit_text``, ``blit_fit``) with where it landed."""
    from game import theme

    drawn: list[tuple[str, pygame.Rect]] = []
    real = getattr(theme, name)

    def spy(surface: pygame.Surface, s: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect: pygame.Rect = real(surface, s, *args, **kwargs)
        drawn.append((s, rect))
        return rect

    monkeypatch.setattr(theme, name, spy)
    return drawn
