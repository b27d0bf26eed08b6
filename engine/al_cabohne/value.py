"""Al Cabohne's learned leaf value: Normal's board value plus a correction learned from play.

Hard's search judges its leaves in coins of margin over the best rival, the
Mafia included (``rollout.board_margins``). Normal's board value is that judgement,
with hand-tuned weights at a local optimum for Normal's own play; it lacks
what a player counts before the next reveal: the next hand cards against the
fields, the Mafia's coming income by type, how near each Boss is to his
threshold, and the cards of each type still to come. ``features`` reads those
from what the seat sees; ``correction`` weighs them with the weights that
``bench/train_al_cabohne_value.py`` fitted to the final margins of seeded games
(the data module ``value_weights``, plain floats: no numpy, no file, so it
runs in the browser too).

The model is fitted to the residual (final margin minus Normal's value), so a
weight of 0 leaves Normal's judgement as it is and the ridge penalty pulls
towards it. The terms that depend on the time alone (``TIME_ONLY``) are left
out at play: an offset common to every move of a decision changes no choice,
and the reward's scale (``rollout.evaluate``) was set for Normal's value,
which is optimistic early.

Every feature of seat ``p`` is a function of ``p``'s view: its own hand, the
public piles, and the unseen cards counted per type (the draw pile and the
other seat's hand cards it has not been shown), never their order or place.
"""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.cards import BEANS, COIN_TABLE, DECK_SIZE, N_TYPES, THRESHOLDS
from engine.al_cabohne.facts import CT, exhaustion_limit
from engine.al_cabohne.state import State
from engine.al_cabohne.value_weights import DUO, FEATURES, SOLO

# Names in the order ``features`` returns them; the weights module lists the same (a test checks).
NAMES: tuple[str, ...] = (
    "one",  # time only
    "left",  # time only: share of the game still to play
    "m_left",  # Normal's value times the share left: early it overstates, late it is nearly exact
    "coins",
    "fields",  # what the seat's fields are worth by Normal's table
    "treasury",  # the Mafia's coins (doubled in solo, like every Mafia term)
    "boss_now",  # coins the Bosses' fields would sell for now
    "boss_reached",  # the Bosses' progress to their thresholds, in coins of threshold
    "boss_near",  # Bosses one bean from selling
    "boss_empty",
    "mafia_income",  # the Mafia's coming income by type: unseen beans of each Boss's type times his rate
    "mafia_share",  # the chance that a card still to come feeds a Boss, times his threshold
    "exposed",  # top discard cards of a Boss's type (the next reveal hands them over)
    "taxed",  # the seat's fields of a type a Boss grows (the tax takes a bean each turn)
    "taxed_beans",
    "empty_fields",
    "field_supply",  # the chance that a card still to come grows one of the seat's fields
    "field_reach",  # fields that can still reach their next coin with the beans left of their type
    "front_grows",  # the next hand card goes onto a field growing its type
    "front_blocked",  # it fits no field: the plant forces a harvest (AC-18)
    "front_boss",  # it is of a type a Boss grows
    "second_grows",
    "second_blocked",
    "hand_grows",  # later hand cards of the seat's field types
    "hand_boss",  # later hand cards of a Boss's type
    "hand",
    "opp_coins",  # two players: the other seat's coins and fields
    "opp_fields",
    "third_field",  # two players: a third field, times the share of the game left
)
TIME_ONLY = frozenset({"one", "left"})

assert FEATURES == NAMES, "engine/al_cabohne/value_weights.py was made for other features: train again"

# Coins a Boss brings per bean of each type (his threshold over the beans that reach it), per Boss.
RATE = tuple(tuple(thr / bean.meter[thr - 1] for bean in BEANS) for thr in THRESHOLDS)
NEED = tuple(tuple(bean.meter[thr - 1] for bean in BEANS) for thr in THRESHOLDS)
_PLAY_INDEX = tuple(i for i, n in enumerate(NAMES) if n not in TIME_ONLY)


def share_left(s: State) -> float:
    """Share of the game still to play, from the passes through the deck and the draw pile's size."""
    limit = exhaustion_limit(s.players)
    return max(0.0, (limit - s.exhaustions - 1 + len(s.draw) / DECK_SIZE) / limit)


def unseen_counts(s: State, p: int) -> tuple[list[int], int]:
    """Per type, the cards ``p`` cannot see (the draw pile and the other seat's unshown hand cards), and their
    number: what ``p`` can count, whatever the order or place of those cards."""
    unseen = [0] * N_TYPES
    for c in s.draw:
        unseen[CT[c]] += 1
    n = len(s.draw)
    for q in range(s.players):
        if q != p:
            shown = s.shown[q]
            for c in s.hands[q]:
                if c not in shown:
                    unseen[CT[c]] += 1
                    n += 1
    return unseen, n


def features(s: State, p: int, m: float, fv: Any) -> list[float]:
    """Seat ``p``'s features (``NAMES``), ``m`` being Normal's value for it and ``fv`` Normal's field table."""
    solo = s.players == 1
    mult = 2.0 if solo else 1.0
    left = share_left(s)
    unseen, n_unseen = unseen_counts(s, p)
    inv = 1.0 / n_unseen if n_unseen else 0.0
    boss_types = 0
    boss_now = boss_reached = boss_near = boss_empty = income = share = 0.0
    for j, b in enumerate(s.bosses):
        if not b:
            boss_empty += 1
            continue
        t = CT[b[0]]
        boss_types |= 1 << t
        n = len(b)
        need = NEED[j][t]
        thr = THRESHOLDS[j]
        boss_now += COIN_TABLE[t][n]
        boss_reached += thr * min(n, need) / need
        if need - n == 1:
            boss_near += 1
        income += RATE[j][t] * unseen[t]
        share += thr * unseen[t] * inv
    exposed = 0.0
    d = s.discard
    k = len(d) - 1
    while k >= 0 and boss_types >> CT[d[k]] & 1:
        exposed += 1
        k -= 1
    coins = float(len(s.coins[p]))
    field_value = taxed = taxed_beans = empty = supply = reach = 0.0
    field_types = 0
    for f in s.fields[p]:
        if not f:
            empty += 1
            continue
        t = CT[f[0]]
        n = len(f)
        field_types |= 1 << t
        field_value += fv[t][min(n, DECK_SIZE)]
        if boss_types >> t & 1:
            taxed += 1
            taxed_beans += n
        k = COIN_TABLE[t][n]
        if k < 4:
            supply += unseen[t] * inv
            if BEANS[t].meter[k] - n <= unseen[t]:
                reach += 1
    hand = s.hands[p]
    fronts = [0.0] * 5  # front grows, front blocked, front boss, second grows, second blocked
    hand_grows = hand_boss = 0.0
    for i, c in enumerate(hand):
        t = CT[c]
        grows = field_types >> t & 1
        if i < 2:
            fronts[3 * i] = float(grows)
            fronts[3 * i + 1] = float(not grows and not empty)
            if i == 0:
                fronts[2] = float(boss_types >> t & 1)
        else:
            hand_grows += grows
            hand_boss += boss_types >> t & 1
    opp_coins = opp_fields = third = 0.0
    if not solo:
        q = 1 - p
        opp_coins = float(len(s.coins[q]))
        for f in s.fields[q]:
            if f:
                opp_fields += fv[CT[f[0]]][min(len(f), DECK_SIZE)]
        third = left * s.bought[p]
    return [
        1.0, left, m * left, coins, field_value, mult * len(s.treasury), mult * boss_now, mult * boss_reached,
        mult * boss_near, mult * boss_empty, mult * income, mult * share, mult * exposed, taxed, taxed_beans,
        empty, supply, reach, fronts[0], fronts[1], fronts[2], fronts[3], fronts[4], hand_grows, hand_boss,
        float(len(hand)), opp_coins, opp_fields, third,
    ]  # fmt: skip


def correction(s: State, p: int, m: float, fv: Any) -> float:
    """Coins to add to Normal's value ``m`` of seat ``p``: the learned weights, without the time-only terms."""
    w = SOLO if s.players == 1 else DUO
    x = features(s, p, m, fv)
    return sum(w[i] * x[i] for i in _PLAY_INDEX)
