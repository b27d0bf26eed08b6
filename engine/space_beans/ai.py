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

from collections.abc import Generator, Iterator
from itertools import combinations

from engine.bots import Situation, plays_forced_moves
from engine.core import Action
from engine.space_beans.cards import TYPE_OF, VALUE_OF
from engine.space_beans.kinds import ActionKind, Phase

DECAY = 0.5  # worth kept per card a collection still lacks
FORCED_RISK = 0.35  # chance-ish that next turn brings no card for either collection
GIFT = 0.3  # cost of handing the right-hand neighbour a card for its open collection
GIVE = 0.15  # cost of any other card given away: it feeds somebody
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

    name = "normal"

    @plays_forced_moves
    def think(self, sit: Situation) -> Iterator[Action | None]:
        legal = sit.legal
        v = sit.view
        me = v.seat
        right = (me - 1) % v.players
        right_type = TYPE_OF[v.open[right][0]] if v.open[right] and right != me else -1
        if v.phase == Phase.DRAW or v.phase == Phase.CLOSE:
            yield choose(legal, v.phase, v.hands[me], v.open[me], v.secret[me], right_type)
            return
        # The collect step weighs every subset of every playable type: with a big hand
        # that is the one long job, so it yields between (type, collection) options.
        best = yield from collect_steps(legal, v.hands[me], v.open[me], v.secret[me], right_type)
        yield best

    def choose(self, sit: Situation) -> Action:
        """The whole decision at once (tests)."""
        for step in self.think(sit):
            if step is not None:
                return step
        raise AssertionError("unreachable")


def choose(
    legal: list[Action], phase: str, hand: tuple[int, ...], op: tuple[int, ...], se: tuple[int, ...], right_type: int
) -> Action:
    """The greedy choice from plain piles: the bot passes its view's, the search's rollouts a state's."""
    if len(legal) == 1:
        return legal[0]
    if phase == Phase.DRAW:
        return draw_choice(legal)
    if phase == Phase.CLOSE:
        return close_choice(legal, op, se, hand)
    steps = collect_steps(legal, hand, op, se, right_type)
    try:
        while True:
            next(steps)
    except StopIteration as done:
        return done.value


# -- draw: every extra card is another way to fit a collection. Declining to
# draw (so that fewer cards go to the neighbour) lost more games than it won
# when measured bot against bot, so the bot draws whenever there is something to draw.
def draw_choice(legal: list[Action]) -> Action:
    return next((a for a in legal if a.kind == ActionKind.DRAW), legal[0])


def close_choice(legal: list[Action], op: tuple[int, ...], se: tuple[int, ...], hand: tuple[int, ...]) -> Action:
    close = next(a for a in legal if a.kind == ActionKind.CLOSE)
    end = next((a for a in legal if a.kind == ActionKind.END), None)
    if end is None or _ready(op):
        return close
    kinds = {TYPE_OF[c] for c in hand}
    if _ready(se) and TYPE_OF[se[0]] in kinds and TYPE_OF[op[0]] not in kinds:
        # the secret collection scores now, but kept behind the open one the collect step must add to it (SB-20:
        # the hand holds its type and nothing of the open one's), and one more card makes its count pass its card of
        # value N (SB-16): a ready 9 fed a tenth card scored nothing ("Bluebeans x10: 0", a newcomer's game).
        # Closing the open collection turns it up (SB-15), to be closed for its points in the same step.
        return close
    vals = [VALUE_OF[c] for c in op]
    hopeless = potential(vals) < 0.2
    if hopeless and len(op) >= 3:
        return close  # frees the slot and the cards cycle back through the discard pile
    return end


def collect_steps(
    legal: list[Action],
    hand: tuple[int, ...],
    op: tuple[int, ...],
    se: tuple[int, ...],
    right_type: int,
) -> Generator[None, None, Action]:
    """Try every set of same-type cards for every (type, collection) the legal plays
    allow; play one card of the best set, or end the step when the best set is empty.

    A generator that yields ``None`` between options and returns the choice.
    """
    end = next((a for a in legal if a.kind == ActionKind.END), None)
    options: dict[tuple[int, str], list[Action]] = {}
    for a in legal:
        if a.kind == ActionKind.PLAY:
            options.setdefault((TYPE_OF[a.card], a.target), []).append(a)
    op_vals = [VALUE_OF[c] for c in op]
    se_vals = [VALUE_OF[c] for c in se]
    best_score = float("-inf")
    best = end or legal[0]
    for (_, target), acts in options.items():
        pile_vals, other_vals = (op_vals, se_vals) if target == "open" else (se_vals, op_vals)
        other_pot = potential(other_vals)
        two = bool(other_vals) or target == "secret"  # a secret play means an open one exists
        by_card = {a.card: a for a in acts}
        pool = sorted(by_card, key=lambda c: -VALUE_OF[c])[:MAX_SUBSET]
        for combo in _value_distinct_subsets(pool, allow_empty=end is not None):
            new_vals = pile_vals + [VALUE_OF[c] for c in combo]
            worth = potential(new_vals)
            if combo and worth == 0 and (pile_vals or end is not None):
                # cards fed to a collection no card in it can make score (SB-16: its count is above every value in
                # it) are lost to it: kept from the neighbour, they only grew "Bluebeans x10: 0" (a newcomer's game)
                continue
            total = worth + other_pot
            if two:
                open_vals = new_vals if target == "open" else op_vals
                if len(open_vals) not in open_vals:  # not ready: SB-18 may close it for nothing
                    total -= FORCED_RISK * potential(open_vals)
            for c in hand:
                if c not in combo:
                    total -= GIFT if TYPE_OF[c] == right_type else GIVE
            if total > best_score:
                best_score = total
                best = by_card[combo[0]] if combo else (end or legal[0])
        if len(pool) > 3:
            yield None
    return best


def _value_distinct_subsets(pool: list[int], allow_empty: bool) -> list[tuple[int, ...]]:
    """Non-empty subsets of ``pool`` (plus the empty one if allowed), one per multiset of values."""
    out: list[tuple[int, ...]] = [()] if allow_empty else []
    for k in range(1, len(pool) + 1):
        seen: set[tuple[int, ...]] = set()
        for combo in combinations(pool, k):
            key = tuple(VALUE_OF[c] for c in combo)
            if key not in seen:
                seen.add(key)
                out.append(combo)
    return out
