"""What a seat may see of a Space Beans game: the view types and ``project``, which builds them.

Hidden information is stripped here and nowhere else: a seat sees its own
hand and secret collection; other hands and secret collections are ``HIDDEN``
ids (counts visible); the discard pile is public (R-12); the draw pile is a
count. The view has no memory, so a seat that passed cards does not see them
in the receiver's hand afterwards (the ``pass`` event told it once).
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import add
from typing import NamedTuple

from engine.core import HIDDEN
from engine.space_beans.cards import DECK_SIZE
from engine.space_beans.facts import forced, pass_target, score_collection
from engine.space_beans.state import CLOSE, OVER, State


class FinalScore(NamedTuple):
    """One seat's end result (SB-27, SB-28).

    ``trophy_points`` are the trophies won during play; the points the end
    scoring adds are in ``collections`` (``(cards, points)`` per collection
    closed at the end, open first), so ``total = trophy_points + bonus + sum``.
    ``end_trophies`` are the cards the end scoring kept as trophies (the last
    ones of the seat's trophies).
    """

    trophy_points: int
    bonus: int
    collections: tuple[tuple[tuple[int, ...], int], ...]
    total: int
    end_trophies: tuple[int, ...] = ()


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
    phase: str
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
    pass_to: tuple[int, ...] = ()  # per seat: who receives its passed cards (SB-22)
    trophy_points: tuple[int, ...] = ()  # per seat: the points of its trophies (SB-16)

    def close_worth(self, seat: int) -> int:
        """What closing that seat's open collection would score now (SB-16; open cards are public)."""
        return score_collection(self.open[seat])[0] if self.open[seat] else 0

    def close_gain(self, seat: int) -> tuple[int, int]:
        """What closing brings that seat now: the open collection's score (SB-16), then what the secret
        collection it turns face up would score if closed too (SB-15; 0 with none or unseen). The prompt and
        the Close button both say these two figures, so they never disagree."""
        return self.close_worth(seat), self.flip_worth(seat) or 0

    def draw_brings(self) -> int:
        """How many cards a draw brings now (SB-6, SB-9): two, or what the draw and discard piles hold between
        them, the discards being shuffled into a new draw pile as soon as the last card is taken (SB-8)."""
        return min(2, self.draw_pile + len(self.discard))

    def flip_worth(self, seat: int) -> int | None:
        """What closing the collection that turns face up next would score (SB-15, then SB-16).

        Closing the open collection turns the secret one face up as the new open one, which may be
        closed in the same step: a close worth nothing by itself can open the way to points. ``0`` with
        no secret collection; ``None`` when the viewer cannot see it (another seat's secret).
        """
        secret = self.secret[seat]
        if not secret:
            return 0
        if HIDDEN in secret:
            return None
        return score_collection(secret)[0]


    def final_collections(self) -> dict[tuple[str, int], tuple[tuple[int, ...], int]]:
        """At the game's end, each collection the final count closed (SB-27) with its points, by where it lay
        (``("open" | "secret", seat)``): the open one first, then the secret one (a seat with one collection has an
        open one, SB-11). Empty during play."""
        if self.final is None:
            return {}
        return {(kind, seat): col for seat, fs in enumerate(self.final)
                for kind, col in zip(("open", "secret"), fs.collections, strict=False)}


_HIDDEN_ROWS = tuple((HIDDEN,) * k for k in range(DECK_SIZE + 1))
_PASS_TO = {n: tuple(pass_target(i, n) for i in range(n)) for n in range(2, 7)}


def project(s: State, seat: int | None) -> SpaceBeansView:
    """The view of ``s`` for ``seat`` (``None``: the table, public information only)."""
    n = s.players
    phase = s.phase
    over = phase == OVER
    actor = None if over else s.turn % n
    hidden = _HIDDEN_ROWS
    hands = [hidden[len(h)] for h in s.hands]
    secret = [hidden[len(h)] for h in s.secret]
    if seat is not None:
        if type(seat) is not int or not 0 <= seat < n:
            raise ValueError(f"no seat {seat!r} at a {n}-player table")
        hands[seat] = s.hands[seat]
        secret[seat] = s.secret[seat]
    col = s.collecting
    if col is not None and col[1] == "secret" and seat != actor:
        col = (HIDDEN, "secret")
    return SpaceBeansView(
        seat,
        n,
        n - 1,
        actor,
        phase,
        not over and s.turn < n,
        phase == CLOSE and seat is not None and seat == actor and forced(s, seat),
        col,
        len(s.draw),
        s.discard,
        tuple(hands),
        tuple(s.open),
        tuple(secret),
        tuple(s.trophies),
        tuple(s.bonus),
        tuple(map(add, s.points, s.bonus)),
        s.final,
        s.turn,
        s.goal,
        _PASS_TO[n],
        tuple(s.points),
    )
