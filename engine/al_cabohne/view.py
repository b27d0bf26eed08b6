"""What a seat may see of an Al Cabohne game (see docs/architecture.md for the fields)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


class BossView(NamedTuple):
    name: str
    threshold: int
    cards: tuple[int, ...]
    active: bool  # Joe Bohnano is a Boss only in solo; in 2-player games he is a field to buy


class FinalScore(NamedTuple):
    """The end result (rules AC-34 to AC-36).

    ``winners`` is empty when the Mafia wins; ``mafia`` is the treasury,
    doubled in solo.
    """

    players: tuple[int, ...]
    treasury: int
    mafia: int
    winners: tuple[int, ...]


@dataclass(slots=True)
class AlCabohneView:
    """A seat's picture of the table; treat it as read-only (it shares tuples with the state).

    Cards the viewer may not see are ``HIDDEN``: the other seat's hand except
    the cards it showed under rule AC-24 (``shown``), and every hand in the
    table view (``seat=None``). The draw pile is only a count. Coin piles,
    the treasury and the set-aside coins are given as ids because every card
    on them was turned in a public sale; the table shows their counts.
    """

    seat: int | None
    players: int
    solo: bool
    to_act: int | None
    current: int  # whose turn it is (also after the end: the last one)
    turn: int
    phase: str  # "leftovers", "tax", "plant", "cultivate" or "over"
    planted: int  # cards planted in this turn's plant phase
    must_plant: bool  # plant phase and the front card still has to be planted (AC-18)
    forced_harvest: bool  # the front card fits no field: harvest first (AC-18); viewer = actor only
    tax_due: tuple[int, ...]  # fields of the current seat that pay the tax now (phase "tax")
    filling: bool  # the boss-fill check (AC-24) is under way
    ending: bool  # last turn: the game ends after this cultivate phase
    hands: tuple[tuple[int, ...], ...]
    shown: tuple[tuple[int, ...], ...]  # per seat: hand cards the other seat has seen
    fields: tuple[tuple[tuple[int, ...], ...], ...]  # per seat, per field
    bought: tuple[bool, ...]  # third field bought (2 players)
    bosses: tuple[BossView, ...]  # Al, Don, Joe; "boss:j" targets index this tuple
    treasury: tuple[int, ...]
    set_aside: tuple[int, ...]
    coins: tuple[tuple[int, ...], ...]
    draw_pile: int
    exhaustions: int
    discard: tuple[int, ...]  # top last
    kept: tuple[tuple[int, ...], ...]  # P1..P3 of this turn; a placed pile is ()
    leftovers: tuple[tuple[int, ...], ...]  # the opponent's unplanted piles, same convention
    scores: tuple[int, ...]  # coin-pile sizes
    mafia_score: int  # treasury, doubled in solo
    final: FinalScore | None
    # plant phase: the actor's front card has a field to go to (viewer = actor only, else True)
    front_fits: bool = True

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    @property
    def field_counts(self) -> tuple[int, ...]:
        return tuple(len(f) for f in self.fields)

    @property
    def treasury_count(self) -> int:
        return len(self.treasury)

    @property
    def set_aside_count(self) -> int:
        return len(self.set_aside)

    @property
    def coin_counts(self) -> tuple[int, ...]:
        return tuple(len(c) for c in self.coins)

    @property
    def hint(self) -> str:
        """One line for the seat to act, in English (the client may show its own words)."""
        ph = self.phase
        if self.final is not None:
            w = self.final.winners
            if not w:
                return "The Mafia wins."
            seats = " and ".join(f"Seat {p + 1}" for p in w)
            return seats + (" wins." if len(w) == 1 else " share the win.")
        if ph == "leftovers":
            n = sum(map(len, self.leftovers))
            return f"Place the opponent's {n} leftover bean{'s' * (n != 1)} on a field or the discard."
        if ph == "tax":
            return "The Mafia takes its tax; harvest a taxed field first to avoid it."
        if ph == "plant":
            if self.forced_harvest:
                return "No field fits the front card: harvest a field first."
            if self.must_plant:
                return "Plant the front card."
            if not self.hands[self.current]:
                return "No cards to plant: harvest if you like, then reveal."
            if self.planted < 2 and not self.front_fits:
                return "The next card fits no field: harvest one to plant it too, or end to reveal."
            if self.planted < 2:
                return "Plant the next card too, or end to reveal."
            return "End the phase to reveal."
        if self.filling:
            return "An empty Boss must get an eligible card."
        if any(self.kept):
            if self.solo:
                return "Place every kept unit on your fields or the Bosses."
            return "Place kept units or give cards to the Mafia; the rest goes to your opponent."
        return "Give cards to the Mafia or end the phase."
