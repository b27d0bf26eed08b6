"""Al Cabohne hooks for the search AI (``engine.search``): a fast rollout policy, an evaluation, the outcome.

The policy reads the (determinized) state directly, with rules of thumb in
place of the Normal bot's one-step lookahead, which applies and values a
state per option: a few hundred playouts a second, and single moves too long
for one slice. The evaluation is the Normal bot's board value read from the
state. Both the outcome and the evaluation measure a seat against its
strongest rival, the Mafia included (AC-36: only a score above the Mafia's wins).
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable
from typing import Any

from engine.al_cabohne.ai import GreedyBot
from engine.al_cabohne.cards import BEANS, COIN_TABLE, DECK_SIZE, N_TYPES, THRESHOLDS
from engine.al_cabohne.facts import (
    BOSS_INDEX,
    CT,
    FIELD_INDEX,
    exhaustion_limit,
    field_targets,
    harvestable,
    mafia_score,
    winners,
)
from engine.al_cabohne.kinds import ActionKind, Phase
from engine.al_cabohne.room import all_fit, dead_end
from engine.al_cabohne.rules import BUY, END, GAME, HARVEST, PAY_TAX, REFUSE, WITHDRAW
from engine.al_cabohne.state import CULTIVATE, LEFTOVERS, PLANT, TAX, TRADE, State
from engine.al_cabohne.value import correction
from engine.core import Action, words
from engine.search.policy import SearchHooks
from engine.search.shaping import epsilon_policy

EPSILON = 0.03  # share of random rollout moves
WIN_WEIGHT = 0.5  # wins are rare in solo: the margin carries half the reward
# The margin part is linear over +-MARGIN_RANGE coins: solo margins run from about -30 to +10,
# and a squashed scale would go flat there and leave the search nothing to tell moves apart by.
MARGIN_RANGE = 15.0
EXPLORATION = 0.1  # a coin of margin moves the reward by about 0.03
# The evaluation judges the first turn start the rollout reaches, so every move of a
# decision is judged at the same point of the game: a move that ends the turn is not
# judged a whole turn later than one that does not.
HORIZON = 0
# The game review (``engine.review``) counts in coins; solo, Hard is known to be weak against the Mafia
# (docs/search.md, "Al Cabohne solo: what limits Hard"), and the review says how far to trust it there.
REVIEW_UNITS = words("{n} coin", plural="{n} coins")
# The Hint (and so the coach) is the game review's own search (``engine.review.best_search``: margin rewards, 200
# iterations, dice drawn from the position alone): the review then never marks a move the coach named (playtest 14:
# "Harvest field 1", the coach's pick, was the review's Inaccuracy). It costs less than Hard's: about 0.03 s a Hint
# on the desktop against 0.2-0.3 s, and the coach following it did better in solo (16 deals: a mean margin of
# -6.8 coins against the Mafia, against -10.4 on the 400 win-chance iterations it had).
HINT_REVIEWED = True
ENGINE_SOLO_WINS = 18  # per cent of solo games the engine wins against the Mafia (docs/search.md)
# Two players: how often the Mafia wins between the engine's own players (playtest 34: a newcomer lost to it by 16
# while the review agreed with 106 of their 115 decisions, and nothing said that is usual). Measured with
# ``bench/ac_duo.py --bots hard,normal --games 30 --seed 9000 --jobs 1`` (15 deals, seeds 9000-9014, each from both
# seats; Hard at the script's default 200 iterations): the Mafia won 46.7% (Hard 43.3%, Normal 10.0%; mean scores:
# Mafia 26.2, Hard 25.5, Normal 19.5). Normal against Easy (100 games, seeds 9000-9049): the Mafia won 77%.
MAFIA_DUO_WINS = 47  # per cent
DUO_NOTE = words("Between the engine's Hard and Normal, the Mafia wins {pct}% of two-player games.", pct=MAFIA_DUO_WINS)
REVIEW_NOTES = {
    # a whole sentence: "A rough guide only: …" under the summary read as a fragment (playtest 15)
    # the figure is the rules' Mafia's (coins doubled): said so, after a game against the gentle one (playtest 16)
    1: words("This review is a rough guide only: even the engine beats the rules' Mafia (coins doubled) in only "
             "{pct}% of solo games.", pct=ENGINE_SOLO_WINS),
    2: DUO_NOTE,  # the review's note and the results' line, one sentence
}
# A solo game lost to the Mafia says the same figure on its results (playtest 15: the review's "A rough guide only"
# read there as a sentence fragment, and told a newcomer only that the coach they had followed lost)
LOSS_NOTE = words("Don't be discouraged: even the engine beats the Mafia in only {pct}% of solo games.",
                  pct=ENGINE_SOLO_WINS)
# and where the loss was to the rules' Mafia, that the gentle one is there (playtest 28: a first solo game lost by ~30)
GENTLE_OFFER = words("Too hard? Choose the gentle Mafia at set-up: its coins count once.")
# A game against the gentle Mafia (Learn to play's) says instead what following the coach scores there (playtest 15:
# "82% lose" after a practice game taught nothing): coach-followed games, 30 seeded deals (tests/engine/al_cabohne/
# test_coach_gentle.py re-plays some), mean 32.6 coins to the gentle Mafia's 20.7, won 29 of 30
COACH_GENTLE = (33, 21)
GENTLE_NOTE = words("Following every coach pick, a game against the gentle Mafia ends about {you} coins to {mafia}.",
                    you=COACH_GENTLE[0], mafia=COACH_GENTLE[1])

_legal = GAME.legal_actions


def _coins(f: tuple[int, ...]) -> int:
    return COIN_TABLE[CT[f[0]]][len(f)] if f else 0


def _best_harvest(legal: list[Action], fields: tuple[tuple[int, ...], ...]) -> Action:
    """The harvest that earns most, then wastes fewest beans."""
    harvests = [a for a in legal if a.kind == ActionKind.HARVEST]
    return max(harvests, key=lambda a: (_coins(fields[FIELD_INDEX[a.target]]), -len(fields[FIELD_INDEX[a.target]])))


def _judge(s: State) -> GreedyBot:
    """The Normal bot's board value, primed with what the determinized state tells it."""
    # A shallow copy shares the bot's value tables and keeps the module's bots untouched.
    judge = copy.copy(_SOLO if s.players == 1 else _DUO)
    unseen = [0] * N_TYPES
    for c in s.draw:
        unseen[CT[c]] += 1
    if s.players == 2:
        for c in s.hands[1 - s.seat]:
            unseen[CT[c]] += 1
    judge.unseen = unseen
    judge.turn = s.turn
    # The bot credits only the cards held when it decides, so that the draw which
    # ends a turn is no merit of ending it. A leaf does not know which cards those
    # were, and crediting every card made emptying the hand for a bigger solo
    # draw (AC-29) look good: Hard then earned 7 coins a game less.
    judge.held = frozenset()
    return judge


def _rule_of_thumb(s: State, legal: list[Action], rng: random.Random) -> Action:
    if s.phase == TRADE:  # a playout makes no deals; the search's tree weighs proposals
        return REFUSE if s.proposed else WITHDRAW
    p = s.seat
    fields = s.fields[p]
    for i, f in enumerate(fields):  # at the top of the meter a field has nothing left to gain
        if f and _coins(f) >= 4 and HARVEST[i] in legal:
            return HARVEST[i]
    if s.exhaustions == 0 and BUY in legal:
        return BUY
    ph = s.phase
    if ph == TAX:
        grown = {CT[b[0]] for b in s.bosses if b}
        for i, f in enumerate(fields):  # sell before the tax takes a bean off a paying field
            if f and CT[f[0]] in grown and _coins(f) >= 1 and HARVEST[i] in legal:
                return HARVEST[i]
        return PAY_TAX
    if ph == PLANT:
        return _plant(s, legal, fields)
    if ph == LEFTOVERS:
        return _leftover(s, legal, fields)
    if ph == CULTIVATE:
        return _cultivate(s, legal, fields)
    return legal[0]


def _plant(s: State, legal: list[Action], fields: tuple[tuple[int, ...], ...]) -> Action:
    plants = [a for a in legal if a.kind == ActionKind.PLANT]
    if plants:
        if s.planted == 0:
            for a in plants:
                if fields[FIELD_INDEX[a.target]]:
                    return a
            return plants[0]
        for a in plants:  # a second card only onto a field that already grows it
            if fields[FIELD_INDEX[a.target]]:
                return a
    elif s.planted == 0 and s.hands[s.seat]:
        return _best_harvest(legal, fields)  # AC-18: the front card fits nowhere
    return END if END in legal else legal[0]


def _leftover(s: State, legal: list[Action], fields: tuple[tuple[int, ...], ...]) -> Action:
    grown = {CT[b[0]] for b in s.bosses if b}
    best = None
    for a in legal:
        if a.kind != ActionKind.LEFTOVER or a.target == "discard":
            continue
        if fields[FIELD_INDEX[a.target]]:
            return a  # grows a field
        if best is None and CT[a.card] not in grown:
            best = a  # starts a field the tax will not touch
    if best is not None:
        return best
    return next(a for a in legal if a.kind == ActionKind.LEFTOVER and a.target == "discard")


def _cultivate(s: State, legal: list[Action], fields: tuple[tuple[int, ...], ...]) -> Action:
    if s.filling:  # AC-24: give the Boss the type that takes longest to sell
        fills = [a for a in legal if a.kind == ActionKind.FILL]
        return max(fills, key=lambda a: BEANS[CT[a.card]].meter[THRESHOLDS[BOSS_INDEX[a.target]] - 1])
    places = [a for a in legal if a.kind == ActionKind.PLACE]
    to_fields = [a for a in places if a.target.startswith("field")]
    for a in to_fields:
        if fields[FIELD_INDEX[a.target]]:
            return a
    if to_fields:
        return to_fields[0]
    solo = s.players == 1
    if places or (solo and END not in legal):
        # no field takes a kept unit: free one if that sells for something
        harvests = [a for a in legal if a.kind == ActionKind.HARVEST]
        if harvests:
            h = _best_harvest(legal, fields)
            if _coins(fields[FIELD_INDEX[h.target]]) >= (1 if solo else 2) or not places:
                return h
        if solo and places:
            return min(places, key=lambda a: _boss_gain(s, a))
    return END if END in legal else legal[0]


def _boss_gain(s: State, a: Action) -> float:
    """Coins the Mafia's Boss is nearer to after a placement (less is better)."""
    j = BOSS_INDEX[a.target]
    t = CT[a.card]
    n = len(s.bosses[j]) + sum(len(k) for k in s.kept if k and CT[k[0]] == t)
    return n / BEANS[t].meter[THRESHOLDS[j] - 1]


# -- rewards --------------------------------------------------------------------------


def _margin_part(margin: float) -> float:
    return min(1.0, max(0.0, 0.5 + 0.5 * margin / MARGIN_RANGE))


def _reward(share: float, margin: float) -> float:
    return WIN_WEIGHT * share + (1 - WIN_WEIGHT) * _margin_part(margin)


def outcome(s: State) -> list[float]:
    """Per seat: the win share (AC-36) and the margin over the best rival, the Mafia included."""
    sc = [len(c) for c in s.coins]
    won = winners(s)
    mafia = mafia_score(s)
    out = []
    for i, v in enumerate(sc):
        rival = max([mafia] + [x for j, x in enumerate(sc) if j != i])
        out.append(_reward(1 / len(won) if i in won else 0.0, v - rival))
    return out


_SOLO = GreedyBot()  # never changed: ``_judge`` copies them
_DUO = copy.copy(_SOLO)
_DUO.p = _DUO.duo_p


# Moves of the acting seat before its turn's reveal (AC-16 to AC-20): a leaf there is judged after the reveal.
BEFORE_REVEAL = (LEFTOVERS, TAX, PLANT)
_NO_RNG = random.Random(0)  # the rule of thumb draws no number outside a trade, where no reveal is due


def revealed(s: State) -> State:
    """``s`` played on to the acting seat's next reveal where that reveal is still to come this turn (leftovers,
    tax and plant phases: AC-16 to AC-20): the front card planted where Normal's board value puts it, the other
    moves by the rule of thumb, the reveal dealt from the state's own draw pile (a determinization's: over the
    search's iterations, the reveal's chance). Normal's value judges the board as it is and a reveal feeds the
    Bosses, so a leaf before it looked most of a coin better than the same turn after it: the search then rated
    any move that put the reveal off (a harvest for nothing before the plant) above the plant itself. Judged
    here, every move of a decision in the plant phase is judged after the same reveal, and a turn start (the
    leaf of ending a turn) after the next, like a leaf in the cultivate phase."""
    seat = s.seat
    for _ in range(12):  # a few moves at most: the tax, two plants, the reveal
        if GAME.to_act(s) != seat or s.phase not in BEFORE_REVEAL:
            return s
        legal = _legal(s)
        plants = [a for a in legal if a.kind == ActionKind.PLANT] if s.phase == PLANT and not s.planted else ()
        if plants:  # AC-18: the front card where Normal's board value puts it
            judge = _judge(s)
            s = max((GAME.apply_legal(s, a)[0] for a in plants), key=lambda n: judge.static_value(n, seat))
        else:
            s = GAME.apply_legal(s, END if s.phase == PLANT and END in legal else _rule_of_thumb(s, legal, _NO_RNG))[0]
    return s


def normal_margins(s: State) -> list[float]:
    """Per seat, in any state, the Normal bot's board value: its estimate of the margin in coins over the
    best rival, the Mafia included (what ``value.correction`` corrects, and what it was fitted against)."""
    judge = _judge(s)
    return [judge.value(s, p) if p == s.seat else judge.static_value(s, p) for p in range(s.players)]


def board_margins(s: State) -> list[float]:
    """Per seat, in any state, the expected margin in coins over the best rival, the Mafia included:
    the Normal bot's board value plus the correction learned from play (``engine.al_cabohne.value``)."""
    fv = _SOLO.fv  # the field table is the same in both modes
    return [m + correction(s, p, m, fv) for p, m in enumerate(normal_margins(s))]


def leaf_margins(s: State) -> list[float]:
    """``board_margins`` after the acting seat's reveal still due this turn (``revealed``): the search's leaves and the
    game review's reading in coins. Only for a determinization: the reveal is dealt from its draw pile."""
    return board_margins(revealed(s))


def evaluate(s: State) -> list[float] | None:
    """Rewards per seat, in any state: the Normal bot's board value as the margin estimate.

    ``GreedyBot.value`` counts coins and fields against what the Mafia holds and is
    about to sell (doubled in solo) and part of the opponent's, and plays out the
    obligations still due this turn at their best (the front card, a boss fill,
    the kept units), so a state in the middle of a turn is judged fairly too: the
    search's tree takes the turn's decisions, the evaluation the rest, after the turn's reveal (``revealed``).
    """
    limit = exhaustion_limit(s.players)
    left = (limit - s.exhaustions - 1 + len(s.draw) / DECK_SIZE) / limit
    spread = 2.0 + 8.0 * max(0.0, left)  # the further the end, the less a lead says
    after = revealed(s)
    if GAME.to_act(after) is None:  # the reveal ended the game (AC-32): its own outcome
        return outcome(after)
    return [WIN_WEIGHT / (1 + math.exp(-m / spread)) + (1 - WIN_WEIGHT) * _margin_part(m) for m in board_margins(after)]


rollout_policy = epsilon_policy(_legal, EPSILON, _rule_of_thumb)


# A coin the Mafia earns weighs, in the Hint's tie-break, as many beans as the cheapest first coin needs
# (3: cards.BEANS' meters), so a move that makes a Boss sell never looks gentler than throwing a few beans away.
BEANS_PER_COIN = 3.0
# Al Cabohne is won by a few coins, and a coin moves the search's reward by only about 0.03: the Hint tells
# moves apart from a third of a coin (a step of 0.55, rounded: level under 0.275 coin), so a move that gives the
# Mafia a coin is never "just as good"; under it is the spread of the Hint's search between moves a bean apart, where
# the one that gives up least is named. At a step of 0.3 (level under 0.15 coin) the search's noise chose a harvest
# for nothing over a plant 0.2 coin "behind" it (playtest: the coach planted a bean, then cashed its field for 0).
HINT_STEP = 0.55
# The Hint's search (200 iterations) rates moves of one worth up to about half a coin apart: within that of its top,
# the move that gives up least (``cost``: a plant or a reveal before a harvest for nothing, a harvest of a field the
# hand does not grow before one it does) is the pick, so the search's noise never names "plant it", then "harvest it
# for nothing" (playtest 15). Under the review's smallest mark (1 coin): the review never marks the pick for it.
HINT_NOISE = 0.6


def cost(view: Any, a: Action) -> float:
    """The beans a move gives up, from the seat's view (the Hint's tie-break): a harvest that earns no coin
    sends every bean of the field to the discard (AC-12), and gives up the growth of its type's beans in the
    hand too, like one that pays below the top of its meter gives up the
    beans of its type in the hand, which would have grown it; a leftover card discarded is one bean (AC-16); a move
    that makes a Boss sell at once (AC-13, ``foresight.mafia_coins``) gives the Mafia coins, each worth
    ``BEANS_PER_COIN`` beans; ending the turn gives up the kept beans it hands the opponent that the seat's own
    fields grow (``handed_over``); any other move gives up nothing."""
    from engine.al_cabohne.foresight import mafia_coins  # it imports the rules, which import this module

    if a.kind in (ActionKind.TAX, ActionKind.GIVE, ActionKind.FILL, ActionKind.PLACE):
        return BEANS_PER_COIN * mafia_coins(view, a) + _fed(view, a) + max(_crowds(view, a), _before_room(view, a))
    if a.kind == ActionKind.HARVEST and view.seat is not None:
        i = FIELD_INDEX[a.target]
        field = view.fields[view.seat][i]
        if not field:
            return 0.0
        coins, more = view.field_worth[view.seat][i]
        t = CT[field[0]]
        in_hand = sum(1 for c in view.hands[view.seat] if c >= 0 and CT[c] == t)  # beans that would have grown it
        if coins == 0:
            # a needless harvest is one with no why too: the two weigh once, never more than a gift's coin to
            # the Mafia (AC-13)
            return (float(len(field) + in_hand) + _fed(view, a) + _regrown(view, a)
                    + max(_needless(view), _unexplained(view, a)))
        # a paying field cashed below its top gives up the growth of the beans of its type still in the hand
        # (playtest: "harvest now for 1 coin" with three more of them in hand); at the top it gives up nothing.
        # The field of the front card's type gives up its beans too: the front card is planted next (AC-18) on a
        # new field, and the beans harvested would have been its start (playtest 18: the Blue field cashed to make
        # room, Blue at the front of the hand, beside a Broad ×4 with one Broad in hand)
        front = bool(view.hands[view.seat]) and view.hands[view.seat][0] >= 0 and CT[view.hands[view.seat][0]] == t
        return (float(in_hand + (len(field) if front else 0)) if more else 0.0) + _fed(view, a) + _regrown(view, a)
    if a.kind == ActionKind.LEFTOVER and a.target == "discard":
        return 1.0
    if a.kind == ActionKind.END:
        return float(handed_over(view))
    if a.kind == ActionKind.TRADE:  # opening the panel names no trade; level with a move it can name, it
        # goes after it ("Propose a trade — or, just as good: Fill Al Cabohne with Fire" left the newcomer asking
        # which trade: the search rates an opened panel mostly by the withdrawal its playouts make)
        return UNNAMED_TRADE
    return 0.0


def _crowds(view: Any, a: Action) -> float:
    """A kept unit put on the seat's last empty field (AC-22) while another kept unit, or the hand's front card
    (AC-18), then fits no field: a harvest must follow, and the field just filled is the one it clears at least
    as often as not (AC-11: a lone bean elsewhere may not be harvested), so the unit's beans are as good as given
    up. Level with the harvest that makes room first, the Hint names that harvest first (playtest 18: "Put the Puff
    beans on field 3", then at once "Harvest field 3" for the Kidney the same words had given as the reason for the
    harvest before)."""
    seat = view.seat
    if a.kind != ActionKind.PLACE or not a.target.startswith("field") or seat is None:
        return 0.0
    fields = view.fields[seat]
    i = FIELD_INDEX[a.target]
    if fields[i] or sum(1 for f in fields if not f) != 1:
        return 0.0
    t = CT[a.card]
    after = tuple((a.card,) if k == i else f for k, f in enumerate(fields))
    # with two players a kept unit no field takes may stay for the opponent (AC-25): no harvest must follow for it,
    # only for the front card (playtest 31: putting the Kidney on the last empty field, the Puff left over, was
    # rated as giving the Kidney up, and "End turn", which handed both to Nova, was named first)
    others = {CT[p[0]] for p in view.kept if p and CT[p[0]] != t} if view.solo else set()
    hand = view.hands[seat]
    if hand and hand[0] >= 0 and CT[hand[0]] != t:
        others.add(CT[hand[0]])
    if not any(not field_targets(after, u) for u in others):
        return 0.0
    return float(sum(len(p) for p in view.kept if p and CT[p[0]] == t))


# A harvest for nothing while this turn's kept beans all fit (``room.all_fit``) weighs a coin's worth of beans more:
# behind any placement or gift level with it that gives up nothing (playtest 21: "Put Blue on field 1", "Harvest field
# 1" for nothing, then "Harvest field 2" for nothing when the last kept bean fitted), still before a gift that makes a
# Boss sell (a coin or more for the Mafia, doubled in solo)
NEEDLESS = BEANS_PER_COIN
ROOM_FIRST = 0.5  # beans: a kept unit put on an empty field while a harvest must still come weighs this over it


def _needless(view: Any) -> float:
    """``NEEDLESS`` for a harvest for nothing in the cultivate phase while every kept unit still to place fits
    (``room.all_fit``): no placement needs the field, and the next turn's first decision can still harvest it
    (AC-10), knowing more; else 0."""
    if view.phase != Phase.CULTIVATE or view.filling or not all_fit(view):
        return 0.0
    return NEEDLESS


# A harvest for nothing the engine has no why for (``advice.reason``) weighs a coin's worth of beans more: level with
# another move, that one is named (playtest 22: the coach said "Harvest field 1" for +0 and nothing said why)
UNEXPLAINED = BEANS_PER_COIN


def _unexplained(view: Any, a: Action) -> float:
    """``UNEXPLAINED`` for a harvest for nothing (AC-12) with no reason to say, else 0."""
    from engine.al_cabohne.advice import reason as why  # it imports the rules, which import this module

    return UNEXPLAINED if view.seat is not None and view.to_act == view.seat and why(view, a) is None else 0.0


def _before_room(view: Any, a: Action) -> float:
    """A kept unit put on an empty field while the kept units still to place do not all fit (``room.all_fit``):
    a harvest must come, and made after the unit it may clear the unit itself ("Put Blue on field 1", then
    "Harvest field 1" for nothing). It weighs the cheapest harvest there is now and ``ROOM_FIRST`` more, so,
    level with it, the harvest that makes room is named first, on a field the table had."""
    seat = view.seat
    if a.kind != ActionKind.PLACE or not a.target.startswith("field") or seat is None or view.filling:
        return 0.0
    fields = view.fields[seat]
    # only solo places every kept unit (AC-28): with 2 players a unit may stay for the opponent (AC-25)
    if not view.solo or fields[FIELD_INDEX[a.target]] or all_fit(view):
        return 0.0
    harvests = [cost(view, HARVEST[i]) for i in harvestable(fields)]
    return (min(harvests) if harvests else 0.0) + ROOM_FIRST


def handed_over(view: Any) -> int:
    """The kept beans that ending the cultivate phase now leaves to the opponent (AC-25) of a type the seat grows on a
    field or must plant next (the hand's front card, AC-18), where a field of the seat's takes them now at no cost
    (AC-22): the beans ending the turn gives up."""
    seat = view.seat
    if view.solo or seat is None or view.phase != Phase.CULTIVATE or view.filling:
        return 0
    fields = view.fields[seat]
    wanted = {CT[f[0]] for f in fields if f}
    hand = view.hands[seat]
    if hand and hand[0] >= 0:
        wanted.add(CT[hand[0]])
    return sum(len(p) for p in view.kept if p and CT[p[0]] in wanted and field_targets(fields, CT[p[0]]))


def _regrown(view: Any, a: Action) -> float:
    """A harvest in the cultivate phase after a kept unit was placed (AC-22: a placed pile stays as an empty one),
    of a field of no type still kept: the field may be the one the unit just grew, and its beans given up are the
    unit's. The view does not say where a placed unit went, so every such field counts: level with another move,
    the Hint names that other (playtest 18: "Put the Puff beans on field 3", then at once "Harvest field 3", in
    one step; a harvest that is part of the plan is named before the placements, where it gives up nothing)."""
    seat = view.seat
    if view.phase != Phase.CULTIVATE or seat is None or all(view.kept):  # no unit placed yet
        return 0.0
    field = view.fields[seat][FIELD_INDEX[a.target]]
    if not field or any(p and CT[p[0]] == CT[field[0]] for p in view.kept):
        return 0.0
    return float(len(field))


def _fed(view: Any, a: Action) -> float:
    """What the next reveal hands the Mafia from the discard because of ``a`` (AC-21, ``foresight.fed_by_discard``):
    a bean each, or ``BEANS_PER_COIN`` a coin where a Boss sells for them (playtest 16: a harvest "so the Boss gets no
    Blue", a Boss filled with the Fire just harvested: each time the reveal handed him the beans)."""
    from engine.al_cabohne.foresight import fed_by_discard  # it imports the rules, which import this module

    # a Boss who sells for them: his coins (the beans then left the Mafia's field); else the beans he nears it by
    return sum(BEANS_PER_COIN * k if k else n for n, k in fed_by_discard(view, a))


UNNAMED_TRADE = 0.5  # beans: before any harvest for nothing (a bean at least), after any move that gives up nothing


def alike(view: Any, a: Action, b: Action) -> bool:
    """Two moves the Hint never names as best and runner-up: two that come to the same (``foresight.alike``), a
    harvest for nothing (AC-12) beside a best move that gives up nothing ("Best: Reveal. Just as good: Harvest field
    2" offered throwing a lone Broad away as an equal choice, playtest 14), a harvest of an untaxed field beside
    paying the tax, ending the last turn and a harvest that pays (``_sold_anyway``), and a step into a dead end (``room.dead_end``) beside one that is not."""
    from engine.al_cabohne.foresight import alike as same  # it imports the rules, which import this module

    if b.kind == ActionKind.TRADE:  # "just as good: Propose a trade" names no trade to make
        return True
    if a.kind == ActionKind.TAX and b.kind == ActionKind.HARVEST and FIELD_INDEX[b.target] not in view.tax_due:
        # AC-17: the tax's question is pay or harvest a taxed field first; "Pay tax — or, just as good: Harvest field
        # 3" of a field the tax does not touch read as a way out of it (playtest 23)
        return True
    if _sold_anyway(view, a) and _sold_anyway(view, b):
        return True
    if b.kind == ActionKind.END and handed_over(view):  # "… or, just as good: End turn · draw" while ending hands
        return True  # the opponent revealed beans the seat's own field grows read wrong (playtest 31)
    if dead_end(view, b) and not dead_end(view, a):  # "… or, just as good: put Blue ×6 on field 1" left the
        return True  # revealed Green no field (playtest 23)
    if b.kind == ActionKind.HARVEST and view.seat is not None and cost(view, a) == 0:
        field = view.fields[view.seat][FIELD_INDEX[b.target]]
        if field and view.field_worth[view.seat][FIELD_INDEX[b.target]][0] == 0:
            return True
    return same(view, a, b)


def _sold_anyway(view: Any, a: Action) -> bool:
    """On the last turn (AC-32, AC-33), every kept unit placed: ending the turn, or a harvest that pays, which earns
    what the final sale would pay for the field anyway (AC-34: at face value). They come to the same final score:
    "Next best: Harvest field 3, about 5 coins less" beside "End turn" set a search's guess against a harvest that
    paid +1 either way (playtest 23)."""
    from engine.al_cabohne.words import last_turn  # it imports the rules, which import this module

    if view.seat is None or view.phase != Phase.CULTIVATE or view.filling or any(view.kept) or not last_turn(view):
        return False
    if a.kind == ActionKind.END:
        return True
    return a.kind == ActionKind.HARVEST and view.field_worth[view.seat][FIELD_INDEX[a.target]][0] > 0


def _advice(name: str) -> Callable[..., Any]:
    """``advice.<name>`` (the why of a move, the Hint's and the coach's, the review's), read when first called: that
    module imports the rules, which import this module."""

    def call(*args: Any) -> Any:
        from engine.al_cabohne import advice

        return getattr(advice, name)(*args)

    return call


# the moves that put beans somewhere: a revealed unit (AC-22), a planted or leftover bean (AC-16, AC-18), a hand card
# given or filled to a Boss (AC-23, AC-24)
BEAN_MOVES = frozenset({ActionKind.PLACE, ActionKind.PLANT, ActionKind.LEFTOVER, ActionKind.GIVE, ActionKind.FILL})


def moves_same(played: Action, step: Action) -> bool:
    """Whether ``step`` puts the beans ``played`` put somewhere: a card of the same type moved the same way (two
    copies of a card are one bean to a player; a revealed unit, AC-22, moves whole), or the same given to fill a Boss
    (R-10): a card of the kept unit, or that very hand card."""
    if played.kind not in BEAN_MOVES or step.kind not in BEAN_MOVES or CT[step.card] != CT[played.card]:
        return False
    if step.kind == played.kind:
        return True
    if played.kind == ActionKind.PLACE:  # a card of the kept unit given to fill a Boss
        return step.kind == ActionKind.FILL
    return ActionKind.FILL in (step.kind, played.kind) and step.card == played.card  # that very card from the hand


HOOKS = SearchHooks(
    rollout_policy=rollout_policy, evaluate=evaluate, outcome=outcome, rollout_horizon=HORIZON,
    exploration=EXPLORATION, margins=leaf_margins, cost=cost, avoid=dead_end, hint_step=HINT_STEP, hint_noise=HINT_NOISE, alike=alike, reason=_advice("reason"), reason_then=_advice("reason_then"),
    reason_versus=_advice("reason_versus"), review_versus=_advice("review_versus"), other_words=_advice("other_words"),
    review_units=REVIEW_UNITS, review_notes=REVIEW_NOTES, hint_reviewed=HINT_REVIEWED,
    hint_keeps_plan=True, moves_same=moves_same,
)  # fmt: skip
