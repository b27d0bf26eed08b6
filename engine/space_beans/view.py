"""What a seat may see of a Space Beans game (see docs/architecture.md for the fields)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


class FinalScore(NamedTuple):
    """One seat's end result (SB-27, SB-28).

    ``trophy_points`` are the trophies won during play; the points the end
    scoring adds are in ``collections`` (``(cards, points)`` per collection
    closed at the end, open first), so ``total = trophy_points + bonus + sum``.
    """

    trophy_points: int
    bonus: int
    collections: tuple[tuple[tuple[int, ...], int], ...]
    total: int


@dataclass(slots=True)
class SpaceBeansView:
    """A seat's picture of the table; treat it as read-only (it shares tuples with the state).

    Cards the viewer may not see are ``HIDDEN`` (counts stay visible). For a
    seat other than the one to act, ``forced_close`` is always ``False`` (it
    would tell something about the actor's hand) and a secret ``collecting``
    shows its type as ``HIDDEN``.
    """

    seat: int | None
    players: int
    dealer: int
    to_act: int | None
    step: str
    first_round: bool
    forced_close: bool
    collecting: tuple[int, str] | None
    draw_pile: int
    discard: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    open: tuple[tuple[int, ...], ...]
    secret: tuple[tuple[int, ...], ...]
    trophies: tuple[tuple[int, ...], ...]
    bonus: tuple[int, ...]
    scores: tuple[int, ...]
    final: tuple[FinalScore, ...] | None
    turn: int
    goal: int = 30
