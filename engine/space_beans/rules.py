"""Space Beans rules (the Space Beans rules specification is the authority; SB-n cite it).

Decisions are small: ``draw`` / ``no_draw``; ``close`` / ``end`` in the close
step; and a collection is started or grown one ``play`` at a time, the first
play fixing type and collection for the rest of the step. Passing, the
end-of-turn check and the final scoring run inside ``apply``, so a state only
ever rests where a seat has to decide (or at the end).

Hidden information: a seat sees its own hand and secret collection; other
hands and secret collections are ``HIDDEN`` ids (counts visible); the discard
pile is public (R-12); the draw pile is a count. Simplification: the view has
no memory, so a seat that passed cards does not see them in the receiver's
hand afterwards (the ``pass`` event told it once), and ``resample`` treats
those cards as unknown like any other hidden card.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import chain, starmap
from math import comb
from operator import add
from typing import Any

from engine.core import (
    HIDDEN,
    Action,
    BadConfig,
    Event,
    IllegalAction,
    check_players,
    check_seed,
    shuffled,
)
from engine.space_beans.cards import DECK_SIZE, PER_TYPE, TYPE_OF, TYPES, VALUE_OF, card_name
from engine.space_beans.state import CLOSE, COLLECT, DRAW, OVER, PASS, START, STEPS, State
from engine.space_beans.view import FinalScore, SpaceBeansView

WIN_POINTS = 30  # SB-25; the "goal" option may lower it for a quick game
BONUS = 3
_BONUS_VALUES = frozenset((0, BONUS))
_TYPE_AT = TYPE_OF.__getitem__
_VALUE_AT = VALUE_OF.__getitem__
HAND_AT_START = 3  # SB-2

DRAW_A = Action("draw")
NO_DRAW_A = Action("no_draw")
CLOSE_A = Action("close")
END_A = Action("end")
# Built once: legal_actions hands these out instead of building tuples per call.
PLAY_OPEN = tuple(Action("play", c, "open") for c in range(DECK_SIZE))
PLAY_SECRET = tuple(Action("play", c, "secret") for c in range(DECK_SIZE))
_HIDDEN_ROWS = tuple((HIDDEN,) * k for k in range(DECK_SIZE + 1))


def _forced(s: State, seat: int) -> bool:
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


def _exhausted(s: State) -> bool:
    """SB-26: both piles and every hand empty."""
    if s.draw or s.discard:
        return False
    return not any(s.hands)


def _score_collection(cards: tuple[int, ...]) -> tuple[int, int | None]:
    """SB-16: (points, the card kept as a trophy or None). R-10: any matching card will do."""
    n = len(cards)
    for c in cards:
        if VALUE_OF[c] == n:
            return n, c
    return 0, None


class SpaceBeans:
    name = "space_beans"
    title = "Space Beans"
    min_players = 2
    max_players = 6

    def __init__(self) -> None:
        from engine.space_beans.ai import GreedyBot

        self.bots: dict[str, Any] = {"greedy": GreedyBot}

    # ------------------------------------------------------------------ set-up

    def new(self, players: int, seed: int, **options: Any) -> State:
        """SB-1, SB-2. Option ``goal`` (default 30, SB-25): trophy points that end the game.

        A lower goal is a house option for quick games (and for fuzz tests, where
        random play takes thousands of moves to reach 30); every other rule is unchanged.
        """
        players = check_players(self, players)
        seed = check_seed(seed)
        goal = options.pop("goal", WIN_POINTS)
        if options:
            raise BadConfig(f"unknown Space Beans options {sorted(options)}; the only one is goal")
        if type(goal) is not int or not 1 <= goal <= WIN_POINTS:
            raise BadConfig(f"goal must be a whole number of points from 1 to {WIN_POINTS}, not {goal!r}")
        deck = shuffled(list(range(DECK_SIZE)), seed, 0)  # SB-1
        hands: list[tuple[int, ...]] = []
        pos = 0
        for i in range(players):  # SB-2: the dealer (n-1) gets nothing
            if i < players - 1:
                hands.append(tuple(deck[pos : pos + HAND_AT_START]))
                pos += HAND_AT_START
            else:
                hands.append(())
        empty: list[tuple[int, ...]] = [()] * players
        return State(
            players, seed, 1, 0, DRAW, None, tuple(deck[pos:]), (), hands,
            empty[:], empty[:], empty[:], [0] * players, [0] * players, None, goal,
        )  # fmt: skip

    def opening_events(self, s: State) -> list[Event]:
        """The deal of a fresh game as events (``new`` returns only the state)."""
        return [Event("deal", i, h, value=len(h), private=(i,)) for i, h in enumerate(s.hands) if h]

    # ------------------------------------------------------------- questions

    def to_act(self, s: State) -> int | None:
        if s.step == OVER:
            return None
        return s.turn % s.players

    def is_over(self, s: State) -> bool:
        return s.step == OVER

    def scores(self, s: State) -> list[int]:
        return [p + b for p, b in zip(s.points, s.bonus, strict=True)]

    def winners(self, s: State) -> list[int]:
        """SB-28 / R-8: everyone on the top score; nobody while the game runs."""
        if s.step != OVER:
            return []
        sc = self.scores(s)
        top = max(sc)
        return [i for i, v in enumerate(sc) if v == top]

    def legal_actions(self, s: State) -> list[Action]:
        step = s.step
        if step == OVER:
            return []
        seat = s.turn % s.players
        hand = s.hands[seat]
        if step == DRAW:
            if not hand:  # SB-7, R-1
                return [DRAW_A]
            if s.draw or s.discard:
                return [DRAW_A, NO_DRAW_A]
            return [NO_DRAW_A]  # nothing left to draw (SB-9): drawing would be a no-op
        if step == CLOSE:
            if _forced(s, seat):
                return [CLOSE_A]
            return [CLOSE_A, END_A]
        col = s.collecting
        if col is not None:
            t = col[0]
            table = PLAY_OPEN if col[1] == "open" else PLAY_SECRET
            out = [table[c] for c in hand if TYPE_OF[c] == t]
            out.append(END_A)
            return out
        op = s.open[seat]
        if not op:  # SB-11, SB-13, R-5: a first collection is open
            return [PLAY_OPEN[c] for c in hand]
        ot = TYPE_OF[op[0]]
        se = s.secret[seat]
        out = []
        if not se:  # SB-20: add to the open one, or start a secret one (SB-11, SB-12)
            for c in hand:
                if TYPE_OF[c] == ot:
                    out.append(PLAY_OPEN[c])
                out.append(PLAY_SECRET[c])
            return out
        st = TYPE_OF[se[0]]
        for c in hand:
            t = TYPE_OF[c]
            if t == ot:
                out.append(PLAY_OPEN[c])
            if t == st:
                out.append(PLAY_SECRET[c])
        return out

    def _is_legal(self, s: State, a: Action) -> bool:
        """``a in legal_actions(s)`` without building the list (the fuzz tests hold them equal)."""
        kind = a.kind
        step = s.step
        if kind == "play":
            c = a.card
            if step not in (START, COLLECT) or type(c) is not int:
                return False
            seat = s.turn % s.players
            if c not in s.hands[seat]:
                return False
            ty = TYPE_OF[c]
            target = a.target
            col = s.collecting
            if col is not None:
                return col[0] == ty and col[1] == target
            op = s.open[seat]
            if target == "open":
                return not op or TYPE_OF[op[0]] == ty
            if target == "secret":
                se = s.secret[seat]
                return bool(op) and (not se or TYPE_OF[se[0]] == ty)
            return False
        if a.card != -1 or a.target:
            return False
        if step == DRAW:
            if kind == "draw":
                return not s.hands[s.turn % s.players] or bool(s.draw or s.discard)
            return kind == "no_draw" and bool(s.hands[s.turn % s.players])
        if step == CLOSE:
            return kind == "close" or kind == "end" and not _forced(s, s.turn % s.players)
        if step in (START, COLLECT):
            return kind == "end" and s.collecting is not None
        return False

    # ----------------------------------------------------------------- moves

    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        # a bare tuple would compare equal to an Action, so the type is checked too
        if type(a) is not Action or not self._is_legal(s, a):
            raise IllegalAction(f"{a!r} is not legal now (step {s.step})")
        t = s.copy()
        ev: list[Event] = []
        seat = t.turn % t.players
        kind = a.kind
        if kind == "play":
            self._play(t, seat, a.card, a.target, ev)
        elif kind == "draw":
            self._draw(t, seat, ev)
            t.step = START if t.turn < t.players else CLOSE  # SB-4, SB-5
        elif kind == "no_draw":
            t.step = START if t.turn < t.players else CLOSE
        elif kind == "close":
            self._close(t, seat, ev)
        else:  # end
            if t.step == CLOSE:
                t.step = COLLECT
            else:
                t.step = PASS
                t.collecting = None
        self._advance(t, ev)
        return t, ev

    def _play(self, t: State, seat: int, c: int, target: str, ev: list[Event]) -> None:
        hand = t.hands[seat]
        i = hand.index(c)
        hand = hand[:i] + hand[i + 1 :]
        t.hands[seat] = hand
        if target == "open":
            t.open[seat] += (c,)
            ev.append(Event("play", seat, (c,), "open"))
        else:  # SB-21: face down, so only the owner sees the card
            t.secret[seat] += (c,)
            ev.append(Event("play", seat, (c,), "secret", private=(seat,)))
        ty = TYPE_OF[c]
        for x in hand:
            if TYPE_OF[x] == ty:
                t.collecting = (ty, target)
                return
        t.step = PASS  # nothing more can go there: the step ends by itself
        t.collecting = None

    def _reshuffle(self, t: State, ev: list[Event]) -> None:
        t.draw = tuple(shuffled(list(t.discard), t.seed, t.shuffles))
        t.shuffles += 1
        t.discard = ()
        ev.append(Event("reshuffle", value=len(t.draw)))

    def _draw(self, t: State, seat: int, ev: list[Event]) -> None:
        """SB-6, SB-8, SB-9: up to two cards, reshuffling the discards as the pile runs out."""
        got: list[int] = []
        drew = False

        def hand_over() -> None:
            nonlocal drew
            if got:
                cards = tuple(got)
                t.hands[seat] += cards
                ev.append(Event("draw", seat, cards, value=len(cards), private=(seat,)))
                got.clear()
                drew = True

        for _ in range(2):
            if not t.draw:
                if not t.discard:
                    break
                self._reshuffle(t, ev)
            got.append(t.draw[-1])
            t.draw = t.draw[:-1]
            if not t.draw and t.discard:
                hand_over()  # the card taken before the reshuffle shows as its own draw
                self._reshuffle(t, ev)
        hand_over()
        if not drew:
            ev.append(Event("draw", seat, (), value=0, private=(seat,)))

    def _close(self, t: State, seat: int, ev: list[Event]) -> None:
        """SB-16 on the open collection, then SB-15: the secret one turns face up."""
        cards = t.open[seat]
        points, kept = _score_collection(cards)
        ev.append(Event("close", seat, cards, value=points, source="open"))
        self._settle(t, seat, cards, points, kept, ev)
        se = t.secret[seat]
        t.open[seat] = se
        t.secret[seat] = ()
        if se:
            ev.append(Event("flip", seat, se))

    def _settle(
        self, t: State, seat: int, cards: tuple[int, ...], points: int, kept: int | None, ev: list[Event]
    ) -> None:
        if kept is not None:
            t.trophies[seat] += (kept,)
            t.points[seat] += points
            ev.append(Event("trophy", seat, (kept,), value=points))
            rest = tuple(c for c in cards if c != kept)
        else:
            rest = cards
        if rest:
            t.discard += rest
            ev.append(Event("discard", seat, rest))

    def _advance(self, t: State, ev: list[Event]) -> None:
        """Run the steps nobody decides until a seat must choose or the game ends."""
        n = t.players
        while True:
            step = t.step
            if step == OVER:
                return
            if _exhausted(t):  # SB-26 after every step
                self._end(t, ev)
                return
            seat = t.turn % n
            if step == DRAW:
                return
            if step == CLOSE:
                if t.open[seat]:
                    return
                t.step = COLLECT  # nothing left to close
                continue
            if step in (START, COLLECT):
                if t.hands[seat]:
                    return
                t.step = PASS  # R-3, SB-21: an empty hand skips the step
                continue
            # PASS (SB-22), then the end-of-turn check (SB-25) and the next seat (SB-23)
            hand = t.hands[seat]
            if hand:
                right = (seat - 1) % n
                t.hands[right] += hand
                t.hands[seat] = ()
                ev.append(Event("pass", seat, hand, value=len(hand), to_seat=right, private=(seat, right)))
            t.collecting = None
            if t.points[seat] >= t.goal:
                self._end(t, ev)
                return
            t.turn += 1
            t.step = DRAW
            ev.append(Event("turn", seat, to_seat=(seat + 1) % n))

    def _end(self, t: State, ev: list[Event]) -> None:
        """SB-25 for the seat whose turn just ended, then SB-27 final scoring."""
        n = t.players
        seat = t.turn % n
        if t.points[seat] >= t.goal:
            t.bonus[seat] = BONUS
            ev.append(Event("bonus", seat, value=BONUS))
        for i in range(n):
            hand = t.hands[i]
            if hand:
                t.discard += hand
                t.hands[i] = ()
                ev.append(Event("discard", i, hand, source="hand"))
        for i in range(n):
            if t.secret[i]:
                ev.append(Event("flip", i, t.secret[i]))
        finals = []
        for i in range(n):
            before = t.points[i]
            cols = []
            for src, cards in (("open", t.open[i]), ("secret", t.secret[i])):
                if not cards:
                    continue
                points, kept = _score_collection(cards)
                ev.append(Event("final_close", i, cards, value=points, source=src))
                self._settle(t, i, cards, points, kept, ev)
                cols.append((cards, points))
            t.open[i] = ()
            t.secret[i] = ()
            finals.append(FinalScore(before, t.bonus[i], tuple(cols), t.points[i] + t.bonus[i]))
        t.final = tuple(finals)
        t.collecting = None
        t.step = OVER
        t.turn += 1  # the last turn counts as completed
        ev.append(Event("game_over", seat))

    # ----------------------------------------------------------------- views

    def view(self, s: State, seat: int | None) -> SpaceBeansView:
        n = s.players
        step = s.step
        over = step == OVER
        actor = None if over else s.turn % n
        hidden = _HIDDEN_ROWS
        hands = [hidden[len(h)] for h in s.hands]
        secret = [hidden[len(h)] for h in s.secret]
        if seat is not None:
            if not 0 <= seat < n:
                raise ValueError(f"no seat {seat} at a {n}-player table")
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
            step,
            not over and s.turn < n,
            step == CLOSE and seat is not None and seat == actor and _forced(s, seat),
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
        )

    def resample(self, s: State, seat: int, rng: random.Random) -> State:
        return state_from_view(self.view(s, seat), rng)

    # ---------------------------------------------------------------- checks

    def check(self, s: State, since: Checked | None = None) -> Checked:
        """Every invariant of a resting state; cheap enough to run after every action.

        ``since`` is what ``check`` returned for an earlier state of the same
        game, usually the one ``s`` was made from: the card accounting and the
        per-seat rules then look only at the piles that changed. That is sound
        because the earlier state held every card once and kept every seat's
        rules, and a pile with the same cards keeps its share of both; it is
        what makes a check after every action of a long game affordable. The
        result may be passed as ``since`` to a later call.
        """
        n = s.players
        assert 2 <= n <= 6, f"bad player count {n}"
        hands, opens, secrets, trophies = s.hands, s.open, s.secret, s.trophies
        points, bonus = s.points, s.bonus
        assert len(hands) == len(opens) == len(secrets) == len(trophies) == len(points) == len(bonus) == n
        now = (s.draw, s.discard, tuple(hands), tuple(opens), tuple(secrets), tuple(trophies), tuple(points))
        if since is None:
            assert sorted(chain(s.draw, s.discard, *hands, *opens, *secrets, *trophies)) == _ALL_LIST, (
                "cards are lost, duplicated or unknown"
            )
            seats: Iterable[int] = range(n)
        else:
            seats = _check_changes(since, now, n)
        step = s.step
        assert step in STEPS, f"state rests in step {step!r}"
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
        assert _BONUS_VALUES.issuperset(bonus), f"bonus {bonus}"
        assert s.shuffles >= 1, "the deal itself used shuffle 0"
        if step == OVER:
            self._check_over(s)
            return now
        assert not any(bonus), "a bonus before the end (SB-25)"
        assert s.final is None
        seat = s.turn % n
        assert not _exhausted(s), "the piles and hands are empty but the game runs (SB-26)"
        if s.turn < n:
            assert step in (DRAW, START), "round-1 steps out of place (SB-5)"
            assert not secrets[seat], "a secret collection in round 1 (SB-13)"
            for i in range(seat + 1, n):
                assert not (opens[i] or trophies[i]), f"seat {i} acted before its turn"
        else:
            assert step != START, "round-1 steps out of place (SB-5)"
        if max(points) >= s.goal:
            for i in range(n):
                # the goal can only be reached in one's own turn, and that turn then ends the game
                assert i == seat or points[i] < s.goal, f"seat {i} should have ended the game (SB-25)"
        collecting = s.collecting
        if step in (START, COLLECT):
            hand = hands[seat]
            assert hand, "a collect step with an empty hand (SB-13, SB-21)"
            if collecting is None:
                assert step == START or not _forced(s, seat), (
                    "collecting with no card for either collection (SB-18)"
                )
            else:
                ty, target = collecting
                pile = opens[seat] if target == "open" else secrets[seat]
                assert pile and TYPE_OF[pile[0]] == ty, "collecting into a collection of another type"
                assert ty in map(_TYPE_AT, hand), "the collect step should have ended"
            return now
        if step == CLOSE:
            assert opens[seat], "a close step with nothing to close"
        assert collecting is None, "collecting outside the collect step"
        return now

    def _check_over(self, s: State) -> None:
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
            if s.bonus[i]:
                assert i == last and f.trophy_points >= s.goal, "bonus to the wrong seat (SB-25)"
        assert s.bonus[last] == (BONUS if s.final[last].trophy_points >= s.goal else 0)

    # ------------------------------------------------------------------ words

    def describe(self, a: Action) -> str:
        k = a.kind
        if k == "draw":
            return "draw two cards"
        if k == "no_draw":
            return "draw nothing"
        if k == "close":
            return "close the open collection"
        if k == "end":
            return "end this step"
        if k == "play" and 0 <= a.card < DECK_SIZE:
            return f"play {card_name(a.card)} to the {a.target} collection"
        return f"{k} {a.card if a.card != -1 else ''} {a.target}".strip()


def state_from_view(v: SpaceBeansView, rng: random.Random) -> State:
    """A full state that looks exactly like ``v`` to ``v.seat``; everything unseen is re-dealt.

    Unseen cards are the other seats' hands and secret collections and the draw
    pile. Each hidden secret collection gets a single type with enough unseen
    cards (weighted by the number of ways to hold it) and a random set of them;
    the rest, in a random order, fill the hands, then the draw pile. The seat
    to act keeps what the rules let everyone infer about its hand (see below).
    A fresh seed is drawn, so future reshuffles in the sample
    do not follow the real game's.
    """
    n = v.players
    me = v.seat
    if me is None:
        seen = set(v.discard).union(*v.open, *v.trophies)
    else:
        seen = set(v.discard).union(v.hands[me], v.secret[me], *v.open, *v.trophies)
    rnd = rng.random
    actor = v.to_act
    col = v.collecting
    # What the rules let every seat infer about the actor's hidden hand: while
    # collecting it holds a card of that type (or the step would have ended), and
    # in the collect step with two collections it holds a card of one of their
    # types (or SB-18 would have forced a close).
    want = -1
    if actor is not None and actor != me and v.hands[actor]:
        if col is not None:
            want = col[0] if col[1] == "open" else _SECRET_TYPE
        elif v.step == COLLECT and v.open[actor] and v.secret[actor]:
            want = TYPE_OF[v.open[actor][0]] if rnd() < 0.5 else _SECRET_TYPE
    dealt = _deal_secrets(v, seen, actor, want, rng)
    if dealt is None and want != -1 and col is None:
        other = _SECRET_TYPE if want != _SECRET_TYPE else TYPE_OF[v.open[actor][0]]
        dealt = _deal_secrets(v, seen, actor, other, rng)
    if dealt is None:
        raise AssertionError("no way to deal the hidden secret collections (inconsistent view)")
    secret, held, secret_type = dealt
    if col is not None and col[0] == HIDDEN:
        col = (secret_type, "secret")
    keys = list(starmap(rnd, _NO_ARGS))  # one random float per card id, made in C
    pool = sorted(_ALL_SET.difference(seen), key=keys.__getitem__)  # a random order: float keys sort fastest
    hands = list(v.hands)
    pos = 0
    for i, h in enumerate(v.hands):
        if i != me and h:
            if i == actor and held >= 0:
                hands[i] = (held, *pool[pos : pos + len(h) - 1])
                pos += len(h) - 1
            else:
                hands[i] = tuple(pool[pos : pos + len(h)])
                pos += len(h)
    draw = tuple(pool[pos:])
    if len(draw) != v.draw_pile:
        raise AssertionError("the view's counts do not add up to 105 cards")
    trophies = list(v.trophies)
    return State(
        n,
        rng.getrandbits(31),
        1,
        v.turn,
        v.step,
        col,
        draw,
        v.discard,
        hands,
        list(v.open),
        secret,
        trophies,
        [sc - b for sc, b in zip(v.scores, v.bonus, strict=True)],
        list(v.bonus),
        v.final,
        v.goal,
    )


# What ``check`` returns: the draw pile, the discards, the hands, open and
# secret collections and trophies of every seat, and the points, all as
# tuples, so a later call compares against what was checked even if a list of
# the checked state was changed since.
Checked = tuple[
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[int, ...],
]


def _check_changes(since: Checked, now: Checked, n: int) -> list[int]:
    """The card accounting over the piles that differ from ``since``.

    The cards in the changed piles must be the cards that were in them: then
    the whole deck is still there once. Returns the seats whose collections,
    trophies or points changed (a seat may be named more than once).
    """
    assert len(since[2]) == n, "checked against a state of another table"
    gone: list[tuple[int, ...]] = []
    came: list[tuple[int, ...]] = []
    for k in (0, 1):
        old, new = since[k], now[k]
        if old is not new:
            # the draw pile and the discards change at their end: a long common start need not be sorted
            m = min(len(old), len(new))
            if old[:m] == new[:m]:
                old, new = old[m:], new[m:]
            gone.append(old)
            came.append(new)
    seats: list[int] = []
    for k in (2, 3, 4, 5):
        olds, news = since[k], now[k]
        if olds != news:  # compares the unchanged piles by identity only
            for i in range(n):
                if olds[i] is not news[i]:
                    gone.append(olds[i])
                    came.append(news[i])
                    if k != 2:
                        seats.append(i)
    if since[6] != now[6]:
        seats.extend(i for i in range(n) if since[6][i] != now[6][i])
    if gone:
        assert sorted(chain(*gone)) == sorted(chain(*came)), "cards are lost, duplicated or unknown"
    return seats


_SECRET_TYPE = -2  # "the type of the actor's own secret collection", decided while dealing


def _deal_secrets(
    v: SpaceBeansView, seen: set[int], actor: int | None, want: int, rng: random.Random
) -> tuple[list[tuple[int, ...]], int, int] | None:
    """Hidden secret collections (and the card the actor must hold, if any) drawn from unseen cards.

    Returns (secret collections per seat, the held card or -1, the actor's secret
    type or -1), or None when ``want`` cannot be met. Adds the dealt cards to ``seen``.
    """
    rnd = rng.random
    me = v.seat
    taken: list[int] = []
    held = -1
    if want >= 0:
        cands = [c for c in _TYPE_CARDS[want] if c not in seen]
        if not cands:
            return None
        held = cands[int(rnd() * len(cands))]
        taken.append(held)
    extra_for = actor if want == _SECRET_TYPE else -1
    secret = list(v.secret)
    secret_type = -1
    need = [(i, len(p) + (i == extra_for)) for i, p in enumerate(v.secret) if p and i != me]
    if need:
        unseen = seen.union(taken)
        left = [PER_TYPE - len(unseen.intersection(cards)) for cards in _TYPE_CARDS]
        types = _pick_secret_types(need, left, rng)
        if types is None:
            return None
        for (i, k), ty in zip(need, types, strict=True):
            cands = [c for c in _TYPE_CARDS[ty] if c not in unseen]
            m = len(cands)
            for j in range(k):  # partial Fisher-Yates: random.sample costs more than the rest together
                x = j + int(rnd() * (m - j))
                cands[j], cands[x] = cands[x], cands[j]
            chosen = cands[:k]
            unseen.update(chosen)
            taken.extend(chosen)
            if i == actor:
                secret_type = ty
            if i == extra_for:
                held = chosen.pop()
            secret[i] = tuple(chosen)
    elif want == _SECRET_TYPE:
        return None
    seen.update(taken)
    return secret, held, secret_type


def _pick_secret_types(need: list[tuple[int, int]], left: list[int], rng: random.Random) -> list[int] | None:
    """A type per hidden secret collection with enough unseen cards, weighted by comb(unseen, size).

    One weighted pass almost always works; when an early pick starves a later
    collection, a randomised depth-first search finds an assignment.
    """
    out = []
    spare = left[:]
    for _, k in need:
        weights = [comb(x, k) for x in spare]  # comb is 0 where a type has too few cards
        r = rng.random() * sum(weights)
        t = -1
        for j, w in enumerate(weights):
            if w:
                t = j
                r -= w
                if r < 0:
                    break
        if t < 0:
            return _search_secret_types(need, left[:], rng)
        spare[t] -= k
        out.append(t)
    return out


def _search_secret_types(
    need: list[tuple[int, int]], left: list[int], rng: random.Random
) -> list[int] | None:
    if not need:
        return []
    k = need[0][1]
    cands = [t for t in range(len(left)) if left[t] >= k]
    rng.shuffle(cands)
    for t in cands:
        left[t] -= k
        rest = _search_secret_types(need[1:], left, rng)
        left[t] += k
        if rest is not None:
            return [t, *rest]
    return None


_ALL_CARDS = tuple(range(DECK_SIZE))
_ALL_LIST = list(_ALL_CARDS)
_ALL_SET = frozenset(_ALL_CARDS)
_NO_ARGS = ((),) * DECK_SIZE
_TYPE_CARDS = tuple(tuple(range(t * PER_TYPE, (t + 1) * PER_TYPE)) for t in range(len(TYPES)))
assert PER_TYPE * len(TYPES) == DECK_SIZE
GAME = SpaceBeans()
