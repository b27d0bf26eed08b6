"""What a seat may see of a Système Solaire game: the view type and ``project``, which builds it.

Hidden information is stripped here and nowhere else (see
docs/games/systeme_solaire.md for the fields). Other seats' hand contents are
``HIDDEN`` ids, but each hand's size and value are public: every card that
enters or leaves a hand does so in the open. Cards selected for the order
reveal stay in the hand (and in its size and value) until the reveal, so the
public numbers never tell how many were selected. The deck order and the
cards set aside unseen are never shown; once the game is over, every hand is.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import HIDDEN
from engine.systeme_solaire.cards import DECK_SIZE, hand_value
from engine.systeme_solaire.facts import FinalResult
from engine.systeme_solaire.state import OVER, ROUNDS, State


@dataclass(slots=True)
class SystemeSolaireView:
    """A seat's picture of the table; treat it as read-only (it shares tuples with the state)."""

    seat: int | None
    players: int
    variant: bool
    round: int  # 1..5
    rounds: int  # 5 (SS-24)
    phase: str  # "probes", "lay", "bid", "pay", "select", "take" or "over"
    to_act: int | None
    marker: int  # the first-player marker holder
    deck: int  # cards left in the deck (its order is never shown)
    groups: tuple[tuple[int, ...], ...]  # the round's groups in table order; a taken group is ()
    taken: tuple[int, ...]  # per group: the seat that took it, -1
    fronts: tuple[tuple[int, ...], ...]
    front_vp: tuple[int, ...]  # per seat: front VP so far (SS-25, the Sun counting its front)
    discard: tuple[int, ...]  # public, oldest first
    removed: tuple[int, ...]  # cards set aside face up (three players: one of each name, SS-2)
    unseen: int  # cards set aside unseen (SS-2, SS-3): hidden from everyone
    hands: tuple[tuple[int, ...], ...]  # the viewer's own hand; other hands as HIDDEN (all shown at the end)
    hand_sizes: tuple[int, ...]  # public
    hand_values: tuple[int, ...]  # public; selected cards count until the reveal
    probe_sets: tuple[tuple[int, tuple[int, ...]], ...]  # five players, set-up: (composition, cards) left
    drawn: int  # variant: the card drawn and waiting for a group, -1
    to_draw: int  # variant: cards still to draw after it this round
    high: int  # the high bid (0 before the first)
    bidder: int  # its holder, -1
    passed: tuple[bool, ...]  # per seat: passed in this auction
    bids: tuple[int, ...]  # per seat: its last bid in this auction, 0 for none
    winner: int  # the round's auction winner (-1: none yet, or nobody could open)
    payment: tuple[int, ...]  # the winner's picks so far (public)
    selectors: tuple[int, ...]  # the seats that select this round, in order
    selection: tuple[int, ...]  # the viewer's own selected cards (never another seat's)
    chosen: tuple[bool, ...]  # per seat: finished selecting (no count, no cards)
    totals: tuple[int, ...]  # after the reveal: per seat, the revealed total; () before
    revealed: tuple[tuple[int, ...], ...]  # after the reveal: per seat, the cards revealed; () before
    order: tuple[int, ...]  # after the reveal: the order of group selection (SS-17)
    reasons: tuple[str, ...]  # per place: "auction", "total", "cards", "marker" or "last" (facts.BY_*)
    taking: int  # index into ``order`` of the seat taking a group
    scores: tuple[int, ...]  # front VP while running; final totals after the end
    final: FinalResult | None

    @property
    def paid(self) -> int:
        """The value of the winner's picks so far."""
        return hand_value(self.payment)


_HIDDEN_ROWS = tuple((HIDDEN,) * k for k in range(DECK_SIZE + 1))
_BITS = {n: tuple(tuple(bool(m >> q & 1) for q in range(n)) for m in range(1 << n)) for n in (3, 4, 5)}


def project(s: State, seat: int | None) -> SystemeSolaireView:
    """The view of ``s`` for ``seat`` (``None``: the table, public information only)."""
    n = s.players
    if seat is not None and (type(seat) is not int or not 0 <= seat < n):
        raise ValueError(f"no seat {seat!r} at a {n}-player table")
    over = s.phase == OVER
    if over:
        hands = tuple(s.hands)
    else:
        rows = [_HIDDEN_ROWS[len(h)] for h in s.hands]
        if seat is not None:
            rows[seat] = s.hands[seat]
        hands = tuple(rows)
    bits = _BITS[n]
    final = s.final
    # Positional, in field order: this runs for every bot decision and every resample.
    return SystemeSolaireView(
        seat,
        n,
        s.variant,
        s.round,
        ROUNDS,
        s.phase,
        None if over else s.actor,
        s.marker,
        len(s.deck),
        s.groups,
        s.taken,
        tuple(s.fronts),
        tuple(s.vps),
        s.discard,
        s.removed,
        len(s.unseen),
        hands,
        tuple(map(len, s.hands)),
        tuple(s.values),
        s.sets,
        s.drawn,
        s.to_draw,
        s.high,
        s.bidder,
        bits[s.passed],
        s.bids,
        s.winner,
        s.picks,
        s.selectors,
        s.selections[seat] if seat is not None else (),
        bits[s.chosen],
        s.totals,
        s.revealed,
        s.order,
        s.reasons,
        s.taking,
        tuple(sc.total for sc in final.seats) if final is not None else tuple(s.vps),
        final,
    )
