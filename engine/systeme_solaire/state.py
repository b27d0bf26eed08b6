"""The full Système Solaire state, and a builder for explicit positions.

Per-seat piles are tuples inside short per-seat lists; ``copy()`` duplicates
only the lists and every change replaces a tuple, so a copied state never
shares anything that is later changed, and copying stays cheap.

Cards a winner has picked to pay with, and cards a seat has selected for the
order reveal, stay in that seat's hand until the payment or the reveal
happens: ``picks`` and ``selections`` only mark them. So a hand's size and
value are what the table sees until then.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.systeme_solaire.cards import DECK_SIZE, N_PROBES, card_id, front_vp, hand_value
from engine.systeme_solaire.kinds import Phase

if TYPE_CHECKING:
    from engine.systeme_solaire.facts import FinalResult

# Phases a state rests in; each is a decision of the seat ``actor`` (none in OVER).
PROBES = Phase.PROBES  # five players, set-up: choose a probe set (SS-4)
LAY = Phase.LAY  # variant: place the drawn card in a group (SS-V1)
BID = Phase.BID  # the auction (SS-9..SS-12)
PAY = Phase.PAY  # the auction winner pays (SS-13)
SELECT = Phase.SELECT  # the secret selection of the order reveal (SS-15)
TAKE = Phase.TAKE  # group selection (SS-19..SS-23)
OVER = Phase.OVER
PHASES = (PROBES, LAY, BID, PAY, SELECT, TAKE, OVER)

ROUNDS = 5  # SS-24: every player count plays five rounds
CARDS_PER_ROUND = {3: 5, 4: 7, 5: 8}  # SS-7

Pile = tuple[int, ...]


@dataclass(slots=True)
class State:
    players: int
    seed: int
    shuffles: int  # salt for the next engine.dealing.shuffled call
    variant: bool  # SS-V1
    round: int  # 1..5
    phase: str
    actor: int  # the seat to decide; -1 when over
    marker: int  # the first-player marker (SS-1, SS-14)
    deck: Pile  # top last
    groups: tuple[Pile, ...]  # the round's groups in table order; a taken group is ()
    taken: tuple[int, ...]  # per group: the seat that took it, -1
    hands: list[Pile]  # in the order the cards arrived
    values: list[int]  # per seat: the hand's value (kept so bids and views need no sums)
    fronts: list[Pile]
    vps: list[int]  # per seat: front VP (SS-25)
    discard: Pile
    removed: Pile  # three players: the 15 public cards set aside (SS-2)
    unseen: Pile  # the cards set aside unseen (SS-2, SS-3)
    sets: tuple[tuple[int, Pile], ...]  # five players, set-up: the probe sets left (composition, cards)
    drawn: int  # variant: the drawn card waiting for its group, -1
    to_draw: int  # variant: cards still to draw after ``drawn`` this round
    high: int  # the high bid, 0 before the first
    bidder: int  # its holder, -1
    passed: int  # bit per seat: passed in this auction
    bids: tuple[int, ...]  # per seat: its last bid in this auction, 0 for none (public, shown on its panel)
    winner: int  # the round's auction winner, -1 (none yet, or nobody could open)
    picks: Pile  # the winner's payment so far, ascending ids, still in the hand
    selectors: tuple[int, ...]  # the seats that select this round, in the order they do it
    selections: list[Pile]  # per seat: cards selected for the reveal, ascending ids, still in the hand
    chosen: int  # bit per seat: finished selecting
    totals: tuple[int, ...]  # after the reveal: per seat, its revealed total (the winner's is 0)
    revealed: tuple[Pile, ...]  # after the reveal: per seat, the cards it revealed
    order: tuple[int, ...]  # after the reveal: the order of group selection (SS-17)
    reasons: tuple[str, ...]  # per place: why that seat comes before the next one
    taking: int  # index into ``order`` of the seat taking a group
    final: FinalResult | None = None

    def copy(self) -> State:
        return State(
            self.players, self.seed, self.shuffles, self.variant, self.round, self.phase, self.actor,
            self.marker, self.deck, self.groups, self.taken, self.hands[:], self.values[:],
            self.fronts[:], self.vps[:], self.discard, self.removed, self.unseen, self.sets,
            self.drawn, self.to_draw, self.high, self.bidder, self.passed, self.bids, self.winner, self.picks,
            self.selectors, self.selections[:], self.chosen, self.totals, self.revealed, self.order,
            self.reasons, self.taking, self.final,
        )  # fmt: skip

    @property
    def seat(self) -> int:
        """The seat to decide (``GameState.seat``); -1 once the game is over."""
        return self.actor


def blank(players: int, seed: int, variant: bool) -> State:
    """A state with nothing dealt: every pile empty, round 0, before the first layout."""
    return State(
        players=players, seed=seed, shuffles=0, variant=variant, round=0, phase=BID, actor=0, marker=0,
        deck=(), groups=((),) * players, taken=(-1,) * players, hands=[()] * players, values=[0] * players,
        fronts=[()] * players, vps=[0] * players, discard=(), removed=(), unseen=(), sets=(), drawn=-1,
        to_draw=0, high=0, bidder=-1, passed=0, bids=(0,) * players, winner=-1,
        picks=(), selectors=(),
        selections=[()] * players, chosen=0, totals=(), revealed=(), order=(), reasons=(), taking=0,
    )  # fmt: skip


Cards = Iterable[int | str]


def _ids(cards: Cards, free: set[int]) -> Pile:
    """Card ids for names or ids: a name takes its lowest free copy."""
    out = []
    for c in cards:
        if isinstance(c, str):
            base = card_id(c)
            got = next((i for i in range(base, base + 4) if i in free), -1)
            if got < 0:
                raise ValueError(f"no free copy of {c!r} left")
            c = got
        if c not in free:
            raise ValueError(f"card {c} placed twice (or not a card)")
        free.discard(c)
        out.append(c)
    return tuple(out)


def position(
    players: int,
    *,
    hands: Mapping[int, Cards] | None = None,
    fronts: Mapping[int, Cards] | None = None,
    groups: Sequence[Cards] | None = None,
    deck: Cards | None = None,
    discard: Cards = (),
    removed: Cards = (),
    round: int = 1,
    marker: int = 0,
    phase: str = BID,
    winner: int = -1,
    order: Sequence[int] = (),
    variant: bool = False,
    seed: int = 0,
    events: list[Any] | None = None,
) -> State:
    """An explicit position and the events of reaching it, for tests and tools.

    Cards are given by name (``"Mars"``, ``"Probe 3"`` or ``"P3"``: the lowest
    free copy) or by id. ``deck`` lists the deck from the top; by default it
    holds just enough cards (taken from those placed nowhere) for the rounds
    after ``round``, or for this one too with ``phase="layout"``. The other
    solar cards placed nowhere are set aside unseen and the probes placed nowhere
    are set aside face up (as in the three-player set-up), so ``check``
    accounts for all 60.

    ``phase`` says where the position starts, and the engine then runs what
    happens there by itself (automatic passes, skipped selectors, ...):
    ``"layout"`` (the round starts: the marker holder lays out from ``deck``),
    ``"bid"`` (the auction opens on ``groups``), ``"select"`` (the order
    reveal starts after ``winner`` won and paid, or with ``winner=-1`` after
    an auction nobody could open), ``"take"`` (group selection in ``order``).
    ``groups`` gives one group per seat except at ``"layout"``. The events of
    those automatic steps are appended to ``events`` when it is given.
    """
    from engine.systeme_solaire import mechanics

    free = set(range(DECK_SIZE))
    s = blank(players, seed, variant)
    s.round = round
    s.marker = marker
    s.shuffles = 1
    s.hands = [_ids((hands or {}).get(p, ()), free) for p in range(players)]
    s.values = [hand_value(h) for h in s.hands]
    s.fronts = [_ids((fronts or {}).get(p, ()), free) for p in range(players)]
    s.vps = [front_vp(f) for f in s.fronts]
    s.discard = _ids(discard, free)
    s.removed = _ids(removed, free)
    laid = [_ids(g, free) for g in (groups or ())]
    k = CARDS_PER_ROUND[players]
    if deck is None:
        rest = sorted(c for c in free if c >= N_PROBES)
        need = k * (ROUNDS - round + (phase == "layout"))
        top = tuple(rest[:need])
    else:
        top = _ids(deck, free)
    s.deck = top[::-1]
    left = free.difference(top)
    s.removed += tuple(sorted(c for c in left if c < N_PROBES))  # probes never go unseen or to the deck
    s.unseen = tuple(sorted(c for c in left if c >= N_PROBES))
    ev: list[Any] = [] if events is None else events
    if phase == "layout":
        s.round = round - 1
        mechanics.start_round(s, ev)
        return s
    if len(laid) != players:
        raise ValueError(f"give one group per seat ({players}), not {len(laid)}")
    s.groups = tuple(laid)
    if phase == BID:
        mechanics.open_auction(s, ev)
    elif phase == SELECT:
        s.winner = winner
        mechanics.start_selection(s, ev)
    elif phase == TAKE:
        if sorted(order) != list(range(players)):
            raise ValueError(f"the order must name every seat once, not {order!r}")
        s.winner = winner
        s.order = tuple(order)
        s.reasons = ("",) * players
        s.totals = (0,) * players
        s.revealed = ((),) * players
        s.phase = TAKE
        s.actor = s.order[0]
    else:
        raise ValueError(f"a position starts at 'layout', 'bid', 'select' or 'take', not {phase!r}")
    return s
