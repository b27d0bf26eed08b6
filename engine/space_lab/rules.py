"""Space Lab rules: the ``Game`` object (see the package docstring for the decisions).

Rule numbers (SU-n, SL-n, R-nn, TV-nn) cite the Space Lab rules specification.
``legal_actions`` is the one statement of what may be done; ``is_legal``
answers the two frequent kinds (``place``, ``pay``) directly and asks
``legal_actions`` for the rest, so both always agree. Everything without a
decision (reveals, the RC, effects, validations, solo steps, the end) happens
inside ``apply`` in ``mechanics``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.core import Action, BadConfig, Event, Option, Rules, Words, words
from engine.recap import Recount, told_lines
from engine.results import FinalRow
from engine.space_lab import mechanics, panel_words, turns
from engine.space_lab import words as say
from engine.space_lab.cards import COST_OF, MAX_ID, N_AGENCIES, PERMS, SLOT_INDEX
from engine.space_lab.content import HAND_LIMIT, SLOTS
from engine.space_lab.facts import breakdown, ranking, rating
from engine.space_lab.kinds import SILENT_EVENTS, ActionKind, EventKind, Phase
from engine.space_lab.sample import state_from_view
from engine.space_lab.state import (
    AGENCY,
    ASSIGN,
    CHOOSE,
    EQUAL_TURNS,
    KEEP,
    ONE_MORE_EACH,
    OVER,
    PAY,
    PLACE,
    RANDOM,
    START,
    State,
)
from engine.space_lab.view import project

if TYPE_CHECKING:
    from engine.search.policy import SearchHooks

DRAW_A = Action(ActionKind.DRAW)
END_A = Action(ActionKind.END)
PASS_A = Action(ActionKind.PASS)
ASSIGN_A = tuple(Action(ActionKind.ASSIGN, k) for k in range(len(PERMS)))
AGENCY_A = tuple(Action(ActionKind.AGENCY, a) for a in range(N_AGENCIES))
RECRUIT_A = tuple(Action(ActionKind.RECRUIT, a) for a in range(N_AGENCIES))
# Built once: legal_actions runs in the bots' inner loops.
PLACE_A = tuple(tuple(Action(ActionKind.PLACE, c, t) for t in SLOTS) for c in range(MAX_ID))
PAY_A = tuple(Action(ActionKind.PAY, c) for c in range(MAX_ID))
KEEP_A = tuple(Action(ActionKind.KEEP, c) for c in range(MAX_ID))

EQUAL_NOTE = words("Once triggered, the round is finished: equal turns for all")
DEALT_NOTE = words("The Objectives stay in the order dealt")

OPTIONS = (
    Option(
        "end_mode",
        words("End of the game"),
        (EQUAL_TURNS, ONE_MORE_EACH),
        (words("Equal turns"), words("One more turn each")),
        # "finish the round" alone was jargon to a newcomer; one note for both choices read as both at once
        # (playtest 21): the chosen one's, what it gives
        EQUAL_NOTE,
        (2, 3, 4),  # alone, the round ends with the player's own turn either way (section 16)
        binding=False,  # so solo games saved while it was offered there still load
        helps=(EQUAL_NOTE, words("Once triggered, each other player plays one more turn")),
    ),
    Option(
        "objectives",
        words("Objectives"),
        (CHOOSE, RANDOM),
        (words("Choose"), words("Random")),
        DEALT_NOTE,
        (2, 3, 4),
        binding=False,  # the same option as the solo one below, in the words of a table of several
        helps=(words("Each player arranges their 3 Objectives"), DEALT_NOTE),
    ),
    # alone there is no "each player": the same choice, said for one (section 16)
    Option(
        "objectives",
        words("Objectives"),
        (CHOOSE, RANDOM),
        (words("Choose"), words("Dealt order")),
        DEALT_NOTE,
        (1,),
        binding=False,
        helps=(words("Place your 3 Objectives yourself"), DEALT_NOTE),
    ),
)


def place_actions(s: State, p: int) -> list[Action]:
    """SL-3, SL-8: every affordable hand card on every empty slot."""
    station = s.stations[p]
    empty = [i for i in range(10) if not station[i]]
    if not empty:
        return []
    hand = s.hands[p]
    h = len(hand)
    acts: list[Action] = []
    for c in hand:
        if COST_OF[c] < h:
            row = PLACE_A[c]
            acts += [row[i] for i in empty]
    return acts


def pay_choices(s: State) -> list[int]:
    """SL-8 picks in ascending order: a card above the last pick that leaves enough cards to finish."""
    hand = s.hands[s.seat]
    last = s.paid[-1] if s.paid else 0
    above = [c for c in hand if c > last]
    still = COST_OF[s.placing] - len(s.paid)
    return above[: len(above) - still + 1]


class SpaceLab(Rules, name="space_lab", title="Space Lab", players=(1, 4), order=40, options=OPTIONS):
    wording, project, from_view = say, staticmethod(project), staticmethod(state_from_view)
    action_kinds, event_kinds, phases, silent_events = ActionKind, EventKind, Phase, SILENT_EVENTS
    # new to someone: a draw, a reveal, objectives dealt, hands or projects shown, the solo rival acting
    news = frozenset({
        EventKind.DRAW, EventKind.REVEAL, EventKind.PROJECT_DRAW, EventKind.OBJECTIVES,
        EventKind.OBJECTIVES_DEALT, EventKind.HAND_REVEALED, EventKind.PROJECTS_REVEALED, EventKind.RIVAL,
    })
    checks_module = "engine.space_lab.checks"  # the invariants tests and selfplay run
    # 2: a turn no longer ends by itself after its last payable placement (SL-7): End turn is a move of its own
    version = 2

    def new(self, players: int, seed: int, **options: Any) -> State:
        """SU-1 … SU-7; options ``end_mode`` and ``objectives`` (section 16), defaults first."""
        opts = self.setup_args(players, seed, options)
        return turns.setup(players, seed, opts["end_mode"], opts["objectives"])[0]

    def opening_events(self, s: State) -> list[Event]:
        """The objectives dealt (private to each seat); with random objectives the reveal and turn 1 too."""
        return turns.setup(s.players, s.seed, s.end_mode, s.obj_mode)[1]

    def scores(self, s: State) -> list[int]:
        """Running totals (END effects as if the game ended now, section 13); final after the end."""
        return [sum(p) for p in s.points]

    def breakdown(self, s: State, seat: int) -> tuple[int, int, int, int]:
        """(lab, bottom, validation, project) of one seat, recomputed from scratch."""
        return breakdown(s.stations[seat], s.objectives[seat], s.tiles[seat], s.projects[seat])

    def recount(self, before: Any, after: Any, events: Sequence[Event], viewer: int) -> list[Recount]:
        """The recap's summary, each seat's jump in VP with the parts of its score that made it (``words.swing``:
        "0 → 11 VP: +1 from Lab cards, +10 from Validation")."""
        return [_caused(b._replace(figure=say.swing(before, after, b.seat)) if b.before is not None
                        and b.after is not None else b, events) for b in super().recount(before, after, events, viewer)]

    def winners(self, s: State) -> list[int]:
        """SL-20, R-25 once the game is over (a solo player is the only one ranked); empty while it runs."""
        if s.phase != OVER:
            return []
        return ranking(self.scores(s), [len(pr) for pr in s.projects])[0]

    def standing(self, s: State) -> list[int]:
        """SL-20, R-25 for every place: by total, on a tie the most Projects, then by seat."""
        scores = self.scores(s)
        return sorted(range(s.players), key=lambda i: (-scores[i], -len(s.projects[i]), i))

    def result(self, s: State) -> Words:
        """Solo: the final score and its rating (Appendix A), never a win; else who won and by what."""
        if s.players == 1:
            total = self.scores(s)[0]
            return words("Final score {n}: {rating}", n=total, rating=words(rating(total)))
        return super().result(s)

    # -- decisions --------------------------------------------------------------

    def final_rows(self, v: Any) -> list[FinalRow] | None:
        return panel_words.final_rows(v)

    def final_notes(self, v: Any, names: Sequence[str]) -> list[Words]:
        return panel_words.final_notes(v)

    def legal_actions(self, s: State) -> list[Action]:
        ph = s.phase
        if ph == OVER:
            return []
        p = s.seat
        if ph == START:
            acts: list[Action] = []
            if s.start_hand < HAND_LIMIT:  # SL-2
                if s.lab or s.discard:
                    acts.append(DRAW_A)
                acts += [RECRUIT_A[a] for a in range(N_AGENCIES) if s.rc[a]]  # SL-6
            acts += place_actions(s, p)
            return acts or [PASS_A]  # SL-21, R-07
        if ph == PAY:
            return [PAY_A[c] for c in pay_choices(s)]
        if ph == PLACE:
            acts = place_actions(s, p)
            acts.append(END_A)  # SL-7: at least one card is placed
            return acts
        if ph == KEEP:
            return [KEEP_A[c] for c in s.drawn]
        if ph == AGENCY:
            return [AGENCY_A[a] for a in mechanics.agencies_in(s.revealed)]
        return list(ASSIGN_A)  # ASSIGN (SU-3)

    def is_legal(self, s: State, a: Action) -> bool:
        """Exactly ``a in legal_actions(s)``, answered per kind without building the list."""
        kind = a.kind
        ph = s.phase
        if kind == ActionKind.PLACE:
            if ph not in (START, PLACE) or not 0 < a.card < MAX_ID:
                return False
            slot = SLOT_INDEX.get(a.target)
            hand = s.hands[s.seat]
            return slot is not None and a.card in hand and COST_OF[a.card] < len(hand) and not s.stations[s.seat][slot]
        if a.target != "":
            return False
        if kind == ActionKind.PAY:
            return ph == PAY and a.card in pay_choices(s)
        if kind == ActionKind.END:
            return ph == PLACE and a.card == -1
        if kind == ActionKind.KEEP:
            return ph == KEEP and a.card in s.drawn
        if kind == ActionKind.DRAW:
            return ph == START and a.card == -1 and s.start_hand < HAND_LIMIT and bool(s.lab or s.discard)
        if kind == ActionKind.RECRUIT:
            return ph == START and 0 <= a.card < N_AGENCIES and s.start_hand < HAND_LIMIT and bool(s.rc[a.card])
        if kind == ActionKind.AGENCY:
            return ph == AGENCY and a.card in mechanics.agencies_in(s.revealed)
        if kind == ActionKind.ASSIGN:
            return ph == ASSIGN and 0 <= a.card < len(PERMS)
        return kind == ActionKind.PASS and ph == START and a.card == -1 and self.legal_actions(s) == [PASS_A]

    def apply_legal(self, s: State, a: Action) -> tuple[State, list[Event]]:
        """Apply an action ``is_legal`` accepted (``apply`` checks that first)."""
        kind = a.kind
        n = s.copy()
        ev: list[Event] = []
        if kind == ActionKind.PAY:
            mechanics.pay(n, a.card, ev)
        elif kind == ActionKind.PLACE:
            mechanics.start_place(n, a.card, a.target, ev)
        elif kind == ActionKind.END:
            ev.append(Event(EventKind.END_PLACE, n.seat, value=n.placed))
            turns.end_turn(n, ev)
        elif kind == ActionKind.KEEP:
            mechanics.keep_and_go_on(n, a.card, ev)
        elif kind == ActionKind.DRAW:
            mechanics.draw(n, ev)
        elif kind == ActionKind.AGENCY:
            mechanics.take_agency(n, a.card, ev)
        elif kind == ActionKind.RECRUIT:
            mechanics.recruit(n, a.card, ev)
        elif kind == ActionKind.ASSIGN:
            turns.assign(n, a.card, ev)
        elif kind == ActionKind.PASS:
            ev.append(Event(EventKind.PASS, n.seat))
            turns.end_turn(n, ev, passed=True)
        else:
            raise AssertionError(f"apply_legal got an action legal_actions never offers: {a!r}")
        return n, ev

    # -- the other jobs ------------------------------------------------------------


    def upgrade(self, rec: Any) -> list[Action] | None:
        """The actions of a recipe saved under rules version 1, carried over to these rules: there, a turn with no
        card left to pay for ended by itself; here End turn is a move (SL-7), put back where it now comes. ``None``
        where the actions do not replay even so (the recipe is then refused as older)."""
        if rec.version != 1:
            return None
        try:
            s = self.new(rec.players, rec.seed, **rec.options)
        except (BadConfig, TypeError):
            return None
        out: list[Action] = []
        for a in [*rec.actions, None]:
            if s.phase == PLACE and a != END_A and self.legal_actions(s) == [END_A]:
                s = self.apply_legal(s, END_A)[0]
                out.append(END_A)
            if a is None:
                break
            if a not in self.legal_actions(s):
                return None
            s = self.apply_legal(s, a)[0]
            out.append(a)
        return out

    def why_not(self, s: State, a: Action) -> Words:
        return say.why_not(project(s, s.seat), a)

    def search_hooks(self) -> SearchHooks:
        """The Hard level's hooks, imported on first use (the rollout module reads this one)."""
        from engine.space_lab.rollout import HOOKS

        return HOOKS


GAME = SpaceLab()

# phases and modes, re-exported for tests and tools
__all__ = ["AGENCY", "ASSIGN", "GAME", "KEEP", "OVER", "PAY", "PLACE", "START", "SpaceLab"]


EFFECTS = (EventKind.OBJECTIVE, EventKind.VALIDATE)  # what a placement sets off in its slots (SL-12, SL-13)


def _caused(b: Recount, events: Sequence[Event]) -> Recount:
    """A seat's recap lines with each Objective triggered and capsule validated told on the line of the placement
    that did it ("Orbit places … → Orbit validates Yellow: 6 VP"): told by their tones, the effects came first and
    their placements were left to the whole log (playtest 19: "… triggers the Red + Red + Blue Objective" with no
    card placed)."""
    if len(b.at) != len(b.heard):
        return b
    heard: list[Words] = []
    at: list[int] = []
    cause: int | None = None  # the line of the seat's latest placement
    for w, when in zip(b.heard, b.at, strict=True):
        kind = events[when].kind
        if kind in EFFECTS and cause is not None:
            best = "score" if "score" in (w.tone, heard[cause].tone) else w.tone
            heard[cause] = words("{cause} → {effect}", cause=heard[cause], effect=w, tone=best)
            continue
        if kind == EventKind.PLACE:
            cause = len(heard)
        heard.append(w)
        at.append(when)
    told, untold = told_lines(heard)
    return b._replace(heard=tuple(heard), at=tuple(at), told=told, untold=untold)
