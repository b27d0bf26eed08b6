"""A builder of explicit Space Beans positions, for tests and tools (left out of the browser package: the game
never builds a position by hand)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.space_beans.cards import DECK_SIZE, TYPES, VALUE_OF
from engine.space_beans.state import DRAW, State


def position(
    players: int,
    *,
    hands: Mapping[int, Iterable[int]] | None = None,
    open: Mapping[int, Iterable[int]] | None = None,
    secret: Mapping[int, Iterable[int]] | None = None,
    trophies: Mapping[int, Iterable[int]] | None = None,
    draw: Iterable[int] | None = None,
    discard: Iterable[int] = (),
    turn: int | None = None,
    seat: int = 0,
    phase: str = DRAW,
    collecting: tuple[int, str] | None = None,
    leftover: str | int = "draw",
    seed: int = 0,
    goal: int = 30,
) -> State:
    """An explicit position, for tests and tools.

    ``turn`` defaults to a round-2+ turn of ``seat``. Cards not placed anywhere
    go to the draw pile (``leftover="draw"``, only when ``draw`` is not given)
    or into the hand of seat ``leftover``, so ``check`` can still account for
    all 105 cards in positions with small piles.
    """

    def per_seat(m: Mapping[int, Iterable[int]] | None) -> list[tuple[int, ...]]:
        m = m or {}
        return [tuple(m.get(i, ())) for i in range(players)]

    hs, op, se, tr = per_seat(hands), per_seat(open), per_seat(secret), per_seat(trophies)
    if turn is None:
        turn = players + seat
    placed = [c for group in (hs, op, se, tr) for pile in group for c in pile] + list(discard)
    if draw is not None:
        placed += list(draw)
    used = set(placed)
    if len(used) != len(placed):
        raise ValueError("a card is placed twice")
    rest = tuple(c for c in range(DECK_SIZE) if c not in used)
    if draw is None:
        if leftover != "draw":
            raise ValueError("leftover cards go to the draw pile when no draw pile is given")
        draw = rest
    elif rest:
        if not isinstance(leftover, int):
            raise ValueError("say which seat's hand takes the cards placed nowhere (leftover=seat)")
        hs[leftover] = hs[leftover] + rest
    points = [sum(VALUE_OF[c] for c in pile) for pile in tr]
    if collecting is not None and (
        collecting[1] not in ("open", "secret") or not 0 <= collecting[0] < len(TYPES)
    ):
        raise ValueError(f"bad collecting {collecting!r}")
    return State(
        players=players, seed=seed, shuffles=1, turn=turn, phase=phase, collecting=collecting,
        draw=tuple(draw), discard=tuple(discard), hands=hs, open=op, secret=se, trophies=tr, points=points,
        bonus=[0] * players, final=None, goal=goal,
    )  # fmt: skip
