"""The Hint asked for at rest answers soon (playtest 30: "Thinking…" stood 10-12 s over a 3-player Normal game on a
busy machine, for a search of a few tenths of a second): while the player waits on it and nothing moves, the search
has most of each frame, so the frames drawn in between no longer take most of the wait."""

from __future__ import annotations

from engine import GAMES
from game.kit.advisor import REST_BUDGET, WAIT_BUDGET
from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table


def test_a_hint_asked_at_rest_thinks_with_most_of_each_frame(data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "normal"), Seat("Orbit", False, "normal")]
    table = open_table(app, "space_lab", seats, seed=3)
    app.push(table)
    game = GAMES["space_lab"]
    # a placement: the Hint thinks out the move and its payment, its longest search
    for _ in range(40):
        for _ in range(3000):
            if table.input_open and not table.anim.blocking and not table.advisor.thinking:
                break
            app.frame(DT)
        legal = game.legal_actions(table.mod.state)
        if any(a.kind == "place" for a in legal) and len(legal) > 4:
            break
        table.play(legal[0])
    assert any(a.kind == "place" for a in game.legal_actions(table.mod.state))
    adv = table.advisor
    click(app, adv.rect.center, frames=0)
    frames = 0
    while adv.advice is None and frames < 2000:
        app.frame(DT)
        frames += 1
        if adv.thinking:
            assert adv.frame_budget == WAIT_BUDGET
    assert adv.advice is not None and adv._thinking_clock is not None
    thought = adv._thinking_clock.spent
    # at ``REST_BUDGET`` a frame the search took thought / 0.024 frames; now no more than half the frames that
    # ``WAIT_BUDGET`` a frame would take at worst (a frame may stop short of its budget before a slice that could
    # overrun it; the last one stops with the answer)
    assert WAIT_BUDGET >= 4 * REST_BUDGET
    assert frames <= 2 + 2 * thought / WAIT_BUDGET, (frames, thought)
