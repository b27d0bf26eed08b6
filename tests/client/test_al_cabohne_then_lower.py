"""A move named with the step after it reads as one sentence: the verb after "then" (« puis ») in lower case
(playtest 20: "Plant Fire on field 2, then Harvest field 2"), in the Hint's words and the coach's, in English and
French, with no sentence of the catalogue written twice for it."""

from __future__ import annotations

import pytest

from engine import GAMES
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import PLANT
from engine.al_cabohne.view import project
from engine.core import Action
from engine.search.hint import whole
from game import i18n
from game.kit.coach import Coach
from game.tables.al_cabohne import coach as script
from game.words import say

GAME = GAMES["al_cabohne"]
SAID = {"en": "Plant Fire on field 2, then harvest field 2", "fr": "Planter Feu sur le champ 2, puis récolter le champ 2"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_step_after_then_is_in_lower_case(language: str) -> None:  # rule AC-10, AC-18
    state = position(1, phase=PLANT, hands={0: [FIRE]}, fields={0: [[], [FIRE, FIRE], []]}, bosses=[[BLUE], [PUFF], [BROAD]])
    view = project(state, 0)
    plant = next(a for a in GAME.legal_actions(state) if a.kind == "plant" and a.target == "field:1")
    harvest = Action("harvest", -1, "field:1")
    try:
        i18n.set_language(language)
        assert say(whole(GAME, view, plant, (), (harvest,)), []) == SAID[language]
        coach = Coach(script, "al_cabohne")
        coach.pos = len(script.OPENING)  # past the opening: the steady lines speak
        coach.tick(view, GAME.legal_actions(state), True, moves=0, hint=plant, plan=(harvest,))
        assert SAID[language] in coach.text, coach.text
    finally:
        i18n.set_language("en")
