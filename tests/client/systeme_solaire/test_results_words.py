"""The results say the hand bonus plainly (playtest 15, 70-results: "Hand bonus (value 6): 4" read as a riddle:
which 6? which 4?). SS-26: the best hand value gains 2 VP per card in hand; the line says the bonus first, then
why ("Hand bonus: +4 (best hand, value 6)"), and a hand without it says so."""

from __future__ import annotations

import dataclasses

import pytest

from engine.systeme_solaire import card_id
from engine.systeme_solaire.facts import final_result
from game import i18n
from tests.client.systeme_solaire.drive import table_app


@pytest.mark.parametrize(("language", "bonus", "none"), [
    ("en", "Hand bonus: +4 (best hand, value 6)", "Hand: no bonus (value 0)"),
    ("fr", "Bonus de main\u00a0: +4 (meilleure main, valeur 6)", "Main\u00a0: pas de bonus (valeur 0)"),
])
def test_the_hand_bonus_is_said_with_its_reason(data_dir: str, language: str, bonus: str, none: str) -> None:
    app, table = table_app(3, 6)
    i18n.set_language(language)
    try:
        fronts = [(card_id("Mars"),), (card_id("Venus"),), (card_id("Neptune"),)]
        hands = [(card_id("P2"), card_id("P4")), (), (card_id("P1"),)]  # Alice's hand: value 6, two cards
        final = final_result(hands, fronts)
        assert final.bonus_seats == (0,) and final.seats[0].bonus == 4
        table.view = dataclasses.replace(table.view, final=final)
        rows = {r.seat: r for r in table.result_rows()}
        said = [[i18n.tr("{part}: {points}", part=p.label, points=p.said or p.points) for p in rows[s].parts]
                for s in range(3)]
        assert bonus in said[0], said[0]
        assert none in said[1], said[1]
        assert sum(p.points for p in rows[0].parts) == rows[0].total
    finally:
        i18n.set_language("en")
