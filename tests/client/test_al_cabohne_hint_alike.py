"""The Hint's tie line never offers the same move in other words (issue 18): "Harvest field 3 — Harvest field 1
is just as good" where both fields hold a lone Broad. It names a genuinely different move, or none
(``SearchHooks.alike``, Al Cabohne's ``foresight.alike``, read from the seat's view)."""

from __future__ import annotations

import random

import pytest

from engine.al_cabohne import GAME
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, RUNNER
from engine.al_cabohne.foresight import alike
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import PLANT
from engine.core import Action, Words, english
from engine.search.budget import iterations
from engine.search.hint import hint
from game import i18n
from game.words import say
from tests.engine.search.test_hint_ties import _rated

H1, H2, H3 = (Action("harvest", -1, f"field:{i}") for i in range(3))


def _must_harvest() -> object:
    """Solo, at the plant: the front Fire fits no field, so a field must be harvested first (AC-18); fields 1 and 3
    hold a lone Broad each, field 2 a lone Kidney."""
    s = position(1, phase=PLANT, hands={0: [FIRE, FRENCH, BLUE]}, fields={0: [[BROAD], [KIDNEY], [BROAD]]},
                 bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]], turn=3)
    assert set(GAME.legal_actions(s)) == {H1, H2, H3}
    return s


def _both(w: Words) -> tuple[str, str]:
    was = i18n.language()
    try:
        i18n.set_language("fr")
        fr = say(w, ["Alice"])
    finally:
        i18n.set_language(was)
    return english(w, ["Alice"]), fr


def test_harvesting_either_of_two_lone_broads_is_the_same_move() -> None:
    view = GAME.view(_must_harvest(), 0)
    assert alike(view, H1, H3) and alike(view, H3, H1)
    assert not alike(view, H1, H2)  # a Broad and a Kidney to the discard: not the same (AC-12)


def test_the_tie_line_names_a_different_move(monkeypatch: pytest.MonkeyPatch) -> None:
    s = _must_harvest()
    _rated(monkeypatch, [(H3, 120, 0.340), (H1, 110, 0.339), (H2, 90, 0.338)])
    found = hint(GAME, s, 0, random.Random(1), iterations(10))
    assert _both(found.why) == ("Harvest field 3 — or, just as good: Harvest field 2.",
                                "Récolter le champ 3 — ou, tout aussi bon : récolter le champ 2.")


def test_with_no_different_move_the_line_names_none(monkeypatch: pytest.MonkeyPatch) -> None:
    s = position(1, phase=PLANT, hands={0: [FIRE, FRENCH, BLUE]}, fields={0: [[BROAD] * 2, [BLUE], [BROAD] * 2]},
                 bosses=[[FIRE], [KIDNEY] * 2, [RUNNER]], turn=3)
    legal = GAME.legal_actions(s)
    assert set(legal) == {H1, H3}  # AC-11: the lone Blue is not harvested while a field holds more
    _rated(monkeypatch, [(H1, 120, 0.340), (H3, 110, 0.339)])
    found = hint(GAME, s, 0, random.Random(1), iterations(10))
    assert _both(found.why) == ("Best: Harvest field 1.", "Meilleur coup : récolter le champ 1.")
