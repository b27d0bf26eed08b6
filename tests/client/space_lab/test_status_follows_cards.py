"""The turn box changes turn when the turn visibly changes (R-16: the screen follows the cards). Playtest 21: the
box said "Alice to play" while Orbit's cards still flew, which read as a turn skipped; it now moves on when the next
turn's line lands in the log."""

from __future__ import annotations

import pytest

from engine.core import Event
from engine.space_lab.cards import COST_OF, LAB_IDS
from engine.space_lab.kinds import EventKind
from engine.space_lab.positions import position
from game.kit.moves import Banner
from game.tables.space_lab.layout import STATUS
from tests.client.driver import DT, text_spy
from tests.client.space_lab import steps

NAMES = ("Alice", "Orbit")


def test_the_turn_box_names_the_player_whose_turn_the_log_shows(data_dir: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = steps.start(2, 1, speed="normal")
    cheap = [c for c in LAB_IDS if COST_OF[c] == 0]
    steps.at(table, position(2, hands={0: cheap[:1], 1: cheap[1:4]}, rc={0: cheap[4:6]}))
    drawn = text_spy(monkeypatch)
    recruit = next(a for a in table.choices.legal if a.kind == "recruit")
    steps.click_move(app, table, recruit)  # Alice's move, then Orbit's, each animated
    seen: list[tuple[str, str]] = []
    for _ in range(3000):
        drawn.clear()
        table.layer.invalidate()
        app.frame(DT)
        turns = [e.seat for e in table.log.entries if isinstance(e, Event) and e.kind == EventKind.TURN]
        shown = NAMES[turns[-1]] if turns else NAMES[0]
        status = " ".join(s for s, r in drawn if r.colliderect(STATUS))
        seen.append((shown, status))
        assert f"{shown} to play" in status, seen[-3:]
        if table.input_open and not table.anim.busy and not table.anim.of_type(Banner):
            break
    assert {shown for shown, _s in seen} == set(NAMES), "both turns were shown"
