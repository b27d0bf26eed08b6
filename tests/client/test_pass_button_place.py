"""Hot-seat: "Pass to …" never catches the second click of a double click on the move's own button (issue 18).

In Système Solaire with two humans and a computer, after a bid the "Pass to Alice ▸" button appeared where the
auction's own Pass button had just been, so a quick double click passed the bid AND handed the screen over.
Two guards: Système Solaire puts the button clear of every control of its decisions (``pass_rect``), and the
kit ignores a click on it that comes within ``PASS_GUARD`` seconds of it appearing (every game).
"""

from __future__ import annotations

import random

import pygame

from engine.core import Action
from game.kit.choices import Pick
from game.kit.table import PASS_GUARD, Table
from game.scenes.curtain import CurtainScene
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table

SEATS = [Seat("Alice", True), Seat("Bruno", True), Seat("Orbit", False, "easy")]


def _lift(app: object) -> None:
    for _ in range(12):
        app.frame(DT)  # type: ignore[attr-defined]
    click(app, (640, 360))  # type: ignore[arg-type]


def _button_rects(table: Table) -> list[pygame.Rect]:
    """The game's buttons offered now (not the cards, groups or lists: places a click chooses, not a move)."""
    return [r.copy() for r, k in game_clickables(table)
            if isinstance(k, Action) and k.kind in ("bid", "pass", "take")
            or isinstance(k, Pick) and k.kind in ("bid", "commit", "clear")]


def _until_awaiting_pass(app: object, table: Table, rng: random.Random,
                         seen: list[pygame.Rect]) -> None:
    """Random moves until one waits to be passed on; ``seen`` gathers every game button shown on the way."""
    for _ in range(20_000):
        if isinstance(app.top, CurtainScene):  # type: ignore[attr-defined]
            _lift(app)
        elif table.awaiting_pass:
            return
        elif table.input_open:
            seen.extend(_button_rects(table))
            moves = [(r, k) for r, k in game_clickables(table) if not (isinstance(k, Pick) and k.kind == "view")]
            click(app, rng.choice(moves)[0].center)  # type: ignore[arg-type]
        else:
            app.frame(DT)  # type: ignore[attr-defined]
    raise AssertionError("no move waited to be passed on")


def test_systeme_solaire_pass_button_is_clear_of_every_game_button() -> None:
    """Over several hand-overs, "Pass to …" covers no button the mover's decisions showed (Bid, Pass, the
    adjusters, Pay, Confirm, Clear, Take)."""
    app = make_app("instant")
    table = open_table(app, "systeme_solaire", SEATS, seed=11)
    app.push(table)
    rng = random.Random(3)
    for _ in range(6):
        seen: list[pygame.Rect] = []
        _until_awaiting_pass(app, table, rng, seen)
        place = table.pass_button().rect
        hit = [r for r in seen if r.colliderect(place)]
        assert not hit, f"'Pass to …' at {place} covers the game's buttons at {hit}"
        for _ in range(30):
            app.frame(DT)
        click(app, place.center)
        assert isinstance(app.top, CurtainScene)


def test_a_click_on_pass_just_after_it_appears_is_ignored() -> None:
    """The kit's guard, for every game: within ``PASS_GUARD`` seconds of appearing, "Pass to …" takes no click;
    after it, the same click brings the curtain."""
    for game in ("systeme_solaire", "space_beans"):
        app = make_app("instant")
        seats = SEATS if game == "systeme_solaire" else SEATS[:2]
        table = open_table(app, game, seats, seed=11)
        app.push(table)
        _until_awaiting_pass(app, table, random.Random(5), [])
        place = table.pass_button().rect
        click(app, place.center)  # the second half of a double click on the move's button
        assert app.top is table and table.awaiting_pass, f"{game}: a click on a new 'Pass to …' handed over"
        frames = 0
        while not table.pass_ready:
            app.frame(DT)
            frames += 1
        assert frames * DT <= PASS_GUARD + 0.05
        click(app, place.center)
        assert isinstance(app.top, CurtainScene), f"{game}: 'Pass to …' refused a deliberate click"
