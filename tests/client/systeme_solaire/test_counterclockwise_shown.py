"""Which way "counterclockwise" goes is shown where a tie is broken so (playtest 16, 33c.png: "tie at 2: 1st
counterclockwise from Nova", and a newcomer could not tell which way that was with the others' seats in a row
above their own). SS-17.4: tied totals choose in order counterclockwise from the first player; the first player's
column of the reveal row says the seats that way, and the tied seats' order of choice follows it."""

from __future__ import annotations

import pytest

from engine.systeme_solaire.facts import BY_MARKER
from game.tables.systeme_solaire import layout as L
from tests.client.driver import DT, text_spy
from tests.client.systeme_solaire.drive import tied_totals


def test_the_reveal_row_says_which_way_counterclockwise_goes(data_dir: str, monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = tied_totals()
    v = table.view
    assert BY_MARKER in v.reasons, v.reasons
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    app.frame(DT)
    on_board = " ".join(t for t, r in drawn if L.BOARD.contains(r))
    names: list[str] = table.names
    assert "counterclockwise:" in on_board, on_board
    said = on_board.split("counterclockwise:", 1)[1]
    at = {s: said.find(name) for s, name in enumerate(names) if name}
    assert all(p >= 0 for p in at.values()), (said, at)
    way = sorted(at, key=at.__getitem__)
    assert way[0] == v.marker, way  # from the first player
    assert all(way[k] == (v.marker - k) % v.players for k in range(v.players)), way  # each seat's previous one
    tied = [s for s in v.order if s != v.winner]  # all three revealed 3
    assert len({v.totals[s] for s in tied}) == 1, v.totals
    assert sorted(tied, key=way.index) == tied, (tied, way)  # the order of choice of the tied seats follows it
