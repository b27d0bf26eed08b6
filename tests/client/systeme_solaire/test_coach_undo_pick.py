"""Undo of a card picked for the coach's payment puts the coach's ring back on that card (issue 18: "Undo rewinds
the coach"; in a real window the ring went on to the payment's next card, and following it led to a Pay button
greyed for want of the card put back)."""

from __future__ import annotations

from collections import Counter

from tests.client.driver import DT, click, click_key
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import coach_aims


def test_undoing_a_rung_pick_rings_it_again_and_the_ring_still_sends_the_named_payment(data_dir: str) -> None:
    # SS-13: the auction's winner pays the bid with hand cards, picked one by one on screen and sent by Pay
    app, table = _learn("systeme_solaire")
    for aim in coach_aims(app, table, 20):
        coach = table.coach
        if aim.kind == "pay":
            break
        table.play_all([aim, *coach._plan[coach._step + 1:]])  # the coach's bids, as a newcomer makes them
    else:
        raise AssertionError("following the coach never reached a payment")
    named = [aim, *coach._plan[1:]]
    before = len(table.mod.recipe.actions)
    first = coach.target(table.current_offers(), table.action_rects)
    assert first is not None, coach.text
    click(app, first.center)
    assert len(table.ui.picked) == 1, table.ui.picked
    click_key(app, "ui:undo")  # the card picked goes back to the hand; no move is taken back
    app.frame(DT)
    assert table.ui.picked == () and len(table.mod.recipe.actions) == before
    assert coach.target(table.current_offers(), table.action_rects) == first  # rung again where it was
    for _click in range(8):  # the ring followed from there sends the payment the coach named, and no other
        spot = coach.target(table.current_offers(), table.action_rects)
        assert spot is not None, (table.ui.picked, coach._plan, coach.text)
        click(app, spot.center)
        if len(table.mod.recipe.actions) > before:
            break
    sent = table.mod.recipe.actions[before:before + len(named)]  # (the computers' selections follow it)
    assert Counter(sent) == Counter(named), (sent, named)
