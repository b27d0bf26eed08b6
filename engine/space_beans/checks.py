"""Every invariant of a resting Space Beans state (tests and selfplay run it after every action)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain

from engine.space_beans.cards import DECK_SIZE, TYPE_OF, VALUE_OF
from engine.space_beans.facts import BONUS, forced
from engine.space_beans.state import CLOSE, COLLECT, DRAW, OVER, PHASES, START, State

_BONUS_VALUES = frozenset((0, BONUS))
_TYPE_AT = TYPE_OF.__getitem__
_VALUE_AT = VALUE_OF.__getitem__
_ALL_LIST = list(range(DECK_SIZE))

Checked = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[int, ...],
]


def check_state(s: State) -> None:
    """Every invariant of a resting state (``Game.check``); ``AssertionError`` when one breaks."""
    check(s)


def check(s: State, since: Checked | None = None) -> Checked:
    """Every invariant of a resting state; cheap enough to run after every action.

    ``since`` is what ``check`` returned for an earlier state of the same
    game, usually the one ``s`` was made from. Piles are tuples, so a pile
    that is still the same object holds the same cards; the card accounting
    and the per-seat rules then look only at the piles that are not. That is
    sound because the earlier state held every card once and kept every
    seat's rules, and it is what makes a check after every action of a long
    game affordable. The result may be passed as ``since`` to a later call.
    """
    n = s.players
    assert 2 <= n <= 6, f"bad player count {n}"
    hands, opens, secrets, trophies = s.hands, s.open, s.secret, s.trophies
    points, bonus = s.points, s.bonus
    assert len(hands) == len(opens) == len(secrets) == len(trophies) == len(points) == len(bonus) == n
    draw, discard = s.draw, s.discard
    now = (draw, discard, tuple(hands), tuple(opens), tuple(secrets), tuple(trophies), tuple(points))
    seats: Iterable[int]
    if since is None:
        piles = (draw, discard, *hands, *opens, *secrets, *trophies)
        assert all(type(p) is tuple for p in piles), "a pile is not a tuple"
        assert sorted(chain(*piles)) == _ALL_LIST, "cards are lost, duplicated or unknown"
        seats = range(n)
    else:
        # the card accounting over the piles that differ from ``since``: the cards in the changed piles must be
        # the cards that were in them, then the whole deck is still there once. Unchanged piles are the same
        # objects, so each comparison below stops at identity; about one action in four changes no pile
        s_draw, s_discard, s_hands, s_opens, s_secrets, s_trophies, s_points = since
        assert len(s_hands) == n, "checked against a state of another table"
        gone: list[int] = []
        came: list[int] = []
        # the draw pile and the discards change at their end: a long common start need not be sorted
        for old, pile in ((s_draw, draw), (s_discard, discard)):
            if old is not pile:
                assert type(pile) is tuple, "a pile is not a tuple"
                m = min(len(old), len(pile))
                if old[:m] == pile[:m]:
                    gone += old[m:]
                    came += pile[m:]
                else:
                    gone += old
                    came += pile
        changed: list[int] = []  # the seats whose collections, trophies or points changed (repeats allowed)
        # the seats' piles, kind by kind: a tuple cannot change later behind the identity test; a hand changes no
        # score, the others may
        for olds, news, scored in ((s_hands, now[2], False), (s_opens, now[3], True), (s_secrets, now[4], True),
                                   (s_trophies, now[5], True)):
            if olds != news:  # element by element, each by identity first
                for i in range(n):
                    new = news[i]
                    if olds[i] is not new:
                        assert type(new) is tuple, "a pile is not a tuple"
                        gone += olds[i]
                        came += new
                        if scored:
                            changed.append(i)
        if s_points != now[6]:
            changed.extend(i for i in range(n) if s_points[i] != points[i])
        if gone:
            gone.sort()
            came.sort()
        assert gone == came, "cards are lost, duplicated or unknown"
        seats = changed
    phase = s.phase
    assert phase in PHASES, f"state rests in phase {phase!r}"
    for i in seats:
        op, se = opens[i], secrets[i]
        # ids of one type are one block of 15, so min and max tell a mixed pile
        if len(op) > 1:
            assert TYPE_OF[min(op)] == TYPE_OF[max(op)], f"seat {i} mixed open collection (SB-10)"
        if se:
            assert op, f"seat {i} has a secret collection but no open one (SB-10, SB-15)"
            assert TYPE_OF[min(se)] == TYPE_OF[max(se)], f"seat {i} mixed secret collection (SB-10)"
        if points[i] or trophies[i]:
            assert points[i] == sum(map(_VALUE_AT, trophies[i])), f"seat {i} trophy points"
    assert s.shuffles >= 1, "the deal itself used shuffle 0"
    if phase == OVER:
        assert _BONUS_VALUES.issuperset(bonus), f"bonus {bonus}"
        _check_over(s)
        return now
    assert not any(bonus), "a bonus before the end (SB-25)"
    assert s.final is None
    seat = s.turn % n
    assert s.draw or s.discard or any(hands), "the piles and hands are empty but the game runs (SB-26)"
    if s.turn < n:
        assert phase in (DRAW, START), "round-1 steps out of place (SB-5)"
        assert not secrets[seat], "a secret collection in round 1 (SB-13)"
        for i in range(seat + 1, n):
            assert not (opens[i] or trophies[i]), f"seat {i} acted before its turn"
    else:
        assert phase != START, "round-1 steps out of place (SB-5)"
    if max(points) >= s.goal:
        for i in range(n):
            # the goal can only be reached in one's own turn, and that turn then ends the game
            assert i == seat or points[i] < s.goal, f"seat {i} should have ended the game (SB-25)"
    collecting = s.collecting
    if phase in (START, COLLECT):
        hand = hands[seat]
        assert hand, "a collect step with an empty hand (SB-13, SB-21)"
        if collecting is None:
            assert phase == START or not forced(s, seat), (
                "collecting with no card for either collection (SB-18)"
            )
        else:
            ty, target = collecting
            pile = opens[seat] if target == "open" else secrets[seat]
            assert pile and TYPE_OF[pile[0]] == ty, "collecting into a collection of another type"
            assert ty in map(_TYPE_AT, hand), "the collect step should have ended"
        return now
    if phase == CLOSE:
        assert opens[seat], "a close step with nothing to close"
    assert collecting is None, "collecting outside the collect step"
    return now


def _check_over(s: State) -> None:
    n = s.players
    assert s.final is not None and len(s.final) == n
    assert not any(s.hands) and not any(s.open) and not any(s.secret), "end scoring left cards (SB-27)"
    assert sum(1 for b in s.bonus if b) <= 1, "more than one bonus"
    last = s.seat
    for i in range(n):
        f = s.final[i]
        assert f.bonus == s.bonus[i]
        assert f.total == s.points[i] + s.bonus[i], f"seat {i} final total"
        assert f.trophy_points + sum(p for _, p in f.collections) == s.points[i]
        assert len(f.collections) <= 2
        won = sum(1 for _, p in f.collections if p)
        assert f.end_trophies == (s.trophies[i][len(s.trophies[i]) - won :] if won else ()), "end trophies"
        if s.bonus[i]:
            assert i == last and f.trophy_points >= s.goal, "bonus to the wrong seat (SB-25)"
    assert s.bonus[last] == (BONUS if s.final[last].trophy_points >= s.goal else 0)
