"""The full Al Cabohne state (explicit positions for tests: ``positions``).

Every pile is a tuple; the per-seat containers are short lists. ``copy()``
duplicates only those lists and every change replaces a tuple, so a copied
state never shares anything that is later mutated, and copying stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.al_cabohne.kinds import Phase

# Phases a state can rest in while the game runs; "reveal" and "draw" are only
# passed through inside apply (they hold no decision).
LEFTOVERS, TAX, PLANT, REVEAL, CULTIVATE, DRAW, OVER, TRADE = (
    Phase.LEFTOVERS, Phase.TAX, Phase.PLANT, Phase.REVEAL, Phase.CULTIVATE, Phase.DRAW, Phase.OVER, Phase.TRADE
)
RESTING_PHASES = (LEFTOVERS, TAX, PLANT, CULTIVATE, TRADE, OVER)

Pile = tuple[int, ...]


@dataclass(slots=True)
class State:
    players: int  # 1 (solo) or 2
    seed: int
    shuffles: int  # salt for the next engine.dealing.shuffled call
    seat: int  # whose turn it is (solo: always 0)
    turn: int  # turns started so far, from 1
    phase: str
    planted: int  # cards planted in this turn's plant phase (rule AC-19: at most 2)
    filling: bool  # the boss-fill check of rule AC-24 is under way
    ending: bool  # the game-ending exhaustion happened (AC-32, AC-33, R-9)
    exhaustions: int  # rule AC-30
    draw: Pile  # top of the pile is the last card
    discard: Pile  # top of the pile is the last card
    hands: list[Pile]  # front (next to plant) is index 0 (rule AC-15)
    fields: list[tuple[Pile, ...]]  # per seat: 2 or 3 fields
    bought: list[bool]  # third field bought (rule AC-14)
    coins: list[Pile]  # coin piles
    bosses: tuple[Pile, ...]  # active Boss fields: Al, Don (and Joe in solo)
    treasury: Pile
    set_aside: Pile  # coins paid for third fields, back in play at the next reshuffle
    kept: tuple[Pile, ...]  # this turn's kept piles P1..P3; a placed pile stays as () so indices hold
    leftovers: tuple[Pile, ...]  # the opponent's unplanted kept piles (rule AC-25), same convention
    shown: list[Pile]  # per seat: hand cards the other seat has seen (rule AC-24, and trades: R-16)
    # The trading variant (ruling R-16), off by default; the rest is the proposal under way in phase "trade".
    trading: bool = False
    proposals: int = 0  # proposals opened in this boss-fill check (bounded: facts.MAX_PROPOSALS)
    proposed: bool = False  # the proposal was sent and waits for the opponent's answer
    offer: Pile = ()  # hand cards the current seat gives, in hand order
    ask: tuple[int, ...] = ()  # bean types asked of the opponent, one per card, in type order
    # House variant "gentle Mafia" (solo, off by default; not in the original rules): AC-35 counts the
    # Mafia's coins once instead of twice
    gentle: bool = False

    def copy(self) -> State:
        # positional and flat: this runs once per action, and keyword arguments cost more
        return State(
            self.players, self.seed, self.shuffles, self.seat, self.turn, self.phase, self.planted,
            self.filling, self.ending, self.exhaustions, self.draw, self.discard, self.hands[:],
            self.fields[:], self.bought[:], self.coins[:], self.bosses, self.treasury, self.set_aside,
            self.kept, self.leftovers, self.shown[:], self.trading, self.proposals, self.proposed, self.offer,
            self.ask, self.gentle
        )
