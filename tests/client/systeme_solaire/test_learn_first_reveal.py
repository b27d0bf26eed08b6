"""Système Solaire's Learn to play, round 1 (playtest 32, s10-s13): the player wins the auction, so never reveals,
and the first group choice said only "The totals turned over give the order of choice"; that the cards turned over
were spent, gone from the hands, was said from round 2 on. It is said at the first reveal, whatever the player's
result (rules SS-15, SS-16, SS-17)."""

from __future__ import annotations

import pytest

from engine.systeme_solaire.kinds import Phase
from game import i18n, record
from tests.client.driver import learn_from_title
from tests.client.test_coach_follow import _settle

SPENT = "The cards turned over are spent, gone from the hands"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_reveal_says_the_cards_turned_over_are_spent(data_dir: str, lang: str) -> None:
    app, table = learn_from_title("systeme_solaire", lang)
    try:
        revealed = False
        for _ in range(20):
            with record.capture() as items:
                _settle(app, table)
            v = table.view
            if v.phase == Phase.TAKE:
                revealed = True
                assert v.round == 1 and v.winner == 0, "the player won the first auction, and revealed nothing"
                drawn = " ".join(record.texts(items))
                said = i18n.tr(SPENT + "; their totals give the order of choice.")
                assert said in drawn, drawn
                break
            table.play_all(list(table.coach._plan))
        assert revealed
    finally:
        i18n.set_language("en")
