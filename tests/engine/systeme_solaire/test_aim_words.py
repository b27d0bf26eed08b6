"""A bid's reason names what the group it aims at adds in the order it comes (playtest 22: "+4 VP, 3 in hand" for
a lone Earth read as VP now and money too, where the Earth is money now and VP only once spent)."""

from __future__ import annotations

import pytest

from engine.core import Action, english
from engine.systeme_solaire import GAME
from engine.systeme_solaire.advice import reason
from engine.systeme_solaire.positions import position


def _said(groups: list[list[str]]) -> str:
    """Alice's reason for bidding 2 after Orbit opened at 1."""
    s = position(3, hands={0: ["P1", "P3"], 1: ["P3", "P4"], 2: ["P2", "P5"]}, groups=groups, marker=2)
    s = GAME.apply(s, Action("bid", 1))[0]
    said = reason(GAME.view(s, 0), Action("bid", 2))
    assert said is not None
    return english(said, ["Alice", "Nova", "Orbit"])


@pytest.mark.parametrize(("groups", "aim"), [
    ([["Earth"], ["Mercury"], ["P1"]], "group 1: 3 more in hand to bid with, +3 VP later"),  # one card: money now, VP later
    ([["Earth", "Earth"], ["Mercury"], ["P1"]], "group 1: 6 more in hand to bid with, +3 VP later"),  # SS-18: one lands
    # playtest 24: "+7 VP, 3 in hand" counted the kept Earth's VP as if they came now, and the 3 said nothing
    ([["Neptune", "Earth"], ["Mercury"], ["P1"]], "group 1: +4 VP now, 3 more in hand to bid with, +3 VP later"),
])
def test_a_kept_earth_is_money_now_and_vp_once_spent(groups: list[list[str]], aim: str) -> None:  # SS-18, SS-25
    line = _said(groups)
    assert f"({aim})" in line, line
