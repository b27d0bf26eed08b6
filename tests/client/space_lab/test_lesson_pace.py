"""In Learn to play the computers' moves stay on screen longer than in a game of one's own, so a newcomer reading the
coach can follow a computer's turn (playtest 30, s08 to s09: a whole Nova turn went by before the player looked)."""

from __future__ import annotations

from typing import Any

from game.kit.table import BOT_PAUSE
from tests.client.driver import DT, learn_from_title
from tests.client.space_lab import steps


def _pause_after_a_computer_move(app: Any, table: Any) -> float:
    """The wait the table sets after the next move a computer makes, at normal speed."""
    app.settings.speed = "normal"
    for _ in range(4000):
        seat = table.mod.to_act
        if seat is not None and not table.mod.is_human(seat) and table.pause > 0:
            return float(table.pause)
        if seat is not None and table.mod.is_human(seat):  # the coach's pick where it names one
            legal = table.mod.legal()
            table.play(table.coach_pick if table.coach_pick in legal else legal[0])
        app.frame(DT)
    raise AssertionError("no computer moved")


def test_a_lessons_computer_waits_longer_than_in_a_game_of_ones_own(data_dir: str) -> None:
    app, table = learn_from_title("space_lab", "en")
    assert table.lesson
    lesson = _pause_after_a_computer_move(app, table)
    app, table = steps.start(2, 1)
    assert not table.lesson
    own = _pause_after_a_computer_move(app, table)
    assert own <= BOT_PAUSE + 1e-9 and lesson >= 2 * own - 1e-9, (lesson, own)
