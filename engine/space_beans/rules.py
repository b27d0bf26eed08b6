"""Space Beans rules (the Space Beans rules specification is the authority; SB-n cite it).

Decisions are small: ``draw`` / ``no_draw``; ``close`` / ``end`` in the close
step; and a collection is started or grown one ``play`` at a time, the first
play fixing type and collection for the rest of the step. Passing, the
end-of-turn check and the final scoring run inside ``apply``, so a state only
ever rests where a seat has to decide (or at the end).

The other jobs live beside this module: ``mechanics`` (what an action
changes), ``kinds`` (the action and event kinds and the phases), ``view``
(what a seat sees), ``sample`` (``resample``), ``checks`` (invariants),
``words`` (the log and hint sentences), ``facts`` (rule facts they share).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.core import Action, Event, Rules
from engine.recap import Recount
from engine.results import FinalRow
from engine.space_beans import mechanics
from engine.space_beans import words as say
from engine.space_beans.cards import DECK_SIZE, TYPE_OF
from engine.space_beans.facts import forced
from engine.space_beans.kinds import SILENT_EVENTS, ActionKind, EventKind, Phase
from engine.space_beans.sample import state_from_view
from engine.space_beans.state import CLOSE, COLLECT, DRAW, OVER, PASS, START, State
from engine.space_beans.view import project
from engine.space_beans.words import swing

if TYPE_CHECKING:
    from engine.search.policy import SearchHooks

A = ActionKind
DRAW_A, NO_DRAW_A, CLOSE_A, END_A = Action(A.DRAW), Action(A.NO_DRAW), Action(A.CLOSE), Action(A.END)
# Built once: legal_actions hands these out instead of building tuples per call.
PLAY_OPEN = tuple(Action(A.PLAY, c, "open") for c in range(DECK_SIZE))
PLAY_SECRET = tuple(Action(A.PLAY, c, "secret") for c in range(DECK_SIZE))


def _end_starts(events: Sequence[Event]) -> int:
    """Where the game's end begins in ``events`` (SB-27: the hands discarded, the secrets turned up, the final
    closes); past the end where it is not among them."""
    at = next((i for i, e in enumerate(events) if e.kind in (EventKind.BONUS, EventKind.FINAL_CLOSE,
                                                              EventKind.GAME_OVER)
               or (e.kind == EventKind.DISCARD and e.source == "hand")), len(events))
    while at > 0 and events[at - 1].kind == EventKind.FLIP:
        at -= 1
    return at


class SpaceBeans(Rules, name="space_beans", title="Space Beans", players=(2, 6), order=10):
    wording, project, from_view = say, staticmethod(project), staticmethod(state_from_view)
    action_kinds, event_kinds, phases, silent_events = ActionKind, EventKind, Phase, SILENT_EVENTS
    # new to someone: the deal, a draw, a card turned up, a hand passed on
    news = frozenset({EventKind.DEAL, EventKind.DRAW, EventKind.FLIP, EventKind.PASS})
    news_to_others = frozenset({EventKind.PASS})  # SB-22: the passer's own cards, new to the neighbour only
    checks_module = "engine.space_beans.checks"  # the invariants tests and selfplay run

    def __init__(self) -> None:
        super().__init__()
        from engine.bots import sloppy
        from engine.space_beans.ai import GreedyBot

        # Easy: Normal with a random move now and then (random play closed a lone card for nothing every turn)
        self.bots = {"normal": GreedyBot, "easy": sloppy(GreedyBot)}

    def recount(self, before: Any, after: Any, events: Sequence[Event], viewer: int) -> list[Recount]:
        """The recap's summary, each seat's jump in points with the closes that made it (``words.swing``)."""
        end = _end_starts(events)
        # the end scoring (SB-27) is every seat's line at once, not a seat's act: told by when each seat last
        # played, the seat that ended the game no longer came after one that never moved (playtest 24, 93.png:
        # "Orbit … turns face up" before Nova's winning close)
        return [b._replace(figure=swing(b.seat, b.before, b.after, list(events)) if b.before is not None
                           and b.after is not None else b.figure, at=tuple(min(t, end) for t in b.at))
                for b in super().recount(before, after, events, viewer)]

    def new(self, players: int, seed: int, **options: Any) -> State:
        """SB-1, SB-2 (the game has no options: the goal of 30 points, SB-25, is fixed)."""
        self.setup_args(players, seed, options)
        return mechanics.setup(players, seed)

    # ------------------------------------------------------------- questions

    def to_act(self, s: State) -> int | None:
        if s.phase == OVER:
            return None
        return s.turn % s.players

    def is_over(self, s: State) -> bool:
        return s.phase == OVER

    def scores(self, s: State) -> list[int]:
        return [p + b for p, b in zip(s.points, s.bonus, strict=True)]

    def winners(self, s: State) -> list[int]:
        """SB-28 / R-8: everyone on the top score; nobody while the game runs."""
        if s.phase != OVER:
            return []
        sc = self.scores(s)
        top = max(sc)
        return [i for i, v in enumerate(sc) if v == top]

    def final_rows(self, v: Any) -> list[FinalRow] | None:
        return say.final_rows(v)

    def legal_actions(self, s: State) -> list[Action]:
        phase = s.phase
        if phase == OVER:
            return []
        seat = s.turn % s.players
        hand = s.hands[seat]
        if phase == DRAW:
            if not hand:  # SB-7, R-1
                return [DRAW_A]
            if s.draw or s.discard:
                return [DRAW_A, NO_DRAW_A]
            return [NO_DRAW_A]  # nothing left to draw (SB-9): drawing would be a no-op
        if phase == CLOSE:
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
        phase = s.phase
        if kind == A.PLAY:
            c = a.card
            if phase not in (START, COLLECT) or type(c) is not int:
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
        if phase == DRAW:
            if kind == A.DRAW:
                return not s.hands[s.turn % s.players] or bool(s.draw or s.discard)
            return kind == A.NO_DRAW and bool(s.hands[s.turn % s.players])
        if phase == CLOSE:
            return kind == A.CLOSE or kind == A.END and not forced(s, s.turn % s.players)
        if phase in (START, COLLECT):
            return kind == A.END and s.collecting is not None
        return False

    # ----------------------------------------------------------------- moves

    def apply_legal(self, s: State, a: Action) -> tuple[State, list[Event]]:
        t = s.copy()
        ev: list[Event] = []
        seat = t.turn % t.players
        kind = a.kind
        if kind == A.PLAY:
            mechanics.play(t, seat, a.card, a.target, ev)
        elif kind == A.DRAW:
            mechanics.draw(t, seat, ev)
            t.phase = START if t.turn < t.players else CLOSE  # SB-4, SB-5
        elif kind == A.NO_DRAW:
            ev.append(Event(EventKind.NO_DRAW, seat))
            t.phase = START if t.turn < t.players else CLOSE
        elif kind == A.CLOSE:
            mechanics.close(t, seat, ev)
        else:  # end
            if t.phase == CLOSE:
                t.phase = COLLECT
            else:
                t.phase = PASS
                t.collecting = None
        mechanics.advance(t, ev)
        return t, ev

    # ----------------------------------------------------------------- the other jobs

    def opening_events(self, s: State) -> list[Event]:
        """The deal of a fresh game as events (``new`` returns only the state)."""
        return [Event(EventKind.DEAL, i, h, value=len(h), private=(i,)) for i, h in enumerate(s.hands) if h]

    def search_hooks(self) -> SearchHooks:
        """The Hard level's hooks, imported on first use (the rollout module reads this one)."""
        from engine.space_beans.rollout import HOOKS

        return HOOKS


GAME = SpaceBeans()
