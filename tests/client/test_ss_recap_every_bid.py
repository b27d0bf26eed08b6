""""Since your last turn" tells every bid the other seats made since the player's last move (SS-9..SS-12; playtest
25: a rival's bid of 3 was missing from it). At Instant speed a computer's answer came between two frames the
player's input was open in, so no recap was started at all and the bid went untold."""

from __future__ import annotations

import random

import pytest

from engine.bots import decide, make_bot, situation
from engine.core import Event
from engine.systeme_solaire.kinds import EventKind
from game.i18n import set_language
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table
from tests.client.recap_fakes import drawn_texts

SEATS = [Seat("Alice", True), Seat("Nova", False, "normal"), Seat("Orbit", False, "normal")]


@pytest.mark.parametrize("speed", ["instant", "fast"])
def test_every_bid_since_the_last_turn_is_in_the_recap(data_dir: str, speed: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("en")
    app = make_app(speed)
    table = open_table(app, "systeme_solaire", SEATS, seed=0)
    app.push(table)
    bot, rng = make_bot("systeme_solaire", "normal"), random.Random(0)
    since, checked = 0, 0
    for _ in range(100_000):
        app.frame(DT)
        if table.mod.over:
            break
        if not (table.input_open and table.mod.human_turn):
            continue
        bids = [e for e in table.log.entries[since:] if isinstance(e, Event) and e.kind == EventKind.BID and e.seat != 0]
        box = table.recap_box()
        said = " ".join(drawn_texts(table.recap, box, monkeypatch)) if box is not None else ""
        for e in bids:  # the recap's line for a seat's bids: "Nova: bids 3, 5" or "Nova bids 3, 5, then passes"
            assert SEATS[e.seat].name in said and str(e.value) in said, (e, said)
            checked += 1
        table.play(decide(bot, situation(table.mod.game, table.mod.state, rng)))
        since = len(table.log.entries)
    assert table.mod.over and checked >= 10, checked
