"""Al Cabohne rules: the ``Game`` object (see the package docstring for the decisions).

The rule numbers (AC-n, R-n) refer to the specification the engine follows.
Everything the Mafia does (endowment, tax, reveals, Question 2, Boss sales),
every draw and the end of the game happen inside ``apply``, in ``mechanics``.
``legal_actions`` is the one statement of what may be done; ``is_legal`` is a
membership test of it (the lists are short), so no move is checked twice in
two ways.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine import core  # ``core.words``: the name ``words`` is this game's words module here
from engine.al_cabohne import mechanics, words
from engine.al_cabohne.cards import DECK_SIZE, N_TYPES, THIRD_FIELD_COST
from engine.al_cabohne.facts import (
    BOSS_INDEX,
    BOSS_T,
    CT,
    FIELD_INDEX,
    FIELD_T,
    asked_cards,
    can_end,
    can_trade,
    field_targets,
    fill_needed,
    fill_types,
    harvestable,
    mafia_score,
    units,
    winners,
)
from engine.al_cabohne.kinds import SILENT_EVENTS, ActionKind, EventKind, Phase
from engine.al_cabohne.sample import state_from_view
from engine.al_cabohne.state import CULTIVATE, OVER, PLANT, TAX, TRADE, State
from engine.al_cabohne.view import project
from engine.core import Action, Event, Option, Rules, Words

if TYPE_CHECKING:
    from engine.recap import Recount
    from engine.search.policy import SearchHooks

END, PAY_TAX, BUY = Action(ActionKind.END), Action(ActionKind.TAX), Action(ActionKind.BUY_FIELD)
HARVEST = tuple(Action(ActionKind.HARVEST, -1, t) for t in FIELD_T)
OPEN_TRADE, PROPOSE, WITHDRAW = Action(ActionKind.TRADE), Action(ActionKind.PROPOSE), Action(ActionKind.WITHDRAW)
ACCEPT, REFUSE = Action(ActionKind.ACCEPT), Action(ActionKind.REFUSE)
OFFER_A = tuple(Action(ActionKind.OFFER, c) for c in range(DECK_SIZE))
ASK_A = tuple(Action(ActionKind.ASK, t) for t in range(N_TYPES))  # ``card`` is a bean type here

def _variant(key: str, label: Words, off: Words, on: Words, note: Words, players: int) -> Option:
    """A variant, off by default, offered at one player count; ``note``: one short line beside the setup button
    (the rules pages explain it in full)."""
    return Option(key, label, (False, True), (off, on), note, players=(players,))


TRADING = _variant("trading", core.words("Trading"), core.words("No trades"), core.words("Trades at the Boss fill"),
                   core.words("Variant: trades when a Boss must be filled"), 2)
# A house variant, not in the original rules (docs/games/al_cabohne.md, Rulings): the solo Mafia's coins
# count once at the final score instead of twice (AC-35), for players who find the solo game too hard.
# the note says both values, read beside either (playtest 29: "rules" read oddly as a value, and the note explained
# "Gentle" beside "rules" as if it were in force)
GENTLE = _variant("gentle", core.words("Mafia"), core.words("standard (coins count twice)"),
                  core.words("gentle (coins count once)"),
                  core.words("“Gentle”, a house variant: the Mafia's coins count once, not twice."), 1)


def _table(kind: str, targets: tuple[str, ...]) -> tuple[tuple[Action, ...], ...]:
    """Every action of one kind, built once: legal_actions runs in the bots' inner loops."""
    return tuple(tuple(Action(kind, c, t) for t in targets) for c in range(DECK_SIZE))


PLANT_A = _table(ActionKind.PLANT, FIELD_T)
PLACE_FIELD_A = _table(ActionKind.PLACE, FIELD_T)
PLACE_BOSS_A = _table(ActionKind.PLACE, BOSS_T)
GIVE_A = _table(ActionKind.GIVE, BOSS_T)
FILL_A = _table(ActionKind.FILL, BOSS_T)
LEFTOVER_A = _table(ActionKind.LEFTOVER, (*FIELD_T, "discard"))


class AlCabohne(Rules, name="al_cabohne", title="Al Cabohne", players=(1, 2), order=20, options=(TRADING, GENTLE)):
    wording, project, from_view = words, staticmethod(project), staticmethod(state_from_view)
    action_kinds, event_kinds, phases, silent_events = ActionKind, EventKind, Phase, SILENT_EVENTS
    # new to someone: the deal, a draw, a reveal, a shown hand, the Mafia acting, the hands shown at the end; not
    # the tax (AC-17), which moves beans everyone sees by a rule: a tax paid by a mis-click can be taken back
    # (playtest 16: "Pay tax" took the place of "End turn · draw", and Undo was refused)
    news = frozenset({
        # KEEP with REVEAL: its line names what the reveal showed, where Undo stops (REVEAL itself is silent)
        EventKind.DEAL, EventKind.DRAW, EventKind.REVEAL, EventKind.KEEP, EventKind.HAND_SHOWN, EventKind.TO_BOSS,
        EventKind.DISCARD_PULL, EventKind.BOSS_HARVEST, EventKind.ENDOW, EventKind.GAME_OVER,
        # the opponent's answer to a proposal
        EventKind.ACCEPTED, EventKind.REFUSED,
    })
    checks_module = "engine.al_cabohne.checks"  # the invariants tests and selfplay run

    def new(self, players: int, seed: int, **options: object) -> State:
        """A new game, dealt and endowed (``mechanics.setup``); options ``trading``: variant R-16, two players;
        ``gentle``: the solo house variant where the Mafia's coins count once (AC-35)."""
        opts = self.setup_args(players, seed, options)  # BadConfig for trading in solo, gentle with two
        return mechanics.setup(players, seed, trading=bool(opts["trading"]), gentle=bool(opts["gentle"]))[0]

    def opening_events(self, s: State) -> list[Event]:
        """The deal and the Mafia endowment of a state made by ``new`` (cards private to their seat)."""
        return mechanics.setup(s.players, s.seed, trading=s.trading, gentle=s.gentle)[1]

    def to_act(self, s: State) -> int | None:
        """The current seat, except that the opponent answers a proposal (R-16)."""
        if s.phase == OVER:
            return None
        return 1 - s.seat if s.proposed else s.seat

    def scores(self, s: State) -> list[int]:
        """Coin-pile sizes (rule AC-35); final after the end."""
        return [len(c) for c in s.coins]

    def mafia_score(self, s: State) -> int:
        return mafia_score(s)

    def rival_score(self, s: State) -> int:
        """The Mafia's score (AC-35): the rival that is no seat, for the tools that count it."""
        return mafia_score(s)

    def winners(self, s: State) -> list[int]:
        """Rule AC-36 once the game is over (empty = the Mafia won); empty while it runs."""
        return winners(s) if s.phase == OVER else []

    def counted_winners(self, s: State) -> list[int]:
        """Even alone, a player who beats the Mafia wins (AC-36); not against the gentle Mafia, a house
        variant: the Statistics keep its games apart from wins by the rules (a score, never a win)."""
        return [] if s.gentle else self.winners(s)

    def result(self, s: State) -> Words:
        """Who won against the Mafia, and by what (AC-35, AC-36): "The Mafia won, 42 to 38"."""
        return words.result(self.scores(s), self.winners(s), mafia_score(s), s.gentle)

    # -- decisions --------------------------------------------------------------

    def final_notes(self, v: Any, names: Sequence[str]) -> list[Words]:
        from engine.al_cabohne import (
            tally,  # here: its loss note comes from the rollout, which imports these rules
        )

        return tally.notes(v)

    def legal_actions(self, s: State) -> list[Action]:
        ph = s.phase
        if ph == OVER:
            return []
        if ph == TRADE:
            return _trade_actions(s)
        p = s.seat
        fs = s.fields[p]
        acts: list[Action] = []
        if ph == CULTIVATE:
            bosses = s.bosses
            if s.filling:  # AC-24: one eligible card per empty Boss
                ok = fill_types(bosses)
                empty = [j for j, b in enumerate(bosses) if not b]
                for c in s.hands[p]:
                    if ok >> CT[c] & 1:
                        row = FILL_A[c]
                        acts += [row[j] for j in empty]
                for t, c in units(s.kept):
                    if ok >> t & 1:
                        row = FILL_A[c]
                        acts += [row[j] for j in empty]
                if can_trade(s):  # one action opens a proposal, so the list stays short
                    acts.append(OPEN_TRADE)
            else:  # AC-22, AC-23
                # Boss targets per type in one pass: the hand loop is the hot spot.
                grown: dict[int, tuple[int, ...]] = {}
                empty = ()
                for j, b in enumerate(bosses):
                    if b:
                        grown[CT[b[0]]] = (j,)
                    else:
                        empty += (j,)
                for t, c in units(s.kept):
                    row = PLACE_FIELD_A[c]
                    acts += [row[i] for i in field_targets(fs, t)]
                    row = PLACE_BOSS_A[c]
                    acts += [row[j] for j in grown.get(t, empty)]
                for c in s.hands[p]:
                    row = GIVE_A[c]
                    acts += [row[j] for j in grown.get(CT[c], empty)]
        elif ph == PLANT:  # AC-18, AC-19: the front card, twice at most
            hand = s.hands[p]
            if hand and s.planted < 2:
                c = hand[0]
                row = PLANT_A[c]
                acts += [row[i] for i in field_targets(fs, CT[c])]
        elif ph == TAX:  # AC-17
            acts.append(PAY_TAX)
        else:  # LEFTOVERS, AC-16
            for t, c in units(s.leftovers):
                row = LEFTOVER_A[c]
                acts += [row[i] for i in field_targets(fs, t)]
                acts.append(row[3])
        acts += [HARVEST[i] for i in harvestable(fs)]  # AC-10, AC-11
        if s.players == 2 and not s.bought[p] and len(s.coins[p]) >= THIRD_FIELD_COST:  # AC-14
            acts.append(BUY)
        if can_end(s):
            acts.append(END)
        return acts

    def apply_legal(self, s: State, a: Action) -> tuple[State, list[Event]]:
        """Apply an action taken from ``legal_actions`` (``apply`` checks that first)."""
        kind = a.kind
        p = s.seat
        n = s.copy()
        ev: list[Event] = []
        if kind == ActionKind.HARVEST:
            mechanics.harvest(n, p, FIELD_INDEX[a.target], ev)
        elif kind == ActionKind.BUY_FIELD:
            paid = n.coins[p][-THIRD_FIELD_COST:]
            n.coins[p] = n.coins[p][:-THIRD_FIELD_COST]
            n.set_aside += paid  # rule AC-14: back in play at the next reshuffle
            n.bought[p] = True
            n.fields[p] = n.fields[p] + ((),)
            ev.append(Event(EventKind.BUY_FIELD, p, paid, FIELD_T[2], value=THIRD_FIELD_COST))
        elif kind == ActionKind.PLANT:
            i = FIELD_INDEX[a.target]
            mechanics.hand_remove(n, p, a.card)
            mechanics.set_field(n, p, i, n.fields[p][i] + (a.card,))
            n.planted += 1
            ev.append(Event(EventKind.PLANT, p, (a.card,), a.target, source="hand"))
        elif kind == ActionKind.END:
            if s.phase == PLANT:
                mechanics.reveal(n, ev)
            else:
                mechanics.end_cultivate(n, ev)
        elif kind == ActionKind.TAX:
            mechanics.pay_tax(n, ev)
            mechanics.enter_plant(n, ev)
        elif kind == ActionKind.PLACE:
            t = CT[a.card]
            cards = tuple(c for pile in s.kept if pile and CT[pile[0]] == t for c in pile)
            n.kept = tuple(() if pile and CT[pile[0]] == t else pile for pile in s.kept)
            if a.target in FIELD_INDEX:
                i = FIELD_INDEX[a.target]
                mechanics.set_field(n, p, i, n.fields[p][i] + cards)
                ev.append(Event(EventKind.PLACE, p, cards, a.target, source="kept"))
            else:  # ruling R-7: one check for the whole unit
                mechanics.to_boss(n, BOSS_INDEX[a.target], cards, ev, EventKind.PLACE, p, "kept")
        elif kind == ActionKind.GIVE:  # rule AC-23: any hand card, any position
            mechanics.hand_remove(n, p, a.card)
            mechanics.to_boss(n, BOSS_INDEX[a.target], (a.card,), ev, EventKind.GIVE, p, "hand")
        elif kind == ActionKind.FILL:
            if a.card in s.hands[p]:
                mechanics.hand_remove(n, p, a.card)
                source = "hand"
            else:
                n.kept = mechanics.take_top(n.kept, a.card)
                source = "kept"
            mechanics.to_boss(n, BOSS_INDEX[a.target], (a.card,), ev, EventKind.FILL, p, source)  # no unit rule
            if not fill_needed(n):
                mechanics.after_fill(n, ev)
        elif kind == ActionKind.LEFTOVER:
            src = next(k for k, pile in enumerate(s.leftovers) if pile and pile[-1] == a.card)
            if a.target == "discard":
                n.discard += (a.card,)
            else:
                i = FIELD_INDEX[a.target]
                mechanics.set_field(n, p, i, n.fields[p][i] + (a.card,))
            n.leftovers = mechanics.take_top(n.leftovers, a.card)
            ev.append(Event(EventKind.LEFTOVER, p, (a.card,), a.target, source=f"leftover:{src}"))
            if not any(n.leftovers):
                mechanics.enter_tax(n, ev)
        elif kind == ActionKind.TRADE:
            mechanics.open_proposal(n, ev)
        elif kind == ActionKind.OFFER:
            mechanics.offer_card(n, a.card)
        elif kind == ActionKind.ASK:
            n.ask += (a.card,)
        elif kind == ActionKind.PROPOSE:
            mechanics.propose(n, ev)
        elif kind == ActionKind.WITHDRAW:
            mechanics.close_proposal(n, ev, EventKind.WITHDRAWN, p)
        elif kind == ActionKind.REFUSE:
            mechanics.close_proposal(n, ev, EventKind.REFUSED, 1 - p, mechanics.refusal_reason(n))
        elif kind == ActionKind.ACCEPT:
            mechanics.accept(n, ev)
        else:
            raise AssertionError(f"apply_legal got an action legal_actions never offers: {a!r}")
        return n, ev

    # -- the other jobs ------------------------------------------------------------

    def recount(self, before: Any, after: Any, events: Sequence[Event], viewer: int) -> list[Recount]:
        """The recap's blocks, with the final sale said where no line of the stretch tells it (``words.final_sale``);
        at the game's end the viewer's own coins first: "Final turn" told only the Mafia's (and the opponent's), and
        the player's own total was to be looked for elsewhere (playtest 29)."""
        blocks = words.final_sale(super().recount(before, after, events, viewer), before, after, viewer)
        if after.phase != Phase.OVER or before.phase == Phase.OVER or any(b.seat == viewer for b in blocks):
            return blocks
        from engine import recap

        a, b = self.shown_scores(before).get(viewer), self.shown_scores(after).get(viewer)
        if a is None or b is None:
            return blocks
        # ``head_at`` before every line of the stretch: the recap tells it first (``engine.recap.in_order``)
        own = recap.Recount(viewer, core.Player(viewer), a, b, words.score_change(viewer, a, b), (), 0, head_at=-1)
        return [own, *blocks]

    def search_hooks(self) -> SearchHooks:
        """The Hard level's hooks, imported on first use (the rollout module reads this one)."""
        from engine.al_cabohne.rollout import HOOKS

        return HOOKS


def _trade_actions(s: State) -> list[Action]:
    """Variant R-16. Answering: accept (when the hand holds every asked card) or refuse. Building:
    hand cards to give in hand order, then bean types to ask for in type order, so each proposal is
    one sequence of picks; at most one asked card per card in the opponent's hand; then propose or
    withdraw. No harvest or purchase in between: the proposal is one step of the boss-fill check."""
    p = s.seat
    if s.proposed:
        return [ACCEPT, REFUSE] if asked_cards(s.hands[1 - p], s.ask) is not None else [REFUSE]
    acts: list[Action] = []
    if not s.ask:
        hand = s.hands[p]
        start = hand.index(s.offer[-1]) + 1 if s.offer else 0
        acts += [OFFER_A[c] for c in hand[start:]]
    if len(s.ask) < len(s.hands[1 - p]):
        acts += ASK_A[s.ask[-1] if s.ask else 0 :]
    if s.offer or s.ask:
        acts.append(PROPOSE)
    acts.append(WITHDRAW)
    return acts


GAME = AlCabohne()
