"""A bid worth the whole hand is paid with one click on Pay (playtest 33, 56_n24.png: Bid 8 with a hand of 8, and every
card still had to be clicked before Pay). SS-13: the payment is worth at least the bid, no change given; so each card
worth something must be in it, and the screen chooses them; a Sun, worth 0, stays in hand."""

from __future__ import annotations

from engine.systeme_solaire.cards import name
from engine.systeme_solaire.positions import position
from game.kit.choices import Pick
from tests.client.driver import DT, click, hinted
from tests.client.systeme_solaire.drive import bid, inject, press, table_app


def _won_with_the_whole_hand() -> tuple[object, object]:
    app, table = table_app(3, 1)
    inject(table, position(3, hands={0: ["P3", "P5", "Sun"], 1: ["P1"], 2: ["P2"]},
                           groups=[["Mars"], ["Venus"], ["Earth"]], marker=0))
    bid(app, table, 8)
    for _ in range(200):  # the computers cannot pay more than 8: they pass
        if table.view.phase == "pay" and table.input_open:
            break
        app.frame(DT)
    assert table.view.phase == "pay" and table.view.high == 8
    return app, table


def test_a_bid_worth_the_whole_hand_is_paid_with_one_click(data_dir: str) -> None:
    app, table = _won_with_the_whole_hand()
    hand = table.view.hands[0]
    chosen = sorted(c for c in hand if name(c) != "Sun")
    assert sorted(table.ui.picked) == chosen  # the cards owed are chosen already, lifted in the hand
    press(app, table, Pick("commit", "pay"))  # one click: Pay 8
    for _ in range(50):
        app.frame(DT)
    v = table.view
    assert v.phase != "pay"
    assert [name(c) for c in v.hands[0]] == ["Sun"]  # worth 0: it stays for the hand bonus


def test_the_hint_on_a_whole_hand_owed_points_at_pay(data_dir: str) -> None:
    app, table = _won_with_the_whole_hand()
    found = hinted(app, table)
    rects = [r for a in (found.action, *found.then) for r in table.action_rects(a)]
    pay = [c.button.rect for c in table.ui.controls() if c.button.key == "pay"]
    assert rects == pay, (found, rects, pay)  # never a chosen card, which a click would take back
    click(app, rects[0].center)  # followed: the engine takes the payment
    for _ in range(50):
        app.frame(DT)
    assert table.view.phase != "pay"
    assert [name(c) for c in table.view.hands[0]] == ["Sun"]
