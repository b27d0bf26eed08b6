"""Space Beans computer players.

``GreedyBot`` looks one turn ahead using only its view. A collection of N
cards is worth N points once it holds a card of value N ("ready": closing it
later is always allowed, and the end scoring closes it anyway); otherwise it
is worth its best value v > N, discounted for each card still missing. The
bot closes what scores, grows collections toward a value they hold, keeps two
collections only when that is unlikely to force a losing close (SB-18), and
plays rather than passes cards its right-hand neighbour collects openly,
because every card left in hand goes to that neighbour (SB-22).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from engine.bots import Situation
from engine.core import Action
from engine.space_beans.cards import TYPE_OF, VALUE_OF

DECAY = 0.5  # worth kept per card a collection still lacks
FORCED_RISK = 0.35  # chance-ish that next turn brings no card for either collection
GIFT = 0.35  # cost of handing the right-hand neighbour a card for its open collection
HAND_GOOD = 0.05  # a little for every other card given away: it feeds somebody
MAX_SUBSET = 6  # cards of one type considered together; more are too many to enumerate


def potential(values: list[int] | tuple[int, ...]) -> float:
    """What a collection with these card values is worth looking forward."""
    n = len(values)
    if n == 0:
        return 0.0
    if n in values:
        return float(n)
    best = 0.0
    for v in values:
        if v > n:
            p = v * DECAY ** (v - n)
            if p > best:
                best = p
    return best


def _ready(cards: tuple[int, ...]) -> bool:
    n = len(cards)
    return n > 0 and any(VALUE_OF[c] == n for c in cards)


class GreedyBot:
    """Scores the legal choices of this step with ``potential`` and picks the best."""

    name = "greedy"

    def think(self, sit: Situation) -> Iterator[Action | None]:
        yield self.choose(sit)

    def choose(self, sit: Situation) -> Action:
        legal = sit.legal
        if len(legal) == 1:
            return legal[0]
        v = sit.view
        me = v.seat
        hand = v.hands[me]
        op = v.open[me]
        se = v.secret[me]
        kinds = {a.kind for a in legal}
        if v.step == "draw":
            return self._draw(legal, hand, op, se)
        if "close" in kinds:
            return self._close(legal, hand, op, se, v)
        right = (me - 1) % v.players
        right_type = TYPE_OF[v.open[right][0]] if v.open[right] and right != me else -1
        return self._collect(legal, hand, op, se, v.collecting, right_type)

    # -- draw: more cards mean more ways to fit a collection; only a hand that
    # already does the job well stays as it is, so that fewer cards go to the neighbour.
    def _draw(self, legal: list[Action], hand: tuple[int, ...], op: tuple[int, ...], se: tuple[int, ...]) -> Action:
        draw = next((a for a in legal if a.kind == "draw"), None)
        keep = next((a for a in legal if a.kind == "no_draw"), None)
        if draw is None or keep is None:
            return draw or keep or legal[0]
        best_gain = 0.0
        for ty in {TYPE_OF[c] for c in hand}:
            vals = [VALUE_OF[c] for c in hand if TYPE_OF[c] == ty]
            for base in (op, se, ()):
                if base and TYPE_OF[base[0]] != ty:
                    continue
                bv = [VALUE_OF[c] for c in base]
                for k in range(1, min(len(vals), MAX_SUBSET) + 1):
                    n = len(bv) + k
                    if n in bv or n in vals:
                        best_gain = max(best_gain, float(n))
        return keep if best_gain >= 5 and len(hand) >= 4 else draw

    def _close(
        self, legal: list[Action], hand: tuple[int, ...], op: tuple[int, ...], se: tuple[int, ...], v
    ) -> Action:
        close = next(a for a in legal if a.kind == "close")
        end = next((a for a in legal if a.kind == "end"), None)
        if end is None or _ready(op):
            return close
        vals = [VALUE_OF[c] for c in op]
        hopeless = potential(vals) < 0.2
        if hopeless and len(op) >= 3:
            return close  # frees the slot and the cards cycle back through the discard pile
        return end

    def _collect(
        self,
        legal: list[Action],
        hand: tuple[int, ...],
        op: tuple[int, ...],
        se: tuple[int, ...],
        collecting: tuple[int, str] | None,
        right_type: int,
    ) -> Action:
        plays = [a for a in legal if a.kind == "play"]
        can_end = any(a.kind == "end" for a in legal)
        options: dict[tuple[int, str], list[Action]] = {}
        for a in plays:
            options.setdefault((TYPE_OF[a.card], a.target), []).append(a)
        best_score = float("-inf")
        best: Action | None = None
        base_total = potential([VALUE_OF[c] for c in op]) + potential([VALUE_OF[c] for c in se])
        for (_, target), acts in options.items():
            cards = [a.card for a in acts]
            pile = op if target == "open" else se
            other = se if target == "open" else op
            pv = [VALUE_OF[c] for c in pile]
            other_pot = potential([VALUE_OF[c] for c in other])
            two = bool(other) or (target == "secret" and bool(op))
            subsets: list[tuple[int, ...]] = [()] if can_end else []
            pool = sorted(cards, key=lambda c: -VALUE_OF[c])[:MAX_SUBSET]
            for k in range(1, len(pool) + 1):
                seen_vals = set()
                for combo in combinations(pool, k):
                    key = tuple(VALUE_OF[c] for c in combo)
                    if key in seen_vals:
                        continue
                    seen_vals.add(key)
                    subsets.append(combo)
            for combo in subsets:
                new_vals = pv + [VALUE_OF[c] for c in combo]
                pot = potential(new_vals)
                total = pot + other_pot
                if two:
                    open_vals = new_vals if target == "open" else [VALUE_OF[c] for c in op]
                    if len(open_vals) not in open_vals:
                        total -= FORCED_RISK * potential(open_vals)
                left = [c for c in hand if c not in combo]
                for c in left:
                    total -= GIFT if TYPE_OF[c] == right_type else HAND_GOOD
                score = total - base_total
                if score > best_score:
                    best_score = score
                    best = acts[cards.index(combo[0])] if combo else None
                    if not combo:
                        best = next(a for a in legal if a.kind == "end")
        if best is None:
            return plays[0] if plays else legal[0]
        return best
