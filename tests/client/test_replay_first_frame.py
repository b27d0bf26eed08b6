"""The replay viewer's first frame is the table "|◀ Start" shows for the same game (playtest 28, Al Cabohne): opened,
the viewer showed the deal still flying in (empty Bosses, no hand), where Start, a moment later, showed it dealt.
A replayed table is shown as it stands at every move, the deal included: the first frame, Start at once, and Start
once everything has had time to move are one picture."""

from __future__ import annotations

import pygame
import pytest

from engine import GAMES
from game import replays
from game.scenes.title import TitleScene
from game.scenes.watch import VIEW, WatchScene
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click_key, make_app
from tests.client.test_replay_end import finished_recipe


def _table_pixels(app: object) -> bytes:
    return pygame.image.tobytes(app.screen.subsurface(VIEW), "RGB")  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", [n for n in GAMES if has_table(n)])
def test_the_first_frame_is_what_start_shows(name: str, data_dir: str) -> None:
    rec = finished_recipe(name, 11, players=1 if name == "al_cabohne" else None)
    seats = [Seat(f"P{i + 1}", i == 0) for i in range(rec.players)]
    assert replays.add(rec, seats, [0] * rec.players, [])
    (kept,) = replays.listing()
    app = make_app("normal")
    app.push(TitleScene(app))
    app.frame(DT)
    app.push(WatchScene(app, kept))
    app.frame(DT)
    first = _table_pixels(app)
    for _ in range(3):
        click_key(app, "watch:next")
    for _ in range(120):
        app.frame(DT)
    click_key(app, "watch:start")
    assert _table_pixels(app) == first
    for _ in range(240):  # whatever was still to move has moved
        app.frame(DT)
    assert _table_pixels(app) == first
