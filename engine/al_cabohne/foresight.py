"""What an Al Cabohne move brings at once, said before it is made: a Boss who sells, a field the next tax takes from.

``warnings(view, action)`` answers from the seat's own view: the move is
played on a state rebuilt from that view (``state_from_view``, with a fixed
seed), and only what does not depend on a hidden card is read from the
result. So a warning never tells what the seat could not know, and the same
position always gets the same words. The moves read are those whose outcome
is settled by what the seat sees: planting, placing, giving, filling a Boss,
a leftover, the tax and the end of the cultivate phase (the draw after it
changes neither a field nor a Boss). The end of the plant phase reveals
cards, so nothing is foretold for it.
"""

from __future__ import annotations

import random

from engine.al_cabohne.facts import BOSS_INDEX, BOSS_T, CT, boss_growing, harvestable
from engine.al_cabohne.kinds import ActionKind, EventKind, Phase
from engine.al_cabohne.mechanics import question2
from engine.al_cabohne.rules import GAME, HARVEST
from engine.al_cabohne.sample import state_from_view
from engine.al_cabohne.state import State
from engine.al_cabohne.view import AlCabohneView
from engine.al_cabohne.words import BEAN_WORDS, BOSS_WORDS, bean_list, last_turn
from engine.core import Action, Event, Words, words

FORETOLD = frozenset({ActionKind.PLANT, ActionKind.PLACE, ActionKind.GIVE, ActionKind.FILL, ActionKind.LEFTOVER,
                      ActionKind.TAX})


def warnings(view: AlCabohneView, action: Action) -> list[Words]:
    """What ``action`` will bring at once that costs the seat: each Boss it makes sell (AC-13: his field goes
    to the Mafia's treasury), and each of the seat's fields it leaves to be taxed at the next turn's tax
    (AC-17) that was not before; ending the cultivate phase names every field the next tax takes a bean from.
    Empty when nothing of that kind follows, or when the move is not one whose outcome the view settles."""
    played = _played(view, action)
    if played is None:
        return []
    seat, ending, before, after, events = played
    out: list[Words] = []
    for e in events:
        if e.kind == EventKind.BOSS_HARVEST:
            out.append(words("{boss} will sell his {bean} field at once: {n} coin to the Mafia.",
                             plural="{boss} will sell his {bean} field at once: {n} coins to the Mafia.",
                             boss=BOSS_WORDS[BOSS_INDEX[e.source]], bean=BEAN_WORDS[CT[e.cards[0]]], n=e.value))
    if after.phase == Phase.OVER:
        return out  # no next turn: no tax
    barred = _barred(before, after, seat)
    if barred is not None:
        out.append(barred)
    if view.solo and action.kind in (ActionKind.GIVE, ActionKind.FILL, ActionKind.PLACE):  # the move gives a Boss
        # the type on top of the discard (the playtest: "Fill Al with Fire" over 4 harvested Fires, which the reveal
        # then handed him); solo only: with two players the other seat's leftovers and harvests come first (AC-16)
        for j, (n, _coins) in enumerate(_fed_more(before, after)):
            if n and action.target == BOSS_T[j]:  # the Boss given the card: he takes the discard's top first
                # no count: a revealed bean may reach him first and make him sell sooner (AC-20, AC-13)
                out.append(_fed(j, n, CT[after.bosses[j][0]]))
    was = set() if ending else _taxed(before, seat)
    for i, boss in sorted(_taxed(after, seat).items()):
        if i in was:
            continue
        t = CT[after.fields[seat][i][0]]
        bean = BEAN_WORDS[t]
        if last_turn(view) and before.phase != Phase.LEFTOVERS:  # the last turn (AC-32): no next turn, no tax
            continue  # ("will be taxed next turn" said on the last turn, playtest 19)
        # said as a condition: a field harvested before the tax pays none (AC-17), and "will be taxed next turn"
        # read as a fact
        if before.phase == Phase.LEFTOVERS and before.bosses[boss] and CT[before.bosses[boss][0]] == t:
            # the leftovers open the seat's own turn: its tax comes next, not at the next turn (playtest 16)
            out.append(words("If not harvested first, your {bean} field (field {n}) will be taxed this turn: {boss} grows {bean}.",
                             bean=bean, n=i + 1, boss=BOSS_WORDS[boss]))
        elif before.bosses[boss] and CT[before.bosses[boss][0]] == t:
            out.append(words("If not harvested first, your {bean} field (field {n}) will be taxed next turn: {boss} grows {bean}.",
                             bean=bean, n=i + 1, boss=BOSS_WORDS[boss]))
        else:  # the move itself gives the Boss the type (playtest: "Don grows Fire" said while Don was empty)
            out.append(will_grow(t, i, boss))
    return out


def will_grow(t: int, i: int, boss: int) -> Words:
    """The seat's field ``i`` of type ``t`` taxed next turn once Boss ``boss``, empty now, grows the type (AC-17)."""
    return words("If not harvested first, your {bean} field (field {n}) will be taxed next turn: {boss} will grow {bean}.",
                 bean=BEAN_WORDS[t], n=i + 1, boss=BOSS_WORDS[boss])


def bars(view: AlCabohneView, action: Action) -> Words | None:
    """The warning among ``warnings`` that ``action`` bars the seat's lone beans from harvest (``_barred``): said in
    the prompt for the field it names, beside other places' warnings."""
    played = _played(view, action)
    return None if played is None or played[3].phase == Phase.OVER else _barred(played[2], played[3], played[0])


def _barred(before: State, after: State, seat: int) -> Words | None:
    """The seat's lone beans the move bars from harvest (AC-11: a lone bean only while no field holds 2 or more)
    while revealed beans still wait for a field none is free for: harvesting a lone bean was the way to make room, and
    playtest 34 twice found a revealed type with nowhere to go after the click that barred it, with no word before."""
    fields = after.fields[seat]
    was, now = set(harvestable(before.fields[seat])), set(harvestable(fields))
    lone = [i for i in sorted(was - now) if len(fields[i]) == 1]
    grown = {CT[f[0]] for f in fields if f}
    homeless = {CT[p[0]] for p in after.kept if p and CT[p[0]] not in grown}
    if not lone or len(homeless) <= sum(1 for f in fields if not f):
        return None
    full = next(i for i, f in enumerate(fields) if len(f) >= 2)
    return words("Then your lone {beans} can no longer be harvested to free a field (field {field} will hold 2+).",
                 field=full + 1,
                 beans=bean_list([BEAN_WORDS[CT[fields[i][0]]] for i in lone]))


def mafia_coins(view: AlCabohneView, action: Action) -> int:
    """The coins ``action`` makes the Bosses sell to the Mafia at once (AC-13), read from the seat's view as
    ``warnings`` reads it; 0 where the view does not settle the move's outcome."""
    played = _played(view, action)
    if played is None:
        return 0
    return sum(e.value for e in played[4] if e.kind == EventKind.BOSS_HARVEST)


def sellers(view: AlCabohneView, action: Action) -> frozenset[int]:
    """The Bosses (their indexes) that ``action`` makes sell at once (AC-13), read as ``warnings`` reads them."""
    played = _played(view, action)
    return frozenset(BOSS_INDEX[e.source] for e in played[4] if e.kind == EventKind.BOSS_HARVEST) if played else \
        frozenset()


def discard_flow(s: State) -> tuple[tuple[int, int], ...]:
    """What the next reveal's question 2 (AC-21) hands each Boss from the top of the discard as it lies, where no
    revealed card of the type comes first to keep it (the reveal starts with no kept pile): per Boss, the beans and
    the coins they make him sell (AC-13). Nothing once the game is ending (AC-32: no reveal is left), nor where the
    draw pile may run out before the reveal's first card (AC-31: the discard is shuffled into it, or the game ends)."""
    held = len(s.hands[s.seat])
    # the draw still due this turn: 2 cards, or up to 4 solo from a short hand (AC-26, AC-29; a Boss fill may
    # still take a card from it)
    coming = (2 if s.players == 2 or held >= 3 else 4) if s.phase in (Phase.CULTIVATE, Phase.DRAW) else 0
    if s.ending or s.phase == Phase.OVER or len(s.draw) <= coming + 1:
        return tuple((0, 0) for _ in s.bosses)
    t = s.copy()
    t.kept = ()
    events: list[Event] = []
    question2(t, events)
    beans = [0] * len(s.bosses)
    coins = [0] * len(s.bosses)
    for e in events:
        if e.kind == EventKind.DISCARD_PULL and e.target in BOSS_INDEX:
            beans[BOSS_INDEX[e.target]] += len(e.cards)
        elif e.kind == EventKind.BOSS_HARVEST:
            coins[BOSS_INDEX[e.source]] += e.value
    return tuple(zip(beans, coins, strict=True))


def _fed_more(before: State, after: State) -> list[tuple[int, int]]:
    """Per Boss, the beans and coins the next reveal's discard flow (``discard_flow``) brings him after a move beyond
    what it brought before it."""
    was, now = discard_flow(before), discard_flow(after)
    return [(max(0, n - m), max(0, k - c)) for (m, c), (n, k) in zip(was, now, strict=True)]


def fed_by_discard(view: AlCabohneView, action: Action) -> list[tuple[int, int]]:
    """Per Boss, the beans (and the coins they sell for) that the next reveal hands him from the discard (AC-21)
    because of ``action`` (a harvest that tops the discard with his type, a Boss given the type on top of it), read
    from the seat's view; all zero where the view does not settle the move. A harvest of a lone bean that must wait
    (AC-11: another field holds 2 or more) is read after those fields are harvested first, its beans on top
    (playtest 31: a lone Fire beside Blue ×5, taxed, still handed Al his sale at the reveal once both were cashed).
    What those fields' beans bring is theirs, not this harvest's: it is measured from the state after them."""
    seat = view.seat
    if seat is None or view.to_act != seat or action.kind not in SETTLED:
        return []
    s = state_from_view(view, random.Random(0))
    if action.kind == ActionKind.HARVEST and not GAME.is_legal(s, action):
        for f, a in zip(s.fields[seat], HARVEST, strict=False):
            if len(f) > 1 and GAME.is_legal(s, a):
                s = GAME.apply(s, a)[0]
    if not GAME.is_legal(s, action):
        return []
    return _fed_more(s, GAME.apply(s, action)[0])


def fed_warnings(view: AlCabohneView, harvest: Action) -> list[Words]:
    """A harvest's beans that top the discard where the next reveal hands them to the Boss growing them (AC-21,
    ``fed_by_discard``), said in the words for a gift that does the same (playtest 29: "Harvest +0" then the reveal
    took the Puff to Joe, Mafia +1, with no word on the button nor in the Hint)."""
    fed = fed_by_discard(view, harvest)
    if not fed or view.seat is None:
        return []
    field = view.fields[view.seat][int(harvest.target.partition(":")[2])]
    return [_fed(j, n, CT[field[0]]) for j, (n, _coins) in enumerate(fed) if n and field]


def tax_fed(view: AlCabohneView, whole: bool = False) -> Words | None:
    """A taxed field whose harvest, the way out of the tax (AC-17), tops the discard with beans the next reveal hands
    the Boss growing them anyway (AC-12, AC-21; ``fed_by_discard``), also where another field must be harvested first
    (AC-11). ``whole``: only a field that earns no coin and all of whose beans reach him, where paying the tax is as
    good (the Hint's why of paying, ``advice``: playtest 31, a lone Fire beside Blue ×5 meant to be harvested to deny
    the Mafia its sale); else any such field, said where the tax is asked (playtest 32b: Kidney
    ×5 harvested to avoid the tax, and the same reveal handed them to Don Corlebohne, Mafia +2)."""
    seat = view.seat
    if seat is None or view.to_act != seat:
        return None
    for i in view.tax_due:
        field = view.fields[seat][i]
        if not field or whole and view.field_worth[seat][i][0]:
            continue
        fed = fed_by_discard(view, HARVEST[i])
        # only the Boss growing the field's type: another fed by the same reveal takes none of these beans
        j = boss_growing(tuple(b.cards for b in view.bosses), CT[field[0]])
        # every bean the harvest leaves on the discard (the field's beans but those turned into coins, AC-12) reaches
        # him: one of four reaching him did not make "field 1's beans would reach him" true (a review finding)
        if 0 <= j < len(fed) and fed[j][0] >= len(field) - view.field_worth[seat][i][0]:
            return words("Harvested instead, field {field}'s {bean} would reach {boss} anyway, from the discard.",
                         plural="Harvested instead, field {field}'s {bean} beans would reach {boss} anyway, from the "
                         "discard.", n=len(field), field=i + 1, bean=BEAN_WORDS[CT[field[0]]], boss=BOSS_WORDS[j])
    return None


def _fed(boss: int, n: int, bean: int) -> Words:
    """That the next reveal hands ``boss`` the ``n`` beans of type ``bean`` on top of the discard (AC-21)."""
    return words("The next reveal hands {boss} the {bean} on top of the discard.",
                 plural="The next reveal hands {boss} the {bean} beans on top of the discard.", n=n,
                 boss=BOSS_WORDS[boss], bean=BEAN_WORDS[bean])


# Moves whose result the seat's view settles, so that two of them can be told to come to the same.
SETTLED = FORETOLD | {ActionKind.HARVEST, ActionKind.BUY_FIELD}


def alike(view: AlCabohneView, a: Action, b: Action) -> bool:
    """Whether ``a`` and ``b`` are the same move in all but words: of one kind, and leaving the same position but
    for which of the seat's fields holds what (harvesting one of two lone Broads, planting on either of two empty
    fields). Read from the seat's view; false where the view does not settle either move's result."""
    if a == b:
        return True
    if a.kind != b.kind or a.kind not in SETTLED or view.seat is None or view.to_act != view.seat:
        return False
    before = state_from_view(view, random.Random(0))  # one rebuilt state, so both moves meet the same hidden cards
    if not (GAME.is_legal(before, a) and GAME.is_legal(before, b)):
        return False
    return _outcome(GAME.apply(before, a)[0], view.seat) == _outcome(GAME.apply(before, b)[0], view.seat)


def _outcome(s: State, seat: int) -> tuple[object, ...]:
    """What a position holds, by bean types, with the seat's fields in no particular order."""
    def types(pile: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(CT[c] for c in pile)

    fields = tuple(sorted(types(f) for f in s.fields[seat]))
    others = tuple(tuple(types(f) for f in fs) for p, fs in enumerate(s.fields) if p != seat)
    return (s.phase, s.planted, s.filling, s.ending, s.seat, fields, others, tuple(map(types, s.hands)),
            tuple(map(types, s.bosses)), tuple(map(types, s.kept)), tuple(map(types, s.leftovers)),
            types(s.discard), types(s.draw), tuple(map(len, s.coins)), len(s.treasury), tuple(s.bought))


def _played(view: AlCabohneView, action: Action) -> tuple[int, bool, State, State, list[Event]] | None:
    """``action`` played on a state rebuilt from the seat's ``view`` (with a fixed seed): the seat, whether the
    move ends the cultivate phase, the state before and after and the events; ``None`` where the move is not the
    seat's, not one whose outcome the view settles, or not legal."""
    seat = view.seat
    ending = action.kind == ActionKind.END and view.phase == Phase.CULTIVATE and not view.filling
    if seat is None or view.to_act != seat or (action.kind not in FORETOLD and not ending):
        return None
    before = state_from_view(view, random.Random(0))  # a rebuilt state has the seat's own moves
    if not GAME.is_legal(before, action):
        return None
    after, events = GAME.apply(before, action)
    return seat, ending, before, after, list(events)


def _taxed(s: State, seat: int) -> dict[int, int]:
    """The seat's fields the next tax takes a bean from (AC-17), each with the Boss who grows its type."""
    grower = {CT[b[0]]: j for j, b in enumerate(s.bosses) if b}
    return {i: grower[CT[f[0]]] for i, f in enumerate(s.fields[seat]) if f and CT[f[0]] in grower}
