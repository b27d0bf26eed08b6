"""A reason says something true and useful of the position (playtest 20): "no field of yours grows Fire" was said
with every field of the player's empty, and "it would need a field of its own" beside an empty field that would
take it."""

from __future__ import annotations

from engine.al_cabohne.advice import reason
from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE, PLANT
from engine.al_cabohne.view import project
from engine.core import Action, english


def _said(state: object, kind: str, target: str) -> str:
    view = project(state, 0)  # type: ignore[arg-type]
    card = view.hands[0][0]
    why = reason(view, Action(kind, card, target))
    return english(why, ["Alice"]) if why is not None else ""


def test_a_front_card_planted_on_empty_fields_is_not_said_to_lack_a_field() -> None:  # rule AC-18
    # Al grows Fire: the plant comes with its tax warning, after the plant's own why
    state = position(1, phase=PLANT, hands={0: [FIRE, BLUE]}, fields={0: [[], [], []]},
                     bosses=[[FIRE], [PUFF], [BLUE]])
    said = _said(state, "plant", "field:0")
    assert said and "no field of yours" not in said.lower(), said


def test_a_gift_to_an_empty_boss_with_every_field_empty_says_the_fill(  # rule AC-23, AC-24
) -> None:
    state = position(1, phase=CULTIVATE, hands={0: [FIRE, BLUE, BLUE]}, fields={0: [[], [], []]},
                     bosses=[[KIDNEY], [PUFF], []])
    said = _said(state, "give", "boss:2")
    assert said and "no field of yours" not in said.lower(), said


def test_a_gift_to_his_grower_beside_an_empty_field_names_the_field_kept() -> None:  # rule AC-23
    state = position(1, phase=CULTIVATE, hands={0: [FIRE, BLUE, BLUE]}, fields={0: [[BLUE, BLUE], [], []]},
                     bosses=[[FIRE], [PUFF], [KIDNEY]])
    said = _said(state, "give", "boss:0")
    assert "it would need a field of its own" not in said and said, said
