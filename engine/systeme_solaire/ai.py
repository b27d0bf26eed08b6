"""The greedy Système Solaire bot: every decision scored in VP, from the seat's view alone.

A card is worth its VP in the front (the Sun: the cards its front should
hold by the end) or, in hand, its auction value times ``point`` (VP per
auction point: bidding power, order-reveal power and the hand bonus), plus
the VP an Earth or Pluto will score when it is later paid or revealed
(SS-18). From that:

- a group is worth its best legal split between hand and front;
- the bot bids the minimum raise while winning is worth more than the
  cheapest payment of that bid (the advantage of the best group over the
  average of the others): up to its ``ceiling``, which the bid's reason
  states as a price;
- it pays with the cheapest adequate cards (an Earth or Pluto that lands in
  front costs less than nothing);
- it reveals only its cheapest card when the groups left are alike, and a
  total in proportion to their difference otherwise; among the reveals
  near that one and about as cheap it picks by its own draw (seeded by its
  seat and hand, so the same deal replays the same), so Normal seats in
  alike positions do not all reveal the same cards;
- in the last round, cards in hand count for the hand bonus instead.

It never sees the state: only ``Situation.view`` and the legal actions.
Every decision is a few hundred small steps, far below a frame's budget,
so ``think`` yields its action at once.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import replace
from typing import TypeVar

from engine.bots import Situation, Sloppy, Tuned, plays_forced_moves
from engine.core import Action
from engine.systeme_solaire.cards import AUCTION, FIXED_VP, IS_SUN, KIND_OF, TO_FRONT, front_vp
from engine.systeme_solaire.facts import ASSIGNMENTS, assignments, kinds_mask
from engine.systeme_solaire.kinds import ActionKind, Phase
from engine.systeme_solaire.view import SystemeSolaireView

# Weights in VP, tuned by seeded greedy-against-greedy games (see docs/games/systeme_solaire.md).
WEIGHTS: dict[str, float] = {
    "point": 0.75,  # VP per auction point kept in hand while rounds remain
    "future_front": 1.5,  # cards a front gains per remaining round, for the Sun's value
    "landing": 1.5,  # an Earth's or Pluto's VP counted this many times while it waits in hand (it pays too)
    "last_point": 0.3,  # last round: VP per auction point spent (the hand bonus may go)
    "last_card": 0.5,  # last round: VP per card spent (the bonus counts cards)
    "reveal_scale": 1.0,  # auction points revealed per VP between the best and worst group left
    "reveal_min_spread": 1.5,  # below this spread (VP) only the cheapest card is revealed
    "reveal_tolerance": 0.8,  # a reveal costing at most this many VP more than the planned one is as good
}
PROBE_PREFERENCE = (1, 0, 2)  # five players: {1,2,4,5} pays most exactly, then {1,3,3,5}


class GreedyBot(Tuned):
    """Chooses by the VP estimates described in the module docstring; ``GreedyBot(**weights)`` overrides
    ``WEIGHTS`` (for tuning)."""

    DEFAULTS = WEIGHTS

    @plays_forced_moves
    def think(self, sit: Situation) -> Iterator[Action | None]:
        yield _Judge(sit.view, self.w).choose(sit.legal)


# What a judge with the default weights found, kept across judges: the search's rollouts make a judge for every
# move (``rollout._rule_of_thumb``), and one seat's selection, picked a card at a time, or its bids in one auction
# asked the same question of the same cards again and again (a review spent half its time on it). Keyed by all that
# the answer reads of the view, so it is the answer a fresh judge finds; emptied once it holds ``MEMO_SIZE``.
MEMO_SIZE = 4096
T = TypeVar("T")
_group_values: dict[tuple[object, ...], list[float]] = {}
_drawn_targets: dict[tuple[object, ...], int] = {}
_cheapest: dict[tuple[object, ...], tuple[tuple[float, tuple[int, ...]] | None]] = {}  # a None answer kept too


def _remember(memo: dict[tuple[object, ...], T], key: tuple[object, ...], find: Callable[[], T]) -> T:
    found = memo.get(key)
    if found is None:
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        found = memo[key] = find()
    return found


class _Judge:
    """One decision: the view of the seat to act and the weights."""

    def __init__(self, v: SystemeSolaireView, w: dict[str, float]) -> None:
        self.v = v
        self.w = w
        me = v.seat if v.seat is not None else v.to_act
        assert me is not None
        self.me = me
        self.front = v.fronts[me]
        self.landed = kinds_mask(self.front)
        self.last = v.deck == 0 and v.phase != Phase.LAY  # the deck is empty: this is the last round
        self.rounds_left = v.rounds - v.round
        self._front_vp = -1  # front_vp(self.front), once asked (``front_gain``)
        self._held = -1  # the names in hand (``take_worth``, ``kept_worth``)

    def _group_key(self) -> tuple[object, ...]:
        """All that ``group_values`` reads: the seat's front, hand and the groups, the round, and in the last round
        the other hands' values (the bonus)."""
        v = self.v
        return (self.me, self.front, v.hands[self.me], v.groups, self.last, self.rounds_left,
                v.hand_values if self.last else ())

    def choose(self, legal: Sequence[Action]) -> Action:
        v = self.v
        ph = v.phase
        if ph == Phase.PROBES:
            offered = {a.card: a for a in legal}
            return next(offered[k] for k in PROBE_PREFERENCE if k in offered)
        if ph == Phase.LAY:
            return max(legal, key=lambda a: self.group_worth(v.groups[a.card] + (v.drawn,)))
        if ph == Phase.BID:
            return self.bid(legal)
        if ph == Phase.PAY:
            return self.pick(legal, v.high - v.paid, "pay", "paid", v.payment)
        if ph == Phase.SELECT:
            return self.pick(legal, self.drawn_target() - _value(v.selection), "select", "done", v.selection)
        if ph == Phase.TAKE:
            return max(legal, key=lambda a: self.take_worth(v.groups[a.card], a.target))
        return legal[0]

    # -- values --------------------------------------------------------------------------

    def lands(self, c: int) -> bool:
        """SS-18: this Earth or Pluto would land in the front when paid or revealed."""
        return TO_FRONT[c] and not self.landed >> KIND_OF[c] & 1

    def held(self) -> int:
        """The names in the seat's hand (a bit each)."""
        if self._held < 0:
            self._held = kinds_mask(self.v.hands[self.me])
        return self._held

    def kept_worth(self, cards: Sequence[int], placed: Sequence[int]) -> float:
        """Cards kept in hand beside ``placed`` put in the front: bidding power now, and for an Earth or Pluto the VP
        it brings when spent, where it is the first of its name to land: one in the front (already or ``placed``), or
        one already in hand spent first, leaves a second copy only its bidding power, as it is then discarded
        (SS-18, T-5)."""
        landing = self.landed | kinds_mask(placed) | self.held()
        worth = 0.0
        for c in cards:
            worth += AUCTION[c] * self.w["point"]
            if TO_FRONT[c] and not landing >> KIND_OF[c] & 1:
                worth += self.w["landing"] * FIXED_VP[c]
                landing |= 1 << KIND_OF[c]
        return worth

    def front_gain(self, cards: Sequence[int]) -> float:
        """VP the cards add to the front, with a new Sun counting the cards its front should still gain."""
        if self._front_vp < 0:
            self._front_vp = front_vp(self.front)
        gain: float = front_vp(self.front + tuple(cards)) - self._front_vp  # a Sun there gains one per card
        if any(IS_SUN[c] for c in cards):
            gain += self.w["future_front"] * self.rounds_left
        return gain

    def bonus(self, hand: Sequence[int]) -> float:
        """Last round: the hand bonus this hand would get against the other hands as they are now."""
        v = self.v
        others = max((x for q, x in enumerate(v.hand_values) if q != self.me), default=0)
        return 2.0 * len(hand) if _value(hand) >= others else 0.0

    def take_worth(self, group: tuple[int, ...], assignment: str) -> float:
        to_front = [c for c, a in zip(group, assignment, strict=True) if a == "f"]
        to_hand = [c for c, a in zip(group, assignment, strict=True) if a == "h"]
        worth = self.front_gain(to_front)
        if self.last:
            hand = self.v.hands[self.me]
            return worth + self.bonus(hand + tuple(to_hand)) - self.bonus(hand)
        # an Earth or Pluto placed now where one waits in hand to land: that one is discarded when spent (SS-18)
        held = self.held() & ~self.landed
        worth -= sum(self.w["landing"] * FIXED_VP[c] for c in to_front if TO_FRONT[c] and held >> KIND_OF[c] & 1)
        return worth + self.kept_worth(to_hand, to_front)

    def group_worth(self, group: tuple[int, ...]) -> float:
        """The best legal split of a group (the empty-hand rule aside)."""
        return max(self.take_worth(group, a) for a in assignments(group, self.front, False))

    def group_values(self) -> list[float]:
        """What each group left is worth to the seat (``group_worth``), highest first."""
        if self.w is not WEIGHTS:
            return self._group_values()
        kept: list[float] = _remember(_group_values, self._group_key(), self._group_values)
        return list(kept)  # a copy: the caller may cut it

    def _group_values(self) -> list[float]:
        return sorted((self.group_worth(g) for g in self.v.groups if g), reverse=True)

    def spend_cost(self, c: int) -> float:
        """What paying or revealing card ``c`` costs in VP (an Earth or Pluto that lands in front gains)."""
        w = self.w
        # In the last round a spent card costs only what the hand bonus may lose.
        cost = AUCTION[c] * w["last_point"] + w["last_card"] if self.last else AUCTION[c] * w["point"]
        if self.lands(c):
            cost -= FIXED_VP[c]
        return cost

    def cheapest(self, cards: Sequence[int], need: int) -> tuple[float, tuple[int, ...]] | None:
        """The cheapest set of ``cards`` worth at least ``need`` (by ``spend_cost``), or None."""
        if self.w is not WEIGHTS:
            return self._cheapest(cards, need)
        # what a card costs reads only the names in front and whether this is the last round
        found = _remember(_cheapest, (self.landed, self.last, tuple(cards), need),
                          lambda: (self._cheapest(cards, need),))
        return found[0]

    def _cheapest(self, cards: Sequence[int], need: int) -> tuple[float, tuple[int, ...]] | None:
        # best[s] = (cost, cards) reaching value s, s capped at need
        best: dict[int, tuple[float, tuple[int, ...]]] = {0: (0.0, ())}
        for c in sorted(cards):
            cost = self.spend_cost(c)
            for s, (bc, bs) in list(best.items()):
                cost_c = cost
                if self.lands(c) and any(KIND_OF[x] == KIND_OF[c] for x in bs):
                    cost_c = self.spend_cost(c) + FIXED_VP[c]  # a second copy is discarded (SS-18)
                t = min(need, s + AUCTION[c])
                cand = (bc + cost_c, bs + (c,))
                # at equal cost the fewer cards: every card kept counts for the hand bonus (SS-26)
                if t not in best or cand[0] < best[t][0] - 1e-9 or (
                        cand[0] <= best[t][0] + 1e-9 and len(cand[1]) < len(best[t][1])):
                    best[t] = cand
        return best.get(need)

    # -- decisions -----------------------------------------------------------------------

    def bid(self, legal: Sequence[Action]) -> Action:
        bids = [a for a in legal if a.kind == ActionKind.BID]
        passing = next((a for a in legal if a.kind == ActionKind.PASS), None)
        if passing is None:
            return bids[0]  # the opener must bid: the minimum
        pay = self.cheapest(self.v.hands[self.me], bids[0].card)
        return bids[0] if pay is not None and pay[0] < self.advantage() else passing

    def advantage(self) -> float:
        """What winning the auction is worth in VP: the best group over the average of the others, what losing it
        roughly leaves."""
        values = self.group_values()
        others = values[1:] or [0.0]
        return values[0] - sum(others) / len(others)

    def ceiling(self) -> int:
        """The highest bid whose cheapest payment costs less than winning is worth (``advantage``; 0: none), where
        the bot's bids stop: what the first choice is worth to the seat, as a price."""
        hand, worth = self.v.hands[self.me], self.advantage()
        return max((n for n in range(1, _value(hand) + 1) if (pay := self.cheapest(hand, n)) is not None
                    and pay[0] < worth),
                   default=0)

    def reveal_target(self) -> int:
        """Auction points worth revealing: none beyond the one card required when the groups left are alike."""
        values = self.group_values()
        if self.v.winner >= 0 and len(values) > 1:
            values = values[1:]  # the auction winner takes one first (assume the one I like best)
        if len(values) < 2:
            return 0
        spread = values[0] - values[-1]
        if spread < self.w["reveal_min_spread"]:
            return 0
        # never more than it takes to come before every other seat (SS-17.2): one more than the most another may
        # reveal (its whole hand, public); beyond that a card spent buys nothing (a newcomer was told to spend
        # Probe 2 and Jupiter where the only other seat held the Sun, worth 0)
        v = self.v
        most = max((x for q, x in enumerate(v.hand_values) if q not in (self.me, v.winner)), default=0)
        return max(1, min(int(spread * self.w["reveal_scale"]), 8, most + 1))

    def drawn_target(self) -> int:
        """``reveal_target`` or a total next to it whose cheapest cards are different and cost about as much.

        Three Normal seats holding alike hands all revealed Probe 2 + Probe 4 and tied (a newcomer found it
        robotic). The draw is seeded by what stays the same through one selection (seat, round, hand, table),
        not by a running generator: a selection is picked one card at a time and each pick must aim at the
        same total. The same deal therefore replays the same.
        """
        if self.w is not WEIGHTS:
            return self._drawn_target()
        v = self.v  # what the draw and the reveal read: a selection's picks so far do not count
        key = (*self._group_key(), v.round, v.winner, v.hand_values, v.fronts)
        return _remember(_drawn_targets, key, self._drawn_target)

    def _drawn_target(self) -> int:
        v = self.v
        target = self.reveal_target()
        hand = v.hands[self.me]
        most = max((x for q, x in enumerate(v.hand_values) if q not in (self.me, v.winner)), default=0)
        top = min(8, most + 1, _value(hand))
        options: dict[tuple[int, ...], tuple[int, float]] = {}
        for t in range(max(0, target - 1), target + (3 if target <= 1 else 2)):
            if t > max(top, target):
                break
            plan = self.cheapest(hand, t) if t > 0 else None
            if t > 0 and plan is None:  # the hand cannot reach it
                continue
            if plan is None or not plan[1]:  # 0: the one required card, the cheapest
                c = min(hand, key=lambda c: (self.spend_cost(c), AUCTION[c], c))
                plan = (self.spend_cost(c), (c,))
            cards = tuple(sorted(plan[1]))
            if cards not in options:
                options[cards] = (t, plan[0])
        if len(options) < 2:
            return target
        base = min(cost for t, cost in options.values() if t >= target) if any(
            t >= target for t, _ in options.values()) else 0.0
        near = sorted(t for t, cost in options.values() if cost <= base + self.w["reveal_tolerance"])
        if len(near) < 2:
            return target
        seed = zlib.crc32(repr((self.me, v.round, tuple(sorted(hand)), v.fronts, v.groups)).encode())
        return random.Random(seed).choice(near)

    def pick(self, legal: Sequence[Action], need: int, pick_kind: str, done_kind: str,
             chosen: tuple[int, ...]) -> Action:
        """The next card of the cheapest set reaching ``need``, or the end of the picking.

        Picks go in ascending id order, and a payment's next pick is offered only where the cards above it
        can still complete the bid: the plan is made over every hand card above the last pick (``chosen``),
        not over the cards offered now, or the lowest card offered would be paid for nothing (a bid of 9
        paid with probes 3, 4 and 5). Its lowest card is always offered.
        """
        done = next((a for a in legal if a.kind == done_kind), None)
        offered = {a.card: a for a in legal if a.kind == pick_kind}
        if done is not None and need <= 0:
            return done
        if need <= 0:  # one card is required (SS-15): the cheapest
            return offered[min(offered, key=lambda c: (self.spend_cost(c), AUCTION[c], c))]
        last = max(chosen, default=-1)
        plan = self.cheapest([c for c in self.v.hands[self.me] if c > last and c not in chosen], need)
        if plan is None or not plan[1] or min(plan[1]) not in offered:
            return done if done is not None else next(iter(offered.values()))
        return offered[min(plan[1])]


# Easy's random bids go no further than this above the lowest: a random bid of a whole hand read as broken
EASY_BID_REACH = 2


class EasyBot(Sloppy):
    """Easy: the Normal move most of the time, now and then a random one among the sensible moves (``sensible``),
    never a random one a newcomer watching reads as a bug (a Saturn paid on top of a bid already covered)."""

    def __init__(self) -> None:
        super().__init__(GreedyBot)

    def think(self, sit: Situation) -> Iterator[Action | None]:
        if len(sit.legal) > 1 and sit.rng.random() < self.SHARE:
            yield sit.rng.choice(sensible(sit.view, sit.legal))
            return
        yield from self.normal.think(sit)


def sensible(v: SystemeSolaireView, legal: Sequence[Action]) -> list[Action]:
    """The moves a random choice may take: a payment stops once the bid is covered (SS-13: no change is given, a
    card more is lost for nothing), a selection stops once it comes before every other seat (SS-17: more buys
    nothing), a bid goes at most ``EASY_BID_REACH`` above the lowest; any other legal move."""
    if v.phase == Phase.PAY and v.paid >= v.high:
        stop = [a for a in legal if a.kind == ActionKind.PAID]
        return stop or list(legal)
    if v.phase == Phase.SELECT and v.selection:
        me = v.seat if v.seat is not None else v.to_act
        most = max((v.hand_values[q] for q in v.selectors if q != me), default=0)
        if _value(v.selection) > most:
            stop = [a for a in legal if a.kind == ActionKind.DONE]
            return stop or list(legal)
    if v.phase == Phase.BID:
        bids = [a for a in legal if a.kind == ActionKind.BID]
        low = min((a.card for a in bids), default=0)
        return [a for a in legal if a.kind != ActionKind.BID or a.card <= low + EASY_BID_REACH]
    return list(legal)


def take_split(v: SystemeSolaireView, g: int, legal: Collection[str]) -> str:
    """Of the ``legal`` splits of group ``g``, the one the Normal computer would take in the viewing seat's place
    (``_Judge.take_worth``, the first best in the rules' order, as ``GreedyBot`` chooses among legal takes)."""
    judge = _Judge(v, WEIGHTS)
    offered = [t for t in ASSIGNMENTS[len(v.groups[g])] if t in legal]
    return max(offered, key=lambda t: judge.take_worth(v.groups[g], t))


def whole_payment(v: SystemeSolaireView, c: int) -> tuple[int, ...]:
    """The payment a pick of hand card ``c`` makes (SS-13), from the payer's own view: the picks so far, ``c``,
    then the cards the Normal bot adds to reach the bid (the cheapest set above ``c``, as ``_Judge.pick`` plays
    on, and as the coach's plan and the search's rollouts go on): what a move named by its first card pays."""
    return _whole(v, v.payment, c, lambda judge: v.high)


def overpays(v: SystemeSolaireView, a: Action) -> bool:
    """Whether pick ``a`` starts a payment (``whole_payment``) that keeps a hand another payment beats card for card
    (SS-13, R-6: no change is given): "Pay 5 with Probe 5" for a bid of 4 where Probe 4 pays it keeps Probe 4
    rather than Probe 5, and paying on once the bid is met gives cards away. A payment that lands an Earth or Pluto
    in the front (SS-18) is weighed by the search alone: its VP may be worth the extra."""
    if a.kind != ActionKind.PAY or v.phase != Phase.PAY or v.seat is None or a.card < 0:
        return False
    judge = _Judge(v, WEIGHTS)
    hand = v.hands[v.seat]
    done = len(v.payment)

    def kept(paid: Sequence[int]) -> list[int] | None:
        """The auction values kept, highest first; None where the payment lands a card."""
        if any(judge.lands(c) for c in paid[done:]):
            return None
        return sorted((AUCTION[c] for c in hand if c not in paid), reverse=True)

    mine = kept(whole_payment(v, a.card))
    if mine is None:
        return False
    last = v.payment[-1] if v.payment else -1
    others = [whole_payment(v, c) for c in hand if c > last and c != a.card]
    if _value(v.payment) >= v.high:
        others.append(v.payment)  # stop paying now
    for paid in others:
        theirs = kept(paid) if _value(paid) >= v.high else None
        if theirs is not None and len(theirs) >= len(mine) and theirs != mine \
                and all(x >= y for x, y in zip(theirs, mine, strict=False)):
            return True
    return False


def whole_selection(v: SystemeSolaireView, c: int) -> tuple[int, ...]:
    """The selection a pick of hand card ``c`` makes (SS-15), as ``whole_payment`` a payment: the picks so far,
    ``c``, then the cards the Normal bot adds to reach the total it reveals (``_Judge.drawn_target``: the coach
    plays on the Normal bot's way, so the Hint names the same cards)."""
    return _whole(v, v.selection, c, _Judge.drawn_target)


def reveal_plan(v: SystemeSolaireView) -> tuple[int, ...]:
    """The cards the viewing seat would reveal at the order reveal were it to pass now (SS-15, SS-17), picked as the
    payment's advice picks them (``whole_selection``, on the Normal bot's way): its first pick, then the cards it adds
    to reach the total it aims at. The high bidder is taken to win the auction (the passer's reveal leaves out the
    group the winner takes first). The auction's reason for a Pass says this figure, so the Hint at the auction and
    the one at the reveal name one cost, not "as little as 1" and then a reveal of 4 (issue 18)."""
    me = v.seat if v.seat is not None else v.to_act
    assert me is not None
    hand = v.hands[me]
    if not hand:
        return ()
    passing = replace(v, winner=v.bidder if v.bidder != me else -1, phase=Phase.SELECT, selection=())
    judge = _Judge(passing, WEIGHTS)
    goal = judge.drawn_target()
    plan = judge.cheapest(hand, goal) if goal > 0 else None
    first = min(plan[1]) if plan is not None and plan[1] else min(
        hand, key=lambda c: (judge.spend_cost(c), AUCTION[c], c))
    return _whole(passing, (), first, _Judge.drawn_target)


def _whole(v: SystemeSolaireView, chosen: tuple[int, ...], c: int, target: Callable[[_Judge], int]) -> tuple[int, ...]:
    """``chosen``, ``c``, then a pick at a time as ``_Judge.pick`` goes on: the lowest card of the cheapest set
    still needed, until the total is reached (a set's Pluto that lands is left once the total is met)."""
    judge = _Judge(v, WEIGHTS)
    picked = chosen + (c,)
    goal = target(judge)
    while (need := goal - _value(picked)) > 0:
        plan = judge.cheapest([x for x in v.hands[judge.me] if x > picked[-1]], need)
        if plan is None or not plan[1]:
            break
        picked += (min(plan[1]),)
    return picked


def _value(cards: Sequence[int]) -> int:
    total = 0
    for c in cards:
        total += AUCTION[c]
    return total
