"""A bean put on one of several empty fields, all alike (AC-9), is said "on any empty field" by the Hint and the
coach (playtest 14: "Best: Plant Broad on field 2 … Every empty field is as good" — a newcomer looked for what was
special about field 2); the coach still rings one. A field that holds beans, or the last empty one, is named."""

from __future__ import annotations

import random

from engine import GAMES
from engine.al_cabohne.cards import BLUE, BROAD, KIDNEY
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import END
from engine.core import english
from engine.search.budget import iterations
from engine.search.hint import brief, hint

AC = GAMES["al_cabohne"]


def _say(view: object, a: object) -> str:
    return english(AC.describe_in(view, a), ["Alice"])  # type: ignore[arg-type]


def test_the_first_plant_of_the_learn_deal_is_said_on_any_empty_field() -> None:  # rules AC-9, AC-18
    s = AC.new(1, 5)  # Learn to play's deal: three empty fields, the Broad at the front
    view = AC.view(s, 0)
    plants = [a for a in AC.legal_actions(s) if a.kind == "plant"]
    assert len(plants) == 3 and {_say(view, a) for a in plants} == {"Plant Broad on any empty field"}
    found = hint(AC, s, 0, random.Random(1), iterations(200))
    line = english(brief(AC, found, view=view, reasoned=True), ["Alice"])
    assert line.startswith("Best: Plant Broad on any empty field"), line
    assert "field 1" not in line and "field 2" not in line and "field 3" not in line, line


def test_a_field_of_its_type_and_the_last_empty_field_are_named() -> None:  # rule AC-9
    s = position(1, phase="plant", hands={0: [BROAD, KIDNEY]}, fields={0: [[BROAD], [BLUE], []]})
    view = AC.view(s, 0)
    named = {_say(view, a) for a in AC.legal_actions(s) if a.kind == "plant"}
    assert named == {"Plant Broad on field 1"}, named
    s = AC.apply(s, next(a for a in AC.legal_actions(s) if a.kind == "plant"))[0]
    view = AC.view(s, 0)
    named = {_say(view, a) for a in AC.legal_actions(s) if a.kind == "plant"}
    assert named == {"Plant Kidney on field 3"}, named
    assert END in AC.legal_actions(s)
