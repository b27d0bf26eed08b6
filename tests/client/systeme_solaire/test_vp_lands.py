"""A seat's VP on its panel counts a card once it lands in the front (playtest 12, 58.png: Orbit's panel said "1 VP"
while its front still read "front: empty", the Pluto flying in; SS-25)."""

from __future__ import annotations

from engine.systeme_solaire.positions import position
from game import record
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, table_app


def test_the_panels_vp_waits_for_the_card_to_land(data_dir: str) -> None:
    app, table = table_app(3, 6, speed="normal")
    # Nova (seat 1, a computer) chooses first: Venus, the only card of its group, goes to its front for 4 VP
    s = position(3, hands={0: ["P1"], 1: ["P2"], 2: ["P3"]}, groups=[["Venus"], ["P4"], ["P5"]], winner=1,
                 order=[1, 0, 2], phase="take")
    inject(table, s)
    flying = landed = 0
    for _ in range(600):
        with record.capture() as items:
            app.frame(DT)
        texts = record.texts(items)
        to_front = [f for f in table.stage.flights() if f.dst == ("front", 1)]
        if to_front:
            flying += 1
            assert "4 VP" not in texts, "the panel counted Venus before it landed"
        elif table.view.front_vp[1] == 4 and not table.stage.flights():
            landed += 1
            assert "4 VP" in texts
            break
    assert flying and landed, (flying, landed)


def test_a_taken_groups_slot_says_what_went_where(data_dir: str) -> None:
    """Playtest 12 (11-after.png): a computer's take made while the reveal played out left only "taken by Orbit"; the
    slot now says where each card went (SS-19..SS-23), as the log does."""
    app, table = table_app(3, 6, speed="instant")
    s = position(3, hands={0: ["P1"], 1: ["P2"], 2: ["P3"]}, groups=[["Venus", "Jupiter"], ["P4"], ["P5"]],
                 winner=1, order=[1, 0, 2], phase="take")
    inject(table, s)
    for _ in range(200):
        app.frame(DT)
        if table.view.taken[0] == 1 and not table.stage.flights():
            break
    assert table.view.taken[0] == 1, "Nova took no group"
    with record.capture() as items:
        app.frame(DT)
    texts = record.texts(items)
    assert "taken by Nova" in texts
    front = [t for t in texts if t.startswith("Venus → ") or t.startswith("Jupiter → ")]
    assert front, texts
