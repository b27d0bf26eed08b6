"""What the game's end would score, said before the move that ends it (SB-25, SB-27, SB-28).

A close that reaches the goal ends the game with the turn: every collection left, the other seats' included, is
then closed and counted, so the first to reach the goal may still lose (a newcomer closed at 28 for 30 and lost
33 to 35, told only "+3 bonus", playtest 23). The figures are read from the viewer's own view: another seat's
secret collection is face down, so it counts as what it may score, nothing or its card count (SB-16).
"""

from __future__ import annotations

from typing import Any

from engine.core import HIDDEN, Player, Words, words
from engine.space_beans.facts import BONUS, score_collection


def end_scores(v: Any, ender: int, gain: int, closing: bool) -> list[tuple[int, int]]:
    """Per seat, the least and most its final score can be if the game ended after ``ender`` scores ``gain`` more
    (``closing``: by closing its open collection, so its secret one is what is left of it, SB-15), as the seat of
    ``v`` sees the table: trophies, the bonus for reaching the goal (SB-25), then every collection closed (SB-27)."""
    out = []
    for seat in range(v.players):
        points = v.trophy_points[seat] + (gain if seat == ender else 0)
        if seat == ender and points >= v.goal:
            points += BONUS
        piles = (v.secret[seat],) if seat == ender and closing else (v.open[seat], v.secret[seat])
        low = high = points
        for pile in piles:
            if HIDDEN in pile:  # face down to the viewer: nothing, or its card count (SB-16)
                high += len(pile)
            elif pile:
                worth = score_collection(tuple(pile))[0]
                low, high = low + worth, high + worth
        out.append((low, high))
    return out


def _score(low: int, high: int) -> str:
    """A final score, or its range where a face-down collection may add to it (figures read alike in any language)."""
    return str(low) if low == high else f"{low}–{high}"


def _verdict(scores: list[tuple[int, int]], me: int) -> Words:
    """A win, a loss, or the secret collections still to decide it, for seat ``me`` (ties share the win, SB-28)."""
    mine = scores[me][0]
    others = [s for i, s in enumerate(scores) if i != me]
    if all(high <= mine for _, high in others):
        return words("You would win.")
    if any(low > mine for low, _ in others):
        return words("You would lose.")
    return words("Secret collections decide.")


def end_words(v: Any, ender: int, gain: int, closing: bool) -> Words:
    """The final scores if the game ended so (``end_scores``), each seat by name, and what they mean for the
    viewer."""
    scores = end_scores(v, ender, gain, closing)
    listed: Words | None = None
    for seat, (low, high) in enumerate(scores):
        one = words("{who} {n}", who=Player(seat), n=_score(low, high))
        listed = one if listed is None else words("{a}, {b}", a=listed, b=one)
    me = v.seat if v.seat is not None else ender
    return words("All collections then count: {scores}. {verdict}", scores=listed, verdict=_verdict(scores, me))


def end_brief(v: Any, seat: int, gain: int, closing: bool) -> Words:
    """``end_words`` short enough for a reason (the Hint's, the review's): the seat's final score beside its
    strongest rival's."""
    scores = end_scores(v, seat, gain, closing)
    rival = max((i for i in range(len(scores)) if i != seat), key=lambda i: (scores[i][1], scores[i][0]))
    return words("Game ends; final count: you {mine}, {who} {theirs}. {verdict}", mine=scores[seat][0],
                 who=Player(rival), theirs=_score(*scores[rival]), verdict=_verdict(scores, seat))
