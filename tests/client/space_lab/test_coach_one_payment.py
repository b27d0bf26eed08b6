"""Playtest 32b, item 4 (s106, s122): the French coach said a placement's payment step by step, « puis payer avec le
Pilote Rouge (…), puis payer avec le Technicien Rouge (…) », which read as two payments; the Hint said « payer : A et
B ». SL-8: a card costing n is paid by discarding n other hand cards, one payment. The coach names the placement with
its whole payment as the Hint does, and the newcomer who follows its rings makes that very move.

The position is built: a hand whose one payable card costs 2."""

from __future__ import annotations

import pytest

from engine.space_lab.codes import lab
from engine.space_lab.positions import position
from game import i18n
from game.kit.coach import Coach
from game.tables import coach_script
from tests.client.driver import DT, click
from tests.client.space_lab import steps

# Red Doctor (6 VP, cost 2) is the one card the hand can pay for: with the two Red Researchers (cost 3 each)
HAND = [lab("L12"), lab("L14"), lab("L15")]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_payment_of_two_cards_is_said_as_one(data_dir: str, language: str) -> None:  # rules SL-8
    app, table = steps.start(2, 1)
    table.teach(Coach(coach_script("space_lab"), "space_lab", table.say))
    steps.at(table, position(2, hands={0: HAND}))
    i18n.set_language(language)
    try:
        for _ in range(300):  # the Hint's search answers, then the rest of the move is thought out
            app.frame(DT)
        coach = table.coach
        plan = list(coach._plan)
        assert plan and plan[0].kind == "place" and [a.kind for a in plan[1:]] == ["pay", "pay"], plan
        said = coach.text.replace("\n", " ")
        one = {"en": "pay with ", "fr": "payer : "}[language]
        assert said.count(one) == 1, said
        assert not any(w in said.lower() for w in ("then discard", "as payment", "puis payer", "puis défausser")), said
        before = len(table.mod.recipe.actions)
        for _ in range(8):  # the card, its slot and the two cards, each where the coach rings it
            spot = coach.target(table.current_offers(), table.action_rects)
            if spot is None:  # the payment is set up: its button, which the prompt names, sends the move
                assert table.ui.pending == (plan[0].card, plan[0].target), coach.text
                assert table.ui.payment == {a.card for a in plan[1:]}, coach.text
                steps.click_key(app, table, plan[0])
                break
            click(app, spot.center)
            for _ in range(5):
                app.frame(DT)
        assert table.mod.recipe.actions[before:before + 3] == plan, (table.mod.recipe.actions[before:], plan)
    finally:
        i18n.set_language("en")
