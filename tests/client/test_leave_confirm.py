"""Leave asks "Sure?" and stays armed long enough to answer (issue 18: "Vraiment ?" ran out after about
2 seconds and the second click did nothing visible)."""

from __future__ import annotations

import pygame

from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table, run_until


def _table(data_dir: str):  # type: ignore[no-untyped-def]
    app = make_app("normal")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=4)
    app.push(table)
    run_until(app, lambda: table.input_open)
    return app, table


def _frames(app, seconds: float) -> None:  # type: ignore[no-untyped-def]
    for _ in range(int(seconds / DT)):
        app.frame(DT)


def _move(app, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(DT)


def test_leave_stays_armed_while_the_mouse_rests_on_it(data_dir: str) -> None:
    app, table = _table(data_dir)
    leave = table.menu.get("ui:leave")
    click(app, leave.rect.center)
    assert table.menu.get("ui:leave").label == "Sure?"
    _frames(app, 8.0)  # a player reading the question, the mouse still on the button
    assert table.menu.get("ui:leave").label == "Sure?"
    click(app, leave.rect.center)
    assert isinstance(app.top, TitleScene)


def test_leave_runs_out_once_the_mouse_is_away_and_a_later_click_arms_it_again(data_dir: str) -> None:
    app, table = _table(data_dir)
    leave = table.menu.get("ui:leave")
    click(app, leave.rect.center)
    _move(app, (640, 300))
    _frames(app, 4.0)
    assert table.menu.get("ui:leave").label == "Sure?", "ran out while the player was still deciding"
    _frames(app, 3.0)
    assert table.menu.get("ui:leave").label == "Leave"
    click(app, leave.rect.center)
    assert app.top is table and table.menu.get("ui:leave").label == "Sure?"  # armed again, and it shows
    click(app, leave.rect.center)
    assert isinstance(app.top, TitleScene)


def test_leave_keeps_its_question_across_a_visit_to_settings(data_dir: str) -> None:
    app, table = _table(data_dir)
    click(app, table.menu.get("ui:leave").rect.center)
    table.enter()  # back from Settings: the menu is rebuilt in the new language
    assert table.menu.get("ui:leave").label == "Sure?"
