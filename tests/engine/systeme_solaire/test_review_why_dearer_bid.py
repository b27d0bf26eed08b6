"""Playtest 29 (75_review2, 104_fr_analyse): the review marked Bid 1 and called Bid 5 about 2 VP better, and its Why
was Bid 5's own reason, "Only Orbit (hand 15) can still pay more than 5; the others cannot.", which said nothing of
what Bid 5 gains over Bid 1. The Why now says it: the group winning buys, and the raise it takes (SS-9, SS-10,
SS-17.1)."""

from __future__ import annotations

import re

from engine.core import Action, english
from engine.search.hint import reason, reason_over
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position

NAMES = ["Alice", "Nova", "Orbit"]


def _why(better: int, played: int) -> str:
    """The review's Why as the review screen finds it (``game.scenes.review``)."""
    s = position(3, hands={0: ["P2", "P3", "Saturn"], 1: ["P1", "P2"], 2: ["P5", "P4", "P3", "P2", "P1"]},
                 fronts={0: ["Mars", "Earth", "Neptune", "Venus"], 1: ["Mars", "Mercury", "Uranus", "Sun"],
                         2: ["Uranus"]},
                 groups=[["Pluto", "Pluto"], ["Neptune", "Venus"], ["Sun"]], round=4, marker=0)
    v = GAME.view(s, 0)
    assert v.to_act == 0 and v.hand_values == (9, 3, 15)
    said = reason_over(GAME, v, Action("bid", better), Action("bid", played)) or reason(GAME, v, Action("bid", better))
    assert said is not None
    return english(said, NAMES)


def test_the_review_says_what_a_dearer_bid_gains_over_the_bid_played() -> None:  # SS-9, SS-10, SS-17.1, SS-25
    line = _why(5, 1)
    m = re.fullmatch(r"Win to pick first \(group 3: \+(\d+) VP now, more as its Sun grows\); a rival must pay 6 to "
                     r"beat it, not 2\.", line)
    assert m, line
    # the Sun in a front of four cards: 1 VP for each, itself included (SS-25); Nova (hand 3) could raise a bid of 1,
    # not a bid of 5: the price a rival must pay after each says it
    assert int(m[1]) == 5
