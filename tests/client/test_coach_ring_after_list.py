"""The coach's ring stays after a list is opened and closed (issue 18, playtest): in Space Lab's Learn to play,
opening the discard list and closing it left the coach's pick named but no longer ringed for the rest of the
turn. Reading a list is no step of a move: only a click on the table's moves may stop the ring."""

from __future__ import annotations

from tests.client.driver import click
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def test_a_list_read_leaves_the_coach_s_ring(data_dir: str) -> None:
    app, table = _learn("space_lab")
    for _ in range(40):
        _settle(app, table)
        coach = table.coach
        spot = coach.target(table.current_offers(), table.action_rects) if coach.aim is not None else None
        lists = table.ui.lists()
        if spot is not None and lists and coach.aim.kind in coach.hooks.GATHERED:  # a move rung step by step
            click(app, lists[0].rect.center)
            assert table.open_list is not None, "the list opened"
            click(app, (640, 360))
            assert table.open_list is None, "and closed"
            assert coach.target(table.current_offers(), table.action_rects) == spot, "the ring is back"
            return
        legal = table.mod.legal()
        table.play(legal[0] if coach.aim is None else coach.aim)
    raise AssertionError("no ringed decision with a list to open came")
