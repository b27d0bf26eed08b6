"""Rule facts several parts of the Space Beans engine share: constants, SB-16 scoring, SB-18.

The rules, the view, the checks and the bots all ask these questions, so
they are answered in one place.
"""

from __future__ import annotations

from engine.space_beans.cards import TYPE_OF, VALUE_OF
from engine.space_beans.state import State

WIN_POINTS = 30  # SB-25; the "goal" option may lower it for a quick game
BONUS = 3  # SB-25
HAND_AT_START = 3  # SB-2


def forced(s: State, seat: int) -> bool:
    """SB-18: two collections and no hand card of either type (an empty hand included, R-4)."""
    op = s.open[seat]
    se = s.secret[seat]
    if not op or not se:
        return False
    ot = TYPE_OF[op[0]]
    st = TYPE_OF[se[0]]
    for c in s.hands[seat]:
        t = TYPE_OF[c]
        if t in (ot, st):
            return False
    return True


def score_collection(cards: tuple[int, ...]) -> tuple[int, int | None]:
    """SB-16: (points, the card kept as a trophy or None). R-10: any matching card will do."""
    n = len(cards)
    for c in cards:
        if VALUE_OF[c] == n:
            return n, c
    return 0, None


def pass_target(seat: int, players: int) -> int:
    """SB-22: the right-hand neighbour, who receives the cards left in hand."""
    return (seat - 1) % players
