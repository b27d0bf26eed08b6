"""Paying past the bid while some hand cards pay it exactly is said, in a warning colour, with what is lost
(playtest 17, 151-over: Probe 4 + Probe 4 for a bid of 6 showed "Selected 8 of 6: click Pay (no change is given)"
and a bright "Pay 8", Probe 2 + Probe 4 in hand). SS-13: the winner pays any cards worth at least the bid; no change
is given."""

from __future__ import annotations

import pytest

from engine.systeme_solaire import card_id
from engine.systeme_solaire.cards import hand_value
from engine.systeme_solaire.positions import position
from game import i18n, record, theme
from game.kit.choices import Pick
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import bid, inject, press, table_app


def _drawn(app) -> list[str]:
    app.top.layer.invalidate()
    with record.capture() as items:
        app.frame(DT)
    return record.texts(items)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_overpayment_says_what_is_lost_when_an_exact_one_was_there(data_dir: str, lang: str) -> None:
    app, table = table_app(3, 2)
    i18n.set_language(lang)
    try:
        inject(table, position(3, hands={0: ["P4", "P4", "P2"], 1: ["P1"], 2: ["P1"]},
                               groups=[["Mars"], ["Venus"], ["Sun"]]))
        bid(app, table, 6)  # the others cannot beat 6: they pass by themselves
        assert table.view.phase == "pay" and table.view.winner == 0
        fours = [c for c in table.view.hands[0] if hand_value((c,)) == 4]
        for c in fours:
            press(app, table, Pick("pick", "hand", c))
        line, colour = table.ui.prompt()
        assert colour == theme.BAD, line
        want = i18n.trn("{total} for a bid of {bid}: {n} over, not given back. Some of your cards pay {bid} exactly.",
                        "{total} for a bid of {bid}: {n} over, not given back. Some of your cards pay {bid} exactly.",
                        2, total=8, bid=6)
        assert line == want and line in _drawn(app), (line, want)
        # the fact: one Probe 4 and the Probe 2 pay 6 exactly, and then the line is the plain one
        assert hand_value((card_id("P2"), fours[0])) == 6
        press(app, table, Pick("pick", "hand", fours[1]))  # unchosen
        press(app, table, Pick("pick", "hand", next(c for c in table.view.hands[0] if hand_value((c,)) == 2)))
        line, colour = table.ui.prompt()
        assert colour == theme.ACCENT and line == i18n.tr("Selected {n} of {bid}: click Pay (no change is given).",
                                                          n=6, bid=6), line
    finally:
        i18n.set_language("en")


def test_an_overpayment_nothing_exact_could_avoid_is_not_a_warning(data_dir: str) -> None:
    app, table = table_app(3, 2)
    inject(table, position(3, hands={0: ["P4", "P4"], 1: ["P1"], 2: ["P1"]}, groups=[["Mars"], ["Venus"], ["Sun"]]))
    bid(app, table, 6)
    for c in table.view.hands[0]:
        press(app, table, Pick("pick", "hand", c))
    line, colour = table.ui.prompt()
    # not a warning, but what is lost is said all the same (playtest 30: "Selected 6 of 4" hid the 2 lost)
    assert colour == theme.ACCENT and line == "8 for a bid of 6: 2 over, not given back. Click Pay.", line
