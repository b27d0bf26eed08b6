"""Learn to play Space Beans: the coach says why after its pick, in the engine's words (``SearchHooks.reason``), and
each reason holds once the move is made: a newcomer following the coach through a game reads facts they can check
on the table (SB-6, SB-15, SB-16, SB-18, SB-22)."""

from __future__ import annotations

from engine import GAMES
from engine.core import english
from engine.search.hint import reason
from tests.client.test_coach import _learn, coached
from tests.engine.space_beans.test_advice import _check


def test_the_coach_s_reasons_hold_once_its_picks_are_made(data_dir: str) -> None:
    app, table = _learn("space_beans")
    names = [s.name for s in table.seats]
    checked: set[str] = set()
    for _ in coached(app, table, 160):
        aim = table.coach.aim
        if aim is not None and table.view.to_act == 0:
            # the Hint's reason, read with its plan (a keep whose plan puts another type on the secret, playtest 33)
            why = reason(GAMES["space_beans"], table.view, aim, plan=table.coach._after)
            if why is not None:
                said = english(why, names)
                assert table.coach.text.endswith(said), table.coach.text  # after the pick, as the engine says it
                _check(table.mod.state, aim, said, names)  # the fact holds once that move is made
                checked.add(aim.kind)
    assert {"play", "close", "draw"} <= checked, checked
