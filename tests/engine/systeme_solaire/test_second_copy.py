"""A second Earth or Pluto kept in hand is only money (rules SS-18, T-5, R-2): spent, the first of its name lands in
the front and a later copy is discarded. The Normal computer's valuation counted every Earth or Pluto kept as one
that would land (an Earth taken beside one already held was worth 4.5 VP more than its bidding power), and the bid's
reason added its 3 VP to the group it named."""

from __future__ import annotations

from engine.core import Action, english
from engine.systeme_solaire import GAME
from engine.systeme_solaire.advice import reason
from engine.systeme_solaire.ai import WEIGHTS, _Judge
from engine.systeme_solaire.cards import FIXED_VP, card_id, name
from engine.systeme_solaire.kinds import ActionKind
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.view import SystemeSolaireView

POINT, LANDING = WEIGHTS["point"], WEIGHTS["landing"]
EARTH_VP = FIXED_VP[card_id("Earth")]


def _view(hand: list[str], groups: list[list[str]], front: tuple[str, ...] = ()) -> SystemeSolaireView:
    """Seat 0 to bid after seat 2 opened at 1 (the marker at seat 2)."""
    s = position(3, hands={0: hand, 1: ["P3", "P4"], 2: ["P2", "P5"]}, fronts={0: list(front)}, groups=groups,
                 marker=2)
    s = GAME.apply(s, Action(ActionKind.BID, 1))[0]
    assert GAME.to_act(s) == 0
    return GAME.view(s, 0)


def _worth(v: SystemeSolaireView, g: int, kept: str) -> float:
    """What the Normal computer counts group ``g`` worth with the cards named ``kept`` to hand, the rest to front."""
    split = "".join("h" if name(c) == kept else "f" for c in v.groups[g])
    return _Judge(v, WEIGHTS).take_worth(v.groups[g], split)


def test_an_earth_kept_beside_one_in_hand_is_only_money() -> None:  # rules SS-18, T-5
    groups = [["Earth", "Mars"], ["Jupiter"], ["Saturn"]]
    held = _worth(_view(["P1", "Earth"], groups), 0, "Earth")
    assert held == 3 + 3 * POINT, "Mars's 3 VP now, and the second Earth's bidding power only"
    first = _worth(_view(["P1", "P3"], groups), 0, "Earth")
    assert first == 3 + 3 * POINT + LANDING * EARTH_VP, "the first Earth lands in the front once spent"


def test_of_two_earths_kept_together_only_one_lands() -> None:  # rules SS-18 (at most one of two copies)
    v = _view(["P1", "P3"], [["Earth", "Earth"], ["Jupiter"], ["Saturn"]])
    assert _worth(v, 0, "Earth") == 6 * POINT + LANDING * EARTH_VP


def test_an_earth_kept_with_one_in_front_is_only_money() -> None:  # rules SS-18, SS-21
    v = _view(["P1", "P3"], [["Earth", "Mars"], ["Jupiter"], ["Saturn"]], front=("Earth",))
    assert _worth(v, 0, "Earth") == 3 + 3 * POINT


def test_the_bid_reason_counts_no_landing_for_a_second_earth() -> None:  # rules SS-18, SS-17.1
    # Venus to the front (+4 VP), Earth to hand: with an Earth already held the group adds 4 VP, not 7
    v = _view(["P1", "P2", "Earth"], [["Earth", "Venus"], ["Jupiter"], ["Saturn"]])
    said = reason(v, Action(ActionKind.BID, 2))
    assert said is not None
    line = english(said, ["Alice", "Bot", "Bob"])
    assert "group 1: +4 VP, 3 more in hand to bid with" in line, line


def test_an_earth_placed_where_one_waits_in_hand_costs_that_ones_landing() -> None:  # rules SS-18, T-5
    v = _view(["P1", "Earth"], [["Earth", "Venus"], ["Jupiter"], ["Saturn"]])
    both = _Judge(v, WEIGHTS).take_worth(v.groups[0], "ff")
    assert both == 7 - LANDING * EARTH_VP, "Earth and Venus score 7 now; the held Earth, spent later, is discarded"
