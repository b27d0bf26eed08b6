"""The "since your last turn" recap tells every auction move of the other seats (issue 18 follow-up,
SS-9..SS-12): a newcomer saw Orbit's last bids and passes on the seat panels and in the log, but not in the
recap. The last computer's bid was logged a frame after the player's input opened (the recap was made then),
and the shared recount kept three lines a seat. Over seeded three-player games at a speed a person plays, at
every human decision, each other seat's bids and passes since the human's last move are in the recap.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Event
from tests.client.driver import DT, click, game_clickables, pass_on
from tests.client.systeme_solaire.drive import table_app


def _told(table: Any, seat: int) -> tuple[list[int], int]:
    """The bids and the number of passes the recap's block for ``seat`` tells."""
    bids: list[int] = []
    passes = 0
    for b in table.recap.blocks if table.recap.active else []:
        if b.seat != seat:
            continue
        heading = (b.figure,) if b.before == b.after and b.figure is not None else ()  # news, not "still 0 VP"
        for w in heading + b.told:
            listed, single = w.arg("bids"), w.arg("n")
            if listed is not None:
                bids += [int(x) for x in str(listed).split(", ")]
            elif w.text == "{who} bids {n}":
                bids.append(int(single))
            passes += "passes" in w.text
    return bids, passes


@pytest.mark.parametrize("seed", [0, 2])
def test_every_other_seat_s_bids_and_passes_are_in_the_recap(data_dir: str, seed: int) -> None:
    app, table = table_app(3, seed, speed="fast")  # Alice and two Normal computers, at a speed a person plays
    since: list[Event] = []  # the other seats' auction moves since Alice's last move, as the engine made them
    apply = table.mod.apply

    def watched(action: Any, mark: Any = None, joined: bool = False) -> list[Event]:
        actor = table.mod.to_act
        events = apply(action, mark, joined)
        if actor == 0:
            since.clear()
        since.extend(e for e in events if e.kind in ("bid", "pass") and e.seat != 0)
        return events

    table.mod.apply = watched
    rng, was_open, checked = random.Random(seed), False, 0
    for _ in range(60_000):
        if table.mod.over:
            break
        if pass_on(app, table):
            continue
        now_open = app.top is table and table.input_open
        if now_open and not was_open and since:
            checked += 1
            for seat in (1, 2):
                bids = [e.value for e in since if e.seat == seat and e.kind == "bid"]
                passes = sum(1 for e in since if e.seat == seat and e.kind == "pass")
                assert _told(table, seat) == (bids, passes), (seat, table.recap.lines, bids, passes)
        was_open = now_open
        if now_open:
            click(app, rng.choice(game_clickables(table))[0].center)
        else:
            app.frame(DT)
    assert table.mod.over and checked >= 5
