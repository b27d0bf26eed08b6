"""The prompt of a paid placement names the button that places it (playtest 25, 14.png and 94.png: "Click Confirm
to place Red Doctor…" beside a button reading "Pay 1/1", « Cliquez Confirmer » beside « Payer 2/2 »; SL-8)."""

from __future__ import annotations

import pytest

from engine.space_lab.cards import COST_OF, LAB_IDS
from engine.space_lab.prompts import _paying
from game import i18n
from game.i18n import tr
from game.words import say


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_paid_placement_s_prompt_names_its_pay_button(language: str) -> None:
    i18n.set_language(language)
    try:
        for card in LAB_IDS:
            cost = COST_OF[card]
            button = tr("Pay {n}/{cost}", n=cost, cost=cost)  # the button as game/tables/space_lab/offers.py labels it
            prompt = say(_paying(card, "T2", cost), ["Alice"])
            named = button.split()[0]  # "Pay", « Payer »: the label's word before the count
            assert f" {named} " in prompt, (prompt, button)
            assert "Confirm" not in prompt, prompt
    finally:
        i18n.set_language("en")
