"""A Hint's move that leaves an empty Boss only the seat's own type to be filled with says the tax that follows
(AC-24, AC-17).

Playtest 30 (s065): Al Cabohne empty, the hand two French, three Kidney revealed. The Hint said "Harvest field 3, then
put the Kidney beans on field 3. It earns 1 coin, and a field stays free once your revealed Kidney is placed."; the
Kidney then had a field, so before the draw Al had to get a French from the hand, and the player's French field was
taxed the next turn. The warning came only with the next Hint, on the fill itself."""

from __future__ import annotations

from engine import GAMES
from engine.al_cabohne.advice import reason
from engine.al_cabohne.positions import position
from engine.core import Action, english

AC = GAMES["al_cabohne"]
BLUE, KIDNEY, FIRE, BROAD, PUFF, FRENCH, RUNNER = range(7)
NAMES = ["Alice", "Nova"]
TAXED = "If not harvested first, your French field (field 1) will be taxed next turn: Al Cabohne will grow French."


def _s065() -> object:
    return position(2, hands={0: [FRENCH, FRENCH], 1: [BLUE] * 7}, fields={0: [[FRENCH] * 2, [], [FIRE] * 4],
                    1: [[FIRE] * 2, [FRENCH] * 2]}, bosses=[[], [BROAD] * 2], kept=[[KIDNEY]] * 3,
                    bought=[0, 1], coins={0: 6, 1: 1}, treasury=10, set_aside=8, turn=13)


def _said(a: Action) -> str:
    s = _s065()
    why = reason(AC.view(s, 0), a)
    return english(why, NAMES) if why is not None else ""


def test_the_harvest_that_makes_room_for_the_kidney_says_the_french_field_is_then_taxed() -> None:
    said = _said(Action("harvest", target="field:2"))
    assert "a field stays free once your revealed Kidney is placed" in said, said  # the move's own why, first
    assert said.endswith(TAXED), said


def test_putting_the_kidney_on_the_empty_field_says_it_too() -> None:
    assert TAXED in _said(Action("place", target="field:1", card=_kidney())), _said(Action("place", target="field:1", card=_kidney()))


def test_a_kidney_given_to_al_leaves_the_french_field_untaxed() -> None:
    said = _said(Action("place", target="boss:0", card=_kidney()))
    assert "taxed" not in said, said


def _kidney() -> int:
    s = _s065()
    return s.kept[0][0]  # type: ignore[attr-defined]
