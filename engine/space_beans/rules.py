"""Space Beans rules (the Space Beans rules specification is the authority; SB-n cite it).

Decisions are small: ``draw`` / ``no_draw``; ``close`` / ``end`` in the close
step; and a collection is started or grown one ``play`` at a time, the first
play fixing type and collection for the rest of the step. Passing, the
end-of-turn check and the final scoring run inside ``apply``, so a state only
ever rests where a seat has to decide (or at the end).

The other jobs live beside this module: ``view`` (what a seat sees),
``sample`` (``resample``), ``checks`` (invariants), ``words`` (the log and
hint sentences), ``facts`` (rule facts they share).
"""

from __future__ import annotations

import importlib
from typing import Any

from engine.core import Action, BadConfig, Event, Rules, check_players, check_seed
from engine.dealing import shuffled
from engine.space_beans import words
from engine.space_beans.cards import DECK_SIZE, TYPE_OF
from engine.space_beans.facts import BONUS, HAND_AT_START, WIN_POINTS, forced, pass_target, score_collection
from engine.space_beans.sample import state_from_view
from engine.space_beans.state import CLOSE, COLLECT, DRAW, OVER, PASS, START, State
from engine.space_beans.view import FinalScore, project

DRAW_A, NO_DRAW_A, CLOSE_A, END_A = Action("draw"), Action("no_draw"), Action("close"), Action("end")
# Built once: legal_actions hands these out instead of building tuples per call.
PLAY_OPEN = tuple(Action("play", c, "open") for c in range(DECK_SIZE))
PLAY_SECRET = tuple(Action("play", c, "secret") for c in range(DECK_SIZE))


class SpaceBeans(Rules):
    name, title = "space_beans", "Space Beans"
    min_players, max_players, order = 2, 6, 10
    wording, project, from_view = words, staticmethod(project), staticmethod(state_from_view)
    # new to someone: the deal, a draw, a card turned up, a hand passed on
    news = frozenset({"deal", "draw", "flip", "pass"})

    def __init__(self) -> None:
        super().__init__()
        from engine.space_beans.ai import GreedyBot

        self.bots = {"normal": GreedyBot}

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
            if forced(s, seat):
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


    def is_legal(self, s: State, a: Action) -> bool:
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
            return kind == "close" or kind == "end" and not forced(s, s.turn % s.players)
        if step in (START, COLLECT):
            return kind == "end" and s.collecting is not None
        return False

    # ----------------------------------------------------------------- moves


    def apply_legal(self, s: State, a: Action) -> tuple[State, list[Event]]:
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
            ev.append(Event("no_draw", seat))
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
        draw = t.draw
        if len(draw) > 2:  # most draws: two cards off the top, and the pile does not run out
            cards = draw[:-3:-1]
            t.draw = draw[:-2]
            t.hands[seat] += cards
            ev.append(Event("draw", seat, cards, value=2, private=(seat,)))
            return
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
        points, kept = score_collection(cards)
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
            # SB-26 after every step: both piles and every hand empty
            if not (t.draw or t.discard or any(t.hands)):
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
                right = pass_target(seat, n)
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
                points, kept = score_collection(cards)
                ev.append(Event("final_close", i, cards, value=points, source=src))
                self._settle(t, i, cards, points, kept, ev)
                cols.append((cards, points))
            t.open[i] = ()
            t.secret[i] = ()
            won = t.trophies[i][len(t.trophies[i]) - sum(1 for _, p in cols if p) :] if any(p for _, p in cols) else ()
            finals.append(FinalScore(before, t.bonus[i], tuple(cols), t.points[i] + t.bonus[i], won))
        t.final = tuple(finals)
        t.collecting = None
        t.step = OVER
        t.turn += 1  # the last turn counts as completed
        ev.append(Event("game_over", seat))

    # ----------------------------------------------------------------- views

    # ----------------------------------------------------------------- the other jobs

    checks_module = "engine.space_beans.checks"

    def check(self, s: State, since: Any = None) -> Any:
        """Every invariant (see ``checks.check``; ``since``, what the last check returned, makes it incremental)."""
        return importlib.import_module(self.checks_module).check(s, since)

    def opening_events(self, s: State) -> list[Event]:
        """The deal of a fresh game as events (``new`` returns only the state)."""
        return [Event("deal", i, h, value=len(h), private=(i,)) for i, h in enumerate(s.hands) if h]



GAME = SpaceBeans()
