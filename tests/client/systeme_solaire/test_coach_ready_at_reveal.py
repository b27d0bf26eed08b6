"""The coach's pick is on screen the moment the turn opens at the order reveal (newcomer test 30: "The coach's pick:
thinking…" stood for about 3 s at the order reveal): the Hint's search the coach names its pick from is thought out
while the last move's cards land, in what each frame leaves of its sixtieth of a second (``Scene.spare``), and at a
group choice the review's search is run once for the Hint and the group's start (``Advisor.ranked``), not twice.
Learn to play at normal speed; the frames' spare time is measured on the process's own clock, so that other work on
the machine does not take it (as the loop's wall clock would here)."""

from __future__ import annotations

import time
from typing import Any

import pytest

import game.app
from game import record
from game.i18n import tr
from game.scenes.title import TitleScene
from tests.client.driver import DT, click_key, make_app

THINKING = "thinking…"


def _first_open_frames(app: Any, table: Any, phases: set[str], most: int) -> list[tuple[str, int, list[str]]]:
    """The texts drawn on the first frame the player's turn is open, at each of the coach's decisions whose phase is
    in ``phases`` (at most ``most`` of them); the player plays the coach's pick as soon as it is named."""
    found: list[tuple[str, int, list[str]]] = []
    was_open = waited = False
    for _ in range(20_000):
        if table.mod.over or len(found) >= most:
            break
        with record.capture() as items:
            app.frame(DT)
        now_open = bool(table.input_open)
        # a turn that came while the last move's cards still moved (a selection after a payment, a group after the
        # reveal); one that comes after a computer's secret selection, with nothing to watch, opens at once
        if now_open and not was_open and waited and str(table.view.phase) in phases:
            found.append((str(table.view.phase), table.view.round, record.texts(items)))
        waited = waited or (table.turn_come and not now_open)
        was_open = now_open
        coach = table.coach
        if now_open and coach.aim is not None and not coach.planning:
            table.play_all([coach.aim, *coach._plan[coach._step + 1:]])
            was_open = waited = False
    return found


@pytest.fixture
def normal_speed_lesson(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    monkeypatch.setattr(game.app, "spare_clock", time.process_time, raising=False)
    app = make_app("normal")  # the table's animations take the speed it opens at
    app.push(TitleScene(app))
    app.frame(DT)
    click_key(app, "game:systeme_solaire")
    click_key(app, "learn")  # the Hint's own budget, as a newcomer has it: the review's exact count (SS's Hint)
    return app, app.top


def test_the_coach_names_its_pick_on_the_first_frame_of_the_order_reveal(normal_speed_lesson: tuple[Any, Any]
                                                                         ) -> None:
    app, table = normal_speed_lesson
    # the secret selection of the order reveal (SS-15) and the group chosen as the reveal orders them (SS-19)
    seen = _first_open_frames(app, table, {"select", "take"}, 4)
    assert len(seen) == 4, [(p, r) for p, r, _ in seen]
    pick = tr("{line}\nThe coach's pick: {move}.", line="", move="").strip().rstrip(" .")
    for phase, round_, texts in seen:
        said = " ".join(texts)
        assert THINKING not in said, (phase, round_, [t for t in texts if THINKING in t])
        assert any(t.startswith(pick) for t in texts), (phase, round_, texts)
