"""The Hint's "just as good" is measured on each game's own scale (issue 18): Al Cabohne is won by a few coins, so
it tells moves apart from a third of a coin (``SearchHooks.hint_step``), and a move that gives the Mafia coins
(AC-13, AC-17) is never "just as good" as one that does not; the other games keep a whole unit."""

from __future__ import annotations

import random

import pytest

from engine import GAMES
from engine.al_cabohne.cards import BLUE, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, TAX
from engine.core import Action, Words, english
from engine.search.budget import iterations
from engine.search.hint import hint, level, why
from game import i18n
from game.words import say

AC, SB = GAMES["al_cabohne"], GAMES["space_beans"]


def _say(w: object) -> str:
    return english(w, ["Alice", "Bruno"])


def _french(w: Words) -> str:
    was = i18n.language()
    try:
        i18n.set_language("fr")
        return say(w, ["Alice", "Bruno"])
    finally:
        i18n.set_language(was)


def _taxed_kidneys() -> object:
    """Solo, at the tax: Don (threshold 2) holds Kidney ×5 and the player's only field holds Kidney ×6. Paying
    the tax moves a Kidney onto Don, who then sells 2 coins to the Mafia (AC-17, AC-13), and leaves the field
    worth a coin; harvesting it first earns 2 coins (R-14). (With Kidney ×2 the harvest earned nothing and the
    reveal handed its beans, on top of the discard, to Don, who sold all the same: AC-20.)"""
    return position(1, phase=TAX, hands={0: [FIRE, FRENCH, BLUE, RUNNER, BLUE]}, fields={0: [[KIDNEY] * 6]},
                    bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]], turn=3)


@pytest.mark.parametrize("seed", range(3))
def test_paying_a_tax_that_makes_a_boss_sell_is_never_just_as_good(seed: int) -> None:
    s = _taxed_kidneys()
    harvest = Action("harvest", -1, "field:0")
    assert set(AC.legal_actions(s)) == {Action("tax"), harvest}
    found = hint(AC, s, 0, random.Random(seed), iterations(400))
    line = _say(found.why)
    assert found.action == harvest, line
    assert "just as good" not in line and "Pay tax" in line, line
    assert "aussi bon" not in _french(found.why)


def _ranked(gap_units: float, a: Action, b: Action) -> tuple[tuple[Action, int, float], ...]:
    return ((a, 200, 0.5), (b, 200, 0.5 - gap_units / 20))  # a unit of lead is 0.05 of reward (engine.review)


def test_a_third_of_a_coin_is_told_apart_in_al_cabohne_but_not_a_third_of_a_point_elsewhere() -> None:
    assert AC.search_hooks().hint_step < 1 and SB.search_hooks().hint_step == 1
    assert level(0.3) and not level(0.3, AC.search_hooks().hint_step)
    s = _taxed_kidneys()
    ac = why(AC, _ranked(0.3, Action("harvest", -1, "field:0"), Action("tax")), view=AC.view(s, 0))
    # no fraction of a coin to read: "a little better", in each language (French in lower case after « : »)
    assert _say(ac) == "Best: Harvest field 1. Next best: Pay tax, a little less at the end.", _say(ac)
    assert _french(ac) == "Meilleur coup : récolter le champ 1. 2e choix : payer l'impôt, un peu moins à la fin."
    assert "about 2 coins less" in _say(why(AC, _ranked(2.2, Action("harvest", -1, "field:0"), Action("tax"))))
    sb = SB.new(2, 1)
    legal = SB.legal_actions(sb)
    assert "just as good: " in _say(why(SB, _ranked(0.3, legal[0], legal[1])))
    assert "about 2 points less" in _say(why(SB, _ranked(2.2, legal[0], legal[1])))


def test_a_gift_that_makes_a_boss_sell_costs_more_than_a_harmless_move() -> None:
    # the Hint's tie-break (SearchHooks.cost): Don sells 2 coins to the Mafia at once (AC-13, AC-23)
    s = position(1, phase=CULTIVATE, hands={0: [KIDNEY, FRENCH]}, fields={0: [[BLUE], [], []]},
                 bosses=[[FIRE], [KIDNEY] * 5, [RUNNER]])
    cost = AC.search_hooks().cost
    give = next(a for a in AC.legal_actions(s) if a.kind == "give")
    view = AC.view(s, 0)
    assert cost(view, give) > cost(view, Action("harvest", -1, "field:0")) > cost(view, Action("end")) == 0.0


def test_a_shortened_hint_line_says_just_as_good_only_where_the_search_does() -> None:
    """The Hint area that cannot hold the whole line shortens it; a tie's short form ("X. Just as good: Y.")
    is used only for a tie on the game's own step: a third of a coin is told apart in Al Cabohne, so no short
    form says the tax is just as good (the client's own level test read a whole unit)."""
    import pygame

    from engine.search.hint import Hint
    from game.kit.advisor import advice_words

    pygame.font.init()
    s = _taxed_kidneys()
    harvest = Action("harvest", -1, "field:0")
    found = Hint(harvest, AC.describe(harvest), _ranked(0.3, harvest, Action("tax")))
    for fits in (lambda text: True, lambda text: len(text) < 60, lambda text: False):
        line = advice_words(found, _say, AC, view=AC.view(s, 0), fits=fits)
        assert "just as good" not in line.lower(), line
    sb = SB.new(2, 1)
    a, b = SB.legal_actions(sb)[:2]
    line = advice_words(Hint(a, SB.describe(a), _ranked(0.3, a, b)), _say, SB, fits=lambda text: len(text) < 60)
    assert "just as good" in line.lower(), line
