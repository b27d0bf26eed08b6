"""Al Cabohne rules: the ``Game`` object (see the package docstring for the decisions).

The rule numbers (AC-n, R-n) refer to the specification the engine follows.
Everything the Mafia does (endowment, tax, reveals, Question 2, Boss sales),
every draw and the end of the game happen inside ``apply``.
"""

from __future__ import annotations

import random
from typing import Any

from engine.al_cabohne.cards import (
    BOSSES,
    CARD_TYPE,
    COIN_TABLE,
    DECK_SIZE,
    THIRD_FIELD_COST,
    THRESHOLDS,
    TYPES,
)
from engine.al_cabohne.state import (
    CULTIVATE,
    DRAW,
    LEFTOVERS,
    OVER,
    PLANT,
    RESTING_PHASES,
    REVEAL,
    TAX,
    Pile,
    State,
)
from engine.al_cabohne.view import AlCabohneView, BossView, FinalScore
from engine.core import (
    HIDDEN,
    Action,
    BadConfig,
    Event,
    IllegalAction,
    check_players,
    check_seed,
    filter_events,
    shuffled,
)

CT = CARD_TYPE
FIELD_T = ("field:0", "field:1", "field:2")
BOSS_T = ("boss:0", "boss:1", "boss:2")
KEPT_T = ("kept:0", "kept:1", "kept:2")
LEFT_T = ("leftover:0", "leftover:1", "leftover:2")
FIELD_INDEX = {t: i for i, t in enumerate(FIELD_T)}
BOSS_INDEX = {t: j for j, t in enumerate(BOSS_T)}

END = Action("end")
PAY_TAX = Action("tax")
BUY = Action("buy_field")
HARVEST = tuple(Action("harvest", -1, t) for t in FIELD_T)


def _table(kind: str, targets: tuple[str, ...]) -> tuple[tuple[Action, ...], ...]:
    """Every action of one kind, built once: legal_actions runs in the bots' inner loops."""
    return tuple(tuple(Action(kind, c, t) for t in targets) for c in range(DECK_SIZE))


PLANT_A = _table("plant", FIELD_T)
PLACE_FIELD_A = _table("place", FIELD_T)
PLACE_BOSS_A = _table("place", BOSS_T)
GIVE_A = _table("give", BOSS_T)
FILL_A = _table("fill", BOSS_T)
LEFTOVER_A = _table("leftover", (*FIELD_T, "discard"))

_AL, _DON, _JOE = (b.name for b in BOSSES)
_JOE_FIELD = BossView(_JOE, THRESHOLDS[2], (), False)  # 2 players: Joe is a field to buy (AC-1)
HAND_SIZE = {1: 7, 2: 5}  # rules AC-2, AC-6
LAST_EXHAUSTION = 3  # rule AC-32
SOLO_SHORT_DRAW = (4, 3)  # rule AC-29: cards drawn holding 0 or 1 card (2 otherwise)


# --- small pure helpers (also used by the bot and the tests) -------------------


def boss_growing(bosses: tuple[Pile, ...], t: int) -> int:
    """Index of the Boss growing type ``t``, or -1."""
    for j, b in enumerate(bosses):
        if b and CT[b[0]] == t:
            return j
    return -1


def boss_targets(bosses: tuple[Pile, ...], t: int) -> list[int]:
    """Bosses a bean of type ``t`` may go to: the one growing it, else every empty one (AC-22, AC-23)."""
    empty = []
    for j, b in enumerate(bosses):
        if b:
            if CT[b[0]] == t:
                return [j]
        else:
            empty.append(j)
    return empty


def field_targets(fields: tuple[Pile, ...], t: int) -> list[int]:
    """Player fields a bean of type ``t`` may go to: the one growing it, else every empty one (AC-9)."""
    empty = []
    for i, f in enumerate(fields):
        if f:
            if CT[f[0]] == t:
                return [i]
        else:
            empty.append(i)
    return empty


def harvestable(fields: tuple[Pile, ...]) -> list[int]:
    """Fields that may be harvested now (AC-11: a lone bean only when no field holds 2+)."""
    lens = [len(f) for f in fields]
    if max(lens) >= 2:
        return [i for i, n in enumerate(lens) if n >= 2]
    return [i for i, n in enumerate(lens) if n]


def units(piles: tuple[Pile, ...]) -> list[tuple[int, int]]:
    """(type, representative card) per type among the piles, in order of first pile.

    The representative is the top card of the earliest pile of that type: the
    card a one-card move takes, and the id a unit placement names (ruling R-5).
    """
    out: list[tuple[int, int]] = []
    seen = 0
    for pile in piles:
        if pile:
            t = CT[pile[0]]
            if not seen >> t & 1:
                seen |= 1 << t
                out.append((t, pile[-1]))
    return out


def fill_types(bosses: tuple[Pile, ...]) -> int:
    """Bit set of the types an empty Boss may receive in the boss-fill check: those no Boss grows (AC-24)."""
    grown = 0
    for b in bosses:
        if b:
            grown |= 1 << CT[b[0]]
    return ~grown & 0x7F


def mafia_score(s: State) -> int:
    """Rule AC-35: the treasury, doubled in solo."""
    return len(s.treasury) * (2 if s.players == 1 else 1)


def taxed_fields(s: State) -> list[int]:
    bosses = s.bosses
    return [i for i, f in enumerate(s.fields[s.seat]) if f and boss_growing(bosses, CT[f[0]]) >= 0]


def _remove(pile: Pile, card: int) -> Pile:
    i = pile.index(card)
    return pile[:i] + pile[i + 1 :]


def _take_top(piles: tuple[Pile, ...], card: int) -> tuple[Pile, ...]:
    """The piles without ``card`` (the top of its pile)."""
    return tuple(p[:-1] if p and p[-1] == card else p for p in piles)


# --- the mechanics, all mutating a fresh copy ----------------------------------


def _boss_check(s: State, j: int, ev: list[Event]) -> None:
    """Rule AC-13 (and R-7): a Boss worth his threshold sells his whole field at once."""
    b = s.bosses[j]
    if not b:
        return
    k = COIN_TABLE[CT[b[0]]][len(b)]
    if k >= THRESHOLDS[j]:
        _sell_boss(s, j, k, ev, "boss_harvest")


def _sell_boss(s: State, j: int, k: int, ev: list[Event], kind: str) -> None:
    b = s.bosses[j]
    s.treasury += b[:k]
    s.discard += b[k:]
    s.bosses = s.bosses[:j] + ((),) + s.bosses[j + 1 :]
    ev.append(Event(kind, cards=b, value=k, source=BOSS_T[j]))


def _to_boss(s: State, j: int, cards: Pile, ev: list[Event], kind: str, seat: int, source: str) -> None:
    s.bosses = s.bosses[:j] + (s.bosses[j] + cards,) + s.bosses[j + 1 :]
    ev.append(Event(kind, seat, cards, BOSS_T[j], source=source))
    _boss_check(s, j, ev)


def _set_field(s: State, p: int, i: int, pile: Pile) -> None:
    fs = s.fields[p]
    s.fields[p] = fs[:i] + (pile,) + fs[i + 1 :]


def _harvest(s: State, p: int, i: int, ev: list[Event], kind: str = "harvest") -> None:
    """Rule AC-12: coins(type, N) cards to the coin pile, the rest to the discard."""
    f = s.fields[p][i]
    k = COIN_TABLE[CT[f[0]]][len(f)]
    s.coins[p] += f[:k]
    s.discard += f[k:]
    _set_field(s, p, i, ())
    ev.append(Event(kind, p, f, value=k, source=FIELD_T[i]))


def _hand_remove(s: State, p: int, card: int) -> None:
    """Rule AC-15: the other cards keep their order."""
    s.hands[p] = _remove(s.hands[p], card)
    if s.shown[p] and card in s.shown[p]:
        s.shown[p] = _remove(s.shown[p], card)


def _exhaust(s: State, ev: list[Event]) -> None:
    """Rules AC-30, AC-31, AC-33, R-9: called the moment the last draw card is taken."""
    s.exhaustions += 1
    ev.append(Event("exhausted", value=s.exhaustions))
    if s.players == 1 or s.exhaustions >= LAST_EXHAUSTION:
        s.ending = True
        return
    cards = s.discard + s.set_aside
    s.discard = ()
    s.set_aside = ()
    s.draw = tuple(shuffled(list(cards), s.seed, s.shuffles))
    s.shuffles += 1
    ev.append(Event("reshuffle", value=len(s.draw)))
    if not s.draw:
        s.ending = True  # ruling R-9


def _take_draw(s: State) -> int:
    c = s.draw[-1]
    s.draw = s.draw[:-1]
    return c


def _question2(s: State, ev: list[Event]) -> None:
    """Rule AC-21: pull the top discard card onto a kept pile or a Boss while one matches."""
    while s.discard:
        c = s.discard[-1]
        t = CT[c]
        for i, pile in enumerate(s.kept):
            if pile and CT[pile[0]] == t:
                s.discard = s.discard[:-1]
                s.kept = s.kept[:i] + (pile + (c,),) + s.kept[i + 1 :]
                ev.append(Event("discard_pull", s.seat, (c,), KEPT_T[i], source="discard"))
                break
        else:
            j = boss_growing(s.bosses, t)
            if j < 0:
                return
            s.discard = s.discard[:-1]
            _to_boss(s, j, (c,), ev, "discard_pull", s.seat, "discard")


def _reveal(s: State, ev: list[Event]) -> None:
    """Rule AC-20 (with R-2, R-3): reveal until 3 piles are kept or the game-ending exhaustion."""
    s.phase = REVEAL
    ev.append(Event("phase", s.seat, target=REVEAL))
    s.kept = ()
    while len(s.kept) < 3 and not s.ending:
        c = _take_draw(s)
        ev.append(Event("reveal", s.seat, (c,)))
        if not s.draw:
            _exhaust(s, ev)
        j = boss_growing(s.bosses, CT[c])
        if j >= 0:
            _to_boss(s, j, (c,), ev, "to_boss", s.seat, "reveal")
        else:
            s.kept += ((c,),)
            ev.append(Event("keep", s.seat, (c,), KEPT_T[len(s.kept) - 1]))
        _question2(s, ev)
    s.phase = CULTIVATE
    s.filling = False
    ev.append(Event("phase", s.seat, target=CULTIVATE))


def _can_buy(s: State, p: int) -> bool:
    return s.players == 2 and not s.bought[p] and len(s.coins[p]) >= THIRD_FIELD_COST


def _can_end(s: State) -> bool:
    if s.filling:
        return False
    if s.phase == PLANT:
        return s.planted > 0 or not s.hands[s.seat]
    # Rule AC-28: in solo every kept card must be placed first.
    return s.phase == CULTIVATE and (s.players == 2 or not any(s.kept))


def _start_turn(s: State, ev: list[Event]) -> None:
    s.planted = 0
    ev.append(Event("turn", s.seat, value=s.turn))
    if s.leftovers:
        s.phase = LEFTOVERS  # rule AC-16
        ev.append(Event("phase", s.seat, target=LEFTOVERS))
        return
    _enter_tax(s, ev)


def _enter_tax(s: State, ev: list[Event]) -> None:
    """Rule AC-17 and R-14: a decision point only while a tax is due, so the player can harvest first."""
    s.leftovers = ()
    if taxed_fields(s):
        s.phase = TAX
        ev.append(Event("phase", s.seat, target=TAX))
        return
    _enter_plant(s, ev)


def _enter_plant(s: State, ev: list[Event]) -> None:
    s.phase = PLANT
    s.planted = 0
    ev.append(Event("phase", s.seat, target=PLANT))
    p = s.seat
    # With an empty hand the phase is skipped (AC-18), but it stays a decision
    # point while a harvest is possible, because a harvest just before the
    # reveal feeds Question 2.
    if not s.hands[p] and not harvestable(s.fields[p]) and not _can_buy(s, p):
        _reveal(s, ev)


def _pay_tax(s: State, ev: list[Event]) -> None:
    """Rule AC-17: one bean from every field whose type a Boss grows, even a lone one."""
    p = s.seat
    for i in range(len(s.fields[p])):
        f = s.fields[p][i]
        if not f:
            continue
        j = boss_growing(s.bosses, CT[f[0]])
        if j >= 0:
            c = f[-1]
            _set_field(s, p, i, f[:-1])
            _to_boss(s, j, (c,), ev, "tax", p, FIELD_T[i])


def _fill_needed(s: State) -> bool:
    """Rule AC-24 (R-10): an empty Boss and an eligible card in hand or among the kept piles."""
    if all(s.bosses):
        return False
    ok = fill_types(s.bosses)
    for c in s.hands[s.seat]:
        if ok >> CT[c] & 1:
            return True
    return any(pile and ok >> CT[pile[0]] & 1 for pile in s.kept)


def _end_cultivate(s: State, ev: list[Event]) -> None:
    if _fill_needed(s):
        s.filling = True
        ev.append(Event("boss_fill", s.seat))
        return
    _after_fill(s, ev)


def _after_fill(s: State, ev: list[Event]) -> None:
    p = s.seat
    s.filling = False
    hand = s.hands[p]
    if s.players == 2 and hand and not all(s.bosses):
        # Rule AC-24: the obligation lapsed although cards remain, so the hand is shown.
        s.shown[p] = hand
        ev.append(Event("hand_shown", p, hand))
    if s.ending:
        _final_sale(s, ev)
        return
    if s.players == 2:
        s.leftovers = s.kept if any(s.kept) else ()  # rule AC-25
    s.kept = ()
    _draw_phase(s, ev)
    if s.ending:
        _final_sale(s, ev)  # AC-32 (3rd exhaustion in phase 6), AC-33
        return
    if s.players == 2:
        s.seat = 1 - p
    s.turn += 1
    _start_turn(s, ev)


def _draw_phase(s: State, ev: list[Event]) -> None:
    """Rules AC-26 and AC-29; an exhaustion mid-draw reshuffles (AC-31) or stops the draw."""
    p = s.seat
    ev.append(Event("phase", p, target=DRAW))
    held = len(s.hands[p])
    n = 2 if s.players == 2 or held >= 2 else SOLO_SHORT_DRAW[held]
    batch: list[int] = []
    for _ in range(n):
        c = _take_draw(s)
        batch.append(c)
        s.hands[p] += (c,)
        if not s.draw:
            ev.append(Event("draw", p, tuple(batch), value=len(batch), private=(p,)))
            batch = []
            _exhaust(s, ev)
            if s.ending:
                return
    if batch:
        ev.append(Event("draw", p, tuple(batch), value=len(batch), private=(p,)))


def _final_sale(s: State, ev: list[Event]) -> None:
    """Rule AC-34 (R-15): sell every field and Boss at face value, discard hands and kept cards."""
    for p in range(s.players):
        for i, f in enumerate(s.fields[p]):
            if f:
                _harvest(s, p, i, ev, "final_sale")
    for p in range(s.players):
        if s.hands[p]:
            s.discard += s.hands[p]
            ev.append(Event("discard", p, s.hands[p], "discard", source="hand"))
            s.hands[p] = ()
        s.shown[p] = ()
    for piles, source in ((s.kept, "kept"), (s.leftovers, "leftovers")):
        cards = tuple(c for pile in piles for c in pile)
        if cards:
            s.discard += cards
            ev.append(Event("discard", s.seat, cards, "discard", source=source))
    s.kept = ()
    s.leftovers = ()
    for j, b in enumerate(s.bosses):
        if b:
            _sell_boss(s, j, COIN_TABLE[CT[b[0]]][len(b)], ev, "final_sale")
    s.phase = OVER
    s.filling = False
    ev.append(Event("phase", s.seat, target=OVER))
    ev.append(Event("game_over", value=mafia_score(s)))


def _winners(s: State) -> list[int]:
    """Rule AC-36 (R-13): only a score strictly above the Mafia's wins; ties between players share."""
    scores = [len(c) for c in s.coins]
    best = max(scores)
    if best <= mafia_score(s):
        return []
    return [p for p, v in enumerate(scores) if v == best]


# --- set-up ---------------------------------------------------------------------


def _setup(players: int, seed: int, deck: list[int] | None = None) -> tuple[State, list[Event]]:
    """The state after the deal and the endowment; ``deck`` (top last) replaces the shuffle in tests."""
    deck = list(deck) if deck is not None else shuffled(list(range(DECK_SIZE)), seed, 0)
    ev: list[Event] = []
    hands: list[list[int]] = [[] for _ in range(players)]
    for k in range(HAND_SIZE[players] * players):
        # Rule AC-2: dealt one at a time, alternating from seat 0; AC-6 in solo.
        hands[k % players].append(deck.pop())
    for p in range(players):
        ev.append(Event("deal", p, tuple(hands[p]), value=len(hands[p]), private=(p,)))
    n_bosses = 3 if players == 1 else 2
    bosses: list[list[int]] = [[] for _ in range(n_bosses)]
    bosses[0].append(deck.pop())
    while True:
        c = deck.pop()
        t = CT[c]
        if t == CT[bosses[0][0]]:
            j = 0
        elif players == 2:
            j = 1  # rule AC-3: the first other type goes to Don and ends the endowment
        elif not bosses[1] or t == CT[bosses[1][0]]:
            j = 1  # rule AC-7: Don takes the second type, as often as it comes
        else:
            j = 2
        bosses[j].append(c)
        if j == n_bosses - 1:
            break
    for j, b in enumerate(bosses):
        ev.append(Event("endow", cards=tuple(b), target=BOSS_T[j]))
    s = State(
        players=players,
        seed=seed,
        shuffles=1,
        seat=0,
        turn=1,
        phase=PLANT,
        planted=0,
        filling=False,
        ending=False,
        exhaustions=0,
        draw=tuple(deck),
        discard=(),
        hands=[tuple(h) for h in hands],
        fields=[((), (), ()) if players == 1 else ((), ()) for _ in range(players)],
        bought=[False] * players,
        coins=[() for _ in range(players)],
        bosses=tuple(tuple(b) for b in bosses),
        treasury=(),
        set_aside=(),
        kept=(),
        leftovers=(),
        shown=[() for _ in range(players)],
    )
    for j in range(n_bosses):
        _boss_check(s, j, ev)  # rule AC-8: only once the endowment is complete
    if players == 2:
        ev.append(Event("turn", 0, value=1))
        _enter_plant(s, ev)  # rule AC-4: the very first turn starts at phase 3
    else:
        _start_turn(s, ev)
    return s, ev


# --- the Game -------------------------------------------------------------------


class AlCabohne:
    name = "al_cabohne"
    title = "Al Cabohne"
    min_players = 1
    max_players = 2

    def __init__(self) -> None:
        # Filled by the package (engine/al_cabohne/__init__.py), since the bots import the rules.
        self.bots: dict[str, Any] = {}

    def new(self, players: int, seed: int, **options: Any) -> State:
        check_players(self, players)
        check_seed(seed)
        if options:
            raise BadConfig(f"{self.title} has no options (not {', '.join(sorted(options))})")
        return _setup(players, seed)[0]

    def setup_events(self, s: State, seat: int | None) -> list[Event]:
        """The deal and the Mafia endowment of a state made by ``new``, as ``seat`` may see them."""
        return filter_events(_setup(s.players, s.seed)[1], seat)

    def to_act(self, s: State) -> int | None:
        return None if s.phase == OVER else s.seat

    def is_over(self, s: State) -> bool:
        return s.phase == OVER

    def scores(self, s: State) -> list[int]:
        """Coin-pile sizes (rule AC-35); final after the end."""
        return [len(c) for c in s.coins]

    def mafia_score(self, s: State) -> int:
        return mafia_score(s)

    def winners(self, s: State) -> list[int]:
        """Rule AC-36 once the game is over (empty = the Mafia won); empty while it runs."""
        return _winners(s) if s.phase == OVER else []

    # -- decisions --------------------------------------------------------------

    def legal_actions(self, s: State) -> list[Action]:
        ph = s.phase
        if ph == OVER:
            return []
        p = s.seat
        fs = s.fields[p]
        acts: list[Action] = []
        if ph == CULTIVATE:
            bosses = s.bosses
            if s.filling:
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
            else:
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
        elif ph == PLANT:
            hand = s.hands[p]
            if hand and s.planted < 2:
                c = hand[0]
                row = PLANT_A[c]
                acts += [row[i] for i in field_targets(fs, CT[c])]
        elif ph == TAX:
            acts.append(PAY_TAX)
        else:  # LEFTOVERS
            for t, c in units(s.leftovers):
                row = LEFTOVER_A[c]
                acts += [row[i] for i in field_targets(fs, t)]
                acts.append(row[3])
        acts += [HARVEST[i] for i in harvestable(fs)]
        if s.players == 2 and not s.bought[p] and len(s.coins[p]) >= THIRD_FIELD_COST:
            acts.append(BUY)
        if _can_end(s):
            acts.append(END)
        return acts

    def apply(self, s: State, a: Action) -> tuple[State, list[Event]]:
        ph = s.phase
        if ph == OVER:
            raise IllegalAction("the game is over")
        kind = a.kind
        p = s.seat
        ev: list[Event] = []
        if kind == "harvest":
            # Rules AC-10, AC-11: any decision point of the player's own turn.
            i = FIELD_INDEX.get(a.target, -1)
            if a.card != -1 or i not in harvestable(s.fields[p]):
                raise IllegalAction(f"cannot harvest {a.target!r} now")
            n = s.copy()
            _harvest(n, p, i, ev)
            return n, ev
        if kind == "buy_field":
            if a != BUY or not _can_buy(s, p):
                raise IllegalAction("cannot buy a third field now")
            n = s.copy()
            paid = n.coins[p][-THIRD_FIELD_COST:]
            n.coins[p] = n.coins[p][:-THIRD_FIELD_COST]
            n.set_aside += paid  # rule AC-14: back in play at the next reshuffle
            n.bought[p] = True
            n.fields[p] = n.fields[p] + ((),)
            ev.append(Event("buy_field", p, paid, FIELD_T[2], value=THIRD_FIELD_COST))
            return n, ev
        if kind == "plant":
            hand = s.hands[p]
            if (
                ph != PLANT
                or not hand
                or s.planted >= 2
                or a.card != hand[0]
                or FIELD_INDEX.get(a.target, -1) not in field_targets(s.fields[p], CT[hand[0]])
            ):
                raise IllegalAction(f"cannot plant {a.card} on {a.target!r}")
            n = s.copy()
            i = FIELD_INDEX[a.target]
            _hand_remove(n, p, a.card)
            _set_field(n, p, i, n.fields[p][i] + (a.card,))
            n.planted += 1
            ev.append(Event("plant", p, (a.card,), a.target, source="hand"))
            return n, ev
        if kind == "end":
            if a != END or not _can_end(s):
                raise IllegalAction("cannot end this phase now")
            n = s.copy()
            if ph == PLANT:
                _reveal(n, ev)
            else:
                _end_cultivate(n, ev)
            return n, ev
        if kind == "tax":
            if a != PAY_TAX or ph != TAX:
                raise IllegalAction("no tax to pay now")
            n = s.copy()
            _pay_tax(n, ev)
            _enter_plant(n, ev)
            return n, ev
        if kind == "place":
            if ph != CULTIVATE or s.filling:
                raise IllegalAction("units are placed in the cultivate phase")
            t = _unit_type(s.kept, a.card)
            n = s.copy()
            cards = tuple(c for pile in s.kept if pile and CT[pile[0]] == t for c in pile)
            if a.target in FIELD_INDEX:
                i = FIELD_INDEX[a.target]
                if i not in field_targets(s.fields[p], t):
                    raise IllegalAction(f"the {TYPES[t]} unit cannot go on {a.target}")
                n.kept = tuple(() if pile and CT[pile[0]] == t else pile for pile in s.kept)
                _set_field(n, p, i, n.fields[p][i] + cards)
                ev.append(Event("place", p, cards, a.target, source="kept"))
            else:
                j = BOSS_INDEX.get(a.target, -1)
                if j not in boss_targets(s.bosses, t):
                    raise IllegalAction(f"the {TYPES[t]} unit cannot go on {a.target!r}")
                n.kept = tuple(() if pile and CT[pile[0]] == t else pile for pile in s.kept)
                _to_boss(n, j, cards, ev, "place", p, "kept")  # ruling R-7: one check
            return n, ev
        if kind == "give":
            # Rule AC-23: any hand card, any position, in the cultivate phase only.
            j = BOSS_INDEX.get(a.target, -1)
            if (
                ph != CULTIVATE
                or s.filling
                or a.card not in s.hands[p]
                or j not in boss_targets(s.bosses, CT[a.card])
            ):
                raise IllegalAction(f"cannot give {a.card} to {a.target!r}")
            n = s.copy()
            _hand_remove(n, p, a.card)
            _to_boss(n, j, (a.card,), ev, "give", p, "hand")
            return n, ev
        if kind == "fill":
            j = BOSS_INDEX.get(a.target, -1)
            if (
                ph != CULTIVATE
                or not s.filling
                or not 0 <= a.card < DECK_SIZE
                or not 0 <= j < len(s.bosses)
                or s.bosses[j]
            ):
                raise IllegalAction(f"cannot fill {a.target!r} with {a.card}")
            ok = fill_types(s.bosses)
            in_hand = a.card in s.hands[p]
            from_kept = not in_hand and (CT[a.card], a.card) in units(s.kept)
            if not (in_hand or from_kept) or not ok >> CT[a.card] & 1:
                raise IllegalAction(f"{a.card} is not eligible for the empty Boss")
            n = s.copy()
            if in_hand:
                _hand_remove(n, p, a.card)
                source = "hand"
            else:
                n.kept = _take_top(n.kept, a.card)
                source = "kept"
            _to_boss(n, j, (a.card,), ev, "fill", p, source)  # ruling R-10: one card, no unit rule
            if not _fill_needed(n):
                _after_fill(n, ev)
            return n, ev
        if kind == "leftover":
            if ph != LEFTOVERS or (CT[a.card] if 0 <= a.card < DECK_SIZE else -1, a.card) not in units(
                s.leftovers
            ):
                raise IllegalAction(f"{a.card} is not a leftover to place now")
            t = CT[a.card]
            src = next(k for k, pile in enumerate(s.leftovers) if pile and pile[-1] == a.card)
            if a.target == "discard":
                n = s.copy()
                n.discard += (a.card,)
            else:
                i = FIELD_INDEX.get(a.target, -1)
                if i not in field_targets(s.fields[p], t):
                    raise IllegalAction(f"the leftover {TYPES[t]} cannot go on {a.target!r}")
                n = s.copy()
                _set_field(n, p, i, n.fields[p][i] + (a.card,))
            n.leftovers = _take_top(n.leftovers, a.card)
            ev.append(Event("leftover", p, (a.card,), a.target, source=LEFT_T[src]))
            if not any(n.leftovers):
                _enter_tax(n, ev)
            return n, ev
        raise IllegalAction(f"unknown action {a.kind!r}")

    # -- what a seat sees ------------------------------------------------------------

    def view(self, s: State, seat: int | None) -> AlCabohneView:
        if seat is not None and not 0 <= seat < s.players:
            raise ValueError(f"no seat {seat} in a {s.players}-player game")
        hands = []
        for p, h in enumerate(s.hands):
            if p == seat:
                hands.append(h)
            elif s.shown[p]:
                sh = s.shown[p]
                hands.append(tuple(c if c in sh else HIDDEN for c in h))
            else:
                hands.append((HIDDEN,) * len(h))
        phase = s.phase
        over = phase == OVER
        cur = s.seat
        hand = s.hands[cur]
        must_plant = phase == PLANT and s.planted == 0 and bool(hand)
        # Only the actor may learn that its front card fits nowhere: it tells about the hand.
        fits = not (phase == PLANT and hand and seat == cur) or bool(field_targets(s.fields[cur], CT[hand[0]]))
        forced = must_plant and not fits
        b = s.bosses
        bosses = (
            BossView(_AL, THRESHOLDS[0], b[0], True),
            BossView(_DON, THRESHOLDS[1], b[1], True),
            BossView(_JOE, THRESHOLDS[2], b[2], True) if len(b) == 3 else _JOE_FIELD,
        )
        scores = tuple(map(len, s.coins))
        mafia = mafia_score(s)
        final = FinalScore(scores, len(s.treasury), mafia, tuple(_winners(s))) if over else None
        # Positional, in field order: this runs once per bot decision and per resample.
        return AlCabohneView(
            seat,
            s.players,
            s.players == 1,
            None if over else cur,
            cur,
            s.turn,
            phase,
            s.planted,
            must_plant,
            forced,
            tuple(taxed_fields(s)) if phase == TAX else (),
            s.filling,
            s.ending,
            tuple(hands),
            tuple(s.shown),
            tuple(s.fields),
            tuple(s.bought),
            bosses,
            s.treasury,
            s.set_aside,
            tuple(s.coins),
            len(s.draw),
            s.exhaustions,
            s.discard,
            s.kept,
            s.leftovers,
            scores,
            mafia,
            final,
            fits,
        )

    def resample(self, s: State, seat: int, rng: random.Random) -> State:
        """A state consistent with ``view(s, seat)``: the unseen cards re-dealt at random."""
        return state_from_view(self.view(s, seat), rng)

    # -- invariants --------------------------------------------------------------------

    def check(self, s: State) -> None:
        check_state(s)

    def describe(self, a: Action) -> str:
        return describe(a)


# --- hints, descriptions --------------------------------------------------------


def _place_name(target: str) -> str:
    if target in FIELD_INDEX:
        return f"field {FIELD_INDEX[target] + 1}"
    if target in BOSS_INDEX:
        return BOSSES[BOSS_INDEX[target]].name
    return "the discard pile" if target == "discard" else target


def _bean(card: int) -> str:
    return TYPES[CT[card]] if 0 <= card < DECK_SIZE else "?"


def describe(a: Action) -> str:
    k = a.kind
    if k == "harvest":
        return f"harvest {_place_name(a.target)}"
    if k == "buy_field":
        return f"buy a third field for {THIRD_FIELD_COST} coins"
    if k == "tax":
        return "pay the Mafia's tax"
    if k == "end":
        return "end the phase"
    if k == "plant":
        return f"plant {_bean(a.card)} on {_place_name(a.target)}"
    if k == "place":
        return f"put the {_bean(a.card)} beans on {_place_name(a.target)}"
    if k == "give":
        return f"give {_bean(a.card)} to {_place_name(a.target)}"
    if k == "fill":
        return f"fill {_place_name(a.target)} with {_bean(a.card)}"
    if k == "leftover":
        return f"put the leftover {_bean(a.card)} on {_place_name(a.target)}"
    return k


# --- resampling ----------------------------------------------------------------


def state_from_view(v: AlCabohneView, rng: random.Random) -> State:
    """Rebuild a full state from a seat's view: unseen cards shuffled into hidden slots and the draw pile.

    The draw order and the other seat's hidden hand cards are the only unknowns
    (the coin piles were all public sales). When the view shows a pending
    boss fill whose eligible card must be in a hidden hand, one eligible
    unseen card is swapped into that hand, so the state stays consistent.
    """
    n_bosses = 3 if v.solo else 2
    bosses = tuple(b.cards for b in v.bosses[:n_bosses])
    seen = set(v.treasury).union(
        v.set_aside,
        v.discard,
        *bosses,
        *v.coins,
        *v.kept,
        *v.leftovers,
        *v.hands,
        *(f for fs in v.fields for f in fs),
    )
    # Sorting by random keys is a uniform shuffle and several times faster than
    # random.shuffle, which matters to a bot sampling thousands of states.
    rand = rng.random
    unseen = [c for _, c in sorted([(rand(), c) for c in range(DECK_SIZE) if c not in seen])]
    hands = []
    k = 0
    for h in v.hands:
        if HIDDEN in h:
            out = []
            for c in h:
                if c == HIDDEN:
                    out.append(unseen[k])
                    k += 1
                else:
                    out.append(c)
            hands.append(tuple(out))
        else:
            hands.append(h)
    draw = tuple(unseen[k:])
    assert len(draw) == v.draw_pile, "the view does not add up to 116 cards"
    cur = v.current
    if v.filling and HIDDEN in v.hands[cur]:
        ok = fill_types(bosses)
        if not any(ok >> CT[c] & 1 for c in hands[cur]) and not any(
            pile and ok >> CT[pile[0]] & 1 for pile in v.kept
        ):
            slot = v.hands[cur].index(HIDDEN)
            swap = next((c for c in draw if ok >> CT[c] & 1), None)
            if swap is not None:
                h = list(hands[cur])
                old = h[slot]
                h[slot] = swap
                hands[cur] = tuple(h)
                draw = tuple(old if c == swap else c for c in draw)
    return State(
        players=v.players,
        seed=rng.randrange(1 << 30),
        shuffles=1,
        seat=cur,
        turn=v.turn,
        phase=v.phase,
        planted=v.planted,
        filling=v.filling,
        ending=v.ending,
        exhaustions=v.exhaustions,
        draw=draw,
        discard=v.discard,
        hands=hands,
        fields=list(v.fields),
        bought=list(v.bought),
        coins=list(v.coins),
        bosses=bosses,
        treasury=v.treasury,
        set_aside=v.set_aside,
        kept=v.kept,
        leftovers=v.leftovers,
        shown=list(v.shown),
    )


# --- invariants -------------------------------------------------------------------


def check_state(s: State) -> None:
    """AssertionError if the state breaks an invariant (every card once, AC-9, the phases)."""
    assert s.players in (1, 2), "players"
    assert s.phase in RESTING_PHASES, f"a state may not rest in phase {s.phase!r}"
    piles: list[Pile] = [
        s.draw,
        s.discard,
        s.treasury,
        s.set_aside,
        *s.hands,
        *s.coins,
        *s.bosses,
        *s.kept,
        *s.leftovers,
    ]
    for fs in s.fields:
        piles.extend(fs)
    every: list[int] = []
    for pile in piles:
        assert type(pile) is tuple, "piles are tuples"
        every += pile
    assert len(every) == DECK_SIZE and len(set(every)) == DECK_SIZE, (
        "each of the 116 cards must be in one place"
    )
    assert min(every) == 0 and max(every) == DECK_SIZE - 1, "card ids are 0..115"
    assert len(s.bosses) == (3 if s.players == 1 else 2), "Boss count"
    grown = set()
    for j, b in enumerate(s.bosses):
        if b:
            t = CT[b[0]]
            assert CT[min(b)] == CT[max(b)], "a Boss field holds one type (AC-9)"
            assert t not in grown, "two Bosses grow the same type (AC-9)"
            grown.add(t)
            if s.phase != OVER:
                assert COIN_TABLE[t][len(b)] < THRESHOLDS[j], "a Boss at his threshold must have sold (AC-13)"
    for p in range(s.players):
        fs = s.fields[p]
        if s.players == 1:
            assert len(fs) == 3 and not s.bought[p], "solo: three fields, none bought (AC-5)"
        else:
            assert len(fs) == (3 if s.bought[p] else 2), "fields owned (AC-1, AC-14)"
        types = [CT[f[0]] for f in fs if f]
        assert len(types) == len(set(types)), "a player grows a type on two fields (AC-9)"
        for f in fs:
            # Ids run type by type, so one type means the lowest and highest id share it.
            assert not f or CT[min(f)] == CT[max(f)], "a field holds one type (AC-9)"
        assert all(c in s.hands[p] for c in s.shown[p]), "shown cards are hand cards"
    assert len(s.set_aside) % THIRD_FIELD_COST == 0, "set-aside coins come in fours"
    assert len(s.set_aside) <= THIRD_FIELD_COST * sum(s.bought), "set-aside coins were paid for fields"
    for pile in (*s.kept, *s.leftovers):
        assert not pile or CT[min(pile)] == CT[max(pile)], "a kept pile holds one type"
    assert len(s.kept) <= 3 and len(s.leftovers) <= 3, "at most 3 kept piles (AC-20)"
    assert 0 <= s.planted <= 2, "at most 2 cards planted (AC-19)"
    assert s.exhaustions <= (1 if s.players == 1 else LAST_EXHAUSTION), "exhaustions"
    assert 0 <= s.seat < s.players
    if s.phase == OVER:
        assert not any(s.hands) and not any(s.kept) and not any(s.bosses), "the final sale empties the table"
        assert all(not f for fs in s.fields for f in fs), "the final sale sells every field (AC-34)"
        return
    assert s.draw or s.ending, "an empty draw pile is the end (AC-31 to AC-33)"
    if s.players == 1:
        assert not s.leftovers, "solo has no leftovers (AC-27)"
    if s.phase == LEFTOVERS:
        assert any(s.leftovers), "the leftovers phase needs leftovers"
    else:
        assert not s.leftovers, "leftovers are placed in phase 1 (AC-16)"
    if s.phase != CULTIVATE:
        assert not s.kept and not s.filling, "kept piles exist only in the cultivate phase"
    if s.filling:
        assert _fill_needed(s), "a boss fill is pending only while one is possible (AC-24)"
    if s.phase == TAX:
        assert s.planted == 0


def _unit_type(kept: tuple[Pile, ...], card: int) -> int:
    if not 0 <= card < DECK_SIZE:
        raise IllegalAction(f"no card {card}")
    t = CT[card]
    if (t, card) not in units(kept):
        raise IllegalAction(f"{card} does not name a kept unit")
    return t


GAME = AlCabohne()
