"""Why a move is worth making (``SearchHooks.reason``, ``engine.al_cabohne.advice``): every reason the Hint and the
coach may say is true for the move it follows. Over seeded games (solo, two players with the trading variant), at
each decision, every legal move's reason is read from the seat's own view, the move is made on the real state,
and each fact the reason states is checked there: what a field then holds and pays (AC-12), what a harvest earns
(AC-10 to AC-12), a field the tax takes from or not (AC-17), the front card a harvest makes room for (AC-18), the
draw (AC-29), a card given to a Boss (AC-13, AC-23, AC-24) and a gift that ends the boss fill (R-16, AC-24).
A fact the checker does not know fails the test: a new reason comes with its check."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne import rollout
from engine.al_cabohne.advice import named_trade, reason
from engine.al_cabohne.cards import COIN_TABLE, THRESHOLDS
from engine.al_cabohne.facts import (
    BOSS_INDEX,
    CT,
    FIELD_INDEX,
    field_targets,
    taxed_fields,
    worth,
)
from engine.al_cabohne.foresight import alike
from engine.al_cabohne.kinds import EventKind
from engine.al_cabohne.room import all_fit
from engine.al_cabohne.rules import ACCEPT, PROPOSE
from engine.al_cabohne.words import BEAN_WORDS, BOSS_WORDS, any_empty, bean_list, type_words
from engine.core import Action, Event, Words, english
from engine.search.budget import iterations
from engine.search.hint import brief, hint
from game.tables.al_cabohne import coach

AC = GAMES["al_cabohne"]


def parts(w: Words) -> list[Words]:
    """The sentences of a reason (``advice`` joins them as "{a} {b}")."""
    if w.text == "{a} {b}":
        a = dict(w.args)
        return parts(a["a"]) + parts(a["b"])
    return [w]


def _bean(t: int) -> Words:
    return BEAN_WORDS[t]


Check = Callable[[Any, Any, Action, dict[str, Any], Any, list[Event]], None]
Check0 = Callable[[Any, Action, dict[str, Any], Any, list[Event]], None]


def _harvested(events: list[Event]) -> Event:
    return next(e for e in events if e.kind == EventKind.HARVEST)


def _field_after(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    field = after.fields[s.seat][args["field"] - 1]
    assert args["field"] - 1 == FIELD_INDEX[a.target]
    assert len(field) == args["beans"] and worth(field)[0] == args["n"] and args["bean"] == _bean(CT[a.card])


def _field_grows(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A bean onto a field that already pays (AC-12): it earns no more now, and ``n`` more make the next coins."""
    before, field = s.fields[s.seat][FIELD_INDEX[a.target]], after.fields[s.seat][args["field"] - 1]
    row = COIN_TABLE[CT[a.card]]
    assert args["field"] - 1 == FIELD_INDEX[a.target] and args["bean"] == _bean(CT[a.card])
    assert len(field) == args["beans"] and 0 < worth(before)[0] == worth(field)[0] < args["coins"]
    assert row[args["beans"] + args["n"]] == args["coins"] and row[args["beans"] + args["n"] - 1] < args["coins"]
    assert _to_come(s, CT[a.card], a.card) >= args["n"]  # the next coins can still come


def _field_after_anywhere(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A bean put on one of several empty fields (the move is said "on any empty field"): no field named."""
    assert not s.fields[s.seat][FIELD_INDEX[a.target]] and sum(1 for f in s.fields[s.seat] if not f) >= 2
    _field_after(s, a, {**args, "field": FIELD_INDEX[a.target] + 1}, after, events)


def _first_coin(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    field = after.fields[s.seat][FIELD_INDEX[a.target]]
    row = COIN_TABLE[CT[a.card]]
    assert args["field"] - 1 == FIELD_INDEX[a.target] and args["bean"] == _bean(CT[a.card])
    assert len(field) == args["n"] and row[args["n"]] == 0 and row[args["first"]] == 1 and row[args["first"] - 1] == 0
    assert _to_come(s, CT[a.card], a.card) >= args["first"] - args["n"]  # the first coin can still come


def _to_come(s: Any, t: int, but: int = -1) -> int:
    """Beans of type ``t`` that may still reach the seat's fields, read from the full state: the draw pile, the
    other seat's cards it has not shown, the seat's own hand but card ``but``; none once the game ends this turn."""
    if s.ending:
        return 0
    seat = AC.to_act(s)
    hidden = [c for p, h in enumerate(s.hands) if p != seat for c in h if c not in s.shown[p]]
    mine = [c for c in s.hands[seat] if c != but]
    return sum(1 for c in (*s.draw, *hidden, *mine) if CT[c] == t)


def _all_empty_alike(s: Any, view: Any, a: Action) -> None:
    empty = [i for i, f in enumerate(s.fields[s.seat]) if not f]
    assert len(empty) >= 2 and not s.fields[s.seat][FIELD_INDEX[a.target]]
    assert all(alike(view, a, Action(a.kind, a.card, f"field:{i}")) for i in empty)


def _left_short(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    field = s.fields[s.seat][FIELD_INDEX[a.target]]
    t = CT[field[0]]
    coins, more = worth(field)
    assert _harvested(events).value == coins > 0 and more and args["bean"] == _bean(t)
    assert _to_come(s, t) < more - len(field)


def _frees(before_reveal: bool) -> Check0:
    """A paying harvest of one of the seat's full fields: the field it frees, for the reveal still due or not."""
    def check(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
        seat = s.seat
        assert _harvested(events).value == args["n"] > 0 and all(s.fields[seat])
        assert not after.fields[seat][FIELD_INDEX[a.target]] and (s.phase == "plant") == before_reveal

    return check


def _room_for_reveal(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A paying harvest before the reveal (AC-20) while another field is empty already: the empty fields then."""
    seat = s.seat
    assert _harvested(events).value == args["n"] > 0 and s.phase == after.phase == "plant"
    assert sum(1 for f in after.fields[seat] if not f) == args["k"] >= 2


def _next_plant(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A harvest that makes room for the cards planted next (AC-18, AC-19): more new types among them than empty
    fields, and the named one has a field once the harvest is made."""
    seat = s.seat
    hand, fields = s.hands[seat], s.fields[seat]
    coming = hand[:2] if s.phase != "plant" or s.planted == 0 else hand[:1]
    new = list(dict.fromkeys(CT[c] for c in coming if not any(f and CT[f[0]] == CT[c] for f in fields)))
    empty = sum(1 for f in fields if not f)
    assert len(new) > empty and args["bean"] == _bean(new[empty]) and a.kind == "harvest"
    assert field_targets(after.fields[seat], new[empty])


def _plan_dodge(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A step of the tax dodge (AC-11, AC-17): the rest of the plan is legal and leaves the Boss without the bean."""
    seat = s.seat
    j = BOSS_WORDS.index(args["boss"])
    lone = [k for k in taxed_fields(s) if len(s.fields[seat][k]) == 1]
    assert s.phase == "tax" and lone and args["bean"] == _bean(CT[s.fields[seat][lone[0]][0]])
    assert s.bosses[j] and CT[s.bosses[j][0]] == CT[s.fields[seat][lone[0]][0]]
    steps = [Action("harvest", -1, f"field:{args['b'] - 1}")] if "b" in args else []
    t = after
    for step in [*steps, Action("harvest", -1, f"field:{lone[0]}"), Action("tax")]:
        assert AC.is_legal(t, step), (step, t.fields[seat])
        t = AC.apply(t, step)[0]
    assert len(t.bosses[j]) <= len(s.bosses[j])  # he got no bean of the lone field (or sold: none left)
    # nor does the next reveal hand it to him from the discard (AC-21; playtest 16: "Joe gets no Blue", then he did)
    bean = s.fields[seat][lone[0]][0]
    assert not any(e.kind == EventKind.DISCARD_PULL and bean in e.cards for e in _to_reveal(t))
    if "a" in args:
        assert args["a"] - 1 == FIELD_INDEX[a.target]


def _waits(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """Revealing with a second card that could be planted (AC-19): the fact about that card."""
    seat = s.seat
    t = CT[s.hands[seat][0]]
    assert a.kind == "end" and s.phase == "plant" and s.planted == 1 and args["bean"] == _bean(t)
    targets = field_targets(s.fields[seat], t)
    if "boss" in args:
        j = BOSS_WORDS.index(args["boss"])
        assert s.bosses[j] and CT[s.bosses[j][0]] == t and targets and not s.fields[seat][targets[0]]
    elif "n" in args:
        assert targets and not s.fields[seat][targets[0]] and len(targets) == args["n"]
    else:
        assert not targets


def _to_reveal(s: Any) -> list[Event]:
    """The events from ``s`` to the end of the next reveal (AC-20, AC-21): the tax paid, the front card planted where
    it must be, nothing else planted, any Boss filled with the first card offered."""
    out: list[Event] = []
    for _ in range(40):
        if AC.to_act(s) is None:
            break
        legal = AC.legal_actions(s)
        # no harvest but a forced one: what tops the discard stays on top (a kept unit onto a field, not a Boss)
        order = ("tax", "end", "fill", "plant", "place", "leftover")
        a = min(legal, key=lambda x: (order.index(x.kind) if x.kind in order else 9, not x.target.startswith("field")))
        s, events = AC.apply(s, a)[:2]
        out += events
        if any(e.kind == EventKind.REVEAL for e in events) and s.phase != "reveal":
            break
    return out


def _reveal_hands_over(after: Any, cards: tuple[int, ...], j: int) -> None:
    """At the next reveal, ``cards`` (on top of the discard) go to Boss ``j`` (AC-21), unless a revealed card of their
    type is kept first and takes them, or a revealed bean makes a Boss sell first, his leftover beans on top (the reveal's own chance), or a harvest
    the front card forces covers them (AC-18)."""
    events = _to_reveal(after)
    t = CT[cards[0]]
    pulled = {c for e in events if e.kind == EventKind.DISCARD_PULL and e.target == f"boss:{j}" for c in e.cards}
    kept_first = any(e.kind == EventKind.KEEP and CT[e.cards[0]] == t for e in events)
    sold_first = any(e.kind == EventKind.BOSS_HARVEST for e in events)  # a sale tops the discard (AC-13)
    covered = any(e.kind == EventKind.HARVEST for e in events)  # a harvest forced by the front card (AC-18) tops it
    assert set(cards) & pulled or kept_first or sold_first or covered, (cards, j, [(e.kind, e.cards, e.target, e.source) for e in events])


def _fed_at_reveal(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A Boss given the type on top of the discard: the next reveal hands him those beans (AC-21)."""
    j = BOSS_WORDS.index(args["boss"])
    t = CT[after.bosses[j][0]]
    grown = {CT[b[0]] for b in after.bosses if b}
    run = []  # the top of the discard, down to the first card no Boss grows (AC-21)
    for c in reversed(after.discard):
        if CT[c] not in grown:
            break
        run.append(c)
    mine = tuple(c for c in run if CT[c] == t)
    assert a.kind in ("give", "fill", "place") and args["bean"] == _bean(t) and mine
    assert not (s.bosses[j] and CT[s.bosses[j][0]] == t)  # the move gave him the type
    _reveal_hands_over(after, mine, j)


def _either_way(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A lone taxed bean harvested for nothing: the Boss gets it at the reveal, as the tax would have given it."""
    j = BOSS_WORDS.index(args["boss"])
    field = s.fields[s.seat][FIELD_INDEX[a.target]]
    assert s.phase == "tax" and FIELD_INDEX[a.target] in taxed_fields(s) and len(field) == 1
    assert _harvested(events).value == 0 and args["bean"] == _bean(CT[field[0]])
    _reveal_hands_over(after, field, j)


def _covers(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event], some: bool = False) -> None:
    """A harvest whose beans top the discard over the named type (AC-12), which the named Boss grows, or may grow
    once the empty Boss being filled gets it (AC-24): no Boss grows the new top, so the next reveal's question 2
    (AC-21) stops there."""
    seat = s.seat
    j = BOSS_WORDS.index(args["boss"])
    u = CT[s.discard[-1]]
    assert a.kind == "harvest" and args["bean"] == _bean(u)
    assert s.bosses[j] and CT[s.bosses[j][0]] == u or (s.filling and not s.bosses[j] and
                                                        any(CT[c] == u for c in s.hands[seat]))
    top = CT[after.discard[-1]]
    assert top != u and not any(b and CT[b[0]] == top for b in after.bosses)
    run = next((k for k, c in enumerate(reversed(s.discard)) if CT[c] != u), len(s.discard))
    # the count said is as many as lie on top; or, said of "the beans on top", fewer: as many as the Boss takes
    assert args.get("n", 1) < run if some else args.get("n", 1) == run, (args, run)
    # the condition said (playtest 19: a revealed Fire took the harvested Fire back, and the Blue went to Al): the
    # covered beans reach the Boss at the next reveal only where a revealed card of the harvested type was kept
    t = CT[s.fields[seat][FIELD_INDEX[a.target]][0]]
    assert args["kind"] == _bean(t)
    reveal = _to_reveal(after)
    covered = {c for c in reversed(s.discard[-run:])}
    handed = {c for e in reveal if e.kind == EventKind.DISCARD_PULL and e.target.startswith("boss") for c in e.cards}
    # (or where the seat's own later move gave a Boss the harvested type: the reason reads the Bosses as they stand)
    given = any(e.kind in (EventKind.FILL, EventKind.PLACE) and e.target.startswith("boss") and e.cards
                and CT[e.cards[0]] == t for e in reveal)
    if covered & handed and not given:
        assert any(e.kind == EventKind.KEEP and CT[e.cards[0]] == t for e in reveal)


def _tax_kept(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """Paying the tax (AC-17): harvesting the named taxed field instead, after the fields that keep a lone bean from
    being harvested (AC-11), would top the discard with its beans, and the next reveal would hand them to the named
    Boss (AC-21)."""
    i = args["field"] - 1
    j = BOSS_WORDS.index(args["boss"])
    field = s.fields[s.seat][i]
    assert a.kind == "tax" and i in taxed_fields(s) and args["bean"] == _bean(CT[field[0]])
    instead = s
    for k, other in enumerate(s.fields[s.seat]):
        if k != i and len(other) >= 2 and len(field) == 1:
            instead = AC.apply(instead, Action("harvest", -1, f"field:{k}"))[0]
    instead, harvested = AC.apply(instead, Action("harvest", -1, f"field:{i}"))[:2]
    assert _harvested(harvested).value == 0
    _reveal_hands_over(instead, field, j)


def _front_next(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """Revealing with the front card plantable on its own field (AC-19): planting it now is free (its field takes it,
    no harvest first), and it stays the front card, which the next turn plants first (AC-18)."""
    seat = s.seat
    card = s.hands[seat][0]
    t = CT[card]
    assert a.kind == "end" and s.phase == "plant" and s.planted == 1 and args["bean"] == _bean(t)
    i = next(i for i, f in enumerate(s.fields[seat]) if f and CT[f[0]] == t)
    assert AC.is_legal(s, Action("plant", card, f"field:{i}"))  # free now
    assert after.hands[seat][0] == card  # kept at the front for next turn's first plant


def _each_a_field(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """Solo, two kept units of types no field grows and one empty field (AC-22, AC-28): after the harvest, each
    has a field."""
    seat = s.seat
    types = [t for t in range(len(BEAN_WORDS)) if _bean(t) in (args["bean"], args["other"])]
    assert a.kind == "harvest" and s.players == 1 and s.phase == "cultivate" and len(types) == 2
    assert all(any(p and CT[p[0]] == t for p in s.kept) for t in types)
    assert sum(1 for f in s.fields[seat] if not f) == 1 and not any(f and CT[f[0]] in types for f in s.fields[seat])
    assert sum(1 for f in after.fields[seat] if not f) == 2
    if "n" in args:
        assert _harvested(events).value == args["n"] > 0
    else:
        assert _harvested(events).value == 0


def _stays_free(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A paying harvest while the revealed units no field grows would take every empty field (AC-22): after it, a
    field stays free once they are placed."""
    seat = s.seat
    grown = {CT[f[0]] for f in s.fields[seat] if f}
    needing = {CT[p[0]] for p in s.kept if p and CT[p[0]] not in grown}
    assert _harvested(events).value == args["n"] > 0 and s.phase == "cultivate"
    assert any(_bean(t) == args["bean"] for t in needing)
    assert sum(1 for f in s.fields[seat] if not f) == len(needing)
    assert sum(1 for f in after.fields[seat] if not f) > len(needing)


def _room_after_front(s: Any, a: Action, args: dict[str, Any], after: Any, events: list[Event]) -> None:
    """A paying harvest before the front card is planted (AC-18) on a new field: the empty fields the revealed beans
    then have (AC-20), the front card's one apart."""
    seat = s.seat
    t = CT[s.hands[seat][0]]
    assert _harvested(events).value == args["n"] > 0 and s.phase == after.phase == "plant" and s.planted == 0
    assert args["bean"] == _bean(t) and not any(f and CT[f[0]] == t for f in after.fields[seat])
    assert sum(1 for f in after.fields[seat] if not f) - 1 == args["k"] >= 2


CHECKS: dict[str, Callable[..., None]] = {
    "It earns {n} coin, and once the {bean} is planted the revealed beans still have {k} empty fields.":
        _room_after_front,
    "Its beans cover the {bean} on top of the discard: the next reveal won't hand it to {boss}, unless it reveals a "
    "{kind}.": _covers,
    "Its beans cover the {bean} beans on top of the discard: the next reveal won't hand one of them to {boss}, unless "
    "it reveals a {kind}.": partial(_covers, some=True),
    "Harvested instead, field {field}'s {bean} would reach {boss} anyway, from the discard.": _tax_kept,
    "Planting the {bean} now is free, but it can wait: it is the first card you plant next turn.": _front_next,
    "It earns {n} coin, and your revealed {bean} and {other} then each have a field.": _each_a_field,
    "It earns nothing, but your revealed {bean} and {other} then each have a field.": _each_a_field,
    "It earns {n} coin, and a field stays free once your revealed {bean} is placed.": _stays_free,
    "The next reveal hands {boss} the {bean} on top of the discard.": _fed_at_reveal,
    "The next reveal hands {boss} the {bean} beans on top of the discard.": _fed_at_reveal,
    "{boss} would get this {bean} anyway (tax or reveal); the field is freed.": _either_way,
    "Field {field} then holds {beans} {bean}: {n} coin if harvested.": _field_after,
    "Field {field} then holds {beans} {bean}: {n} more bean makes {coins} coins.": _field_grows,
    "Field {field} then holds {n} of the {first} {bean} beans needed for the first coin.": _first_coin,
    "Too few {bean} beans are left to come for its next coin.": _left_short,
    "The {bean} you plant next needs a field: this harvest frees one.": _next_plant,
    "The field then holds {beans} {bean}: {n} coin if harvested.": _field_after_anywhere,
    "It earns {n} coin and frees a field for the revealed beans.": _frees(True),
    "It earns {n} coin, and the revealed beans then have {k} empty fields.": _room_for_reveal,
    "It earns {n} coin and frees a field for the cards to come.": _frees(False),
    "Then the lone {bean} may be harvested too: {boss} gets no {bean}.": _plan_dodge,
    "Harvest fields {a} and {b} first, then the lone {bean}: {boss} gets no {bean}.": _plan_dodge,
    "The {bean} fits no field now: planting it would need a harvest.": _waits,
    "A {bean} field would be taxed next turn: {boss} grows {bean}.": _waits,
    "The {bean} can wait: keep the empty field free for the revealed beans.": _waits,
}


def check(s: Any, view: Any, a: Action, said: Words) -> None:
    """Every fact of ``said`` (the reason for ``a`` from the seat's ``view``) holds when ``a`` is made on ``s``."""
    seat = s.seat if AC.to_act(s) == s.seat else 1 - s.seat
    after, events = AC.apply(s, a)
    for w in parts(said):
        args = dict(w.args)
        text = w.text
        if text in CHECKS:
            CHECKS[text](s, a, args, after, events)
        elif text == "{n} {bean} beans make the first coin.":  # the move is said "on any empty field"
            _all_empty_alike(s, view, a)
            row = COIN_TABLE[CT[a.card]]
            assert row[args["n"]] == 1 and row[args["n"] - 1] == 0 and args["bean"] == _bean(CT[a.card])
            n = len(after.fields[seat][FIELD_INDEX[a.target]])
            assert COIN_TABLE[CT[a.card]][n] == 0 and _to_come(s, CT[a.card], a.card) >= args["n"] - n
        elif text == "No coin from it, but no Boss gets it.":
            t = CT[a.card]
            field = after.fields[seat][FIELD_INDEX[a.target]]
            assert a.kind == "place" and worth(field)[0] == 0 and after.bosses == s.bosses
            first = next(k for k, c in enumerate(COIN_TABLE[t]) if c)
            assert _to_come(s, t, a.card) < first - len(field)
        elif text == "{boss} gets no {bean}: the tax would have given him this one.":
            j = BOSS_WORDS.index(args["boss"])
            t = CT[s.fields[seat][FIELD_INDEX[a.target]][0]]
            assert s.phase == "tax" and FIELD_INDEX[a.target] in taxed_fields(s) and _harvested(events).value == 0
            assert s.bosses[j] and CT[s.bosses[j][0]] == t and args["bean"] == _bean(t)
            # AC-21: nor does the reveal hand it to him from the discard (playtest 16: "Joe gets no Blue", then he did)
            harvested = _harvested(events).cards
            assert not any(e.kind == EventKind.DISCARD_PULL and set(e.cards) & set(harvested)
                           for e in _to_reveal(after))
        elif text in ("It earns {n} coin, and your revealed {bean} then has a field.",
                      "It earns {n} coin, and your revealed {bean} beans then have a field."):
            t = next(_t for _t in range(len(BEAN_WORDS)) if BEAN_WORDS[_t] == args["bean"])
            assert _harvested(events).value == args["n"] > 0 and s.players == 1 and s.phase == "cultivate"
            kept = sum(len(p) for p in s.kept if p and CT[p[0]] == t)
            assert kept > 1 if "beans then have" in text else kept == 1, (text, kept)  # said as many as there are
            assert not field_targets(s.fields[seat], t) and field_targets(after.fields[seat], t)
        elif text == "It earns nothing, but your revealed {bean} needs a field: no Boss may take it.":
            t = next(_t for _t in range(len(BEAN_WORDS)) if BEAN_WORDS[_t] == args["bean"])
            assert _harvested(events).value == 0 and s.players == 1 and any(p and CT[p[0]] == t for p in s.kept)
            assert not field_targets(s.fields[seat], t) and field_targets(after.fields[seat], t)
            assert all(b and CT[b[0]] != t for b in s.bosses)  # AC-22: no Boss grows it, none is empty
        elif text == "It earns nothing, but you then have {n} empty field for the revealed beans.":  # AC-19, AC-20
            # AC-22, AC-28: or the kept beans do not all fit, and a harvest must come to place them (playtest 22)
            assert (s.phase == "plant" and s.planted >= 1) or (s.phase == "cultivate" and not all_fit(AC.view(s, seat)))
            assert _harvested(events).value == 0
            assert after.phase == s.phase and sum(1 for f in after.fields[seat] if not f) == args["n"]
        elif text in ("It gets the {bean} out of your hand; the new field can still be freed for the reveal.",
                      "It gets the {bean} out of your hand; field {field} can still be freed for the reveal."):
            # AC-11, AC-19
            assert args["bean"] == _bean(CT[a.card])
            k = FIELD_INDEX[a.target]
            if "field" in args:
                assert args["field"] - 1 == k
            else:
                _all_empty_alike(s, view, a)
            assert a.kind == "plant" and s.planted == 1 and a.card not in after.hands[seat]
            assert worth(after.fields[seat][k])[0] == 0  # it earns nothing
            assert not any(CT[c] == CT[a.card] for c in after.hands[seat])  # nothing behind it grows the field
            free = Action("harvest", -1, f"field:{k}")
            assert AC.is_legal(after, free) and AC.apply(after, free)[0].phase == "plant"  # freed before the reveal
        elif text == "Field {field} pays no tax.":
            assert s.phase == "tax" and args["field"] - 1 not in taxed_fields(s) and _harvested(events).value == 0
        elif text == "Field {field} pays no tax: it is harvested for {n} coin, not to avoid the tax.":
            assert args["field"] - 1 not in taxed_fields(s) and _harvested(events).value == args["n"]
        elif text == ("Field {field} is not taxed: it earns {n} coin and makes room for the {bean} at the front of "
                      "your hand."):  # AC-17, AC-18
            t = CT[s.hands[seat][0]]
            assert s.phase == "tax" and args["field"] - 1 not in taxed_fields(s) and FIELD_INDEX[a.target] == args["field"] - 1
            assert _harvested(events).value == args["n"] > 0 and args["bean"] == _bean(t)
            assert not field_targets(s.fields[seat], t) and field_targets(after.fields[seat], t)  # room made
        elif text == ("This harvest makes room for your front {bean}, whose field will be taxed next turn: {boss} "
                      "grows {bean}."):  # AC-17, AC-18: room made for a bean a Boss grows, and a next turn to tax it
            t = CT[s.hands[seat][0]]
            j = next(k for k, b in enumerate(s.bosses) if b and CT[b[0]] == t)
            assert args["bean"] == _bean(t) and args["boss"] == BOSS_WORDS[j] and not s.ending
            assert not field_targets(s.fields[seat], t) and field_targets(after.fields[seat], t)  # room made
        elif text == "Harvested before the tax, all {beans} beans count: {n} coin.":
            e = _harvested(events)
            assert FIELD_INDEX[a.target] in taxed_fields(s) and e.value == args["n"] and len(e.cards) == args["beans"]
        elif text == "Field {field} is at the top of its meter: no bean adds a coin.":
            field = s.fields[seat][args["field"] - 1]
            assert worth(field)[1] == 0 and _harvested(events).value == worth(field)[0]
        elif text == "{boss} grows {bean}: the next tax would take a bean of this field.":
            j = BOSS_WORDS.index(args["boss"])
            t = CT[s.fields[seat][FIELD_INDEX[a.target]][0]]
            assert s.bosses[j] and CT[s.bosses[j][0]] == t and args["bean"] == _bean(t)
        elif text in ("Your {bean}, at the front of your hand, fits no field: this harvest makes room for it.",
                      "Your {bean}, at the front of your hand, fits no field: this harvest makes room for it next "
                      "turn."):
            t = CT[s.hands[seat][0]]
            assert args["bean"] == _bean(t) and not field_targets(s.fields[seat], t)
            assert field_targets(after.fields[seat], t)  # room made
            # for it this turn: a plant is still to come (AC-18, AC-19); else the first plant of the next turn, from
            # the cultivate phase, where nothing else needs the room
            assert (after.phase in ("tax", "leftovers") or (after.phase == "plant" and after.planted < 2)) \
                == text.endswith("for it."), (text, after.phase, after.planted)
            if s.phase != "plant":  # a plant phase comes before it is planted (AC-18), and nothing else needs the room
                grown = {CT[f[0]] for f in s.fields[seat] if f}
                assert not s.ending and not any(p and CT[p[0]] not in grown for p in s.kept), (s.phase, s.kept)
        elif text in ("It earns nothing, but your revealed {bean} then has a field instead of going to a Boss.",
                      "It earns nothing, but your revealed {bean} beans then have a field instead of going to a Boss."):
            t = next(_t for _t in range(len(BEAN_WORDS)) if BEAN_WORDS[_t] == args["bean"])
            kept = sum(len(p) for p in s.kept if p and CT[p[0]] == t)
            assert kept > 1 if "beans then have" in text else kept == 1, (text, kept)  # said as many as there are
            assert _harvested(events).value == 0 and s.players == 1 and any(p and CT[p[0]] == t for p in s.kept)
            assert not field_targets(s.fields[seat], t) and field_targets(after.fields[seat], t)
            assert any(not b or CT[b[0]] == t for b in s.bosses)  # a Boss may take it (AC-22)
        elif text == "It earns nothing.":  # AC-12, AC-17: said at the tax beside "Field N pays no tax."
            assert s.phase == "tax" and _harvested(events).value == 0
        elif text.startswith("It earns nothing"):
            assert _harvested(events).value == 0
            if "{boss}" in text:
                j = BOSS_WORDS.index(args["boss"])
                assert s.bosses[j] and CT[s.bosses[j][0]] == CT[s.fields[seat][FIELD_INDEX[a.target]][0]]
            else:
                assert all(s.fields[seat])
        elif text == "You hold {n} card: the draw gives you {m}.":
            drawn = sum(e.value for e in events if e.kind == EventKind.DRAW)
            assert len(s.hands[seat]) == args["n"] and drawn == args["m"], events
        elif text.startswith("A gift: if it is accepted"):
            assert not s.ask and s.offer
            t = AC.apply(AC.apply(s, PROPOSE)[0], ACCEPT)[0]
            assert t.seat != s.seat or not t.filling  # AC-24: no eligible card left, the check lapsed
            assert not any(CT[c] not in {CT[b[0]] for b in s.bosses if b} for c in s.hands[s.seat] if c not in s.offer)
        elif text in ("The trade: give {give} and ask for {get}.", "The trade: give {give} and ask for nothing."):
            named = named_trade(view)  # the trade named can be built and sent as said
            assert named is not None
            offer, ask = named
            assert a.kind == "trade" and bool(ask) == ("{get}" in text)
            t = after
            steps = [*(Action("offer", c) for c in offer), *(Action("ask", k) for k in ask), PROPOSE]
            for step in steps:
                assert AC.is_legal(t, step), (step, AC.legal_actions(t))
                t = AC.apply(t, step)[0]
            assert args["give"] == bean_list([type_words(CT[c]) for c in offer])
            if ask:
                assert args["get"] == bean_list([type_words(k) for k in ask])
        elif text == "A gift: the cards leave your hand for nothing in return.":
            assert not s.ask and s.offer
        elif text == "You give {n} card and get {get}.":
            assert len(s.offer) == args["n"] and s.ask
        elif text == "You ask for {get} and give nothing.":
            assert not s.offer and s.ask
        elif text in ("It costs you nothing: {got} to the back of your hand.",
                      "You get {got} for {give}, at the back of your hand.",
                      "You give {give} for nothing: it leaves your hand."):
            assert a == ACCEPT
            me = AC.to_act(s)
            got = [c for c in after.hands[me] if c not in s.hands[me]]
            assert sorted(CT[c] for c in got) == sorted(CT[c] for c in s.offer)
            assert bool(s.ask) == ("{give}" in text) and bool(s.offer) == ("{got}" in text)
        elif text in ("Your hand stays as it is.", "No field of yours is free for {bean}: it would force a harvest."):
            me = AC.to_act(s)
            assert a.kind == "refuse" and after.hands[me] == s.hands[me]
        elif text == "An empty Boss must get a card before the draw, and no other Boss grows {bean}.":
            t = CT[a.card]
            j = BOSS_INDEX[a.target]
            assert s.filling and not s.bosses[j] and all(not b or CT[b[0]] != t for b in s.bosses)
        elif text == "None of your fields can take {bean} now.":
            assert a.target == "discard" and not field_targets(s.fields[seat], CT[a.card])
        elif text == "Each taxed field gives its Boss one bean; the rest of it stays yours.":
            taxed = taxed_fields(s)
            assert taxed and sum(1 for e in events if e.kind == EventKind.TAX) == len(taxed)
        elif text == "No field of yours grows {bean}: kept, it must be planted, taking one of your fields.":
            t = CT[a.card]
            assert all(not f or CT[f[0]] != t for f in s.fields[seat]) and a.card not in after.hands[seat]
            assert args["bean"] == _bean(t)
        elif text in ("It earns {n} coin, as the final sale would.", "It earns nothing, nor would the final sale."):
            from engine.al_cabohne.words import last_turn  # AC-34: the last turn, the field sold as it stands

            field = s.fields[seat][FIELD_INDEX[a.target]]
            assert last_turn(view) and a.kind == "harvest" and _harvested(events).value == args.get("n", 0)
            assert worth(field)[0] == args.get("n", 0)
        elif text == "The game ends with this turn: the cards in your hand count for nothing.":
            from engine.al_cabohne.words import last_turn  # AC-32 to AC-34: no plant after this turn's

            assert last_turn(view) and a.kind == "give" and a.card not in after.hands[seat]
        elif text == "The cards behind it in your hand come up sooner.":
            assert a.kind == "give" and a.card not in after.hands[seat]
            assert a.card in s.hands[seat][:-1]  # a card behind it
        elif text == "{boss} is empty and must get a card before the draw: no field of yours grows {bean}, so it costs " \
                "you nothing.":  # AC-24
            j, t = BOSS_INDEX[a.target], CT[a.card]
            assert a.kind == "give" and not s.bosses[j] and a.card in after.bosses[j]
            assert all(not f or CT[f[0]] != t for f in s.fields[seat]) and args["bean"] == _bean(t)
        elif text == "{boss} is empty and must get a card before the game ends: no field of yours grows {bean}, so " \
                "it costs you nothing.":
            j, t = BOSS_INDEX[a.target], CT[a.card]  # AC-24 on the last turn, which has no draw (AC-32)
            assert a.kind == "give" and not s.bosses[j] and a.card in after.bosses[j] and s.ending
            assert all(not f or CT[f[0]] != t for f in s.fields[seat]) and args["bean"] == _bean(t)
        elif text in ("{boss} is empty: this click first asks you for a card to give him, then you draw.",
                      "{boss} is empty: this click first asks you for a card to give him, then the game ends."):
            j = BOSS_WORDS.index(args["boss"])  # AC-24: the click opens the fill, then the draw or the game's end
            assert a.kind == "end" and after.filling and not after.bosses[j] and after.seat == seat
            assert bool(s.ending) == text.endswith("the game ends.")
        elif text == "Your hand is a card shorter: the cards you draw come up sooner.":  # AC-15, AC-18
            assert a.kind == "give" and a.card not in after.hands[seat] and a.card == s.hands[seat][-1]
            assert len(after.hands[seat]) == len(s.hands[seat]) - 1
        elif text == "With {n} card left in your hand, the draw gives you {m}.":  # AC-29
            assert a.kind == "give" and s.players == 1 and len(after.hands[seat]) == args["n"]
            assert args["m"] == (4, 3)[args["n"]]
        elif text in ("{boss} grows {bean}: he takes it, and no field of yours is used.",
                      "{boss} is empty and takes it: no field of yours is used.",
                      "{boss} is empty and takes it: your empty field stays free.",
                      "No field of yours is free for {bean}: {boss}, empty, takes it."):
            j = BOSS_INDEX[a.target]
            t = CT[a.card]
            unit = sum(len(p) for p in s.kept if p and CT[p[0]] == t)
            assert a.card in after.bosses[j] and bool(s.bosses[j]) == ("grows" in text)
            mine = [f for f in s.fields[seat] if f and CT[f[0]] == t]
            if "no field of yours is used" in text and "grows" not in text:
                assert mine  # the seat has a field of it, left as it is
            if "stays free" in text:
                assert not mine and any(not f for f in s.fields[seat])
            if text.startswith("No field of yours is free"):
                assert not mine and all(s.fields[seat]) and args["bean"] == _bean(t)
            assert len(after.bosses[j]) - len(s.bosses[j]) in (unit, -len(s.bosses[j]))  # or he sold at once
            assert args["n"] == unit
            assert after.fields[seat] == s.fields[seat]
        elif text == "The front card must be planted, and no field of yours grows {bean}.":  # AC-18
            t = CT[a.card]
            assert a.kind == "plant" and s.phase == "plant" and s.planted == 0 and a.card == s.hands[seat][0]
            assert args["bean"] == _bean(t) and not any(f and CT[f[0]] == t for f in s.fields[seat])
        elif text == "{boss} then holds {k} {bean}: {n} more and he sells.":  # AC-13, AC-24
            j = BOSS_WORDS.index(args["boss"])
            t = CT[a.card]
            # a fill (AC-24) or a gift from the hand (AC-23): what he still needs once he holds the card (playtest 27:
            # a fill's "needs 5" said all he needs from empty, beside the gift's count of beans still needed)
            held = len(after.bosses[j])
            assert held == 1 or a.kind == "give"
            assert a.kind in ("fill", "give") and args["bean"] == _bean(t) and (a.kind == "give" or not s.bosses[j])
            assert COIN_TABLE[t][held + args["n"]] >= THRESHOLDS[j] > COIN_TABLE[t][held + args["n"] - 1]
        elif text.startswith(("{boss} will sell his", "If not harvested first, your {bean} field (field {n}) will be "
                              "taxed")):
            pass  # the engine's warnings: tests/engine/al_cabohne/test_foresight.py
        elif text.startswith("If not harvested first, the new {bean} field will be taxed"):  # the same, said of any empty field
            if any_empty(view, a) is not None:
                _all_empty_alike(s, view, a)
            assert not s.fields[seat][FIELD_INDEX[a.target]]  # or of the one the move makes (playtest 34)
            j = BOSS_WORDS.index(args["boss"])
            t = CT[a.card]
            field = after.fields[seat][FIELD_INDEX[a.target]]
            assert args["bean"] == _bean(t) and field and CT[field[0]] == t  # the new field, of its type
            assert after.bosses[j] and CT[after.bosses[j][0]] == t  # and the Boss who grows it (AC-17)
        elif text.startswith("Then your lone {beans} can no longer be harvested"):  # AC-11 (playtest 34)
            from engine.al_cabohne.facts import harvestable

            fields = after.fields[seat]
            assert len(fields[args["field"] - 1]) >= 2 and any(after.kept)
            barred = [i for i in set(harvestable(s.fields[seat])) - set(harvestable(fields)) if len(fields[i]) == 1]
            assert args["beans"] == bean_list([_bean(CT[fields[i][0]]) for i in sorted(barred)])
        elif text == "It costs {cost} coins now, about {n} more at the end than not buying.":
            from engine.al_cabohne.advice import buy_gain  # AC-14: the price leaves the seat's coins at once
            from engine.al_cabohne.cards import THIRD_FIELD_COST

            assert a.kind == "buy_field" and args["cost"] == THIRD_FIELD_COST and len(after.fields[seat]) == 3
            assert len(s.coins[seat]) - len(after.coins[seat]) == THIRD_FIELD_COST
            assert round(buy_gain(view)) == args["n"] >= 1
        else:
            raise AssertionError(f"a reason with no check: {text!r}")


def decisions(seeds: range) -> Iterator[tuple[Any, Any, list[Action]]]:
    """(state, the acting seat's view, legal moves) along random games, solo and two players trading."""
    for seed in seeds:
        players = 1 + seed % 2
        s = AC.new(players, seed, trading=players == 2)
        rng = random.Random(seed)
        while AC.to_act(s) is not None:
            legal = AC.legal_actions(s)
            yield s, AC.view(s, AC.to_act(s)), legal
            plants = [a for a in legal if a.kind in ("plant", "place")]
            s = AC.apply(s, rng.choice(plants) if plants and rng.random() < 0.5 else rng.choice(legal))[0]


def test_every_reason_is_true_for_its_move() -> None:  # rules AC-10 to AC-13, AC-17, AC-18, AC-23, AC-24, AC-29, R-16
    said: set[str] = set()
    for s, view, legal in decisions(range(24)):
        for a in legal:
            w = reason(view, a)
            if w is not None:
                check(s, view, a, w)
                said.update(p.text for p in parts(w))
    # the main decisions all got a reason: the test can fail on each of them
    for text in ("Field {field} then holds {beans} {bean}: {n} coin if harvested.",
                 "Field {field} then holds {beans} {bean}: {n} more bean makes {coins} coins.",
                 "{n} {bean} beans make the first coin.",
                 "Field {field} then holds {n} of the {first} {bean} beans needed for the first coin.",
                 "The {bean} can wait: keep the empty field free for the revealed beans.",
                 "The {bean} fits no field now: planting it would need a harvest.",
                 "Your {bean}, at the front of your hand, fits no field: this harvest makes room for it.",
                 "Your {bean}, at the front of your hand, fits no field: this harvest makes room for it next turn.",
                 "You hold {n} card: the draw gives you {m}.", "Each taxed field gives its Boss one bean; the rest of it stays yours.",
                 "The cards behind it in your hand come up sooner.",
                 "{boss} is empty: this click first asks you for a card to give him, then you draw.",
                 "You give {n} card and get {get}.",
                 "It earns nothing, but you then have {n} empty field for the revealed beans.",
                 "The trade: give {give} and ask for nothing.",
                 "It gets the {bean} out of your hand; field {field} can still be freed for the reveal."):
        assert text in said, text


def test_the_hint_says_why_and_it_is_true() -> None:  # rule AC-18 (the Learn to play deal, each move the Hint's)
    s = AC.new(coach.PLAYERS, coach.SEED)
    reasons = 0
    while AC.to_act(s) is not None and s.turn <= 3:
        view = AC.view(s, 0)
        found = hint(AC, s, 0, random.Random(s.turn * 100 + len(s.discard)), iterations(150))
        w = reason(view, found.action)
        if w is not None:
            line = brief(AC, found, view=view, reasoned=True)
            assert dict(line.args).get("reason") == w, line  # the Hint line says it after its move
            check(s, view, found.action, w)
            reasons += 1
        s = AC.apply(s, found.action)[0]
    assert reasons >= 5


def test_a_harvest_that_pays_below_its_top_gives_up_the_beans_of_its_type_in_hand() -> None:  # rule AC-12, AC-18
    """Playtest: the coach cashed Red ×3 for 1 coin with three more Red in hand. Among moves the search rates
    level, the one that gives up least is named: the plant gives up nothing, the harvest the beans in hand."""
    from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, RUNNER
    from engine.al_cabohne.positions import position
    from engine.search.hint import gentlest_first

    s = position(1, phase="plant", hands={0: [BLUE, FIRE, FIRE, KIDNEY]}, fields={0: [[FIRE] * 3, [BLUE], []]},
                 bosses=[[RUNNER], [], []])
    view = AC.view(s, 0)
    harvest, plant = Action("harvest", -1, "field:0"), Action("plant", s.hands[0][0], "field:1")
    assert view.field_worth[0][0] == (1, 6) and harvest in AC.legal_actions(s) and plant in AC.legal_actions(s)
    assert rollout.cost(view, harvest) == 2 and rollout.cost(view, plant) == 0
    ranked = ((harvest, 400, 0.501), (plant, 380, 0.500))  # level: a hundredth of a coin apart
    assert gentlest_first(AC, view, ranked)[0][0] == plant
    # at the top of the meter nothing is given up by cashing it
    top = position(1, phase="plant", hands={0: [BLUE, FIRE]}, fields={0: [[FIRE] * 12, [BLUE], []]},
                   bosses=[[RUNNER], [], []])
    assert worth(top.fields[0][0])[1] == 0 and rollout.cost(AC.view(top, 0), harvest) == 0


@pytest.mark.parametrize("seed", range(3))
def test_the_hint_never_cashes_early_when_a_level_move_gives_up_nothing(seed: int) -> None:  # rule AC-12
    """Over Normal's solo games: where the Hint picks a harvest that pays below its top with beans of its type in
    hand, no move level with it gave up less, and its reason says why (or names the card it makes room for)."""
    from engine.bots import Situation, decide, make_bot
    from engine.review import UNITS_PER_REWARD
    from engine.search.hint import LEVEL_VISITS, level

    bot = make_bot("al_cabohne", "normal")
    s = AC.new(1, seed + 40)
    rng = random.Random(seed)
    asked = 0
    while AC.to_act(s) is not None and s.turn <= 8:
        legal = AC.legal_actions(s)
        view = AC.view(s, 0)
        early = [a for a in legal if a.kind == "harvest" and rollout.cost(view, a) > 0
                 and view.field_worth[0][FIELD_INDEX[a.target]][0] > 0]
        if early:
            found = hint(AC, s, 0, random.Random(seed), iterations(150))
            asked += 1
            if found.action in early:
                best = max(found.ranked, key=lambda r: r[2])  # the search's own best, before the tie-break
                gentler = [r for r in found.ranked if r[1] >= min(LEVEL_VISITS, best[1])
                           and level((best[2] - r[2]) * UNITS_PER_REWARD, rollout.HINT_STEP)
                           and rollout.cost(view, r[0]) < rollout.cost(view, found.action)]
                assert not gentler, found.ranked[:4]
                w = reason(view, found.action)
                assert w is not None
                check(s, view, found.action, w)
        s = AC.apply(s, decide(bot, Situation(AC, 0, view, legal, rng, s)))[0]
    assert asked


def test_a_kept_unit_over_two_piles_is_named_with_all_its_beans() -> None:  # rule AC-22
    """Two reveals of one type make two kept piles, and they move together as one unit: the move's name says
    "beans" (it said "the Kidney bean" for two), and the reason counts both."""
    from engine.al_cabohne.cards import KIDNEY, RUNNER
    from engine.al_cabohne.positions import position
    from engine.al_cabohne.words import describe_in

    s = position(1, phase="cultivate", hands={0: [RUNNER]}, fields={0: [[KIDNEY], [], []]},
                 kept=[[KIDNEY], [KIDNEY], []], bosses=[[RUNNER], [], []])
    view = AC.view(s, 0)
    place = next(a for a in AC.legal_actions(s) if a.kind == "place" and a.target == "field:0")
    assert describe_in(view, place).plural and dict(describe_in(view, place).args)["n"] == 2
    said = reason(view, place)
    assert said is not None
    check(s, view, place, said)
    assert dict(said.args)["beans"] == 3  # the lone Kidney and the two kept: field 1 then holds 3


def _front_field_for_nothing(s: Any) -> set[Action]:
    """Harvests that earn nothing of the field whose type is the front card of the seat's hand (AC-12, AC-18)."""
    hand = s.hands[s.seat]
    if not hand:
        return set()
    legal = AC.legal_actions(s)
    return {a for a in legal if a.kind == "harvest" and (f := s.fields[s.seat][FIELD_INDEX[a.target]])
            and CT[f[0]] == CT[hand[0]] and worth(f)[0] == 0}


def test_the_hint_never_cashes_the_front_cards_field_for_nothing_in_any_phase() -> None:  # rule AC-12, AC-18
    """Playtest: the coach put a Kidney on field 3, then said "Harvest field 3" for nothing with a Kidney first in
    hand (the cultivate phase: the plant phase's case is test_hint_idle_harvest.py). Over Normal's solo games, at
    every decision where such a harvest is legal, the Hint (and so the coach) picks another move, unless a revealed
    bean that must be placed (AC-28) has no field otherwise: then its reason says so."""
    from engine.bots import Situation, decide, make_bot

    bot = make_bot("al_cabohne", "normal")
    met = 0
    for seed in range(6):
        s = AC.new(1, seed + 300)
        rng = random.Random(seed)
        while AC.to_act(s) is not None and s.turn <= 6:
            legal = AC.legal_actions(s)
            idle = _front_field_for_nothing(s)
            if idle:
                found = hint(AC, s, 0, random.Random(seed + s.turn), iterations(600))
                if found.action in idle:  # only to give a kept unit a field rather than a Boss (AC-28), said so
                    view = AC.view(s, 0)
                    said = reason(view, found.action)
                    assert said is not None and parts(said)[-1].text.startswith("It earns nothing, but your revealed")
                    check(s, view, found.action, said)
                met += 1
            s = AC.apply(s, decide(bot, Situation(AC, 0, AC.view(s, 0), legal, rng, s)))[0]
    assert met >= 5, met


def test_the_cultivate_banner_and_a_gift_say_where_cards_go() -> None:  # rules AC-22, AC-23, AC-28, R-16
    """Playtest: the solo cultivate banner named "the Bosses" and never the Mafia; a gift (cards offered, nothing asked) was unexplained to the one who answers it, and to the one
    who makes it: the banner says what accepting does, the proposer's reason what the gift is for."""
    from engine.al_cabohne.cards import BLUE, FIRE, KIDNEY, PUFF, RUNNER
    from engine.al_cabohne.positions import position
    from engine.al_cabohne.words import hint as banner
    from engine.core import english

    solo = position(1, phase="cultivate", hands={0: [RUNNER]}, fields={0: [[KIDNEY], [], []]}, kept=[[BLUE], [], []],
                    bosses=[[RUNNER], [], []])
    assert "Mafia" in english(banner(AC.view(solo, 0)), [])
    assert any(a.kind == "give" for a in AC.legal_actions(solo))  # AC-23: hand cards may go to the Mafia
    # two players, the trading variant: Don is empty and the only eligible card in the hand is Fire (AC-24)
    s = position(2, phase="cultivate", hands={0: [FIRE], 1: [BLUE, BLUE]}, fields={0: [[KIDNEY]], 1: [[BLUE]]},
                 bosses=[[PUFF], []], trading=True)
    s = AC.apply(s, Action("end"))[0]
    assert s.filling
    s = AC.apply(s, Action("trade"))[0]
    s = AC.apply(s, Action("offer", s.hands[0][0]))[0]
    proposer = AC.view(s, 0)
    said = reason(proposer, PROPOSE)
    assert said is not None and said.text.startswith("A gift: if it is accepted"), said
    check(s, proposer, PROPOSE, said)
    s = AC.apply(s, PROPOSE)[0]
    answer = english(banner(AC.view(s, 1)), [])
    assert "gift" in answer and "back of your hand" in answer, answer
    said = reason(AC.view(s, 1), ACCEPT)
    assert said is not None
    check(s, AC.view(s, 1), ACCEPT, said)


GROW = ("{n} {bean} beans make the first coin.",
        "Field {field} then holds {n} of the {first} {bean} beans needed for the first coin.")


def test_a_plant_said_to_grow_is_not_harvested_for_nothing_next() -> None:  # rules AC-11, AC-12, AC-19
    """Playtest: the coach planted a Fire "3 Fire beans make the first coin", then harvested it for nothing a click
    later. Following the Hint through the Learn to play deal, a plant whose reason is growing its field is never
    followed by the Hint harvesting that field for nothing; such a plant says what it is for (to clear the hand)."""
    s = AC.new(coach.PLAYERS, coach.SEED)
    grown: int | None = None  # the field a plant's reason said would grow, this plant phase
    cleared = 0
    while AC.to_act(s) is not None and s.turn <= 16:
        view = AC.view(s, 0)
        found = hint(AC, s, 0, random.Random(s.turn * 100 + len(s.discard)), iterations(150))
        a = found.action
        w = reason(view, a)
        said = {p.text for p in parts(w)} if w is not None else set()
        if a.kind == "harvest" and FIELD_INDEX[a.target] == grown:
            assert worth(s.fields[0][grown])[0] > 0, (s.turn, said)  # harvested for nothing: the plant misled
        if a.kind == "plant":
            grown = FIELD_INDEX[a.target] if said & set(GROW) else None
            cleared += any(t.startswith("It gets the {bean} out of your hand") for t in said)
        elif a.kind != "harvest":
            grown = None
        s = AC.apply(s, a)[0]
    assert cleared  # the deal has such a plant: the test can fail


def test_the_hint_never_offers_a_trade_it_cannot_name_beside_a_level_move() -> None:  # rule R-16, AC-24
    """Playtest 15: "Propose a trade — or, just as good: Fill Al Cabohne with Fire." never said which trade. Level
    with a move the Hint can name, opening the trade panel goes after it and is not named as the alternative;
    where it is the Hint's pick, its reason names the trade (what to give, what to ask)."""
    from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, KIDNEY, PUFF, RUNNER
    from engine.al_cabohne.positions import position
    from engine.al_cabohne.state import CULTIVATE
    from engine.search.hint import Hint, gentlest_first

    s = position(2, phase=CULTIVATE, trading=True, hands={0: [RUNNER, BROAD, BLUE], 1: [PUFF, KIDNEY]},
                 fields={0: [[FIRE]], 1: [[RUNNER, RUNNER], [FRENCH]]}, bosses=[[FIRE] * 2, []])
    s = AC.apply(s, Action("end"))[0]  # AC-24: Don is empty, the boss fill (or a trade) comes first
    legal = AC.legal_actions(s)
    view = AC.view(s, 0)
    trade = Action("trade")
    fill = next(a for a in legal if a.kind == "fill")
    assert trade in legal
    ranked = ((trade, 400, 0.501), (fill, 380, 0.500))  # level: a thousandth of a reward apart
    first = gentlest_first(AC, view, ranked)
    assert first[0][0] == fill
    line = brief(AC, Hint(fill, Words(""), first), view=view, reasoned=True)
    assert "trade" not in repr(line).lower(), line  # not "just as good: Propose a trade" either
    said = reason(view, trade)  # where the trade is the pick, it is named
    assert said is not None and said.text.startswith("The trade: give")
    check(s, view, trade, said)


def test_a_harvest_for_nothing_over_a_paying_one_says_why() -> None:  # rule AC-12, AC-18
    """Playtest 15 (133-hint.png): "Best: Harvest field 1" (Fire ×2, 0 coins) over field 2 (Blue ×7, +2), no why.
    Named beside a paying harvest, a harvest for nothing says the paying field is kept to grow, and how far its
    next coin is; true after the move."""
    from engine.al_cabohne.advice import reason_versus
    from engine.al_cabohne.cards import BLUE, BROAD, FIRE, KIDNEY
    from engine.al_cabohne.positions import position
    from engine.search.hint import Hint

    s = position(1, phase="plant", hands={0: [BROAD, FIRE, FIRE]}, fields={0: [[FIRE] * 2, [BLUE] * 7, [KIDNEY] * 2]},
                 bosses=[[], [], []])
    view = AC.view(s, 0)
    cheap, paying = Action("harvest", -1, "field:0"), Action("harvest", -1, "field:1")
    assert view.field_worth[0][0][0] == 0 and view.field_worth[0][1][0] == 2
    said = reason_versus(view, cheap, paying, False)
    assert said is not None
    args = dict(said.args)
    after = AC.apply(s, cheap)[0]
    kept = after.fields[0][args["field"] - 1]
    assert args["field"] == 2 and len(kept) == 7 and args["bean"] == _bean(BLUE)
    assert COIN_TABLE[BLUE][len(kept) + args["k"]] == args["n"] > COIN_TABLE[BLUE][len(kept) + args["k"] - 1]
    line = brief(AC, Hint(cheap, Words(""), ((cheap, 300, 0.52), (paying, 280, 0.50))), view=view, reasoned=True)
    assert said in [v for _k, v in line.args], line  # the Hint's line says it
    assert reason_versus(view, paying, cheap, False) is None  # a paying harvest needs no such why


def test_a_pick_with_a_warning_says_its_own_why_first() -> None:  # rules AC-17, AC-18 (playtest 16)
    """Playtest 16: "Best: Plant Broad on any empty field. The new Broad field will be taxed next turn" gave only the
    move's cost as its reason, read as an argument against it. Learn to play's first move (the front card, a type
    Joe grows, AC-18) says first why it is made, then the tax to come (AC-17)."""
    s = AC.new(coach.PLAYERS, coach.SEED, **coach.OPTIONS)
    view = AC.view(s, 0)
    found = hint(AC, s, 0, random.Random(0), move=1)
    said = parts(reason(view, found.action) or Words(""))
    assert found.action.kind == "plant" and len(said) == 2, said
    # every field is empty at Learn's first move: "no field of yours grows Broad" said nothing (playtest 20), what the
    # plant starts does
    assert said[0].text == "{n} {bean} beans make the first coin.", said
    assert "will be taxed" in said[1].text, said
    line = english(brief(AC, found, view=view, reasoned=True), [])
    assert line.index("make the first coin") < line.index("will be taxed"), line


def test_end_turn_with_an_empty_boss_says_what_the_click_does() -> None:  # rule AC-24, AC-26
    """Playtest 19: "End turn · draw" picked with "Don Corlebohne is empty: before the draw you must give him a card"
    read as the wrong button. The reason now says what the click does: it asks for the card first, then draws."""
    met = 0
    for s, view, legal in decisions(range(12)):
        for a in legal:
            if a.kind != "end" or s.phase != "cultivate" or s.filling:
                continue
            after = AC.apply(s, a)[0]
            said = reason(view, a)
            if not after.filling or after.seat != s.seat or said is None:
                continue
            met += 1
            text = english(said, ())
            assert "before the draw you must" not in text, text
            assert "this click first asks you for a card to give him" in text, text
    assert met


# words about a turn after this one, or a card still to come: none on the game's last turn (playtest 19: "taxed next
# turn" with no next turn, "Too few Broad beans are left to come" where the final sale gives the same)
LATER = ("next turn", "next tax", "Too few", "left to come", "come up sooner", "cards to come", "you plant next")


def test_no_reason_on_the_last_turn_speaks_of_a_turn_to_come() -> None:  # rules AC-17, AC-32, AC-33, AC-34
    from engine.al_cabohne.words import last_turn

    met = 0
    for s, view, legal in decisions(range(24)):
        if not last_turn(view):
            continue
        for a in legal:
            said = reason(view, a)
            if said is None:
                continue
            met += 1
            text = english(said, ())
            assert not any(w in text for w in LATER), (a, text)
            check(s, view, a, said)
    assert met
