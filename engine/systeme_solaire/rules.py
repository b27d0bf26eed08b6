"""Système Solaire rules: the ``Game`` object (see the package docstring for the decisions).

The rule numbers (SS-n, R-n) refer to the rules specification the engine
follows. Everything without a decision (layout, automatic passes, payments,
the reveal, the marker, the end of a round, the final scoring) runs inside
``apply``, in ``mechanics``. ``legal_actions`` is the one statement of what
may be done; ``is_legal`` answers the same question for one action without
building the list (the bids are the widest list), and the tests hold the two equal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.core import Action, Event, Option, Rules, Words, words
from engine.recap import Recount
from engine.results import FinalRow
from engine.systeme_solaire import mechanics, table_words
from engine.systeme_solaire import words as say
from engine.systeme_solaire.cards import AUCTION, DECK_SIZE, PROBE_SET_KINDS
from engine.systeme_solaire.facts import ASSIGNMENTS, assignments
from engine.systeme_solaire.kinds import SILENT_EVENTS, ActionKind, EventKind, Phase
from engine.systeme_solaire.recount import recount
from engine.systeme_solaire.sample import state_from_view
from engine.systeme_solaire.state import BID, LAY, OVER, PAY, PROBES, SELECT, TAKE, State
from engine.systeme_solaire.view import project

if TYPE_CHECKING:
    from engine.search.policy import SearchHooks

MAX_BID = sum(AUCTION)  # no hand can be worth more than every card together

# Built once: legal_actions hands these out instead of building tuples per call.
BID_A = tuple(Action(ActionKind.BID, v) for v in range(MAX_BID + 1))
PASS_A = Action(ActionKind.PASS)
PAY_A = tuple(Action(ActionKind.PAY, c) for c in range(DECK_SIZE))
PAID_A = Action(ActionKind.PAID)
SELECT_A = tuple(Action(ActionKind.SELECT, c) for c in range(DECK_SIZE))
DONE_A = Action(ActionKind.DONE)
LAY_A = tuple(Action(ActionKind.LAY, g) for g in range(5))
PROBES_A = tuple(Action(ActionKind.PROBES, k) for k in range(len(PROBE_SET_KINDS)))
TAKE_A = {(g, a): Action(ActionKind.TAKE, g, a) for g in range(5) for al in ASSIGNMENTS.values() for a in al}

VARIANT = Option(
    "variant",
    words("Groups"),
    (False, True),
    # each value says what it does (SS-8 / SS-V1): an "Off: First player builds the groups" read backwards
    (words("Dealt from the deck"), words("Built by the first player")),
    # a short note beside the setup button per value; the rules pages explain the variant in full. Each says the
    # variant's name and whether it is on: "Off · Variant: the first player fills the groups" read as a riddle
    # (playtest 22)
    # the note on says how, where its button says who: "Built by the first player" over "the first player fills the
    # groups" said the same twice (playtest 32, f07)
    words("Variant on: the first player places each drawn card"),  # what the option is, said alone
    helps=(words("Variant off (on: the first player fills the groups)"),
           words("Variant on: the first player places each drawn card")),
)


def _pay_candidates(hand: tuple[int, ...], picks: tuple[int, ...], bid: int) -> tuple[list[int], int]:
    """Hand cards the winner may pick next, and the total picked so far.

    Picks go in ascending id order; a card is offered only if the bid can
    still be reached with it and the cards of higher id, so a pick never
    leads to a payment that cannot be completed.
    """
    last = picks[-1] if picks else -1
    paid = 0
    for c in picks:
        paid += AUCTION[c]
    later = sorted(c for c in hand if c > last)
    room = 0
    for c in later:
        room += AUCTION[c]
    out = []
    for c in later:
        room -= AUCTION[c]  # now: the value of the cards above c
        if paid + AUCTION[c] + room >= bid:
            out.append(c)
    return out, paid


class SystemeSolaire(
    Rules, name="systeme_solaire", title="Système Solaire", players=(3, 5), order=30, options=(VARIANT,)
):
    wording, project, from_view = say, staticmethod(project), staticmethod(state_from_view)
    action_kinds, event_kinds, phases, silent_events = ActionKind, EventKind, Phase, SILENT_EVENTS
    # new to someone: the deal, a draw, cards turned up or laid out from the deck, a hand or probes shown
    # (not PLACE: the drawn card it puts in a group was shown by its DRAW)
    news = frozenset({
        EventKind.DEAL, EventKind.DRAW, EventKind.REVEAL, EventKind.LAY, EventKind.HAND, EventKind.PROBES,
    })
    # the secret selection (SS-15): the others see a hidden pick and "has chosen" until the reveal
    secret_moves = frozenset({EventKind.SELECT, EventKind.CHOSEN})
    checks_module = "engine.systeme_solaire.checks"  # the invariants tests and selfplay run

    def new(self, players: int, seed: int, **options: Any) -> State:
        """SS-1..SS-5; option ``variant`` (SS-V1, off by default)."""
        opts = self.setup_args(players, seed, options)
        return mechanics.setup(players, seed, opts["variant"])[0]

    def opening_events(self, s: State) -> list[Event]:
        """The set-up of a state made by ``new``: cards set aside, probes dealt, round 1's layout."""
        return mechanics.setup(s.players, s.seed, s.variant)[1]

    def to_act(self, s: State) -> int | None:
        return None if s.phase == OVER else s.actor

    def scores(self, s: State) -> list[int]:
        """Front VP while the game runs (SS-25); the final totals after the end (SS-26)."""
        if s.final is not None:
            return [sc.total for sc in s.final.seats]
        return list(s.vps)

    def winners(self, s: State) -> list[int]:
        """SS-27, R-8: one winner after the end (the tie-break decides); nobody while the game runs."""
        return list(s.final.winners) if s.final is not None else []

    def standing(self, s: State) -> list[int]:
        """SS-27, R-8: by VP, and tied seats as the winner's tie is broken, the nearest counterclockwise to seat 0
        first (the smallest (0 − seat) mod n), for every place and not the first alone."""
        scores, n = self.scores(s), s.players
        return sorted(range(n), key=lambda i: (-scores[i], (0 - i) % n))

    # -- decisions --------------------------------------------------------------

    def final_rows(self, v: Any) -> list[FinalRow] | None:
        return table_words.final_rows(v)

    def final_notes(self, v: Any, names: Sequence[str]) -> list[Words]:
        return table_words.result_notes(v.final, names) if v.final is not None else []

    def legal_actions(self, s: State) -> list[Action]:
        ph = s.phase
        p = s.actor
        if ph == BID:  # SS-9, SS-11: the opener may not pass
            acts = list(BID_A[s.high + 1 : s.values[p] + 1])
            if s.bidder >= 0:
                acts.append(PASS_A)
            return acts
        if ph == SELECT:  # SS-15
            sel = s.selections[p]
            last = sel[-1] if sel else -1
            acts = [SELECT_A[c] for c in sorted(s.hands[p]) if c > last]
            if sel:
                acts.append(DONE_A)
            return acts
        if ph == TAKE:  # SS-19..SS-23
            must_keep = not s.hands[p] and bool(s.deck)
            front = s.fronts[p]
            acts = []
            for g, cards in enumerate(s.groups):
                if cards:
                    acts += [TAKE_A[g, a] for a in assignments(cards, front, must_keep)]
            return acts
        if ph == PAY:  # SS-13, R-6
            cands, paid = _pay_candidates(s.hands[p], s.picks, s.high)
            acts = [PAY_A[c] for c in cands]
            if paid >= s.high:
                acts.append(PAID_A)
            return acts
        if ph == LAY:  # SS-V1
            return [LAY_A[g] for g, cards in enumerate(s.groups) if len(cards) < 2]
        if ph == PROBES:  # SS-4: one action per composition left
            return [PROBES_A[k] for k in sorted({k for k, _ in s.sets})]
        return []

    def is_legal(self, s: State, a: Action) -> bool:
        """``a in legal_actions(s)`` without building the list."""
        kind = a.kind
        ph = s.phase
        c = a.card
        if kind == ActionKind.TAKE:
            if ph != TAKE or not 0 <= c < s.players or not s.groups[c]:
                return False
            p = s.actor
            return a.target in assignments(s.groups[c], s.fronts[p], not s.hands[p] and bool(s.deck))
        if a.target:
            return False
        p = s.actor
        if kind == ActionKind.BID:
            return ph == BID and s.high < c <= s.values[p]
        if kind == ActionKind.PASS:
            return ph == BID and c == -1 and s.bidder >= 0
        if kind == ActionKind.SELECT:
            sel = s.selections[p] if ph == SELECT else ()
            return ph == SELECT and c in s.hands[p] and (not sel or c > sel[-1])
        if kind == ActionKind.DONE:
            return ph == SELECT and c == -1 and bool(s.selections[p])
        if kind == ActionKind.PAY:
            return ph == PAY and c in _pay_candidates(s.hands[p], s.picks, s.high)[0]
        if kind == ActionKind.PAID:
            return ph == PAY and c == -1 and sum(AUCTION[x] for x in s.picks) >= s.high
        if kind == ActionKind.LAY:
            return ph == LAY and 0 <= c < s.players and len(s.groups[c]) < 2
        if kind == ActionKind.PROBES:
            return ph == PROBES and any(k == c for k, _ in s.sets)
        return False

    def apply_legal(self, s: State, a: Action) -> tuple[State, list[Event]]:
        """Apply an action taken from ``legal_actions`` (``apply`` checks that first)."""
        t = s.copy()
        ev: list[Event] = []
        p = t.actor
        kind = a.kind
        if kind == ActionKind.BID:
            t.high = a.card
            t.bidder = p
            t.bids = t.bids[:p] + (a.card,) + t.bids[p + 1 :]
            ev.append(Event(EventKind.BID, p, value=a.card))
            mechanics.next_bidder(t, (p + 1) % t.players, ev)
        elif kind == ActionKind.PASS:
            t.passed |= 1 << p
            ev.append(Event(EventKind.PASS, p))
            mechanics.next_bidder(t, (p + 1) % t.players, ev)
        elif kind == ActionKind.SELECT:  # private: the others learn only that this seat has chosen
            t.selections[p] += (a.card,)
            ev.append(Event(EventKind.SELECT, p, (a.card,), private=(p,), silent=True))
        elif kind == ActionKind.DONE:
            mechanics.finish_selecting(t, ev)
        elif kind == ActionKind.TAKE:
            mechanics.take(t, a.card, a.target, ev)
        elif kind == ActionKind.PAY:  # picks are public
            t.picks += (a.card,)
            ev.append(Event(EventKind.PAY, p, (a.card,), value=sum(AUCTION[x] for x in t.picks)))
        elif kind == ActionKind.PAID:
            mechanics.pay(t, ev)
        elif kind == ActionKind.LAY:
            mechanics.lay(t, a.card, t.drawn, ev)
            mechanics.draw_next(t, ev)
        elif kind == ActionKind.PROBES:
            mechanics.choose_probes(t, a.card, ev)
        else:
            raise AssertionError(f"apply_legal got an action legal_actions never offers: {a!r}")
        return t, ev

    # -- the other jobs ------------------------------------------------------------

    def recount(self, before: Any, after: Any, events: Sequence[Event], viewer: int) -> list[Recount]:
        """The recap's summary with each seat's auction moves one line, always told (``recount``)."""
        return recount(before, after, events, viewer)

    def search_hooks(self) -> SearchHooks:
        """The Hard level's hooks, imported on first use (the rollout module reads this one)."""
        from engine.systeme_solaire.rollout import HOOKS

        return HOOKS


GAME = SystemeSolaire()
