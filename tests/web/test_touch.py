"""A touch screen: a tap does what a click does (once), and what the mouse shows by hovering a tap shows too.

SDL turns a tap into FINGERDOWN plus a left button press at the same spot (its touch-to-mouse
emulation, on in pygbag), with no motion before it when the finger lands where the pointer was not.
"""

from __future__ import annotations

import random

import pygame
import pytest

from engine import GAMES
from engine.al_cabohne.cards import card_type, coins
from game.seats import Seat
from game.tables import has_table
from game.tables.al_cabohne import layout as L
from tests.client.driver import DT, click, game_clickables, make_app, open_table

TABLE_GAMES = [n for n in GAMES if has_table(n)]


def tap(app, pos: tuple[int, int]) -> None:
    """A finger: FINGERDOWN, then the button press SDL makes of it (marked ``touch``), no motion first."""
    w, h = pygame.display.get_surface().get_size()
    pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, touch_id=1, finger_id=0, x=pos[0] / w, y=pos[1] / h,
                                         dx=0.0, dy=0.0, pressure=1.0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos, touch=True))
    pygame.event.post(pygame.event.Event(pygame.FINGERUP, touch_id=1, finger_id=0, x=pos[0] / w, y=pos[1] / h,
                                         dx=0.0, dy=0.0, pressure=0.0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos, touch=True))
    app.frame(DT)


def _table(name: str, seed: int = 5):
    game = GAMES[name]
    seats = [Seat("Alice", True)] + [Seat(f"C{i}", False, "easy") for i in range(1, max(game.min_players, 2))]
    app = make_app("instant")
    table = open_table(app, name, seats, seed=seed)
    app.push(table)
    for _ in range(200):
        if table.input_open:
            break
        app.frame(DT)
    assert table.input_open
    return app, table


def _empty_spot(table) -> tuple[int, int]:
    taken = [r for r, _k in table.clickables()] + ([table.log_rect] if table.log_rect is not None else [])
    for pos in ((640, 300), (400, 300), (880, 300), (640, 200), (200, 400), (1000, 400)):
        if not any(r.collidepoint(pos) for r in taken):
            return pos
    pytest.skip("no empty spot on this table")


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_tap_does_what_a_click_does_once(name: str) -> None:
    app, table = _table(name)
    rect, key = random.Random(3).choice(game_clickables(table))
    moves = len(table.mod.recipe.actions)
    picked = table.ui.static_key()
    tap(app, rect.center)
    after_tap = (len(table.mod.recipe.actions), table.ui.static_key() if picked is not None else None)
    # the same on a second, identical table by mouse: the tap acted exactly as the click
    app2, table2 = _table(name)
    click(app2, rect.center)
    assert after_tap == (len(table2.mod.recipe.actions), table2.ui.static_key() if picked is not None else None)
    assert after_tap != (moves, picked) or table.notice.text, f"{key!r}: the tap did nothing"


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_tips_follow_a_tap_and_a_second_tap_puts_them_away(name: str) -> None:
    app, table = _table(name)
    spot = _empty_spot(table)
    tap(app, spot)
    assert table.mouse == spot, "hover tips read the tapped spot"
    tap(app, (spot[0] + 5, spot[1] - 5))  # a finger never lands on the same pixel twice
    assert table.mouse == (-1, -1), "a second tap on the same thing hides its tip"
    tap(app, spot)
    assert table.mouse == spot


def test_al_cabohne_field_value_shows_on_tap_and_goes_on_a_second() -> None:
    app, table = _table("al_cabohne", seed=5)
    rng = random.Random(1)
    for _ in range(5000):  # plant until one of our fields holds two cards
        if table.input_open and any(len(f) >= 2 for f in table.view.fields[0]):
            break
        if table.input_open:
            offers = [o for o in game_clickables(table) if getattr(o[1], "kind", "") in ("plant", "place")]
            click(app, rng.choice(offers or game_clickables(table))[0].center)
        else:
            app.frame(DT)
    i = next(i for i, f in enumerate(table.view.fields[0]) if len(f) >= 2)
    field = table.view.fields[0][i]
    pos = L.field_area(i).center
    if any(r.collidepoint(pos) for r, _k in table.clickables()):
        pytest.skip("the field is a place to play on right now")
    tap(app, (600, 250))  # a spot with nothing to say
    assert table.ui.hover_text() is None
    tap(app, pos)
    tip = table.ui.hover_text()
    assert tip is not None and f"×{len(field)}" in tip
    assert f"harvest now: {coins(card_type(field[0]), len(field))} coin" in tip
    tap(app, (pos[0] + 3, pos[1] + 2))
    assert table.ui.hover_text() is None
    tap(app, pos)
    assert table.ui.hover_text() == tip
    tap(app, (600, 250))  # elsewhere: the field's tip goes
    assert table.ui.hover_text() != tip
