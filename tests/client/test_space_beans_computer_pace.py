"""The computers' pace in Space Beans (newcomer test 29: "the computers are slow to move"). A computer's turn is
several moves (draw, close, each card collected, end: four on average) and the kit paused 0.9 s after each; its
thinking is not the cause (``bench/sb_think.py``: 0.03 ms a decision on average). Between the moves of one
computer's turn the pause is shorter; a turn passing on keeps the whole pause, so whose turn begins is seen."""

from __future__ import annotations

from typing import Any

from engine.space_beans import GAME, card_id
from engine.space_beans.kinds import ActionKind
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT, DRAW
from game.kit.table import BOT_PAUSE
from tests.client.space_beans.screens import BE, K, table_at


def _played(state: Any, kind: str) -> Any:
    _app, shown = table_at(state, speed="normal")
    table: Any = shown
    table.mod.state = state  # as it was: the computer to act may have moved in the frames the table took to open
    action = next(a for a in GAME.legal_actions(table.mod.state) if a.kind == kind)
    table.play(action)
    return table


def test_within_a_computers_turn_the_pause_is_shorter() -> None:
    # seat 1, a computer, draws (SB-6): its turn goes on, its next move comes sooner
    table = _played(position(3, phase=DRAW, seat=1, hands={1: [card_id(K, 4)]}), ActionKind.DRAW)
    assert table.mod.to_act == 1
    assert 0.25 <= table.pause < BOT_PAUSE / 2, table.pause  # still a beat to see each card land


def test_a_turn_passing_on_keeps_the_whole_pause() -> None:
    # seat 1 ends its collect step (SB-21) and passes its Klingbohns on: the turn goes to seat 2, a computer too
    state = position(3, phase=COLLECT, seat=1, hands={1: [card_id(K, 5)]}, open={1: [card_id(K, 4)]},
                     secret={1: [card_id(BE, 9)]}, collecting=(K, "open"))  # one Klingbohns added already
    table = _played(state, ActionKind.END)
    assert table.mod.to_act == 2
    assert table.pause == BOT_PAUSE
