"""Playtest 20 (Système Solaire): the auction reason names the group the coach takes once the bid wins, with
figures by which no other group on the table adds more; the Hard computer's payment."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engine.bots import Situation, decide, make_bot
from engine.core import Action, english
from engine.search.budget import iterations
from engine.search.hint import hint, reason
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import KIND_OF, TO_FRONT, front_vp, hand_value
from engine.systeme_solaire.facts import assignments, kinds_mask
from engine.systeme_solaire.kinds import ActionKind
from engine.systeme_solaire.positions import position
from tests.engine.systeme_solaire.test_hint_reasons_figures import NAMES

FIVE = ["P1", "P2", "P3", "P4", "P5"]


def _figures(front: tuple[int, ...], cards: tuple[int, ...], split: str, lands: bool = True) -> tuple[int, int]:
    """VP to the front, now or (``lands``: not the last round) once a kept Earth or Pluto is spent and lands (SS-18,
    SS-25), and the hand value kept."""
    placed = front + tuple(c for c, t in zip(cards, split, strict=True) if t == "f")
    kept = tuple(c for c, t in zip(cards, split, strict=True) if t == "h")
    for c in kept if lands else ():
        if TO_FRONT[c] and not kinds_mask(placed) >> KIND_OF[c] & 1:
            placed += (c,)
    return front_vp(placed) - front_vp(front), hand_value(kept)


# (players, hands, fronts, groups, round, opening bid by the seat before Alice or None, Alice's action)
CASES = {
    # 44-indice (in French): two Earths, "groupe 1 : +3 PV" beside Pluto and Venus's +5
    "two-earths": (4, {q: FIVE for q in range(4)}, {}, [["Earth", "Earth"], ["Pluto", "Venus"], ["Mars"], ["Jupiter"]],
                   1, None, Action("bid", 3)),
    # 21-hint3: "group 3 with your Sun: +4 VP" beside Mars and Pluto's +6
    "earth-vs-mars": (3, {0: ["P5", "P4", "P2"], 1: ["P3", "P2"], 2: ["P4", "P3"]},
                      {0: ["Sun", "Mercury", "Venus", "Saturn"]}, [["Mars", "Pluto"], ["Sun", "Venus"], ["Earth"]],
                      3, 1, Action("bid", 2)),
}


def _case(name: str) -> Any:
    players, hands, fronts, groups, rnd, opening, _ = CASES[name]
    s = position(players, hands=hands, fronts=fronts, groups=groups, round=rnd, marker=0 if opening is None else 2)
    if opening is not None:
        s = GAME.apply(s, Action("bid", opening))[0]
    assert GAME.to_act(s) == 0
    return s


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_group_a_bid_names_is_taken_once_it_wins_and_none_adds_more(name: str) -> None:
    # rules SS-9, SS-13, SS-17.1, SS-18, SS-19..SS-25
    s = _case(name)
    bid = CASES[name][-1]
    v = GAME.view(s, 0)
    said = reason(GAME, v, bid)
    assert said is not None
    line = english(said, NAMES)
    # a kept Earth's or Pluto's VP are said apart, as coming once it is spent (SS-18): "3 more in hand to bid with, +4 VP later"
    m = re.search(r"group (\d)(?: with your Sun)?: (?:\+(\d+) VP(?: now)?)?(?:, )?(?:(\d+) more in hand to bid with)?"
                  r"(?:, \+(\d+) VP later)?", line)
    assert m and (m[2] or m[4]), line
    g, vp, money = int(m[1]) - 1, int(m[2] or 0) + int(m[4] or 0), int(m[3] or 0)
    # by the reason's own measure (VP to the front, money kept), no split of another group adds more of both
    for h, cards in enumerate(v.groups):
        for split in assignments(cards, v.fronts[0], False):
            other = _figures(v.fronts[0], cards, split)
            assert not (other[0] >= vp and other[1] >= money and other != (vp, money)), (line, h, split, other)
    # the bid wins: the coach then takes that very group, and its figures are the reason's
    s = GAME.apply(s, bid)[0]
    while s.phase == "bid" and GAME.to_act(s) != 0:
        s = GAME.apply(s, Action("pass"))[0]
    while not (GAME.to_act(s) == 0 and s.phase == "take"):
        s = GAME.apply(s, GAME.legal_actions(s)[0])[0]
    found = hint(GAME, s, 0, random.Random(3), iterations(60))
    assert found.action.kind == ActionKind.TAKE and found.action.card == g, (found.action, line)
    after = GAME.view(s, 0)
    assert _figures(after.fronts[0], after.groups[g], found.action.target) == (vp, money), (found.action, line)


def _hard_payment(seed: int) -> tuple[int, ...]:
    """What the Hard computer pays for a bid of 12 it won, holding Probe 1 to 5 (115.png)."""
    s = position(3, hands={0: FIVE, 1: FIVE, 2: FIVE}, groups=[["Sun", "Earth"], ["Venus"], ["Mars"]], marker=1)
    s = GAME.apply(s, Action("bid", 12))[0]  # Nova opens with 12 (SS-11): nobody raises
    s = GAME.apply(s, Action("pass"))[0]
    s = GAME.apply(s, Action("pass"))[0]
    bot = make_bot("systeme_solaire", "hard")
    rng = random.Random(seed)
    paid: tuple[int, ...] = ()
    while GAME.to_act(s) == 1 and s.phase == "pay":
        legal = GAME.legal_actions(s)
        a = decide(bot, Situation(GAME, 1, GAME.view(s, 1), legal, rng, s))
        paid += (a.card,) if a.kind == ActionKind.PAY else ()
        s = GAME.apply(s, a)[0]
    return paid


def test_the_hard_computer_pays_a_bid_exactly_with_the_fewest_cards() -> None:  # rules SS-13
    for seed in range(4):
        paid = _hard_payment(seed)
        # no change is given (SS-13): Probe 3, 4 and 5 pay 12 exactly; a fourth card is given up for nothing
        assert hand_value(paid) == 12 and len(paid) == 3, (seed, paid)
