"""A Space Beans game brought to its end on the table by clicks, for tests of what the end shows."""

from __future__ import annotations

from typing import Any

from engine.space_beans import card_id
from engine.space_beans.positions import position
from tests.client.driver import DT, click, game_clickables
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


def ended_by_a_close() -> tuple[Any, Any]:
    """Nova and Orbit play their turns; then Alice (28 trophy points) closes her Klingbohns [2, 5] (+2: 30) and
    plays on, so the game ends with her turn (SB-25) and its end scoring turns up Nova's secret collection (SB-27).
    The app and the table, the game over."""
    state = position(3, seat=1, hands={0: [card_id(MO, 3)], 1: [card_id(BO, 2)]},
                     open={0: [card_id(K, 2), card_id(K, 5)]}, secret={1: [card_id(CE, 1)]},
                     trophies={0: [card_id(K, 9), card_id(D, 9), card_id(BL, 9), card_id(BE, 1)],
                               1: [card_id(BO, 8)]})
    app, table = table_at(state)
    t: Any = table
    for _ in range(40):
        if t.mod.over:
            break
        offered = game_clickables(t) if t.input_open else []
        if offered:
            click(app, next((r for r, k in offered if getattr(k, "kind", "") == "close"), offered[-1][0]).center)
        for _ in range(20):
            app.frame(DT)
    return app, table
