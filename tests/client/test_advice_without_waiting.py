"""Advice without waiting (playtest 15: "thinking…" for 2–6 s where the search needs 0.1–0.3 s of processor time).

While nothing moves on the table, the Hint's search takes most of a frame (about 30 frames a second stay); it starts
while the last move's cards still land, a slice a frame; and the coach reads the rest of a payment from the Hint
instead of searching it out a second time.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.kit import advisor
from game.kit.advisor import FRAME_BUDGET, REST_BUDGET
from game.kit.flights import Popup
from tests.client.driver import DT, through_title
from tests.client.test_coach import COACH_BUDGET, _learn, _think_through
from tests.client.test_coach_pick_soon import until_the_turn_opens

THIRTIETH = 1 / 30  # a frame while the search thinks at rest: hover and clicks still answer within one
STEP = 0.00005  # seconds each reading of the advisor's clock moves it on: a search step's work, the same on any machine


class _WorkClock:
    """The advisor's clock counting work, not the wall: every reading moves it on by ``STEP`` (the advisor reads it
    twice a search step), so a frame's share of the search is a count of steps that a busy machine cannot change.
    On the wall clock the test failed under load (11 frames where 10.97 were allowed)."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += STEP
        return self.now


def _frames_to_the_pick(app: Any, table: Any) -> tuple[int, float, float]:
    """Frames from the player's turn opening to the coach's pick, the search's work in them and in the busiest of
    them (seconds on the work clock)."""
    clock = until_the_turn_opens(app, table)
    thought, frames, most = clock(), 0, 0.0
    while table.coach.aim is None and frames < 400:
        before = clock()
        app.frame(DT)
        most = max(most, clock() - before)
        frames += 1
    assert table.coach.aim is not None
    return frames, clock() - thought, most


@pytest.mark.parametrize("game", ["space_lab", "systeme_solaire"])
def test_at_rest_the_search_takes_most_of_a_thirtieth_of_a_second_each_frame(
        game: str, data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(advisor, "time", _WorkClock())
    app, table = _learn(game)
    frames, thought, most = _frames_to_the_pick(app, table)
    assert frames > 3, "the pick came at once: nothing to count"
    # each frame at rest gives the search most of a 30th of a second of work: at 8 ms a frame it had under half of
    # a 60th, and the coach's pick waited twice the frames this allows, and more
    assert frames <= 2 + thought / (0.6 * THIRTIETH), (frames, thought)
    # and no more than a 30th: hover and clicks still answer within a frame while it thinks
    assert most <= THIRTIETH, most


def test_the_coach_s_pick_is_thought_out_while_the_last_cards_land(data_dir: str) -> None:
    """At the normal speed the computers' moves fly in before the player may act: the search is under way by then,
    a slice a frame (the cards fly smoothly), where it used to wait for the last card to land."""
    app, table = through_title("normal", "game:systeme_solaire", "learn")
    table.advisor.budget = COACH_BUDGET
    landing = 0
    for _ in range(3000):
        if table.input_open:
            break
        if table.mod.human_turn and table.anim.blocking:
            landing += 1
            assert table.advisor.frame_budget == FRAME_BUDGET  # while cards fly, a small slice: they fly smoothly
        app.frame(DT)
    assert landing > 0, "the player's turn came with no card in flight: nothing to check"
    clock = table.advisor._thinking_clock
    assert clock is not None and (clock() > 0 or table.advisor.found is not None)


def test_the_coach_reads_the_rest_of_a_payment_from_the_hint(data_dir: str) -> None:
    """Système Solaire's payment is gathered card by card; the Hint finds its every card (``Hint.then``, SS-13) with
    the search the coach's plan runs: the coach names the whole payment in the frame the Hint answers, where it
    searched it out again (as long again)."""
    app, table = _learn("systeme_solaire")
    for _ in range(200):
        for _ in range(3000):
            if table.input_open or table.mod.over:
                break
            app.frame(DT)
        assert not table.mod.over, "no payment of two steps or more came"
        _think_through(table)
        found = table.advisor.found
        app.frame(DT)
        if found is not None and found.then:
            coach = table.coach
            assert not coach.planning and coach.aim == found.action, (coach.aim, found)
            assert coach._plan == [found.action, *found.then]
            return
        while table.coach.planning:
            app.frame(DT)
        aim = table.coach.aim
        table.play_all([aim, *table.coach._plan[table.coach._step + 1:]] if aim is not None else table.mod.legal()[:1])
    raise AssertionError("no payment of two steps or more came")


def test_a_label_rising_leaves_the_search_most_of_the_frame(data_dir: str) -> None:
    """Système Solaire's callout of a bid rises and fades for two seconds as the player's turn opens: the Hint thought
    2 ms a frame all that while (no card flies: a label reads as well at 30 frames a second)."""
    app, table = _learn("systeme_solaire")
    for _ in range(600):
        if table.input_open:
            break
        app.frame(DT)
    assert table.input_open
    table.anim.speed = 1.0  # the lesson opened at the instant speed, where nothing stays on screen
    table.anim.add(Popup("+3", (640, 360), duration=2.0))
    app.frame(DT)
    assert table.anim.tweens and table.advisor.frame_budget == REST_BUDGET
