"""Hint reasons of playtest 15: a raise is put against a pass, the real choice (10-hint2: "The cheapest bid that
keeps you in" told it from a dearer bid only), and a last-round reveal says what it keeps for the hand bonus
(61-hint-r5rev: "One card must be spent: this one is worth least" where the hand bonus decided). Each reason's
fact is checked by playing the move on."""

from __future__ import annotations

import re
from typing import Any

from engine.core import Action, english
from engine.search.hint import reason
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import front_vp, hand_value
from engine.systeme_solaire.positions import position

NAMES = ["Alice", "Nova", "Orbit"]


def _said(s: Any, a: Action) -> str:
    said = reason(GAME, GAME.view(s, GAME.to_act(s)), a)
    assert said is not None
    return english(said, NAMES)


def test_a_raise_says_what_winning_gets_the_first_pick_of_the_groups() -> None:  # rules SS-9, SS-12, SS-17, SS-25
    groups = [["Mercury", "Venus"], ["Jupiter"], ["Uranus", "P1"]]
    s = position(3, hands={0: ["P2", "P3", "P4"], 1: ["P1", "P5"], 2: ["P2"]}, fronts={0: ["Mars"]}, groups=groups,
                 marker=1)
    s = GAME.apply(s, Action("bid", 1))[0]  # Nova opens (SS-11)
    s = GAME.apply(s, Action("pass"))[0]  # Orbit passes
    assert GAME.to_act(s) == 0 and Action("pass") in GAME.legal_actions(s)
    line = _said(s, Action("bid", 2))
    m = re.fullmatch(r"Win and you take a group first \(group (\d): \+(\d+) VP\)\. Worth bidding up to about 5\.", line)
    assert m, line
    g, n = int(m[1]) - 1, int(m[2])
    # played on: Alice wins, pays, takes first, and the group named puts that many VP in her front
    s = GAME.apply(s, Action("bid", 2))[0]
    for _ in range(40):
        if s.phase == "take" and GAME.to_act(s) == 0:
            break
        legal = GAME.legal_actions(s)
        done = [a for a in legal if a.kind in ("pass", "paid")]  # Alice pays no more than her bid (SS-13)
        s = GAME.apply(s, done[0] if done else legal[0])[0]
    assert s.phase == "take" and GAME.to_act(s) == 0  # the winner takes first (SS-17.1)
    before = front_vp(s.fronts[0])
    gains = []
    for a in GAME.legal_actions(s):
        if a.card == g:
            after = GAME.apply(s, a)[0]
            gains.append(front_vp(after.fronts[0]) - before)
    assert max(gains) == n, (gains, n)


def test_a_pass_says_what_a_bid_costs_against_the_least_card_revealed() -> None:  # rules SS-10, SS-15
    s = position(3, hands={0: ["P2", "P3", "P4"], 1: ["P1", "P5"], 2: ["P2"]}, groups=[["Mercury"], ["Jupiter"],
                 ["Uranus"]], marker=1)
    s = GAME.apply(GAME.apply(s, Action("bid", 1))[0], Action("pass"))[0]
    # playtest 19 (58.png): "Your hand stays" was false: a passer reveals at least one card (SS-15)
    assert _said(s, Action("pass")) == ("Winning costs at least 2 (group 1: +4 VP); passing still gets you a group, "
                                        "for about 2 at the order reveal."), _said(s, Action("pass"))


def test_a_last_round_reveal_says_what_stays_for_the_hand_bonus() -> None:  # rules SS-15, SS-24, SS-26
    s = position(3, hands={0: ["P4", "Jupiter"], 1: ["P1"], 2: ["P2", "P3"]}, groups=[["Mercury"], ["Venus"], ["Saturn"]],
                 phase="select", winner=1, round=5, marker=1)
    assert s.deck == () or len(s.deck) == 0
    while GAME.to_act(s) != 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])[0]
    line = _said(s, Action("select", s.hands[0][0]))
    m = re.fullmatch(r"One card must be spent; (\d+) stays in hand for the hand bonus\.", line)
    assert m, line
    s = GAME.apply(s, Action("select", s.hands[0][0]))[0]
    s = GAME.apply(s, Action("done"))[0]
    assert hand_value(s.hands[0]) == int(m[1])


def test_a_reveal_thought_out_whole_has_its_reason_about_those_cards() -> None:  # rules SS-15, SS-16
    """The Hint thinks a selection out card by card on the review's search: "Spend Probe 1 (total 1)" where the
    Normal computer would go on to more cards was followed by "Higher totals choose sooner; 11 stays in your hand",
    the guess's figures. The reason is now about the cards named."""
    from engine.core import words
    from engine.search.hint import Hint, brief
    from engine.systeme_solaire.ai import whole_selection

    s = position(3, hands={0: ["P1", "P3", "P4", "P5"], 1: ["P5", "P4"], 2: ["P5", "P4"]},
                 groups=[["Mercury", "Venus"], ["Jupiter"], ["Sun", "Mars"]], phase="select", winner=1, marker=1)
    while GAME.to_act(s) != 0:
        s = GAME.apply(s, GAME.legal_actions(s)[0])[0]
    v = GAME.view(s, 0)
    first = Action("select", s.hands[0][0])
    assert len(whole_selection(v, first.card)) > 1  # the Normal computer's guess goes on
    found = Hint(first, words("Best: Spend Probe 1."), ((first, 40, 0.5), (Action("select", s.hands[0][3]), 5, 0.1)),
                 (Action("done"),))
    line = english(brief(GAME, found, view=v, reasoned=True), NAMES)
    assert line.startswith("Best: Spend Probe 1 (total 1)."), line
    rest = hand_value(s.hands[0]) - 1
    assert "One card must be spent: this one is worth least." in line or f"{rest} stays" in line, line


def test_an_overpayment_says_it_takes_fewer_cards_than_an_exact_one() -> None:  # rule SS-13
    # playtest-16 harness: "Pay 4 with Probe 4. It pays your bid of 3: no change is given." gave no reason to overpay
    s = position(3, hands={0: ["P1", "P2", "P4"], 1: ["P2"], 2: ["P3"]},
                 groups=[["Mercury", "Venus"], ["Jupiter"], ["Uranus", "Mars"]], marker=0)
    s = GAME.apply(s, Action("bid", 3))[0]
    while GAME.to_act(s) != 0:
        s = GAME.apply(s, Action("pass"))[0]
    four = next(a for a in GAME.legal_actions(s) if a.kind == "pay" and GAME.view(s, 0).hands[0].index(a.card) == 2)
    line = _said(s, four)
    m = re.fullmatch(r"Fewer cards than paying 3 exactly: (\d) cards stay to bid with\.", line)
    assert m, line
    paid = GAME.apply(GAME.apply(s, four)[0], Action("paid"))[0]
    kept = GAME.view(paid, 0).hands[0]
    assert len(kept) == int(m[1]) and hand_value(kept) == 3  # the exact payment (Probe 1, Probe 2) takes two cards
