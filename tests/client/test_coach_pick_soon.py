"""The coach names its pick soon after the player's turn opens (a newcomer waited 2–3 s for it): while nothing
moves on the table the Hint's search, which the coach names its pick from, thinks with most of each frame."""

from __future__ import annotations

from typing import Any

import pytest

from game.kit.advisor import FRAME_BUDGET, REST_BUDGET
from game.kit.flights import Flight
from tests.client.driver import DT
from tests.client.test_coach import _learn


def until_the_turn_opens(app: Any, table: Any) -> Any:
    """Frames until the player's turn opens (at most 600); the clock of the search's thinking, the one that was
    already running before (the search thinks on as the turn opens)."""
    clock = table.advisor._thinking_clock
    for _ in range(600):
        if table.input_open:
            break
        app.frame(DT)
    assert table.input_open and clock is table.advisor._thinking_clock is not None
    return clock


@pytest.mark.parametrize("game", ["space_lab", "systeme_solaire"])
def test_the_coach_names_its_pick_within_a_second(game: str, data_dir: str) -> None:
    app, table = _learn(game)
    # the coach's own search, as a newcomer has it: Learn to play thinks on an exact count (``LESSON_THINKING``),
    # already under way as the table opens. On an exact count the frames it takes follow the machine's speed (a busy
    # machine took 63), so they are counted against the thinking the search was given in them instead: at rest
    # each frame gives it about 8 ms, while cards fly 2 ms
    clock = until_the_turn_opens(app, table)
    thought = clock()
    frames = 0
    while table.coach.aim is None and frames < 400:
        app.frame(DT)
        frames += 1
        flying = table.anim.blocking or any(type(t) is Flight for t in table.anim.tweens)
        assert table.advisor.frame_budget == (FRAME_BUDGET if flying else REST_BUDGET)
    assert table.coach.aim is not None
    thought = clock() - thought
    # at 2 ms a frame a search of 0.2 s took 100 frames and more; at rest it takes about a quarter of that: no more
    # than 0.6 of the frames 2 ms a frame would take (the last frame may end early, with the pick)
    assert frames <= 1 + 0.6 * thought / FRAME_BUDGET, (frames, thought)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_says_it_is_thinking_until_its_pick_comes(language: str, data_dir: str) -> None:
    """Système Solaire's first bid: the line came alone, the pick a moment later; a newcomer acted on the line, or
    pressed "Got it" and lost the pick for the turn. Until the pick comes the panel says it is on its way, and offers
    no "Got it"; then it names the pick, and "Got it" is back."""
    from game import i18n

    app, table = _learn("systeme_solaire")
    i18n.set_language(language)
    try:
        for _ in range(600):
            if table.input_open:
                break
            app.frame(DT)
        app.frame(DT)
        coach = table.coach
        assert table.advisor.thinking and coach.aim is None
        waiting = i18n.tr("{line}\nThe coach's pick: thinking…", line="").strip()
        assert coach.text.endswith(waiting), coach.text
        keys = [o.key for o in coach.offers(table.current_offers())]
        assert "ui:coach-ok" not in keys and "ui:coach-hide" in keys
        for _ in range(2000):
            if coach.aim is not None:
                break
            app.frame(DT)
        assert coach.aim is not None and waiting not in coach.text
        pick = i18n.tr("{line}\nThe coach's pick: {move}.", line="", move=coach.say(
            table.game.describe_in(table.view, coach.aim))).strip()
        assert pick in coach.text.replace("\n", " ") or pick in coach.text, (pick, coach.text)
        assert "ui:coach-ok" in [o.key for o in coach.offers(table.current_offers())]
    finally:
        i18n.set_language("en")
