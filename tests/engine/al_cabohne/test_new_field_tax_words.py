"""Playtest 34 (75.png): the coach said "Plant Fire on field 1. The front card must be planted, and no field of yours
grows Fire. If not harvested first, your Fire field (field 1) will be taxed next turn", which read as a contradiction.
A move that makes the field its warning is about names it "the new Fire field". Rules AC-17, AC-18."""

from __future__ import annotations

from engine.al_cabohne import GAME
from engine.al_cabohne.advice import reason
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import PLANT
from engine.core import Action, english


def test_a_plant_on_the_only_empty_field_names_the_new_field() -> None:  # rules AC-17, AC-18
    s = position(1, phase=PLANT, hands={0: [FIRE, FRENCH, FRENCH]}, fields={0: [[], [BLUE] * 7, [BROAD]]},
                 bosses=[[RUNNER], [KIDNEY] * 4, [FIRE] * 2])
    plant = Action("plant", s.hands[0][0], "field:0")
    assert GAME.is_legal(s, plant)
    said = reason(GAME.view(s, 0), plant)
    assert said is not None
    text = english(said, ["Alice"])
    assert "no field of yours grows Fire" in text, text
    assert "the new Fire field will be taxed next turn" in text and "your Fire field (field 1)" not in text, text
