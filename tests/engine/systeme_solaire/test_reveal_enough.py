"""The Normal computer, the coach and the Hint reveal no more than it takes to come first (playtest 11: round 4,
the only other selector held the Sun, worth 0, and both said "Spend Probe 2, Jupiter (total 7)")."""

from __future__ import annotations

from engine.core import Action
from engine.systeme_solaire import GAME
from engine.systeme_solaire.ai import WEIGHTS, _Judge, whole_selection
from engine.systeme_solaire.cards import AUCTION
from engine.systeme_solaire.kinds import ActionKind
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.rollout import cost
from engine.systeme_solaire.words import describe_in


def _round_four() -> tuple[object, object]:
    """Seat 0 selects from Probe 2 and Jupiter; seat 2 won the auction; seat 1 holds the Sun alone (SS-15)."""
    s = position(3, hands={0: ["P2", "Jupiter"], 1: ["Sun"], 2: ["P1"]}, round=4, marker=2, winner=2,
                 groups=[["Saturn", "Jupiter"], ["Sun", "Neptune"], ["P1"]], phase="select")
    return s, GAME.view(s, 0)


def test_a_selection_beyond_what_any_other_seat_may_reveal_is_not_made() -> None:
    """SS-17.2: a higher total comes first. Seat 1 may reveal 0 at most (its hand, public), so one card of value
    1 or more places seat 0 before it: Probe 2 alone, never Probe 2 and Jupiter."""
    s, v = _round_four()
    assert v.hand_values[1] == 0
    probe, jupiter = sorted(v.hands[0], key=lambda c: AUCTION[c])
    assert _Judge(v, WEIGHTS).reveal_target() <= v.hand_values[1] + 1
    assert whole_selection(v, probe) == (probe,)
    said = describe_in(v, Action(ActionKind.SELECT, probe))  # the Hint's and the coach's words for the pick
    assert dict(said.args)["n"] == 2, said
    legal = GAME.legal_actions(s)
    pick = _Judge(v, WEIGHTS).choose(legal)
    assert pick == Action(ActionKind.SELECT, probe), pick
    s2, _ = GAME.apply(s, pick)
    assert _Judge(GAME.view(s2, 0), WEIGHTS).choose(GAME.legal_actions(s2)).kind == ActionKind.DONE


def test_of_picks_the_search_rates_level_the_hint_names_the_cheaper() -> None:
    """The Hint's tie-break (``cost``): revealing Jupiter (5) gives up more than Probe 2 (2)."""
    _s, v = _round_four()
    probe, jupiter = sorted(v.hands[0], key=lambda c: AUCTION[c])
    assert cost(v, Action(ActionKind.SELECT, probe)) < cost(v, Action(ActionKind.SELECT, jupiter))
    assert cost(v, Action(ActionKind.DONE)) == 0.0
