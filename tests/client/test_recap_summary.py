"""The "since your last turn" recap summarised per seat (issue 18 §4): it showed only its last 9 lines, so
Nova going from 4 to 14 points went unexplained. Each seat's scoring lines are kept, the rest counted, and
a click on the recap opens the whole log."""

from __future__ import annotations

import random
from typing import Any

import pygame

from engine.core import TOLD_PER_SEAT, Event
from game.kit.log import GameLog
from game.kit.notes import LogView, Recap
from game.seats import Seat
from tests.client.driver import click, make_app, open_table, play_turns_by_clicks
from tests.client.recap_fakes import MovesGame, scores_view


def _texts(recap: Recap) -> list[str]:
    return [text for text, _ in recap.lines]


def test_every_seat_s_points_are_explained_however_many_moves_were_made() -> None:
    log = GameLog(MovesGame(), ["Alice", "Nova", "Orbit"])
    recap = Recap()
    recap.acted(0, log.mark(), scores_view(3, 4, 0))
    log.add(Event("score", 1, value=4))  # Nova scores first, then makes many moves
    for i in range(12):
        log.add(Event("move", 1, value=i))
    log.add(Event("score", 1, value=6))
    for i in range(12):
        log.add(Event("move", 2, value=i))
    log.add(Event("move", 0, value=99))  # Alice's own line is not recalled to her
    recap.turn_starts(0, log, scores_view(3, 14, 0))
    lines = _texts(recap)
    assert lines[0] == "Nova: 4 → 14 points", "Nova's swing, in figures"
    assert "1 scores 4" in lines and "1 scores 6" in lines, "how Nova's points came"
    assert "Orbit: still 0 points" in lines and any(t.startswith("2 moves") for t in lines), "Orbit's block too"
    assert not any(t.startswith("0 ") or t.startswith("Alice") for t in lines)
    nova = [t for t in lines if t.startswith("1 ")]
    assert len(nova) <= TOLD_PER_SEAT and lines.count("   … and 11 more lines") == 1, lines


def _turn_with_recap(app: Any, table: Any) -> None:
    play_turns_by_clicks(app, table, random.Random(4), lambda: table.recap.active)


def test_a_click_on_the_recap_opens_the_whole_log(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "space_beans", seats, seed=11)
    app.push(table)
    _turn_with_recap(app, table)
    box = table.recap_box()
    assert box is not None
    footer = pygame.Rect(box.x, box.bottom - 26, box.w, 26)
    assert (box, "ui:recap-log") in table.clickables(), "offered like any other clickable"
    moves = len(table.mod.recipe.actions)
    click(app, (footer.x + 12, footer.centery))
    assert isinstance(table.log_view, LogView)
    assert len(table.mod.recipe.actions) == moves, "the click opened the log and played nothing"
