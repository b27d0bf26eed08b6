"""Every game's log panel wraps a long line onto the next one, never cuts it (issue 18: "Bruno : Darth Beans 1
→ collection v…" hid where the card went)."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.core import Words
from game import record
from game.seats import Seat
from tests.client.driver import DT, click, game_clickables, make_app, open_table

LONG = "Bruno: Darth Beans 1 goes to the open collection of the player on the far left side"


def _log_pieces(app, table) -> list[str]:  # type: ignore[no-untyped-def]
    """The drawn texts that are parts of ``LONG`` (several words long: a lone word may be anywhere)."""
    table.log.add(Words(LONG))
    with record.capture() as items:
        app.frame(DT)
    return [t for t in record.texts(items) if " " in t.strip() and t.rstrip("…").strip() in LONG]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_long_log_line_wraps_whole(game: str, data_dir: str) -> None:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, game, seats if game == "systeme_solaire" else seats[:2], seed=2)
    app.push(table)
    app.frame(DT)
    rng = random.Random(3)
    pieces = _log_pieces(app, table)
    for _ in range(40):  # Space Lab shows its log in the tray once nothing else is laid out there
        if pieces:
            break
        if table.input_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        app.frame(DT)
        pieces = _log_pieces(app, table)
    assert pieces, f"{game}: the long line is not drawn"
    assert not any(t.endswith("…") for t in pieces), f"{game}: the log cuts a line: {pieces}"
    assert " ".join(sorted(set(pieces), key=LONG.index)).split() == LONG.split(), pieces
