"""After « Meilleur coup : » a move goes on in lower case whether it is named alone or with the step after it
(playtest 24: « Meilleur coup : Récolter le champ 1, puis planter Grimpant… » beside « Meilleur coup : récolter le
champ 2 »); a move a button makes keeps the button's words, quoted."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine import GAMES
from engine.core import Action, words
from game import i18n
from game.words import say

AC = GAMES["al_cabohne"]


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_a_move_with_its_next_step_goes_on_in_lower_case(french: None) -> None:  # rules AC-11, AC-12
    harvest, then = AC.describe(Action("harvest", -1, "field:0")), AC.describe(Action("harvest", -1, "field:1"))
    alone = say(words("Best: {action}.", action=harvest), ["Alice"])
    whole = say(words("Best: {action}.", action=words("{action}, then {next}", action=harvest, next=then)), ["Alice"])
    assert alone.startswith("Meilleur coup : récolter"), alone
    assert whole.startswith("Meilleur coup : récolter") and ", puis récolter" in whole, whole


def test_a_button_move_with_its_next_step_keeps_the_button_words(french: None) -> None:
    button = words("“{name}”", name=AC.describe(Action("tax")))
    whole = say(words("Best: {action}.", action=words("{action}, then {next}", action=button, next=button)), [])
    assert whole.replace("\xa0", " ").startswith("Meilleur coup : « Payer"), whole
