"""Hint reasons of playtests 16 and 17 with their numbers, each checked by playing the move on.

89-hint (FR): "Bid 9: 2 other seats still in cannot pay more than this" read as "nobody can beat 9"; Orbit, holding
18, then bid 10. 93-hint (FR): Mars and Earth to hand in the last round, said only as "Cards in hand count for the
hand bonus", where hand 10 beat Orbit's 8 out of Nova's reach. 135-hint-layout: a variant placement had no reason.
Playtest 17: 05-hint1 "a lower bid is cheaper to outbid" read as cheaper for the seat itself; 12-hint-group: the
group the auction's reason called "+6 VP" was passed over for a Sun with no word why.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core import Action, english, words
from engine.search.hint import Hint, brief, reason
from engine.systeme_solaire import GAME
from engine.systeme_solaire.cards import front_vp, hand_value
from engine.systeme_solaire.facts import assignments
from engine.systeme_solaire.positions import position

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


def _said(s: Any, a: Action) -> str:
    said = reason(GAME, GAME.view(s, GAME.to_act(s)), a)
    assert said is not None
    return english(said, NAMES)


def _gain(front: tuple[int, ...], cards: tuple[int, ...]) -> int:
    """The most VP ``cards`` add to ``front`` (SS-21, SS-23, SS-25)."""
    return max((front_vp(front + tuple(c for c, t in zip(cards, split, strict=True) if t == "f"))
                for split in assignments(cards, front, False)), default=0) - front_vp(front) if cards else 0


def test_a_bid_that_shuts_some_out_names_who_can_still_raise() -> None:  # rules SS-9, SS-10
    s = position(4, hands={0: ["P5", "P4", "P3", "Jupiter"], 1: ["P4", "P4"], 2: ["P5", "P5", "P4", "P2", "P2"],
                           3: ["P3", "P1"]},
                 groups=[["Mercury"], ["Venus"], ["Mars"], ["Saturn"]], marker=1)
    s = GAME.apply(s, Action("bid", 1))[0]  # Nova opens (SS-11), Orbit and Pulsar raise
    s = GAME.apply(s, Action("bid", 2))[0]
    s = GAME.apply(s, Action("bid", 3))[0]
    assert GAME.to_act(s) == 0
    line = _said(s, Action("bid", 9))
    assert line == "Only Orbit (hand 18) can still pay more than 9; the others cannot.", line
    # played on: Nova and Pulsar cannot bid (the engine passes for them, SS-10); Orbit may raise, up to 18
    s = GAME.apply(s, Action("bid", 9))[0]
    seen = {}
    while s.phase == "bid":
        seat = GAME.to_act(s)
        seen[seat] = [a.card for a in GAME.legal_actions(s) if a.kind == "bid"]
        s = GAME.apply(s, Action("pass"))[0]
    assert list(seen) == [2] and min(seen[2]) == 10 and max(seen[2]) == 18, seen


def _bid_line(s: Any, best: int, other: int, other_rate: float) -> tuple[Any, str]:
    """Seat 0's view of ``s``, and the Hint's line for Bid ``best`` beside Bid ``other`` rated ``other_rate``."""
    v = GAME.view(s, 0)
    ranked = ((Action("bid", best), 30, 0.50), (Action("bid", other), 30, other_rate))
    return v, english(brief(GAME, Hint(Action("bid", best), words(f"Best: Bid {best}."), ranked), view=v,
                            reasoned=True), NAMES)


def test_a_higher_bid_beside_a_lower_one_says_what_a_rival_must_pay() -> None:  # rules SS-9, SS-10, SS-17
    s = position(3, hands={0: ["P5", "P4", "P3", "P2", "P1"], 1: ["P5", "P4", "P3", "P2", "P1"],
                           2: ["P5", "P4", "P3", "P2", "P1"]},
                 groups=[["Jupiter", "Mars"], ["Venus"], ["Mercury"]], marker=0)
    v, line = _bid_line(s, 9, 4, 0.46)
    m = re.fullmatch(r"Best: Bid 9\. Win to pick first \(group 1: \+(\d+) VP, (\d+) more in hand to bid with\); a rival must "
                     r"pay (\d+) to beat it, not (\d+)\.", line)  # the reason names Bid 4 (playtest 29)
    assert m, line
    # Jupiter kept as money, Mars to the front (SS-21, SS-25): no group adds more VP and more money
    assert (int(m[1]), int(m[2])) == (3, 5) and max(_gain(v.fronts[0], g) for g in v.groups) <= 5
    for bid, must in ((9, int(m[3])), (4, int(m[4]))):  # the lowest raise after each bid
        after = GAME.apply(s, Action("bid", bid))[0]
        assert min(a.card for a in GAME.legal_actions(after) if a.kind == "bid") == must


def test_a_last_round_hand_says_whose_hand_it_beats_and_that_none_can_catch_up() -> None:  # rules SS-24, SS-26
    s = position(3, hands={0: ["P4", "P1"], 1: ["P3", "P3"], 2: ["P5", "P1"]},
                 groups=[["Mars", "Earth"], ["Mercury"], ["Venus"]], phase="take", order=[0, 1, 2], winner=0, round=5)
    assert s.deck == () or len(s.deck) == 0
    line = _said(s, Action("take", 0, "hh"))
    m = re.fullmatch(r"Hand bonus: your (\d+) beats (\w+)'s (\d+); no one can catch up\.", line)
    assert m, line
    assert m[2] == "Nova" or m[2] == "Orbit"
    s = GAME.apply(s, Action("take", 0, "hh"))[0]
    assert hand_value(s.hands[0]) == int(m[1])
    # the others take what is left, all to hand, as much as they can: Alice's hand stays the best alone
    while GAME.to_act(s) is not None:
        legal = GAME.legal_actions(s)
        s = GAME.apply(s, max(legal, key=lambda a: a.target.count("h")))[0]
    best = max(hand_value(h) for h in s.hands)
    assert [q for q in range(3) if hand_value(s.hands[q]) == best] == [0], s.hands


def test_a_last_round_hand_that_others_can_still_pass_says_so_far() -> None:  # rules SS-24, SS-26
    s = position(3, hands={0: ["P4", "P2"], 1: ["P3", "P3"], 2: ["P5", "P1"]},
                 groups=[["Mercury"], ["Jupiter"], ["Venus"]], phase="take", order=[0, 1, 2], winner=0, round=5)
    line = _said(s, Action("take", 0, "h"))
    assert line == "Hand bonus: your 7 beats Nova's 6 so far.", line
    s = GAME.apply(s, Action("take", 0, "h"))[0]
    assert hand_value(s.hands[0]) == 7 and hand_value(s.hands[1]) == 6
    s = GAME.apply(s, Action("take", 1, "h"))[0]  # Nova takes Jupiter (5) to hand: 11
    assert hand_value(s.hands[1]) > 7


def test_a_variant_placement_says_what_the_group_becomes() -> None:  # rules SS-V1, SS-25
    s = position(5, deck=["Saturn", "Saturn", "Sun", "Mars", "Neptune", "Uranus", "Venus", "Jupiter"], round=5,
                 phase="layout", variant=True)
    v = GAME.view(s, 0)
    assert s.phase == "lay" and GAME.to_act(s) == 0 and english(GAME.describe_in(v, Action("lay", 4)), NAMES)
    line = _said(s, Action("lay", 4))
    m = re.fullmatch(r"Group 5 becomes your best pick: \+(\d+) VP to your front\.", line)
    assert m, line
    after = GAME.apply(s, Action("lay", 4))[0]
    v = GAME.view(after, 0)
    worth = [_gain(v.fronts[0], g) for g in v.groups]
    assert worth[4] == int(m[1]) == max(worth) and worth.count(max(worth)) == 1, worth


def test_a_sun_taken_over_a_richer_group_says_why() -> None:  # rules SS-19, SS-25
    s = position(3, hands={0: ["P4", "P1"], 1: ["P3", "P3"], 2: ["P5", "P1"]},
                 groups=[["Neptune", "Mars"], ["Sun", "Earth"], ["Venus"]], phase="take", order=[0, 1, 2], winner=0)
    line = _said(s, Action("take", 1, "fh"))
    m = re.fullmatch(r"Group 1 adds (\d+) VP now, but a Sun in front gains 1 VP for each card you add\.", line)
    assert m, line
    rich = GAME.apply(s, Action("take", 0, "ff"))[0]
    assert front_vp(rich.fronts[0]) == int(m[1])
    front = GAME.apply(s, Action("take", 1, "fh"))[0].fronts[0]
    venus = s.groups[2][0]  # any card added later scores its VP and 1 more for the Sun
    assert front_vp(front + (venus,)) - front_vp(front) == 4 + 1


def test_a_last_round_hand_that_ties_the_best_says_the_tie_shares_the_bonus() -> None:  # rules SS-24, SS-26
    """55-hint-final: Mercury and Mercury to hand made Alice's hand 3, level with Orbit's, for 2 VP a card; the Hint
    said only "Cards in hand count for the hand bonus"."""
    s = position(3, hands={0: ["P1"], 1: ["P1"], 2: ["P3"]}, groups=[["Mercury", "Mercury"], ["Venus"], ["Sun"]],
                 phase="take", order=[0, 1, 2], winner=0, round=5)
    line = _said(s, Action("take", 0, "hh"))
    assert line == "Hand bonus: your 3 ties Orbit's 3; a tie shares it (2 VP a card).", line
    s = GAME.apply(s, Action("take", 0, "hh"))[0]
    s = GAME.apply(s, Action("take", 2, "f"))[0]  # Nova takes the Sun to her front, Orbit is left Venus
    s = GAME.apply(s, Action("take", 1, "f"))[0]
    assert s.final is not None
    bonus = {q: sc.bonus for q, sc in enumerate(s.final.seats)}
    assert bonus[0] == 2 * 3 and bonus[2] == 2 * 1 and bonus[1] == 0, bonus


def test_a_first_pick_counted_with_a_sun_in_front_says_so() -> None:  # rules SS-17, SS-25
    """17-hint-r2: "Win to pick first (group 2: +9 VP)" for Neptune (4) and Uranus (3): the 2 more were the Sun's in
    Alice's front, unsaid."""
    s = position(3, hands={0: ["P5", "P4", "P3"], 1: ["P5", "P4", "P3"], 2: ["P5", "P4", "P3"]}, fronts={0: ["Sun"]},
                 groups=[["Mercury"], ["Neptune", "Uranus"], ["Pluto"]], marker=1)
    s = GAME.apply(s, Action("bid", 1))[0]  # Nova opens (SS-11), Orbit raises
    s = GAME.apply(s, Action("bid", 2))[0]
    line = _said(s, Action("bid", 5))
    m = re.fullmatch(r"Win to pick first \(group (\d) with your Sun: \+(\d+) VP\); a rival must pay 6 to beat it\. "
                     r"Worth bidding up to about 7\.", line)
    assert m, line
    g, n = int(m[1]) - 1, int(m[2])
    before = front_vp(s.fronts[0])
    s = GAME.apply(s, Action("bid", 5))[0]  # played on: the others pass, Alice pays and takes first (SS-17.1)
    for _ in range(40):
        if s.phase == "take" and GAME.to_act(s) == 0:
            break
        legal = GAME.legal_actions(s)
        done = [a for a in legal if a.kind in ("pass", "paid")]
        s = GAME.apply(s, done[0] if done else legal[0])[0]
    s = GAME.apply(s, Action("take", g, "ff"))[0]
    assert front_vp(s.fronts[0]) - before == n == 4 + 3 + 2  # Neptune, Uranus, and the Sun's 2 more
