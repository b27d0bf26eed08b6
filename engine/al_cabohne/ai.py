"""The greedy Al Cabohne bot: one-step lookahead with a hand-tuned board value.

It sees only ``Situation.view``: a full state is rebuilt from the view with
the unseen cards dealt at random (``state_from_view``), each legal action is
applied to that state, and the action whose result scores best is chosen.
The score counts the bot's coins and what its fields will sell for, against
the Mafia's treasury and what the Bosses are about to sell (doubled in solo),
so it harvests when a field is worth more sold than kept (before a tax, when
forced, to make room), feeds the Mafia only when that costs less than the
alternatives, and places units where they give the Mafia the least.

Obligations still due this turn (the front card, the boss fill) are played
out at their best before scoring, and kept units still to place are valued
at their best combination of spots. Randomness stays out of the comparison:
ending the plant phase (the reveal) is scored on the board as it is, and
after ending the cultivate phase only the cards held before the draw count.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from engine.al_cabohne import mechanics
from engine.al_cabohne.cards import BEANS, CARD_TYPE, COIN_TABLE, DECK_SIZE, N_TYPES, THRESHOLDS
from engine.al_cabohne.facts import FIELD_INDEX, fill_types, mafia_factor
from engine.al_cabohne.kinds import ActionKind, Phase
from engine.al_cabohne.rules import ACCEPT, GAME, OPEN_TRADE, PROPOSE, REFUSE, WITHDRAW
from engine.al_cabohne.sample import state_from_view
from engine.bots import Situation, plays_forced_moves, tuned
from engine.core import Action

CT = CARD_TYPE

# Values in coins, tuned by a small random search on seeded solo games (the
# score margin against the Mafia); two-player games use the overrides below.
PARAMS: dict[str, float] = {
    "progress": 0.5,  # a field is credited progress**(beans missing) of its next coin
    "boss_progress": 0.8,  # the same for a Boss, who keeps growing from reveals
    "empty_field": 0.3,  # room for the next unit or front card
    "taxed_field": 1.0,  # share of the next tax's loss counted against a field of a Boss's type
    "exposed": 0.4,  # share of a Boss bean counted for each top discard card of his type
    "blocked_front": 0.3,  # the front card fits no field: the next plant forces a harvest
    "leftover_card": 0.15,  # a kept card left to the opponent (2 players)
    "opponent": 0.5,  # weight of the opponent's coins (2 players)
    "third_field": 5.0,  # value of a third field over a whole game (2 players)
    "growth": 0.15,  # a field that can still reach its next coin is worth more than its sale
    "boss_future": 0.035,  # share of the unseen beans of a Boss's type expected to reach him
    "recycle": 0.3,  # value of a top discard bean the next reveal may pull into a kept pile
    "hand_card": 0.15,  # a card kept in hand rather than given away or planted for little
    # A harvest that earns no coin from a field no Boss taxes throws beans away that could still grow: it is
    # chosen only when it beats every other move by more than this, where some move harvests nothing. The board value alone
    # preferred it by a little (an empty field's room, the harvested beans on top of the discard for the next
    # reveal) and the bot then sold lone beans for nothing about ten times a game.
    "idle_harvest": 0.6,
}

# The trading variant: a trade is proposed, and accepted, only when it beats the best other
# choice by this many coins of board value; hand cards count by HAND_* (a proposal moves hand cards).
TRADE_MARGIN = 0.25
HAND_FIELD_SHARE = 0.5  # share of the coin value a bean adds to a field it will be planted on
HAND_BOSS_COST = 0.3  # a bean of a type a Boss grows
HAND_SPARE = 0.1  # any other bean

# Against an opponent the Mafia is doubled no more and hoarding cards pays less.
# (The value tables are built from PARAMS, so progress weights are not overridden here.)
DUO_PARAMS: dict[str, float] = {
    "exposed": 1.0,
    "blocked_front": 0.5,
    "boss_future": 0.14,
    "hand_card": 0.0,
}


def idle_harvest(s: Any, me: int, a: Action) -> bool:
    """Whether ``a`` harvests, for no coin, a field of ``me``'s that no Boss taxes (AC-17): its beans go to the
    discard (AC-12) while they could still grow into coins."""
    if a.kind != ActionKind.HARVEST:
        return False
    field = s.fields[me][FIELD_INDEX[a.target]]
    if not field or COIN_TABLE[CT[field[0]]][len(field)] > 0:
        return False
    return not any(b and CT[b[0]] == CT[field[0]] for b in s.bosses)


def _field_value_table(progress: float, growth: float) -> tuple[tuple[float, ...], ...]:
    rows = []
    for t, bean in enumerate(BEANS):
        row = []
        for n in range(DECK_SIZE + 1):
            k = COIN_TABLE[t][n]
            v = float(k)
            if k < 4 and n:
                # The chance of the next coin shrinks with every bean still missing.
                v += progress ** (bean.meter[k] - n) + growth
            row.append(v)
        rows.append(tuple(row))
    return tuple(rows)


def _boss_value_table(progress: float) -> tuple[tuple[tuple[float, ...], ...], ...]:
    out = []
    for thr in THRESHOLDS:
        rows = []
        for t, bean in enumerate(BEANS):
            need = bean.meter[thr - 1]
            rows.append(
                tuple(
                    max(float(COIN_TABLE[t][n]), progress * thr * min(n, need) / need)
                    for n in range(DECK_SIZE + 1)
                )
            )
        out.append(tuple(rows))
    return tuple(out)


class GreedyBot:
    """Chooses the action whose immediate result has the best board value."""

    name = "normal"

    def __init__(self, **params: float) -> None:
        """``params`` override the weights of ``PARAMS`` (and of ``DUO_PARAMS``) for both modes."""
        self.solo_p = tuned(PARAMS, params)
        self.duo_p = tuned({**PARAMS, **DUO_PARAMS}, params)
        self.p = self.solo_p
        self.fv = _field_value_table(self.p["progress"], self.p["growth"])
        self.bv = _boss_value_table(self.p["boss_progress"])
        # A Boss's coins per bean of each type, for his unseen future beans.
        self.rate = tuple(tuple(thr / bean.meter[thr - 1] for bean in BEANS) for thr in THRESHOLDS)

    @plays_forced_moves
    def think(self, sit: Situation) -> Iterator[Action | None]:
        legal = sit.legal
        self.p = self.solo_p if sit.view.solo else self.duo_p
        s = state_from_view(sit.view, random.Random(sit.rng.getrandbits(32)))
        yield None  # every step below is kept to one action's worth of work, for the browser's frames
        me = sit.seat
        # The types still unseen (draw pile and the opponent's hidden hand) are known
        # exactly; only where each one lies is not.
        unseen = [0] * N_TYPES
        for c in s.draw:
            unseen[CT[c]] += 1
        for seat, h in enumerate(sit.view.hands):
            if seat != me:
                for real, shown in zip(s.hands[seat], h, strict=True):
                    if shown < 0:
                        unseen[CT[real]] += 1
        self.unseen = unseen
        self.turn = s.turn
        self.held = set(s.hands[me])
        self.known = {c for h in sit.view.hands for c in h if c >= 0}
        if s.phase == Phase.TRADE:
            yield self.answer(s, me) if s.proposed else self.next_pick(s, me)
            return
        best: Action | None = None
        best_score = float("-inf")
        keeps: Action | None = None  # the best move that throws no growing beans away for nothing
        keeps_score = float("-inf")
        best_trade_score = float("-inf")  # the same, with the hand valued, for comparing with a trade
        for a in legal:
            if a.kind == ActionKind.TRADE:
                continue  # weighed below, against the best of the rest
            if a.kind == ActionKind.END and s.phase == Phase.PLANT:
                score = self.value(s, me)  # the reveal is the same whatever came before
            else:
                after = GAME.apply(s, a)[0]
                score = self.value(after, me)
                if OPEN_TRADE in legal:
                    best_trade_score = max(best_trade_score, score + self.hand_worth(after, me))
            if score > best_score + 1e-9:
                best, best_score = a, score
            if score > keeps_score + 1e-9 and not idle_harvest(s, me, a):
                keeps, keeps_score = a, score
            yield None
        if OPEN_TRADE in legal and s.proposals == 0:  # one proposal a turn: a refusal is not asked again
            plan = self.plan(s, me)
            if plan is not None and plan[0] > best_trade_score + TRADE_MARGIN:
                best = OPEN_TRADE
        # only where some move harvests nothing (the front card fits no field: every move is a harvest, AC-18)
        free = any(a.kind != ActionKind.HARVEST for a in legal)
        if best is not None and keeps is not None and free and best_score - keeps_score <= self.p["idle_harvest"]:
            best = keeps if idle_harvest(s, me, best) else best
        assert best is not None
        yield best

    # -- the trading variant (R-16) -----------------------------------------------

    def hand_worth(self, s: Any, me: int) -> float:
        """What the known cards in ``me``'s hand are worth to it: a bean for a field it grows helps, one of a
        type a Boss grows costs (it feeds the tax or the Mafia), any other is a little room to plan with.
        Cards drawn since the decision are left out, so chance plays no part in a comparison."""
        fields = s.fields[me]
        grown = {CT[f[0]]: len(f) for f in fields if f}
        bosses = {CT[b[0]] for b in s.bosses if b}
        v = 0.0
        for c in s.hands[me]:
            if c not in self.known:
                continue
            t = CT[c]
            if t in grown:
                n = grown[t]
                v += HAND_FIELD_SHARE * (self.fv[t][n + 1] - self.fv[t][n])
                grown[t] = n + 1
            elif t in bosses:
                v -= HAND_BOSS_COST
            else:
                v += HAND_SPARE
        return v

    def trade_score(self, s: Any, me: int) -> float:
        return self.value(s, me) + self.hand_worth(s, me)

    def after_accept(self, s: Any, offer: tuple[int, ...], ask: tuple[int, ...]) -> Any:
        """The state if a proposal of ``offer`` for ``ask`` were accepted (a copy)."""
        n = s.copy()
        n.phase, n.offer, n.ask, n.proposed = Phase.TRADE, offer, ask, True
        return GAME.apply_legal(n, ACCEPT)[0]

    def plan(self, s: Any, me: int) -> tuple[float, tuple[int, ...], tuple[int, ...]] | None:
        """The best proposal by this bot's own value, from what it knows: each eligible card alone, the
        whole hand for nothing (the seed's example), each eligible card for one card the opponent showed."""
        hand = s.hands[me]
        ok = fill_types(s.bosses)
        singles = [(c,) for c in dict.fromkeys(c for c in hand if ok >> CT[c] & 1)]
        offers: list[tuple[tuple[int, ...], tuple[int, ...]]] = [(o, ()) for o in singles]
        if len(hand) > 1:
            offers.append((hand, ()))
        opp = s.hands[1 - me]
        wanted = sorted({CT[c] for c in s.shown[1 - me] if c in opp})
        offers += [(o, (t,)) for o in singles for t in wanted]
        best = None
        for offer, ask in offers:
            told = s.copy()
            told.offer, told.ask = offer, ask
            if mechanics.refusal_reason(told):  # the opponent refuses it for a reason both see: not worth asking
                continue
            score = self.trade_score(self.after_accept(s, offer, ask), me)
            if best is None or score > best[0] + 1e-9:
                best = (score, offer, ask)
        return best

    def next_pick(self, s: Any, me: int) -> Action:
        """The next step of this bot's own proposal; withdraw if the one being built is not it."""
        plan = self.plan(mechanics.without_proposal(s), me)
        if plan is None:
            return WITHDRAW
        _, offer, ask = plan
        if s.offer == offer[: len(s.offer)] and not (s.ask and len(s.offer) < len(offer)):
            if len(s.offer) < len(offer):
                return Action(ActionKind.OFFER, offer[len(s.offer)])
            if s.ask == ask[: len(s.ask)] and len(s.ask) < len(ask):
                return Action(ActionKind.ASK, ask[len(s.ask)])
            if s.ask == ask:
                return PROPOSE
        return WITHDRAW

    def answer(self, s: Any, me: int) -> Action:
        """Accept a gift it has room for, never a trade a refusal can be told by (no room for a given bean,
        more cards asked than given: ``refusal_reason``), else a trade that helps by its own value (R-16)."""
        legal = GAME.legal_actions(s)
        if ACCEPT not in legal or mechanics.refusal_reason(s):
            return REFUSE
        if not s.ask:
            return ACCEPT  # a gift with room in its fields: nothing leaves its hand
        gain = self.trade_static(GAME.apply_legal(s, ACCEPT)[0], me) - self.trade_static(
            GAME.apply_legal(s, REFUSE)[0], me
        )
        return ACCEPT if gain > 0 else REFUSE

    def trade_static(self, s: Any, me: int) -> float:
        return self.static_value(s, me) + self.hand_worth(s, me)

    # -- the board value --------------------------------------------------------

    def value(self, s: Any, me: int) -> float:
        """The board value, after the obligations still due this turn (front card, boss fill)."""
        if s.phase == Phase.TRADE:  # a proposal under way: judged as the choice it would return to
            s = mechanics.without_proposal(s)
        if s.turn == self.turn and s.seat == me and s.phase != Phase.OVER:
            if s.phase == Phase.PLANT and s.planted == 0 and s.hands[me]:
                plants = [a for a in GAME.legal_actions(s) if a.kind == ActionKind.PLANT]
                if not plants:
                    return self.static_value(s, me) - self.p["blocked_front"]
                return max(self.static_value(GAME.apply(s, a)[0], me) for a in plants)
            if s.filling:
                fills = [a for a in GAME.legal_actions(s) if a.kind == ActionKind.FILL]
                return max(self.static_value(GAME.apply(s, a)[0], me) for a in fills)
        return self.static_value(s, me)

    def static_value(self, s: Any, me: int) -> float:
        p = self.p
        solo = s.players == 1
        mult = float(mafia_factor(s.players, s.gentle))
        fv = self.fv
        boss_types = 0
        boss_rate = [0.0] * N_TYPES
        for j, b in enumerate(s.bosses):
            if b:
                t = CT[b[0]]
                boss_types |= 1 << t
                boss_rate[t] = self.rate[j][t]
        v = float(len(s.coins[me]))
        fields = s.fields[me]
        field_types = 0
        has_empty = False
        for f in fields:
            if f:
                field_types |= 1 << CT[f[0]]
                v += self._field(f, boss_types, boss_rate, mult)
            else:
                has_empty = True
                v += p["empty_field"]
        if s.players == 2:
            v += p["third_field"] * self._remaining(s) * s.bought[me]
        unseen = self.unseen
        mafia = float(len(s.treasury))
        # Question 2 of the next reveal hands the Bosses every top discard card of their
        # types; a run of another type on top comes back to the player when that type is revealed.
        d = s.discard
        k = len(d) - 1
        while k >= 0 and boss_types >> CT[d[k]] & 1:
            mafia += p["exposed"] * boss_rate[CT[d[k]]]
            k -= 1
        if k >= 0 and s.draw:
            t = CT[d[k]]
            run = 1
            while k - run >= 0 and CT[d[k - run]] == t:
                run += 1
            v += p["recycle"] * run * min(1.0, 3.0 * unseen[t] / len(s.draw))
        for j, b in enumerate(s.bosses):
            mafia += self._boss(j, CT[b[0]], len(b)) if b else self._empty_boss(j, boss_types)
        v -= mult * mafia
        if not solo:
            opp = 1 - me
            o = float(len(s.coins[opp]))
            for f in s.fields[opp]:
                if f:
                    o += fv[CT[f[0]]][len(f)]
            v -= p["opponent"] * o
        hand = s.hands[me]
        # Only cards held now count: the draw that ends the turn is not a merit of ending it.
        v += p["hand_card"] * sum(1 for c in hand if c in self.held)
        if hand and s.seat == me and s.phase == Phase.CULTIVATE:
            front = CT[hand[0]]
            if not (field_types >> front & 1) and not has_empty:
                v -= p["blocked_front"]
        if s.seat == me and s.phase == Phase.CULTIVATE and any(s.kept):
            v += self._pending(s, fields, boss_types, boss_rate, mult)
        return v

    def _field(self, f: tuple[int, ...], boss_types: int, boss_rate: list[float], mult: float) -> float:
        """A player's field: its sale value and progress, less the next tax if a Boss grows its type."""
        t = CT[f[0]]
        n = len(f)
        fv = self.fv[t]
        v = fv[n]
        if boss_types >> t & 1:
            v -= self.p["taxed_field"] * (fv[n] - fv[n - 1] + mult * boss_rate[t])
        return v

    def _boss(self, j: int, t: int, n: int) -> float:
        """What a Boss holding ``n`` beans of type ``t`` will bring the treasury."""
        return self.bv[j][t][n] + self.p["boss_future"] * self.unseen[t] * self.rate[j][t]

    def _empty_boss(self, j: int, boss_types: int) -> float:
        """An empty Boss soon gets a bean of a type no Boss grows; assume the cheapest."""
        return min((self._boss(j, t, 1) for t in range(N_TYPES) if not boss_types >> t & 1), default=0.0)

    def _remaining(self, s: Any) -> float:
        """Share of the game still to play (2 players: three passes through the deck)."""
        return max(0.0, (2 - s.exhaustions + len(s.draw) / DECK_SIZE) / 3)

    def _pending(self, s: Any, fields: Any, boss_types: int, boss_rate: list[float], mult: float) -> float:
        """The kept units still to place, each at a distinct spot, in the best combination.

        A unit's options change the board value by: growing its field, starting an
        empty field, harvesting a field to start there, feeding the Boss of its type
        or an empty Boss (selling if it reaches his threshold), or (2 players) being
        left to the opponent. Empty fields, harvested fields and empty Bosses can
        take one unit each, so the best total is searched over the combinations.
        """
        p = self.p
        fv = self.fv
        counts = [0] * N_TYPES
        for pile in s.kept:
            if pile:
                counts[CT[pile[0]]] += len(pile)
        grown_field = {CT[f[0]]: i for i, f in enumerate(fields) if f}
        options: list[list[tuple[float, int]]] = []
        for t in range(N_TYPES):
            n = counts[t]
            if not n:
                continue
            opts: list[tuple[float, int]] = []
            if t in grown_field:
                f = fields[grown_field[t]]
                opts.append((fv[t][len(f) + n] - fv[t][len(f)], 0))
            else:
                new_field = fv[t][n]
                if boss_types >> t & 1:
                    new_field -= p["taxed_field"] * (fv[t][n] - fv[t][n - 1] + mult * boss_rate[t])
                for i, f in enumerate(fields):
                    if f:
                        sale = COIN_TABLE[CT[f[0]]][len(f)] - self._field(f, boss_types, boss_rate, mult)
                        opts.append((sale + new_field, 1 << i))
                    else:
                        opts.append((new_field - p["empty_field"], 1 << i))
            grown = -1
            for j, b in enumerate(s.bosses):
                if b and CT[b[0]] == t:
                    grown = j
            for j, b in enumerate(s.bosses):
                if grown >= 0 and j != grown or grown < 0 and b:
                    continue
                nb = len(b) + n
                k = COIN_TABLE[t][nb]
                after = (
                    k + self._empty_boss(j, boss_types & ~(1 << t))
                    if k >= THRESHOLDS[j]
                    else self._boss(j, t, nb)
                )
                before = self._boss(j, t, len(b)) if b else self._empty_boss(j, boss_types)
                opts.append((-mult * (after - before), 0 if b else 1 << (3 + j)))
            if s.players == 2:
                opts.append((-p["leftover_card"] * n, 0))
            options.append(opts)

        def best(u: int, used: int) -> float:
            if u == len(options):
                return 0.0
            top = float("-inf")
            for gain, slot in options[u]:
                if not slot & used:
                    top = max(top, gain + best(u + 1, used | slot))
            return top

        return best(0, 0)
