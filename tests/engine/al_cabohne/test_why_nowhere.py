"""Why a revealed unit or a leftover may go nowhere: the engine's words for a click that names no place."""

from __future__ import annotations

from engine.al_cabohne import GAME
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from engine.core import Action, english


def _why(s, kind: str) -> str:
    card = next(pile for pile in s.kept if pile)[-1]
    assert not any(a.kind == kind and a.card == card for a in GAME.legal_actions(s))
    return english(GAME.why_not(s, Action(kind, card)), ["Alice", "Bob"])


def test_solo_a_unit_with_no_field_and_no_boss_asks_for_a_harvest() -> None:
    """AC-22, AC-28: in solo every revealed bean is placed, so a field must be harvested first."""
    s = position(1, phase=CULTIVATE, fields={0: [[BLUE, BLUE], [KIDNEY], [FIRE, FIRE]]},
                 bosses=[[FRENCH], [PUFF], [BROAD]], kept=[[RUNNER]])
    assert _why(s, "place") == "No field and no Boss takes Runner: harvest a field first to make room."


def test_two_players_may_also_leave_the_unit_to_the_opponent() -> None:
    """AC-22: two players' unplaced kept beans go to the opponent."""
    s = position(2, phase=CULTIVATE, fields={0: [[BLUE, BLUE], [KIDNEY]]}, bosses=[[FRENCH], [PUFF]],
                 kept=[[RUNNER]])
    assert _why(s, "place") == ("No field and no Boss takes Runner: harvest a field first, "
                                "or leave it to your opponent.")

