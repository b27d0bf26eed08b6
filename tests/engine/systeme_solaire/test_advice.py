"""The reasons the Hint and the coach give for a Système Solaire move (``SearchHooks.reason``) are true of the move
they follow: each game below follows the Hint for seat 0 (the other seats play Normal) and checks each reason's fact
against the game after the move (SS-9..SS-13 the auction and payment, SS-15..SS-18 the order reveal and the
landing of Earth and Pluto, SS-19..SS-23 the groups, SS-26 the hand bonus)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.bots import Situation, decide, make_bot
from engine.core import Action, Words
from engine.search.budget import iterations
from engine.search.hint import hint, reason
from engine.systeme_solaire.ai import WEIGHTS, _Judge, reveal_plan
from engine.systeme_solaire.cards import AUCTION, IS_SUN, KIND_OF, front_vp, hand_value
from engine.systeme_solaire.facts import assignments
from engine.systeme_solaire.kinds import Phase
from engine.systeme_solaire.words import card_words
from tests.engine.systeme_solaire.test_hint_reasons_group_aimed import _figures

GAME = GAMES["systeme_solaire"]


def _arg(w: Words, name: str) -> Any:
    return dict(w.args)[name]


def _front_gain(v: Any, seat: int, g: int) -> int:
    """The most VP group ``g`` adds to the seat's front, split as the rules allow (SS-21, SS-23, SS-25)."""
    front = v.fronts[seat]
    cards = v.groups[g]
    splits = assignments(cards, front, False) if cards else []
    return max((front_vp(front + tuple(c for c, t in zip(cards, split, strict=True) if t == "f")) for split in splits),
               default=front_vp(front)) - front_vp(front)


def _aim(aim: Words) -> tuple[int, int, int]:
    """The group (0-based), VP and money a bid's reason says winning buys: "group 2: +7 VP", "group 2 with your Sun:
    …", "group 1: +3 VP, 6 in hand"."""
    group = dict(aim.args)["group"]
    g = dict(group.args).get("group", group).args[0][1] - 1  # "group 2", or "group 2 with your Sun" (SS-25)
    return g, dict(aim.args)["n"], dict(aim.args).get("m", 0)


def _aim_holds(v: Any, seat: int, aim: Words) -> tuple[int, int]:
    """A bid's aim is true: its VP and money are what a legal split of its group adds (SS-18..SS-25), and no split of
    any group on the table adds more of both (playtest 20: "group 1: +3 VP" beside a group worth +5)."""
    g, n, m = _aim(aim)
    if aim.text.endswith("more as its Sun grows"):  # a new Sun: what it adds later is its reason too (SS-25)
        m = -1
    lands = not (v.deck == 0 and v.phase != Phase.LAY)  # the last round: a kept Earth is never spent (SS-18, SS-24)
    assert n > 0 and (n, max(m, 0)) in {_figures(v.fronts[seat], v.groups[g], sp, lands)
                                        for sp in assignments(v.groups[g], v.fronts[seat], False)}, (g, n, m)
    for cards in v.groups:
        for sp in assignments(cards, v.fronts[seat], False) if cards else ():
            o = _figures(v.fronts[seat], cards, sp, lands)
            assert m < 0 or not (o[0] >= n and o[1] >= m and o != (n, m)), (g, n, m, v.groups, v.fronts[seat], sp, o)
    return g, n


def _finish(state: Any, seat: int, phase: str, bot: Any, rng: random.Random) -> Any:
    """The rest of a move the screen gathers click by click (the payment's or selection's later picks), as the
    Normal computer goes on with it (the plan the move's name and reason were made from)."""
    while GAME.to_act(state) == seat and GAME.view(state, seat).phase == phase:
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, decide(bot, Situation(GAME, seat, GAME.view(state, seat), legal, rng, state)))[0]
    return state


def _check(said: Words, a: Action, before: Any, after: Any, seat: int) -> None:
    """The reason's fact, read from the game before and after the move."""
    text = said.text
    v0, v1 = GAME.view(before, seat), GAME.view(after, seat)
    if text == "{why} Worth bidding up to about {top}.":  # SS-9, SS-13: the price winning is worth, the bid within it
        judge = _Judge(v0, WEIGHTS)
        top = _arg(said, "top")
        assert a.kind == "bid" and a.card < top == judge.ceiling(), (a, top)
        cost = judge.cheapest(v0.hands[seat], top)
        assert cost is not None and cost[0] < judge.advantage(), "the Normal computer would bid that much"
        _check(_arg(said, "why"), a, before, after, seat)
    elif "goes to your front for" in text:  # SS-18
        card = _arg(said, "card")
        landed = [c for c in v1.fronts[seat] if c not in v0.fronts[seat]]
        assert any(card_words(c) == card for c in landed), (text, landed)
        assert front_vp(v1.fronts[seat]) - front_vp(v0.fronts[seat]) >= _arg(said, "n")
    elif text.startswith("Your front gains"):  # SS-19..SS-23: a take
        assert front_vp(v1.fronts[seat]) - front_vp(v0.fronts[seat]) == _arg(said, "n"), text
        if "lands in front once spent" in text:  # SS-18: the card kept in hand is an Earth or Pluto the front lacks
            kept = [c for c in v1.hands[seat] if c not in v0.hands[seat]]
            assert any(card_words(c) == _arg(said, "card") for c in kept), (text, kept)
        if "your hand {money}" in text:
            assert hand_value(v1.hands[seat]) - hand_value(v0.hands[seat]) == _arg(said, "money"), text
    elif "more in hand" in text or "more to bid with" in text:
        assert hand_value(v1.hands[seat]) - hand_value(v0.hands[seat]) == _arg(said, "money"), text
        assert v1.fronts[seat] == v0.fronts[seat]
    elif text.startswith("The cheapest bid") or text.startswith("You must open"):  # SS-9, SS-11
        assert a.kind == "bid" and a.card == v0.high + 1, (text, a, v0.high)
        assert (v0.bidder < 0) == text.startswith("You must open")
        if text.startswith("You must open"):  # no change is given (SS-13): the least the hand can pay for the bid
            totals = {0}
            for c in v0.hands[seat]:
                totals |= {t + AUCTION[c] for t in totals}
            assert _arg(said, "n") == min(t for t in totals if t >= a.card)
    elif "still in can pay" in text or "still in cannot pay" in text:  # SS-10: hand values are public
        rivals = [q for q in range(v0.players) if q != seat and not v0.passed[q]]
        most = max((v0.hand_values[q] for q in rivals), default=0)
        if text.startswith("No other seat"):
            assert most == _arg(said, "most") and a.card > most, (text, a.card, most)
    elif text.startswith("Only "):  # SS-10: the seats still in that can raise, the others shut out
        rivals = [q for q in range(v0.players) if q != seat and not v0.passed[q]]
        rich = [q for q in rivals if v0.hand_values[q] > a.card]
        assert _arg(said, "n") == len(rich) and 0 < len(rich) < len(rivals) and _arg(said, "bid") == a.card, text
    elif "a rival must pay" in text or text.startswith("A rival must"):  # SS-10: a raise must beat the high bid
        if text.startswith("A rival must"):
            assert v1.high == a.card == _arg(said, "m") - 1 or v1.phase != "bid", (text, v1.high)
        elif text.startswith("Win to pick first"):  # SS-17.1: the winner picks first; the group's VP for you
            _aim_holds(v0, seat, _arg(said, "aim"))
        rivals = [q for q in range(v0.players) if q != seat and not v0.passed[q]]
        assert a.card > v0.high + 1, (text, a.card, v0.high)  # a lower bid than this one was open
        assert all(v0.hand_values[q] > a.card for q in rivals), "no seat is shut out: the price is the reason"
    elif "with the fewest cards" in text:  # SS-13: the payment spends as few cards as any exact one
        paid = hand_value(v0.hands[seat]) - hand_value(v1.hands[seat])
        assert paid == _arg(said, "bid") == v0.high, (text, paid)
        assert len(v1.hands[seat]) == _arg(said, "n") or v1.phase != "select", (text, v1.hands[seat])
    # SS-15: a passer still reveals a card; the reveal's own advice (and SS-19: a group all the same, playtest 28)
    elif "passing costs about" in text.lower() or "passing still gets you a group" in text:
        assert a.kind == "pass" and _arg(said, "c") == hand_value(reveal_plan(v0)) >= min(
            AUCTION[c] for c in v0.hands[seat]), text
        if "can outbid any bid" in text:  # SS-9: hand values are public
            assert v0.hand_values[_arg(said, "who").seat] == _arg(said, "h") > hand_value(v0.hands[seat]), text
        elif text.startswith("Winning costs") or text.startswith("A bid costs"):
            assert _arg(said, "n") == v0.high + 1, text
            if "aim" in dict(said.args):
                _aim_holds(v0, seat, _arg(said, "aim"))
        else:  # the last round: the hand bonus still within reach once the least card is spent (SS-26)
            assert _arg(said, "k") == hand_value(v0.hands[seat]) - _arg(said, "c") >= _arg(said, "best"), text
    elif "exactly: no change" in text or text.startswith("It pays your bid"):  # SS-13
        paid = hand_value(v0.hands[seat]) - hand_value(v1.hands[seat])
        assert paid >= _arg(said, "n") == v0.high, (text, paid)
        if "exactly" in text:
            assert paid == v0.high, (text, paid)
    elif "add up to" in text:
        assert hand_value(v0.hands[seat]) - hand_value(v1.hands[seat]) > v0.high, text
    elif "beats any total" in text:  # SS-17: revealed totals are public once turned over
        totals = v1.totals
        assert totals, "no reveal after the selection"
        assert all(totals[seat] > totals[q] for q in v0.selectors if q != seat), (text, totals)
    elif "One card must be spent" in text:  # SS-15
        assert len(v1.revealed[seat]) == 1, v1.revealed
        assert min(KIND_OF[c] for c in v0.hands[seat]) <= KIND_OF[v1.revealed[seat][0]]
    elif "choosing sooner" in text.lower() or "choosing later" in text or "choose sooner: the groups add" in text:
        # SS-17: the groups' spread of VP to you
        gains = [_front_gain(v0, seat, g) for g in range(len(v0.groups)) if v0.groups[g]]
        spread = dict(_arg(said, "spread").args)
        assert spread.get("lo", spread.get("n")) == min(gains) and spread.get("hi", spread.get("n")) == max(gains)
        if "d" in dict(said.args):
            assert _arg(said, "d") == max(gains) - min(gains), text
        if "n" in dict(said.args) and "wins a tie" not in text:
            assert hand_value(v0.hands[seat]) - v1.totals[seat] == _arg(said, "n"), text
        if "wins a tie" in text:  # SS-17.4: hand values are public; the nearer seat counterclockwise wins a tie
            rival, n = _arg(said, "who").seat, v1.totals[seat]
            key = [(v0.marker - q) % v0.players for q in range(v0.players)]
            assert n == _arg(said, "n") and v0.hand_values[rival] == _arg(said, "h") >= n, (text, v0.hand_values)
            assert rival in v0.selectors and key[rival] < key[seat], (text, rival, seat, v0.marker)
    elif text.startswith("Higher totals choose sooner"):
        left = hand_value(v0.hands[seat]) - v1.totals[seat]
        assert left == _arg(said, "n"), (text, left)
    elif text.startswith("Win and you take a group first"):  # SS-9, SS-17.1: the cheapest raise, against a pass
        assert a.kind == "bid" and a.card == v0.high + 1 and v0.bidder >= 0, (text, a, v0.high)
        _aim_holds(v0, seat, _arg(said, "aim"))
    elif "is covered" in text:
        assert v0.paid >= v0.high == _arg(said, "n")
    elif text.startswith("Front +"):  # the last round: VP in front, the rest for the hand bonus (SS-26)
        assert front_vp(v1.fronts[seat]) - front_vp(v0.fronts[seat]) == _arg(said, "n"), text
        assert hand_value(v1.hands[seat]) == dict(_arg(said, "bonus").args)["mine"], text
    elif "Hand bonus: your" in text:  # SS-26: the hand's value after the take, against the best other hand
        assert hand_value(v1.hands[seat]) == _arg(said, "mine"), text
        assert max(v0.hand_values[q] for q in range(v0.players) if q != seat) == _arg(said, "best"), text
    elif "a Sun in front gains" in text:  # SS-25: the richer group named, the Sun put in front
        assert any(IS_SUN[c] for c in v1.fronts[seat]) and not any(IS_SUN[c] for c in v0.fronts[seat]), text
        assert _arg(said, "k") == _front_gain(v0, seat, _arg(said, "g") - 1), text
    elif "rest of your hand stays" in text or "count for the hand bonus" in text or "counts for the hand" in text:
        pass  # said of the move itself (a confirmation, cards kept in the last round)
    else:
        raise AssertionError(f"a reason this test does not know: {text}")


@pytest.mark.parametrize("seed", [1, 5])
def test_every_reason_of_the_hint_is_true_of_the_move_it_follows(seed: int) -> None:
    state = GAME.new(3, seed)
    rng = random.Random(seed)
    bots = [make_bot("systeme_solaire", "normal") for _ in range(3)]
    kinds: set[str] = set()
    while (seat := GAME.to_act(state)) is not None:
        view, legal = GAME.view(state, seat), GAME.legal_actions(state)
        if seat != 0 or len(legal) == 1:
            state = GAME.apply(state, decide(bots[seat], Situation(GAME, seat, view, legal, rng, state)))[0]
            continue
        a = hint(GAME, state, 0, random.Random(seed), iterations(60)).action
        said = reason(GAME, view, a)
        assert said is not None, a
        before = state
        state = GAME.apply(state, a)[0]
        state = _finish(state, 0, str(view.phase), bots[0], rng)
        if view.phase == Phase.SELECT:  # the reveal comes once every seat has chosen
            while GAME.to_act(state) is not None and not GAME.view(state, 0).totals:
                s, legal = GAME.to_act(state), GAME.legal_actions(state)
                assert s is not None
                state = GAME.apply(state, decide(bots[s], Situation(GAME, s, GAME.view(state, s), legal, rng, state)))[0]
        _check(said, a, before, state, 0)
        kinds.add(str(a.kind))
    assert {"bid", "take"} <= kinds, kinds
