"""A Hint that offers "Pay tax" and a harvest of the taxed field as level says why they are level (playtest 19, FR
211h/212h: « Payer l'impôt — ou, tout aussi bon : récolter le champ 2. » with no reason). Harvested, the lone Runner
tops the discard and the next reveal hands it to Al Cabohne all the same (AC-12, AC-17, AC-21); the line says so,
and the Boss's sale stays under the button."""

from __future__ import annotations

import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.search.hint import Hint, why
from game import i18n
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_pay_tax_level_with_a_harvest_says_why(data_dir: str, language: str) -> None:  # rules AC-17, AC-21
    try:
        i18n.set_language(language)
        app = make_app("instant")
        table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
        app.push(table)
        # turn 11 of the playtest: field 2 holds a lone Runner, taxed; Al Cabohne grows 4 Runner and sells at 5
        table.mod.state = position(
            2, phase="tax", hands={0: [FIRE, KIDNEY, BROAD, BLUE, KIDNEY, BLUE], 1: [PUFF, FIRE, BLUE]},
            fields={0: [[], [RUNNER]], 1: [[PUFF], [FIRE], []]}, bosses=[[RUNNER] * 4, [FRENCH] * 2],
            draw_top=[BLUE] * 3, discard=[BLUE] * 5, coins={0: 3, 1: 3}, treasury=7, bought=[1], turn=11)
        table.forget_screen()
        table.anim.skip()
        app.frame(DT)
        legal = table.game.legal_actions(table.mod.state)
        tax = next(a for a in legal if a.kind == "tax")
        harvest = next(a for a in legal if a.kind == "harvest")
        ranked = ((tax, 60, 0.5), (harvest, 40, 0.5))  # level: the search cannot tell them apart
        adv = table.advisor
        adv._advice, adv._advice_at, adv._shown = Hint(tax, why(table.game, ranked, view=table.view), ranked), \
            adv._position(), True
        line = adv.line()[0]
        said = i18n.trn("Harvested instead, field {field}'s {bean} would reach {boss} anyway, from the discard.",
                        "Harvested instead, field {field}'s {bean} beans would reach {boss} anyway, from the discard.",
                        1, field=2, bean=i18n.tr("Runner"), boss=i18n.tr("Al Cabohne"))
        assert said in line, (said, line)
        assert table.say(table.game.describe_in(table.view, harvest)).lower() in line.lower()  # the other, named
    finally:
        i18n.set_language("en")
