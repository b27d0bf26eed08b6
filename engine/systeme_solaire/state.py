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

from dataclasses import dataclass
from typing import TYPE_CHECKING

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
