"""Why a Système Solaire move is worth making, in a fact the seat can check on screen (``SearchHooks.reason``).

The Hint says it after its move and the coach after its pick. Every reason is
read from the acting seat's own view: its own hand, the public hand sizes and
values, the public bids, fronts and groups; never a card it may not see. A
reason is a fact about the move it follows ("A spent Pluto goes to your front
for 1 VP", "Your front gains 4 VP now"), never a guess about what the others
will do: the search weighed that, and a newcomer cannot check it.
"""

from __future__ import annotations

from itertools import combinations

from engine.core import Action, Player, Words, words
from engine.systeme_solaire.ai import WEIGHTS, _Judge, reveal_plan, whole_payment, whole_selection
from engine.systeme_solaire.cards import (
    AUCTION,
    FIXED_VP,
    IS_SUN,
    KIND_OF,
    PROBE_SET_KINDS,
    TO_FRONT,
    front_vp,
    hand_value,
)
from engine.systeme_solaire.facts import assignments, kinds_mask
from engine.systeme_solaire.kinds import ActionKind, Phase
from engine.systeme_solaire.view import SystemeSolaireView
from engine.systeme_solaire.words import card_words, group_words, seats_line, take_why_not, thought_whole

ALIKE = 2  # VP: groups whose worth to a front differs by no more are alike, and choosing later costs little


def reason(v: SystemeSolaireView, a: Action) -> Words | None:
    """Why ``a`` is worth making for the seat whose view ``v`` is (it must be the seat to act), or ``None``."""
    me = v.seat
    if me is None or v.to_act != me:
        return None
    if a.kind == ActionKind.PROBES and 0 <= a.card < len(PROBE_SET_KINDS):
        return _probes(a.card)
    if a.kind == ActionKind.BID:
        return _bid(v, me, a.card)
    if a.kind == ActionKind.PASS:
        return _pass(v, me)
    if a.kind == ActionKind.PAY and v.phase == Phase.PAY:
        return _pay(v, me, thought_whole(v, a, whole_payment(v, a.card)))
    if a.kind == ActionKind.PAID:
        return words("Your bid of {n} is covered: the rest stays in your hand.", n=v.high)
    if a.kind == ActionKind.SELECT and v.phase == Phase.SELECT:
        return _select(v, me, thought_whole(v, a, whole_selection(v, a.card)))
    if a.kind == ActionKind.DONE:
        if last_round(v):  # no later round: what stays counts only for the hand bonus (SS-24, SS-26; playtest 19)
            return words("The rest of your hand ({n}) stays for the hand bonus.",
                         n=hand_value(v.hands[me]) - hand_value(v.selection))
        return words("The rest of your hand stays for later.")
    if a.kind == ActionKind.LAY and v.phase == Phase.LAY and 0 <= a.card < len(v.groups) and v.drawn >= 0:
        return _lay(v, me, a.card)
    if a.kind == ActionKind.TAKE and 0 <= a.card < len(v.groups) and len(v.groups[a.card]) == len(a.target):
        return _take(v, me, a.card, a.target)
    return None


def reason_versus(v: SystemeSolaireView, a: Action, other: Action, level: bool) -> Words | None:
    """Why ``a`` rather than ``other``, the move the Hint names beside it, where ``reason`` would not say it (or
    ``None``: ``reason`` says it). Two bids the search rates level: the cheaper costs less if it wins (SS-13)."""
    if v.seat is None or v.to_act != v.seat:
        return None
    saved = _least_pay(v, other.card) - _least_pay(v, a.card) if a.kind == other.kind == ActionKind.BID else 0
    if saved > 0 and a.card < other.card and (level or _all_can_raise(v, a.card)):
        # the bid's own reason (the group it aims at, why not less), then why not the dearer bid named after it:
        # "If you win, it costs 1 less; a rival must still pay 7" alone never said what the bid was for, nor why
        # not Bid 1 (playtest 19, 05-hint1, 08-hint2)
        # "it costs 1 less", said before the other bid is named, left "less than what?" (playtest 21)
        # "If you win, it costs 1 less than a bid of 5" read as an empty truism (playtest 24, 20.png): the plain fact,
        # the other bid not named as its button (a move's name opens its own clause, issue 18)
        # the price winning is worth, not where it is the dearer bid: "Bid up to about 7. A bid of 7 does no better
        # here and costs 6 more" read as a contradiction (playtest 27, 88.png)
        return words("{why} A bid of {m} does no better here and costs {d} more.",
                     why=_bid(v, v.seat, a.card, other.card), d=saved, m=other.card)
    if a.kind == other.kind == ActionKind.BID and a.card > other.card and _all_can_raise(v, a.card):
        # playtest 17 (05-hint1): "Bid 9 … a lower bid is cheaper to outbid. Next best: Bid 4" read as cheaper for
        # the seat itself; the price of a raise after each bid says it
        aim = _aim(v, v.seat)
        if aim is not None:
            return words("Win to pick first ({aim}); a rival must pay {m} to beat it, not {k}.",
                         aim=aim, m=a.card + 1, k=other.card + 1)
        return words("A rival must now pay {m} to beat it, not {k}.", m=a.card + 1, k=other.card + 1)
    if a.kind == other.kind == ActionKind.TAKE and not last_round(v):
        return _take_versus(v, v.seat or 0, a, other)
    return None


def _take_versus(v: SystemeSolaireView, me: int, a: Action, other: Action) -> Words | None:
    """A group that adds fewer VP now than the one named beside it, taken for the Sun it puts in the front (SS-25:
    a Sun scores 1 VP per card there, so every later card adds 1 more). Playtest 17 (12-hint-group): the group the
    auction's reason called "+6 VP" passed over for "+1 VP now" read as the coach changing its mind."""
    if not (0 <= a.card < len(v.groups) and 0 <= other.card < len(v.groups)):
        return None
    mine, theirs = (tuple(c for c, t in zip(v.groups[x.card], x.target, strict=False) if t == "f") for x in (a, other))
    return _sun_over(v, me, mine, (other.card, front_vp(v.fronts[me] + theirs) - front_vp(v.fronts[me])))


def _sun_over(v: SystemeSolaireView, me: int, to_front: tuple[int, ...], rival: tuple[int, int] | None
              ) -> Words | None:
    """``to_front`` puts a Sun in a front that has none, for fewer VP now than the group ``rival`` (its index and
    VP) would add: the Sun's growth is why (SS-25), or ``None``."""
    front = v.fronts[me]
    if rival is None or not any(IS_SUN[c] for c in to_front) or any(IS_SUN[c] for c in front):
        return None
    if rival[1] <= front_vp(front + to_front) - front_vp(front):
        return None
    return words("Group {g} adds {k} VP now, but a Sun in front gains 1 VP for each card you add.", g=rival[0] + 1,
                 k=rival[1])


def review_versus(v: SystemeSolaireView, better: Action, played: Action) -> Words | None:
    """The game review's Why for ``better`` over the move ``played`` (``SearchHooks.review_versus``): as the Hint's,
    but a selection's is said without the seat that wins a tie at its total, which argued against the very move the
    review called better ("Better: Spend Jupiter (total 5)", then "Nova (hand 5) … wins a tie at 5", playtest 27)."""
    if better.kind == ActionKind.SELECT and v.phase == Phase.SELECT:
        return _select(v, v.seat or 0, whole_selection(v, better.card), False)
    if better.kind == played.kind == ActionKind.BID and better.card > played.card and v.to_act == v.seat:
        # what the dearer bid gains over the one played: the group winning buys and the raise it takes from the
        # rivals; "Only Orbit (hand 15) can still pay more than 5" beside Bid 1 played said nothing of either, nor
        # why Bid 5 was about 2 VP better (playtest 29, 75_review2)
        aim = _aim(v, v.seat or 0)
        if aim is not None:
            return words("Win to pick first ({aim}); a rival must pay {m} to beat it, not {k}.",
                         aim=aim, m=better.card + 1, k=played.card + 1)
    return reason_versus(v, better, played, False)


def _all_can_raise(v: SystemeSolaireView, n: int) -> bool:
    """Every other seat still in could pay more than a bid of ``n`` (their hand values are public): a bid's reason
    is then its price, not whom it shuts out."""
    return all(v.hand_values[q] > n for q in _still_in(v, v.seat or 0))


def last_round(v: SystemeSolaireView) -> bool:
    """The deck is empty: this round is the last (SS-24), and a hand counts for the hand bonus (SS-26)."""
    return v.deck == 0 and v.phase != Phase.LAY


def _still_in(v: SystemeSolaireView, me: int) -> list[int]:
    """The other seats that have not passed in this auction."""
    return [q for q in range(v.players) if q != me and not v.passed[q]]


def _probes(comp: int) -> Words:
    """SS-4, SS-13: every set is worth 12, but no change is given: the more amounts a set pays exactly, the less
    a seat overpays (1, 2, 4, 5 pays every amount; 2, 2, 4, 4 only the even ones)."""
    exact = _amounts(PROBE_SET_KINDS[comp])
    if len(exact) == sum(PROBE_SET_KINDS[comp]):
        return words("These pay every amount from 1 to 12 exactly: no change is given.")
    return words("These pay {n} of the amounts from 1 to 12 exactly: no change is given.", n=len(exact))


def _least_pay(v: SystemeSolaireView, n: int) -> int:
    """The least the seat's hand can pay for a bid of ``n``: no change is given (SS-13), so a bid may cost more."""
    return min((t for t in _amounts(tuple(AUCTION[c] for c in v.hands[v.seat or 0])) if t >= n), default=n)


def _amounts(values: tuple[int, ...]) -> set[int]:
    """Every total some of ``values`` add up to (one or more of them)."""
    totals: set[int] = set()
    for x in values:
        totals |= {x} | {t + x for t in totals}
    return totals


def _bid(v: SystemeSolaireView, me: int, n: int, beside: int = 0) -> Words:
    """Why bid ``n`` (``_bid_why``) and, where the bid is within it, the highest bid winning is worth to the seat, by
    the Normal computer's valuation (``ai.bid_ceiling``): a newcomer asked what the group was worth as a price, to
    know when to stop (playtest 21). ``beside``: a dearer bid said after it to do no better, the price then left
    unsaid where it is that bid or about it ("up to about 7" beside "a bid of 7 does no better", playtest 27)."""
    top = _Judge(v, WEIGHTS).ceiling()
    # not where the price argues against the bid (the search may find a dearer bid worth it), nor where it is the
    # bid itself: "Bid 3 … worth up to about 3", then "Next best: Bid 5", read as a contradiction and told nothing
    if top <= n or beside in (top - 1, top):
        return _bid_why(v, me, n)
    return words("{why} Worth bidding up to about {top}.", why=_bid_why(v, me, n), top=top)


def _bid_why(v: SystemeSolaireView, me: int, n: int) -> Words:
    """SS-9..SS-12: the lowest bid keeps the seat in at the least cost; a higher one is put against what the other
    seats still in can pay (their hand values are public): who it shuts out, or what it makes a raise cost.
    Never a fact true of every bid ("others can pay up to 15" followed Bid 8 and Bid 3 alike)."""
    lowest = v.high + 1
    if n <= lowest:
        if v.bidder < 0:
            # no change is given (SS-13): a lone Probe 4 pays 4 for a bid of 1, so the figure is what the hand pays
            return words("You must open; if nobody raises, you pay {n}.", n=_least_pay(v, n))
        # the real choice is this bid or a pass (playtest 15: "the cheapest bid" told it from a dearer bid only):
        # the winner takes a group first (SS-17.1), a passer's groups are what the others leave
        aim = _aim(v, me)
        if aim is not None:
            return words("Win and you take a group first ({aim}).", aim=aim)
        return words("The cheapest bid that keeps you in.")
    rivals = _still_in(v, me)
    most = max((v.hand_values[q] for q in rivals), default=0)
    rich = [q for q in rivals if v.hand_values[q] > n]
    if not rich:
        return words("No other seat still in can pay more than {most}.", most=most)
    if len(rich) < len(rivals):
        # who can still raise, by name and hand (public): "2 other seats still in cannot pay more than this" read as
        # "nobody can beat 9" while Orbit, holding 18, could and then did (playtest 16, 89-hint)
        return words("Only {who} can still pay more than {bid}; the others cannot.",
                     plural="Only {who} can still pay more than {bid}; the others cannot.",
                     n=len(rich), bid=n, who=seats_line([(q, v.hand_values[q]) for q in rich]))
    # every seat still in could raise: what winning gives, and why not lower (playtest 16: "Bid 9" out of 15 on the
    # Learn deal's first screen, said with only the price of a raise, a fact true of every bid)
    aim = _aim(v, me)
    if aim is not None:
        return words("Win to pick first ({aim}); a rival must pay {m} to beat it.", aim=aim, m=n + 1)
    return words("A rival must now pay {m} to beat it.", m=n + 1)


def _first_pick(v: SystemeSolaireView, me: int) -> tuple[int, int] | None:
    """The group that adds most VP to the seat's front now (SS-21, SS-23, SS-25) and those VP, or ``None`` where
    no group adds any."""
    best: tuple[int, int] | None = None
    for g, cards in enumerate(v.groups):
        gain = _gain(v.fronts[me], cards)
        if gain > 0 and (best is None or gain > best[1]):
            best = (g, gain)
    return best


def _aimed(v: SystemeSolaireView) -> tuple[int, str]:
    """The group the seat would take if it chose first and how it would split it, judged as the computer judges a
    take (front VP now, a new Sun's later cards, money kept: ``ai._Judge``), or (-1, ""): the group a bid's reason
    names is the one the coach goes on to advise once the bid wins (playtest 19, 15-hintgroup: the auction sold
    group 2 for "+7 VP", then the coach took group 1 for its Sun). Also (-1, "") where another take is judged just
    as good: which of the two the take's own search prefers is a coin toss, and the group's cards then started
    otherwise than the bid's reason had said (playtest 25)."""
    judge = _Judge(v, WEIGHTS)
    keys = sorted(((judge.take_worth(cards, split), -g, len(split) - split.count("f"), split)
                   for g, cards in enumerate(v.groups) for split in (assignments(cards, judge.front, False)
                                                                     if cards else ())), reverse=True)
    if not keys or len(keys) > 1 and keys[1][0] >= keys[0][0]:
        return -1, ""
    return -keys[0][1], keys[0][3]


def aimed_take(v: SystemeSolaireView) -> Action | None:
    """The take a bid's reason names (``_aim``: the group and split its figures are for), or ``None`` where it names
    none: the screen keeps it for the seat's take if the auction is won (``facts.start_split``)."""
    if v.seat is None or _aim(v, v.seat) is None:
        return None
    return Action(ActionKind.TAKE, *_aimed(v))


def take_figures(front: tuple[int, ...], cards: tuple[int, ...], split: str, lands: bool = True,
                 hand: tuple[int, ...] = ()) -> tuple[int, int]:
    """What taking ``cards`` split as ``split`` adds, in the two figures a reason states: the VP the seat's front
    gains, now or (``lands``: a round is still to come) once a kept Earth or Pluto is spent and lands there (SS-18:
    the first of its name only, and not where one in ``hand`` lands first; a Sun counts every card, SS-25), and the
    value the hand gains (SS-9, SS-15, SS-26)."""
    placed = front + tuple(c for c, t in zip(cards, split, strict=True) if t == "f")
    kept = tuple(c for c, t in zip(cards, split, strict=True) if t == "h")
    for c in kept if lands else ():  # spent later, it lands in a front that lacks its name
        if TO_FRONT[c] and not kinds_mask(placed + hand) >> KIND_OF[c] & 1:
            placed += (c,)
    return front_vp(placed) - front_vp(front), hand_value(kept)


def _aim(v: SystemeSolaireView, me: int) -> Words | None:
    """What winning the auction buys, in facts on screen: the group the seat would take first, the VP it adds to
    the front (SS-17.1, SS-25; with a kept Earth's or Pluto's once spent, SS-18) and, where it keeps cards, what
    they add to bid with: "group 1: +3 VP" alone, for two Earths kept as money, read as the coach naming a weaker
    group than Pluto and Venus's +5 (playtest 20, three times). ``None`` where that group adds nothing."""
    g, split = _aimed(v)
    if g < 0:
        return None
    last = last_round(v)  # no later spending: a kept card counts only for the hand bonus (SS-24, SS-26)
    gain, money = take_figures(v.fronts[me], v.groups[g], split, not last, v.hands[me])
    if gain <= 0:
        return None
    # "group 3", not "group 3 with your Sun", beside the money: the coach's line drops its other words past a length
    if money > 0 and last:
        return words("{group}: +{n} VP, {m} in hand for the hand bonus", group=group_words(g), n=gain, m=money)
    # the money kept said as what it is for: "+9 VP, 3 in hand" left a newcomer asking what the 3 was, and counted a
    # kept Earth's VP as if they came now (playtest 24); "+3 to bid" read as a bid of 3 more (playtest 28)
    now = take_figures(v.fronts[me], v.groups[g], split, False, v.hands[me])[0]
    if money > 0 and now <= 0:
        # all its VP come from a kept Earth or Pluto once spent: "+4 VP, 3 in hand" for a lone Earth read as both at
        # once (playtest 22); "later", short, where "once spent" pushed the coach's auction line out
        return words("{group}: {m} more in hand to bid with, +{n} VP later", group=group_words(g), n=gain, m=money)
    if money > 0 and now < gain:  # VP now, and a kept Earth's or Pluto's once spent (SS-18)
        return words("{group}: +{n} VP now, {m} more in hand to bid with, +{l} VP later", group=group_words(g),
                     n=now, m=money, l=gain - now)
    if money > 0:
        return words("{group}: +{n} VP, {m} more in hand to bid with", group=group_words(g), n=gain, m=money)
    if any(IS_SUN[c] for c in v.groups[g]) and not any(IS_SUN[c] for c in v.fronts[me]):
        return words("{group}: +{n} VP now, more as its Sun grows", group=group_words(g), n=gain)
    return words("{group}: +{n} VP", group=_pick_words(v, g), n=gain)


def _pick_words(v: SystemeSolaireView, g: int) -> Words:
    """Group ``g`` as the first pick names it: "group 2 with your Sun" where a Sun in the seat's front counts its
    VP too (SS-25; playtest 17, 17-hint-r2: "+9 VP" for Neptune and Uranus, 4 + 3, added up only for one who knew)."""
    if any(IS_SUN[c] for c in v.fronts[v.seat or 0]):
        return words("{group} with your Sun", group=group_words(g))
    return group_words(g)


def _gain(front: tuple[int, ...], cards: tuple[int, ...]) -> int:
    """The most VP ``cards`` can add to ``front`` (SS-21, SS-23, SS-25); 0 for no cards."""
    if not cards:
        return 0
    return max((front_vp(front + tuple(c for c, t in zip(cards, split, strict=True) if t == "f"))
                for split in assignments(cards, front, False)), default=0) - front_vp(front)


def _lay(v: SystemeSolaireView, me: int, g: int) -> Words | None:
    """SS-V1: the drawn card makes group ``g`` the seat's best pick, or keeps the VP spread where another group
    would have made a richer prize for the auction's winner (playtest 16, 135-hint-layout: "Put Neptune in group
    4" had no reason at all). ``None`` where neither is so: no reason rather than a wrong one."""
    front = v.fronts[me]

    def worth(h: int) -> list[int]:  # what each group adds to the seat's front once the card is in group h
        return [_gain(front, cards + (v.drawn,) if k == h else cards) for k, cards in enumerate(v.groups)]

    here = worth(g)
    top = max(here)
    if top > 0 and here[g] == top and here.count(top) == 1:
        return words("Group {g} becomes your best pick: +{n} VP to your front.", g=g + 1, n=top)
    if top < max(max(worth(h)) for h, cards in enumerate(v.groups) if len(cards) < 2):
        return words("Keeps the VP spread: no group adds more than {n} VP to your front.", n=top)
    if any(KIND_OF[c] == KIND_OF[v.drawn] for c in v.groups[g]):
        # a pair of one name: a front holds one (SS-21), the other is only money; said, with the figure it leaves
        # (playtest 19, 109.png: "Put Uranus in group 3", beside the other Uranus, had no reason at all)
        return words("Only one of the two {card} can go to a front, so no group adds more than {n} VP to yours.",
                     card=card_words(v.drawn), n=top)
    return None


def _pass(v: SystemeSolaireView, me: int) -> Words:
    """Why sit out this auction, in figures the seat can check: a passer still reveals at least one card (SS-15), so
    the hand does not stay whole ("Your cards stay in hand for the hand bonus" was false, playtest 19, 36.png and
    58.png). Said against the reveal the payment's advice would make (``reveal_plan``): a rival still in who can
    outbid any bid of the seat's (hand values are public, SS-9); else what the cheapest bid costs against the group
    it would buy. In the last round, the hand bonus only where the hand still beats every other after that reveal
    (87.png: "for the hand bonus" said with hand 2 against Orbit's 5)."""
    hand = v.hands[me]
    mine = hand_value(hand)
    # what the reveal's own advice would spend (``reveal_plan``): "as little as" the least card said 3, and the
    # Hint at the reveal then named 5, the review marking a reveal of 3 (issue 18)
    spent = hand_value(reveal_plan(v))
    if last_round(v):
        others = [q for q in range(v.players) if q != me]
        rival = max(others, key=lambda q: v.hand_values[q])
        if others and mine - spent >= v.hand_values[rival]:
            return words("Passing costs about {c} at the order reveal: your hand keeps {k}, against {who}'s "
                         "{best} for the hand bonus.", c=spent, k=mine - spent, who=Player(rival),
                         best=v.hand_values[rival])
    # what passing gains said with what it costs: a group all the same (SS-17, SS-19: every seat takes one), for what
    # the reveal spends; "passing costs about 4" alone read as a loss with nothing for it (playtest 28)
    rivals = _still_in(v, me)
    rich = max(rivals, key=lambda q: v.hand_values[q], default=None)
    if rich is not None and v.hand_values[rich] > mine:
        return words("{who} (hand {h}) can outbid any bid of yours (hand {mine}); passing still gets you a group, "
                     "for about {c} at the order reveal.", who=Player(rich), h=v.hand_values[rich], mine=mine, c=spent)
    aim = _aim(v, me)
    if aim is not None:
        return words("Winning costs at least {n} ({aim}); passing still gets you a group, for about {c} at the order "
                     "reveal.", n=v.high + 1, aim=aim, c=spent)
    return words("A bid costs at least {n}; passing still gets you a group, for about {c} at the order reveal.",
                 n=v.high + 1, c=spent)


def _landing(v: SystemeSolaireView, me: int, cards: tuple[int, ...], held: tuple[int, ...] = ()) -> int:
    """The first of ``cards`` that lands in the seat's front when spent (SS-18: an Earth or Pluto whose name the
    front lacks, nor ``held``, the hand it joins: one there lands first, and a second copy is discarded), or -1."""
    landed = kinds_mask(v.fronts[me] + held)
    for c in cards:
        if TO_FRONT[c] and not landed >> KIND_OF[c] & 1:
            return c
    return -1


def _spent_lands(c: int) -> Words:
    return words("A spent {card} goes to your front for {n} VP.", card=card_words(c), n=FIXED_VP[c])


def _pay(v: SystemeSolaireView, me: int, paid: tuple[int, ...]) -> Words:
    """SS-13: no change is given; an Earth or Pluto spent lands in the front (SS-18)."""
    lands = _landing(v, me, paid)
    if lands >= 0:
        return _spent_lands(lands)
    kept, fewest = len(v.hands[me]) - len(paid), _fewest(v.hands[me], v.high)
    if last_round(v) and kept and (hand_value(paid) == v.high and len(paid) == fewest or len(paid) < fewest):
        # the fewest cards spent, but no bidding is left: what they keep counts only for the hand bonus (SS-26;
        # playtest 32, f30: "2 cards stay to bid with" in the last round)
        return words("The rest of your hand ({n}) stays for the hand bonus.",
                     n=hand_value(v.hands[me]) - hand_value(paid))
    if hand_value(paid) == v.high:
        # why these cards rather than other exact ones: fewer cards spent, more kept to bid with
        if len(paid) == fewest:
            # "{n} cards": "Pay 4 … 4 stay" read as a value of 4 (playtest 16, 64-fr-hint-pay)
            return words("It pays {bid} exactly with the fewest cards: {n} card stays to bid with.",
                         plural="It pays {bid} exactly with the fewest cards: {n} cards stay to bid with.", bid=v.high,
                         n=kept)
        return words("It pays your bid of {n} exactly: no change is given.", n=v.high)
    if not _makes(v.hands[me], v.high):
        return words("No cards of yours add up to {n} exactly.", n=v.high)
    if len(paid) < fewest:  # why overpay: an exact payment takes more cards
        return words("Fewer cards than paying {bid} exactly: {n} card stays to bid with.",
                     plural="Fewer cards than paying {bid} exactly: {n} cards stay to bid with.", bid=v.high, n=kept)
    return words("It pays your bid of {n}: no change is given.", n=v.high)


def _fewest(hand: tuple[int, ...], n: int) -> int:
    """The fewest of ``hand`` that add up to ``n`` exactly (0: none do)."""
    values = [AUCTION[c] for c in hand]
    return next((k for k in range(1, len(values) + 1) if any(sum(p) == n for p in combinations(values, k))), 0)


def _makes(hand: tuple[int, ...], n: int) -> bool:
    """Whether some of ``hand`` add up to ``n`` exactly."""
    values = [AUCTION[c] for c in hand]
    return any(sum(pick) == n for k in range(1, len(values) + 1) for pick in combinations(values, k))


def _select(v: SystemeSolaireView, me: int, chosen: tuple[int, ...], ties: bool = True) -> Words:
    """SS-15..SS-17: a spent Earth or Pluto lands in the front; a total above what any other selecting seat holds
    comes before them all; one card is required, the least the seat holds costs least; else the trade itself.
    ``ties``: a seat that would win a tie at the total is named (the Hint's caution; not the review's Why)."""
    lands = _landing(v, me, chosen)
    if lands >= 0:
        return _spent_lands(lands)
    others = [q for q in v.selectors if q != me]
    most = max((v.hand_values[q] for q in others), default=0)
    total = hand_value(chosen)
    if others and total > most:
        return words("{n} beats any total the others can reveal ({most} at most).", n=total, most=most)
    hand = v.hands[me]
    if len(chosen) == 1 and hand and AUCTION[chosen[0]] == min(AUCTION[c] for c in hand):
        if sum(1 for c in hand if AUCTION[c] == AUCTION[chosen[0]]) > 1:  # Venus beside a Probe 2: not "the least"
            return words("One card must be spent: none of yours is worth less.")
        if last_round(v):  # what stays in hand now counts for the hand bonus (SS-26)
            return words("One card must be spent; {n} stays in hand for the hand bonus.", n=hand_value(hand) - total)
        return words("One card must be spent: this one is worth least.")
    # why this little rather than more (playtest 19, 21.png: "Nova (hand 3) can reach 2 and wins ties" read as an
    # argument against the pick): what choosing sooner is for, the spread of the groups' VP to the seat (SS-17,
    # SS-25), against the cards kept
    kept = hand_value(hand) - total
    gains = sorted(_gain(v.fronts[me], cards) for cards in v.groups if cards)
    lo, hi = (gains[0], gains[-1]) if gains else (0, 0)
    if hand and total > min(AUCTION[c] for c in hand):
        if hi == lo:  # the groups are level in VP: choosing sooner is for what they hold besides
            return words("Higher totals choose sooner; {n} stays in your hand.", n=kept)
        # more than the least card: spent to choose sooner, worth the spread; a seat whose public hand reaches this
        # total and that is nearer the first player counterclockwise wins a tie with it (SS-17.4), said after the
        # gain it is weighed against (playtest 17, 41-hint-r4rev: tied at 3 and lost, twice)
        def key(q: int) -> int:  # SS-17.4's distance, the smaller wins a tie
            return (v.marker - q) % v.players

        rival = min((q for q in others if v.hand_values[q] >= total and key(q) < key(me)), key=key, default=None)
        if rival is not None and ties:
            # the risk weighed and taken: said as a fact after the gain, the tie read as a warning against the very
            # total advised (playtest 32, s16/f23)
            return words("Higher totals choose sooner: the groups add {spread} to your front, worth the risk that {who} "
                         "(hand {h}), nearer the first player, wins a tie at {n}.", spread=_spread(lo, hi), who=Player(rival),
                         h=v.hand_values[rival], n=total)
        # no bound on what it is worth: "up to 1 VP" stood beside the review's "About 2 VP better" (playtest 24,
        # 54.png), the later rounds and the hand bonus counting too
        return words("Higher totals choose sooner: the groups add {spread} to your front.", spread=_spread(lo, hi))
    if last_round(v):
        if hi - lo <= ALIKE:
            return words("The groups add {spread} to your front, so choosing later costs little; {n} stays "
                         "in hand for the hand bonus.", spread=_spread(lo, hi), n=kept)
        return words("Keeping {n} in hand for the hand bonus is worth more than choosing sooner (the groups add "
                     "{spread} to your front).", spread=_spread(lo, hi), n=kept)
    if hi - lo <= ALIKE:
        return words("The groups add {spread} to your front, so choosing later costs little; {n} stays in "
                     "your hand.", spread=_spread(lo, hi), n=kept)
    return words("Keeping {n} in hand to bid with is worth more than choosing sooner (the groups add {spread} to your "
                 "front).", spread=_spread(lo, hi), n=kept)


def _spread(lo: int, hi: int) -> Words:
    """What the groups add to a front, lowest to highest: "1 to 4 VP", or "4 VP each" where they are level."""
    if lo == hi:
        return words("{n} VP each", n=lo)
    return words("{lo} to {hi} VP", lo=lo, hi=hi)


def _take(v: SystemeSolaireView, me: int, g: int, target: str) -> Words | None:
    """SS-19..SS-23: front cards score VP now (a Sun counts the front's cards), hand cards are money for later bids
    and reveals, or in the last round count for the hand bonus."""
    front = v.fronts[me]
    group = v.groups[g]
    to_front = tuple(c for c, t in zip(group, target, strict=True) if t == "f")
    to_hand = tuple(c for c, t in zip(group, target, strict=True) if t == "h")
    gain = front_vp(front + to_front) - front_vp(front)
    money = hand_value(to_hand)
    if not last_round(v):
        # a group that adds fewer VP now than another, taken for its Sun (SS-25): "Your front gains 6 VP now" beside
        # a group 2 worth 7 left the choice unexplained (playtest 19, 15-hintgroup)
        sun = _sun_over(v, me, to_front, _first_pick(v, me))
        if sun is not None:
            return sun
    if not to_hand:
        now = words("Your front gains {n} VP now.", n=gain)
        kept = _kept_from(v, me, g, gain) if last_round(v) else None
        return words("{hint} {reason}", hint=now, reason=kept) if kept is not None else now
    if last_round(v):
        bonus = _bonus(v, me, g, hand_value(v.hands[me]) + money)
        if not to_front:
            return bonus
        return words("Front +{n} VP. {bonus}", n=gain, bonus=bonus)
    if not to_front:
        lands = _landing(v, me, to_hand, v.hands[me])
        if lands >= 0:
            return words("{money} more to bid with; a spent {card} lands in front later.", money=money,
                         card=card_words(lands))
        return words("{money} more in hand to bid and reveal with later.", money=money)
    lands = _landing(v, me, to_hand, v.hands[me])
    if lands >= 0:  # the Pluto (or Earth) kept in hand is the reason it goes there: spent, it lands in front
        return words("Your front gains {n} VP now; the {card} in hand lands in front once spent.", n=gain,
                     card=card_words(lands))
    if not money:  # a card worth nothing to bid (a Sun) kept in hand: "your hand 0 to bid with" said no reason;
        # the rule that keeps it there does (SS-22: an empty hand keeps a card), else the front's gain alone
        now = words("Your front gains {n} VP now.", n=gain)
        barred = take_why_not(v, g, "f" * len(target))
        return words("{hint} {reason}", hint=now, reason=barred) if barred is not None else now
    return words("Your front gains {n} VP now, your hand {money} to bid with.", n=gain, money=money)


def _kept_from(v: SystemeSolaireView, me: int, g: int, gain: int) -> Words | None:
    """The last round (SS-24): group ``g``, adding ``gain`` VP to the seat's front, taken over a group that adds
    more, for what it would add to the front of a seat that takes after it, the one then highest (SS-21, SS-25). "Take
    group 4 … 8 VP more in front of you" beside a group 3 worth 9 read as a mistake (playtest 32, f31). ``None``
    where no group adds more, or what ``g`` keeps from that seat is less than the VP given up."""
    best = _first_pick(v, me)
    later = [(v.front_vp[q] + _gain(v.fronts[q], v.groups[g]), q) for q in v.order[v.taking + 1:]]
    if best is None or not later:
        return None
    q = max(later)[1]
    m = _gain(v.fronts[q], v.groups[g])
    if not gain < best[1] <= gain + m:
        return None
    return words("Group {g} adds {k}, but this one could add {m} to {who} ({vp} VP).", g=best[0] + 1,
                 k=best[1], m=m, who=Player(q), vp=v.front_vp[q])


def _bonus(v: SystemeSolaireView, me: int, g: int, mine: int) -> Words:
    """SS-26: the seat's hand value after taking group ``g`` against the best other hand, in numbers (playtest 16:
    "Cards in hand count for the hand bonus" followed Earth to hand where hand 10 beat Orbit's 8 out of Nova's
    reach, and read as a mistake). Out of reach: above what any seat still to take could hold with a group left."""
    others = [q for q in range(v.players) if q != me]
    rival = max(others, key=lambda q: v.hand_values[q])
    best = v.hand_values[rival]
    if mine == best:  # playtest 17 (55-hint-final): Mercury and Mercury to hand tied Orbit's 3 for the bonus, unsaid
        return words("Hand bonus: your {mine} ties {who}'s {best}; a tie shares it (2 VP a card).", mine=mine,
                     who=Player(rival), best=best)
    if mine < best:
        return words("Hand bonus: your hand goes to {mine}; {who} holds {best}.", mine=mine, who=Player(rival),
                     best=best)
    left = max((hand_value(cards) for h, cards in enumerate(v.groups) if h != g and cards), default=0)
    later = v.order[v.taking + 1:]
    if all(v.hand_values[q] + (left if q in later else 0) < mine for q in others):
        return words("Hand bonus: your {mine} beats {who}'s {best}; no one can catch up.", mine=mine,
                     who=Player(rival), best=best)
    return words("Hand bonus: your {mine} beats {who}'s {best} so far.", mine=mine, who=Player(rival), best=best)
