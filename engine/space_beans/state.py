"""The full Space Beans state (``positions`` builds explicit ones for tests and tools).

Per-seat piles are tuples inside short per-seat lists: ``copy()`` duplicates
only the lists, and every change replaces a tuple, so a copied state never
shares anything that is later mutated.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.space_beans.kinds import Phase

if TYPE_CHECKING:
    from engine.space_beans.view import FinalScore

# The steps of a turn; a state rests in all but PASS, which is only ever passed through inside apply.
DRAW, START, CLOSE, COLLECT, PASS, OVER = Phase.DRAW, Phase.START, Phase.CLOSE, Phase.COLLECT, Phase.PASS, Phase.OVER
PHASES = (DRAW, START, CLOSE, COLLECT, OVER)


@dataclass(slots=True)
class State:
    players: int
    seed: int
    shuffles: int  # salt for the next engine.dealing.shuffled call
    turn: int  # turns completed; the seat to act is turn % players
    phase: str
    collecting: tuple[int, str] | None  # (type, "open"/"secret") fixed by the step's first play
    draw: tuple[int, ...]  # top of the pile is the last card
    discard: tuple[int, ...]
    hands: list[tuple[int, ...]]
    open: list[tuple[int, ...]]
    secret: list[tuple[int, ...]]
    trophies: list[tuple[int, ...]]
    points: list[int]  # trophy points per seat, kept so views and the end check need no sums
    bonus: list[int]
    final: tuple[FinalScore, ...] | None
    # trophy points that end the game (SB-25: 30); lower only in positions tests build, for quick games
    goal: int = 30

    def copy(self) -> State:
        # positional and flat: this runs once per action, and keyword arguments cost more (a test holds
        # the copy equal to the original, so a field added out of order cannot slip through)
        return State(
            self.players, self.seed, self.shuffles, self.turn, self.phase, self.collecting, self.draw,
            self.discard, self.hands[:], self.open[:], self.secret[:], self.trophies[:], self.points[:],
            self.bonus[:], self.final, self.goal
        )

    @property
    def seat(self) -> int:
        """The seat whose turn it is (also after the end: the one whose turn ended last)."""
        return (self.turn - (self.phase == OVER)) % self.players
