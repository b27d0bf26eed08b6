"""A click on another seat's revealed cards during the group selection says what they were for: that seat's
total and its place in the order of choice (SS-17: the higher total chooses a group first). Below the groups, on
no offer, such a click said nothing (the grid-of-clicks walk, decision 80)."""

from __future__ import annotations

from tests.client.driver import DT, click
from tests.client.systeme_solaire.drive import tied_totals


def test_a_click_on_a_rivals_revealed_card_says_its_total_and_place(data_dir: str) -> None:
    app, table = tied_totals()  # order of choice 3, 2, 1, 0: seats 0, 1 and 2 revealed 3 each (SS-17.4)
    for _ in range(300):  # the computers take their groups first
        if table.input_open and not table.anim.blocking:
            break
        app.frame(DT)
    v = table.view
    assert v.phase == "take" and v.to_act == v.seat == 0, (v.phase, v.to_act)
    rival = 2
    cards = table.cards_in(("reveal", rival))
    assert cards, "the rival's revealed card lies on the board"
    pos = table.ui.layout.card_rect(("reveal", rival), 0, len(cards)).center
    assert not any(o.rect.collidepoint(pos) for o in table.current_offers()), "the card is on no offer"
    table.notice.clear()
    click(app, pos)
    said = table.notice.text if table.notice.active else ""
    assert table.names[rival] in said, said
    assert f"revealed {v.totals[rival]} in all" in said, said
    assert f"{('1st', '2nd', '3rd', '4th')[v.order.index(rival)]} to choose a group" in said, said
    assert v.order.index(rival) == 1  # 2nd: after the auction's winner, ahead of the tied seats nearer it
