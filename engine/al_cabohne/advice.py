"""Why an Al Cabohne move is worth making, from the seat's own view: the reason the Hint and the coach say after it.

``reason(view, action)`` is the game's ``SearchHooks.reason``. It says one or two short facts the player can
check on the table ("Field 2 then holds 4 Blue: 1 coin if harvested."), read from what the seat sees: its own
hand and fields, the Bosses, the proposal on the table. A move the view does not settle (the reveal) gets
none. The engine's warnings (``foresight.warnings``: a Boss who sells, a field taxed next turn) come first:
what a move costs matters more than what it brings.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.al_cabohne import foresight
from engine.al_cabohne.cards import BEANS, COIN_TABLE, THIRD_FIELD_COST, THRESHOLDS
from engine.al_cabohne.facts import (
    BOSS_INDEX,
    CT,
    FIELD_INDEX,
    SOLO_SHORT_DRAW,
    boss_growing,
    field_targets,
    fill_needed,
    fill_types,
)
from engine.al_cabohne.kinds import ActionKind, Phase
from engine.al_cabohne.room import all_fit
from engine.al_cabohne.rules import ACCEPT, BUY, GAME, HARVEST
from engine.al_cabohne.sample import state_from_view
from engine.al_cabohne.view import AlCabohneView
from engine.al_cabohne.words import BEAN_WORDS, BOSS_WORDS, any_empty, last_draw, last_turn, type_words
from engine.core import Action, Words, words
from engine.search.policy import NO_REASON


def reason(view: AlCabohneView, a: Action) -> Words | None:
    """Why ``a`` is worth making for the seat of ``view`` (see the module docstring); ``None`` where there is no
    fact to say, or the move is not the seat's."""
    if view.seat is None or view.to_act != view.seat:
        return None
    k = a.kind
    if k == ActionKind.HARVEST:
        said = [w for w in (_harvest(view, FIELD_INDEX[a.target]), _fill_tax(view, a)) if w is not None]
        return _joined(said) if said else None
    if k in TRADE_REASONS:
        return TRADE_REASONS[k](view)
    # AC-17, AC-21: why the harvest beside it is just as good, alone: with the Boss's sale too (said under the button)
    # the Hint's line had no room for it, and read "X — or, just as good: Y" bare
    if k == ActionKind.TAX and view.tax_due and (level := foresight.tax_fed(view, True)) is not None:
        return level
    warned = foresight.warnings(view, a)
    fill_tax = _fill_tax(view, a)  # of a field the seat has: never said of "any empty field" (``_unnamed``)
    if k == ActionKind.END and view.phase == Phase.CULTIVATE and not view.filling:  # AC-24
        fill = _fill_first(view)
        if fill is not None:  # playtest 16: "End turn · draw — or, just as good: Give Kidney to Joe", then the
            return _joined([fill, *warned[:1]])  # turn did not end: the forced gift came first
    if warned or fill_tax:  # what the move costs, the Boss's or the tax's own words, after the move's own why
        # the move is said "on any empty field": its warning names none; nor where the move makes the field: "no
        # field of yours grows Fire. If not harvested first, your Fire field (field 1) …" read as a contradiction
        # (playtest 34)
        if warned and (any_empty(view, a) is not None or _new_field(view, a)):
            warned = [_unnamed(w) for w in warned]
        warned += [fill_tax] if fill_tax else []
        # playtests 16: a pick whose only reason was its warning ("Your Broad field will be taxed next turn") read
        # as an argument against it: what the move brings first, then what it costs
        own = _own(view, a)
        if own is not None:
            warned = [own, *warned[:1]]
        return _joined(warned[:2])
    if k in (ActionKind.PLANT, ActionKind.PLACE, ActionKind.LEFTOVER) and a.target in FIELD_INDEX:
        return _grows(view, a)
    if k in (ActionKind.PLACE, ActionKind.GIVE) and a.target in BOSS_INDEX:
        return _to_boss(view, a)
    if k == ActionKind.BUY_FIELD:  # AC-14
        return _buy(view)
    if k == ActionKind.FILL:  # AC-24
        return words("An empty Boss must get a card before the draw, and no other Boss grows {bean}.",
                     bean=BEAN_WORDS[CT[a.card]])
    if k == ActionKind.LEFTOVER:  # to the discard (AC-16)
        if not field_targets(view.fields[view.seat], CT[a.card]):
            return words("None of your fields can take {bean} now.", bean=BEAN_WORDS[CT[a.card]])
        return None
    if k == ActionKind.END and view.phase == Phase.PLANT:  # the reveal (AC-20) with a second card to plant
        return _reveal(view)
    if k == ActionKind.TAX and view.tax_due:  # AC-17
        return foresight.tax_fed(view, True) or words("Each taxed field gives its Boss one bean; the rest of it stays "
                                                      "yours.")
    if k == ActionKind.END and view.phase == Phase.CULTIVATE and view.solo and not view.filling \
            and not view.ending and not last_draw(view) and all(b.cards for b in view.bosses if b.active):
        # a draw that ends the game is the banner's to say; an empty Boss is filled before the draw (AC-24)
        held = len(view.hands[view.seat])
        drawn = 2 if held >= 2 else SOLO_SHORT_DRAW[held]
        return words("You hold {n} card: the draw gives you {m}.", plural="You hold {n} cards: the draw gives you {m}.",
                     n=held, m=drawn)  # AC-29
    return None


# the deals of the cards the seat cannot see that a purchase is judged over (``buy_gain``)
BUY_SAMPLES = 8
_bought: dict[tuple[object, ...], float] = {}  # the last view's figure: the Hint and the coach ask it every frame


def buy_gain(view: AlCabohneView) -> float:
    """What buying the third field now is expected to bring over the best other move, in coins at the end: the
    search's leaf value (``rollout.leaf_margins``: the margin over the best rival) after each, averaged over
    ``BUY_SAMPLES`` deals of the cards the seat cannot see (``state_from_view``: its view only)."""
    from engine.al_cabohne import rollout  # it imports this module's callers

    key = tuple(getattr(view, f) for f in view.__slots__)
    if key not in _bought:
        gains = []
        for k in range(BUY_SAMPLES):
            s = state_from_view(view, random.Random(k))
            m = {a: rollout.leaf_margins(GAME.apply(s, a)[0])[s.seat] for a in GAME.legal_actions(s)}
            after = m.pop(BUY, None)
            if after is None:
                return 0.0
            gains.append(after - max(m.values(), default=after))
        _bought.clear()
        _bought[key] = sum(gains) / BUY_SAMPLES
    return _bought[key]


def _buy(view: AlCabohneView) -> Words | None:
    """Why buy the third field (AC-14): its price leaves the score at once (playtest 32b: "If the game ended now"
    fell by 4 after the Hint's "Buy 3rd field", and nothing said it paid back), and what it is expected to bring
    over not buying (``buy_gain``); nothing where that is under a coin."""
    gain = round(buy_gain(view))
    return words("It costs {cost} coins now, about {n} more at the end than not buying.", n=gain,
                 cost=THIRD_FIELD_COST) if gain > 0 else None


def reason_then(view: AlCabohneView, a: Action, back: Action) -> Words | None:
    """Why a bean put on a field that the plan's next step harvests (``SearchHooks.reason_then``: the line says
    "Plant Blue on field 2, then Harvest field 2"): what the field then holds and what the harvest earns (AC-12),
    never what it would grow toward ("Field 2 then holds 9 Blue: 1 more bean makes 4 coins" beside the harvest,
    playtest 31). ``None`` where the harvest earns nothing (the move's own reason says why it is made)."""
    if view.seat is None or view.to_act != view.seat or back.kind != ActionKind.HARVEST or back.target != a.target \
            or a.kind not in (ActionKind.PLANT, ActionKind.PLACE, ActionKind.LEFTOVER):
        return None
    return _grows(view, a, True)


def _own(view: AlCabohneView, a: Action) -> Words | None:
    """The move's own why, said before its warning: a card given (AC-23), the front card that must be planted
    (AC-18), a bean grown on a field (AC-12), a Boss filled (AC-24) with how many beans of it he needs to sell."""
    k = a.kind
    seat = view.seat
    assert seat is not None
    if k == ActionKind.GIVE and a.target in BOSS_INDEX:  # what the Boss gains is the warning's to say, after it
        return _gift_gain(view, a)
    if k == ActionKind.FILL and a.target in BOSS_INDEX:
        j = BOSS_INDEX[a.target]
        # the beans still needed once he holds this one (AC-13): "needs 5" beside "sells at 5 beans" read as a total
        return _needs(j, CT[a.card], 1)
    if k == ActionKind.TAX and view.tax_due:  # AC-17: playtest 18, "Pay tax" said only what it costs
        return foresight.tax_fed(view, True) or words("Each taxed field gives its Boss one bean; the rest of it stays "
                                                      "yours.")
    # "no field of yours grows Fire" beside three empty fields said nothing (playtest 20): said where some field
    # grows another type; with every field empty, what the field then holds (``_grows``) is the news
    if k == ActionKind.PLANT and view.must_plant and any(view.fields[seat]) \
            and not any(f and CT[f[0]] == CT[a.card] for f in view.fields[seat]):
        return words("The front card must be planted, and no field of yours grows {bean}.",
                     bean=BEAN_WORDS[CT[a.card]])
    if k in (ActionKind.PLANT, ActionKind.PLACE, ActionKind.LEFTOVER) and a.target in FIELD_INDEX:
        return _grows(view, a)
    return None


def other_words(view: AlCabohneView, best: Action, other: Action) -> Words | None:
    """The Hint's name for ``other`` beside ``best`` where both put a bean of one type on one Boss, one from the kept
    cards (AC-22), the other from the hand (AC-23): "Put the Fire bean on Al … Close behind: Give Fire to Al" read as
    the same move twice (playtest 16). The other says where its card comes from."""
    if other.target != best.target or other.target not in BOSS_INDEX or CT[other.card] != CT[best.card]:
        return None
    place = BOSS_WORDS[BOSS_INDEX[other.target]]
    if best.kind == ActionKind.PLACE and other.kind == ActionKind.GIVE:
        return words("Give the {bean} from your hand to {place}", bean=BEAN_WORDS[CT[other.card]], place=place)
    if best.kind == ActionKind.GIVE and other.kind == ActionKind.PLACE:
        return words("Put the revealed {bean} on {place}", bean=BEAN_WORDS[CT[other.card]], place=place)
    return None


def _fill_tax(view: AlCabohneView, a: Action) -> Words | None:
    """A cultivate move after which, once the kept units that have a field are put there, an empty Boss can be
    filled only with a type the seat grows on a field (AC-24): that field is then taxed next turn (AC-17). The
    Hint's plan often goes on so ("Harvest field 3, then put the Kidney beans on field 3", playtest 30): the French
    left in hand then had to fill Al, and the player's French field was taxed, said only by the next Hint."""
    seat = view.seat
    if view.phase != Phase.CULTIVATE or view.filling or last_turn(view) or a.kind not in FILL_TAXED:
        return None
    s = state_from_view(view, random.Random(0))
    if all(s.bosses) or not GAME.is_legal(s, a):
        return None
    s = GAME.apply(s, a)[0]
    while (step := next((b for b in GAME.legal_actions(s) if b.kind == ActionKind.PLACE and b.target in FIELD_INDEX),
                        None)) is not None:  # the units with a field go there
        s = GAME.apply(s, step)[0]
    ok = fill_types(s.bosses)
    kinds = {CT[c] for c in (*s.hands[seat], *(p[0] for p in s.kept if p)) if ok >> CT[c] & 1}
    grown = [i for i, f in enumerate(s.fields[seat]) if f and {CT[f[0]]} == kinds]
    if s.seat != seat or s.filling or all(s.bosses) or not grown:
        return None
    return foresight.will_grow(CT[s.fields[seat][grown[0]][0]], grown[0], s.bosses.index(()))


FILL_TAXED = (ActionKind.HARVEST, ActionKind.PLACE, ActionKind.GIVE)


def _fill_first(view: AlCabohneView) -> Words | None:
    """Ending the cultivate phase with a Boss empty and a card he may take (AC-24): the draw waits for that card."""
    s = state_from_view(view, random.Random(0))
    if not fill_needed(s):
        return None
    j = next(j for j, b in enumerate(s.bosses) if not b)
    # what the click does, not a step to take first: "Don is empty: before the draw you must give him a card" beside
    # "End turn · draw" read as the wrong button (playtest 19); the click opens the fill, then the draw
    if view.ending:  # the last turn has no draw (AC-32, AC-33)
        return words("{boss} is empty: this click first asks you for a card to give him, then the game ends.",
                     boss=BOSS_WORDS[j])
    return words("{boss} is empty: this click first asks you for a card to give him, then you draw.",
                 boss=BOSS_WORDS[j])


def reason_versus(view: AlCabohneView, a: Action, other: Action, level: bool) -> Words | None:
    """Why ``a`` rather than ``other``, the move the Hint names beside it, where ``reason`` would not say it. A
    harvest for nothing picked over one that pays (AC-12): the paying field is kept to grow, and how near its next
    coin is (the playtest: "Harvest field 1" (Fire ×2, 0 coins) over field 2 (Blue ×7, +2) with no why)."""
    if view.seat is None or view.to_act != view.seat:
        return None
    if not level and a.kind == ActionKind.END and other.kind == ActionKind.PLANT and _planted_anyway(view):
        # the reveal's reason says the front card may wait (AC-18): said beside a plant just as good, no why where
        # the plant is rated worse (the review: "Why: … planted first next turn anyway" called the two equal)
        return NO_REASON
    if not a.kind == other.kind == ActionKind.HARVEST:
        return None
    i, j = FIELD_INDEX[a.target], FIELD_INDEX[other.target]
    fields, worth = view.fields[view.seat], view.field_worth[view.seat]
    if not fields[i] or not fields[j] or worth[i][0] or not worth[j][0] or not worth[j][1]:
        return None
    t = CT[fields[j][0]]
    more = worth[j][1] - len(fields[j])  # beans still to add for its next coin
    return words("Field {field} is kept to grow: with {k} more {bean} it pays {n} coin.",
                 plural="Field {field} is kept to grow: with {k} more {bean} it pays {n} coins.", field=j + 1, k=more,
                 bean=BEAN_WORDS[t], n=worth[j][0] + 1)


def review_versus(view: AlCabohneView, better: Action, played: Action) -> Words | None:
    """The review's why ``better`` rather than ``played`` (``SearchHooks.review_versus``): a harvest that makes room
    for the hand's front card, which no field takes (AC-18: the next card that must be planted), says what it gains:
    the coins it earns and the room it makes, where the move played is no harvest earning as much. Its reason for the
    Hint ("makes room for your front Fire, whose field will be taxed") named the new field's tax, a cost, and no gain
    over the move played (playtest 28). Else ``reason_versus``."""
    seat = view.seat
    if seat is not None and view.to_act == seat and better.kind == ActionKind.HARVEST:
        worth = view.field_worth[seat]
        coins = worth[FIELD_INDEX[better.target]][0]
        room = _front_blocked(view, FIELD_INDEX[better.target], False)
        if room is not None and (played.kind != ActionKind.HARVEST or worth[FIELD_INDEX[played.target]][0] < coins):
            return _joined([words("It earns {n} coin and frees a field for the cards to come.", plural="It earns {n} "
                                  "coins and frees a field for the cards to come.", n=coins), room]) if coins else room
    versus = reason_versus(view, better, played, False)
    if versus is not None or seat is None or view.to_act != seat:
        return versus
    # the Hint's reason says what the move costs after what it brings (``foresight.warnings``): a Why that is a loss
    # ("Your Blue field will be taxed next turn") gave a downside as the reason the move was better; the gain alone,
    # or no Why
    if foresight.warnings(view, better):
        return _own(view, better) or NO_REASON
    return None


def _unnamed(w: Words) -> Words:
    """A tax warning for a new field (``foresight.warnings``) without the field's number: the move it follows puts
    the bean on any empty field (``words.describe_in``), so the field it names is one of several alike."""
    args = dict(w.args)
    if w.text == "If not harvested first, your {bean} field (field {n}) will be taxed next turn: {boss} grows {bean}.":
        return words("If not harvested first, the new {bean} field will be taxed next turn: {boss} grows {bean}.", bean=args["bean"],
                     boss=args["boss"])
    if w.text == "If not harvested first, your {bean} field (field {n}) will be taxed this turn: {boss} grows {bean}.":
        return words("If not harvested first, the new {bean} field will be taxed this turn: {boss} grows {bean}.", bean=args["bean"],
                     boss=args["boss"])
    if w.text == "If not harvested first, your {bean} field (field {n}) will be taxed next turn: {boss} will grow {bean}.":
        return words("If not harvested first, the new {bean} field will be taxed next turn: {boss} will grow {bean}.", bean=args["bean"],
                     boss=args["boss"])
    return w


def _new_field(view: AlCabohneView, a: Action) -> bool:
    """Whether ``a`` puts a bean on an empty field of the seat (AC-9): its tax warning is of a field it makes."""
    seat = view.seat
    return seat is not None and a.target in FIELD_INDEX and a.kind in (
        ActionKind.PLANT, ActionKind.PLACE, ActionKind.LEFTOVER) and not view.fields[seat][FIELD_INDEX[a.target]]


def _grower(view: AlCabohneView, t: int) -> int | None:
    """The Boss growing bean type ``t`` (``facts.boss_growing``), or ``None``."""
    j = boss_growing(tuple(b.cards for b in view.bosses), t)
    return None if j < 0 else j


def _joined(parts: list[Words]) -> Words:
    out = parts[0]
    for w in parts[1:]:
        out = words("{a} {b}", a=out, b=w)
    return out


def _grows(view: AlCabohneView, a: Action, cashed: bool = False) -> Words | None:
    """A bean or a unit onto one of the seat's fields: what the field then holds and pays (AC-12); ``None`` where
    too few beans of the type are left to come for its first coin and the move is a plant (nothing to say for it).
    ``cashed``: the field is harvested next (``reason_then``): what it pays, or ``None`` where it pays nothing."""
    i = FIELD_INDEX[a.target]
    seat = view.seat
    assert seat is not None
    field = view.fields[seat][i]
    t = CT[a.card]
    # AC-22: a kept unit is every kept card of its type, over all the piles; a plant or a leftover is one card
    adds = _kept_count(view, t) if a.kind == ActionKind.PLACE else 1
    n = len(field) + adds
    coins = COIN_TABLE[t][n]
    anywhere = not field and _empty_fields(view) > 1  # the move's name says "any empty field" (``words.describe_in``)
    if coins and anywhere:  # no field named: the move named none
        return words("The field then holds {beans} {bean}: {n} coin if harvested.",
                     plural="The field then holds {beans} {bean}: {n} coins if harvested.", beans=n,
                     bean=BEAN_WORDS[t], n=coins)
    step = next((m for m in range(n + 1, len(COIN_TABLE[t])) if COIN_TABLE[t][m] > coins), None)
    if cashed and not coins:
        return None
    if not cashed and coins and coins == COIN_TABLE[t][len(field)] and step is not None \
            and to_come(view, t, a.card) >= step - n:
        # the bean earns no coin now: "5 Kidney: 1 coin if harvested" read as a coin earned (playtest 19), the
        # field already paid 1; what it grows toward is the next step
        return words("Field {field} then holds {beans} {bean}: {n} more bean makes {coins} coins.",
                     plural="Field {field} then holds {beans} {bean}: {n} more beans make {coins} coins.",
                     field=i + 1, beans=n, bean=BEAN_WORDS[t], n=step - n, coins=COIN_TABLE[t][step])
    if coins:
        return words("Field {field} then holds {beans} {bean}: {n} coin if harvested.",
                     plural="Field {field} then holds {beans} {bean}: {n} coins if harvested.",
                     field=i + 1, beans=n, bean=BEAN_WORDS[t], n=coins)
    first = next(k for k, c in enumerate(COIN_TABLE[t]) if c)  # nothing to earn yet: how far the first coin is
    if _clears(view, a, field):  # a plant to get the card out of the hand, not to grow it (the playtest: "make the
        # first coin", then the field harvested for nothing a click later)
        # "It clears your hand" with three cards still in it read as wrong (playtest 16): what leaves is this card
        if anywhere:
            return words("It gets the {bean} out of your hand; the new field can still be freed for the reveal.",
                         bean=BEAN_WORDS[t])
        return words("It gets the {bean} out of your hand; field {field} can still be freed for the reveal.",
                     bean=BEAN_WORDS[t], field=i + 1)
    if to_come(view, t, a.card) < first - n:  # the last pass: no "first coin" that can never come
        if a.kind == ActionKind.PLACE:  # solo, the other place for a kept unit is a Boss (AC-22, AC-28)
            return words("No coin from it, but no Boss gets it.")
        return None
    if anywhere:
        return words("{n} {bean} beans make the first coin.", n=first, bean=BEAN_WORDS[t])
    return words("Field {field} then holds {n} of the {first} {bean} beans needed for the first coin.",
                 field=i + 1, n=n, first=first, bean=BEAN_WORDS[t])


def _clears(view: AlCabohneView, a: Action, field: tuple[int, ...]) -> bool:
    """The second plant (AC-19, which may be skipped) leaving its field short of a coin, with no bean of its type
    behind it in the hand: nothing grows the field before the reveal, so what the plant does now is clear the hand,
    and the field may still be harvested before the reveal (AC-11) if the revealed beans need room. The engine often
    does just that; "3 Fire beans make the first coin" then read as a plan dropped a click later (the playtest)."""
    seat = view.seat
    assert seat is not None
    if a.kind != ActionKind.PLANT or view.phase != Phase.PLANT or view.planted != 1:
        return False
    t = CT[a.card]
    if any(c >= 0 and c != a.card and CT[c] == t for c in view.hands[seat]):
        return False
    # AC-11: a lone bean may be harvested only while no field holds 2 or more
    return bool(field) or all(len(f) <= 1 for f in view.fields[seat])


def _kept_count(view: AlCabohneView, t: int) -> int:
    """How many revealed (kept) beans of type ``t`` the seat has, over all its kept piles."""
    return sum(len(p) for p in view.kept if p and CT[p[0]] == t)


def to_come(view: AlCabohneView, t: int, but: int = -1) -> int:
    """Beans of type ``t`` that may still reach the seat's fields after this turn's moves, from its view: those it
    cannot see (the draw pile, the other hand's hidden cards) and those in its own hand (but card ``but``, the one
    being moved); none once the game ends with this turn (AC-32, AC-33)."""
    if view.ending:
        return 0
    seat = view.seat
    assert seat is not None
    piles = [*view.hands, *(f for fs in view.fields for f in fs), *(b.cards for b in view.bosses), view.discard,
             *view.kept, *view.leftovers, *view.coins, view.treasury, view.set_aside]
    seen = sum(1 for pile in piles for c in pile if c >= 0 and CT[c] == t)
    mine = sum(1 for c in view.hands[seat] if c >= 0 and c != but and CT[c] == t)
    return BEANS[t].count - seen + mine


def _empty_fields(view: AlCabohneView) -> int:
    return sum(1 for f in view.fields[view.seat or 0] if not f)


def _to_boss(view: AlCabohneView, a: Action) -> Words:
    """A card given to the Mafia (AC-22, AC-23): it leaves the seat's hand or kept cards, and the Boss is nearer
    his sale (AC-13); the hand card given is one the seat need not plant. A gift from the hand says both sides of
    the trade: what the seat gains by it, then how far the Boss still is from selling, in beans of his meter, where
    the gift does not make him sell (a sale is ``foresight.warnings``' to say). Playtest 25: each gift's local
    fact alone ("Give the Puff to Al Cabohne. The cards behind it come up sooner.") still read as feeding the
    opponent: that the Mafia gains no coin by it now is what makes the gift pay."""
    gain = _gift_gain(view, a)
    if a.kind != ActionKind.GIVE:
        return gain
    j, t = BOSS_INDEX[a.target], CT[a.card]
    held = len(view.bosses[j].cards) + 1  # AC-13: he sells once his field reaches his threshold's beans
    left = BEANS[t].meter[THRESHOLDS[j] - 1] - held
    if left <= 0:
        return gain
    # playtest 27: "needs 3 Puff beans to sell" beside his "sells at 5 beans", holding 2, read as wrong: 3 more
    return _joined([gain, _needs(j, t, held)])


def _needs(j: int, t: int, held: int) -> Words:
    """How far Boss ``j`` is from selling once given a bean of type ``t`` (AC-13), ``held`` beans of it then on his
    field: the beans he then holds said with the count, so that the count is read from after the gift (playtest 30:
    "Joe Bohnano needs 1 more Broad bean to sell" beside his Broad ×1, read as counted before it)."""
    return words("{boss} then holds {k} {bean}: {n} more and he sells.", boss=BOSS_WORDS[j], k=held,
                 n=BEANS[t].meter[THRESHOLDS[j] - 1] - held, bean=BEAN_WORDS[t])


def _gift_gain(view: AlCabohneView, a: Action) -> Words:
    """What the seat gains by giving ``a``'s card to a Boss rather than keeping it (``_to_boss``)."""
    j = BOSS_INDEX[a.target]
    boss = view.bosses[j]
    t = CT[a.card]
    if a.kind == ActionKind.GIVE:
        mine = [f for f in view.fields[view.seat or 0] if f and CT[f[0]] == t]
        fields = view.fields[view.seat or 0]
        # "no field of yours grows Fire" beside fields all empty, and "it would need a field of its own" beside an
        # empty field that would take it, said nothing true or useful (playtest 20): there what the gift does for the
        # hand is the why
        if not boss.cards and not mine and any(fields):  # AC-24: the empty Boss gets a card anyway (playtest 16:
            # "it would need a field of its own" said beside an empty field read as boilerplate, and the gift as
            # optional generosity)
            # playtest 25: what the seat gains is said, not only that the card is of no use to it
            if view.ending:  # the last turn has no draw (AC-32), the Boss is filled all the same (playtest 18)
                return words("{boss} is empty and must get a card before the game ends: no field of yours grows "
                             "{bean}, so it costs you nothing.", boss=BOSS_WORDS[j], bean=BEAN_WORDS[t])
            return words("{boss} is empty and must get a card before the draw: no field of yours grows {bean}, so it "
                         "costs you nothing.", boss=BOSS_WORDS[j], bean=BEAN_WORDS[t])
        if not mine and all(fields):  # playtest 24: "it would need a field of its own" read as no reason to feed
            # the Mafia: kept, the card must be planted in its turn (AC-18), and a field of the seat's is given up
            return words("No field of yours grows {bean}: kept, it must be planted, taking one of your fields.",
                         bean=BEAN_WORDS[t])
        hand = view.hands[view.seat or 0]
        if last_turn(view):  # no plant after this turn's (AC-32, AC-33): the hand counts for nothing at the end
            return words("The game ends with this turn: the cards in your hand count for nothing.")
        if a.card in hand[:-1]:
            return words("The cards behind it in your hand come up sooner.")
        left = len(hand) - 1
        if view.solo and left < len(SOLO_SHORT_DRAW) and not view.ending:  # AC-29: a short hand draws more
            return words("With {n} card left in your hand, the draw gives you {m}.",
                         plural="With {n} cards left in your hand, the draw gives you {m}.", n=left,
                         m=SOLO_SHORT_DRAW[left])
        # "It leaves your hand" read as no reason at all (playtest 15): what a shorter hand brings (AC-15, AC-18)
        return words("Your hand is a card shorter: the cards you draw come up sooner.")
    n = _kept_count(view, t)  # AC-22: the unit, over all the kept piles
    if not boss.cards:  # why him rather than a field of the seat's ("the Mafia's, not yours" read as a downside)
        fields = view.fields[view.seat or 0]
        if any(f and CT[f[0]] == t for f in fields):
            return words("{boss} is empty and takes it: no field of yours is used.",
                         plural="{boss} is empty and takes them: no field of yours is used.", n=n,
                         boss=BOSS_WORDS[j])
        if any(not f for f in fields):
            return words("{boss} is empty and takes it: your empty field stays free.",
                         plural="{boss} is empty and takes them: your empty field stays free.", n=n,
                         boss=BOSS_WORDS[j])
        return words("No field of yours is free for {bean}: {boss}, empty, takes it.",
                     plural="No field of yours is free for {bean}: {boss}, empty, takes them.", n=n,
                     boss=BOSS_WORDS[j], bean=BEAN_WORDS[t])
    return words("{boss} grows {bean}: he takes it, and no field of yours is used.",
                 plural="{boss} grows {bean}: he takes them, and no field of yours is used.", n=n,
                 boss=BOSS_WORDS[j], bean=BEAN_WORDS[t])


def _harvest(view: AlCabohneView, i: int) -> Words | None:
    """Why a field is harvested now: what it earns and what it frees, or why it earns nothing (AC-10 to AC-12)."""
    seat = view.seat
    assert seat is not None
    field = view.fields[seat][i]
    if not field:
        return None
    parts: list[Words] = []
    coins, more = view.field_worth[seat][i]
    if view.phase == Phase.TAX:  # AC-17
        dodge = _dodge(view, i)
        if dodge is not None:  # a step of a plan: said as the plan (its steps alone read as pointless harvests)
            return dodge
        front = _front_type(view, i)
        if i not in view.tax_due and coins and front is not None:  # playtest 16: two sentences, the first a fact
            return _with_tax(view, front, words(
                "Field {field} is not taxed: it earns {n} coin and makes room for the {bean} at the front of your "
                "hand.",
                plural="Field {field} is not taxed: it earns {n} coins and makes room for the {bean} at the front of "
                "your hand.", n=coins, field=i + 1, bean=BEAN_WORDS[front]))
        if i not in view.tax_due:
            parts.append(words("Field {field} pays no tax.", field=i + 1) if not coins else words(
                "Field {field} pays no tax: it is harvested for {n} coin, not to avoid the tax.",
                plural="Field {field} pays no tax: it is harvested for {n} coins, not to avoid the tax.",
                n=coins, field=i + 1))
        elif coins:
            parts.append(words("Harvested before the tax, all {beans} beans count: {n} coin.",
                               plural="Harvested before the tax, all {beans} beans count: {n} coins.",
                               beans=len(field), n=coins))
    why = _cashed(view, i, coins, more) if coins else _for_nothing(view, i)
    if why is None and not coins:  # "Field 2 pays no tax." alone says why no tax is paid, not why the beans are
        if view.phase == Phase.TAX and parts:  # thrown away (playtest 22); at the tax, that the field is untaxed
            return _joined([*parts, words("It earns nothing.")])  # answers the prompt, and the loss is said plainly
        return None  # elsewhere a harvest for nothing needs a why
    if why is not None:
        parts.append(why)
    return _joined(parts) if parts else None


def _dodge(view: AlCabohneView, i: int) -> Words | None:
    """In the tax phase, a harvest of a field of 2 or more beans while a lone bean is taxed: AC-11 lets the lone one
    be harvested only once no field holds 2 or more, so this is a step towards keeping it from its Boss (AC-17)."""
    seat = view.seat
    assert seat is not None
    fields = view.fields[seat]
    lone = [j for j in view.tax_due if len(fields[j]) == 1]
    big = [k for k, f in enumerate(fields) if len(f) >= 2]
    if not lone or i not in big or not view.ending:  # AC-21: harvested, the lone bean tops the discard, and the
        # reveal hands it to the Boss growing it (playtest 16: "Joe gets no Blue", and Joe got it at the reveal);
        # only a game ending before any reveal keeps the promise
        return None
    t = CT[fields[lone[0]][0]]
    boss = next(j for j, b in enumerate(view.bosses) if b.cards and CT[b.cards[0]] == t)
    rest = [k + 1 for k in big if k != i]
    if not rest:
        return words("Then the lone {bean} may be harvested too: {boss} gets no {bean}.", bean=BEAN_WORDS[t],
                     boss=BOSS_WORDS[boss])
    return words("Harvest fields {a} and {b} first, then the lone {bean}: {boss} gets no {bean}.", a=i + 1,
                 b=rest[0], bean=BEAN_WORDS[t], boss=BOSS_WORDS[boss])


def _cashed(view: AlCabohneView, i: int, coins: int, more: int) -> Words | None:
    """A harvest that pays: why now rather than later, where a fact says so; ``None`` where none does ("the next
    coin needs 5 beans" read as an argument for waiting, against the pick it followed)."""
    seat = view.seat
    assert seat is not None
    field = view.fields[seat][i]
    t = CT[field[0]]
    front = _front_blocked(view, i)
    if front is not None:
        return front
    if not more:
        return words("Field {field} is at the top of its meter: no bean adds a coin.", field=i + 1)
    grower = _grower(view, t)
    end = last_turn(view)  # no next tax, no bean to come: the final sale pays the field as it stands (AC-34)
    if grower is not None and view.phase != Phase.TAX and not end:  # AC-17: the next tax takes a bean of it
        return words("{boss} grows {bean}: the next tax would take a bean of this field.", boss=BOSS_WORDS[grower],
                     bean=BEAN_WORDS[t])
    if to_come(view, t) < more - len(field) and not end:  # the next coin can no longer come
        return words("Too few {bean} beans are left to come for its next coin.", bean=BEAN_WORDS[t])
    # the revealed beans first: "The Blue you plant next needs a field" named the hand's Blue where the revealed
    # Blue beans were the ones without a field (playtest 18)
    homeless = _homeless(view)
    if homeless is not None:
        if _kept_count(view, homeless) > 1:  # "your revealed Blue then has a field" for two Blue (playtest 19)
            return words("It earns {n} coin, and your revealed {bean} beans then have a field.",
                         plural="It earns {n} coins, and your revealed {bean} beans then have a field.", n=coins,
                         bean=BEAN_WORDS[homeless])
        return words("It earns {n} coin, and your revealed {bean} then has a field.",
                     plural="It earns {n} coins, and your revealed {bean} then has a field.", n=coins,
                     bean=BEAN_WORDS[homeless])
    crowded = _crowded(view)
    if crowded is not None:
        return words("It earns {n} coin, and your revealed {bean} and {other} then each have a field.",
                     plural="It earns {n} coins, and your revealed {bean} and {other} then each have a field.",
                     n=coins, bean=BEAN_WORDS[crowded[0]], other=BEAN_WORDS[crowded[1]])
    needs = _next_needs(view, i)
    if needs is not None:
        return needs
    covers = _covers(view, i)
    if covers is not None:
        return covers
    taking = _needing(view)
    if taking and len(taking) == _empty_fields(view):  # the revealed beans take the empty fields: this one is the
        # field left free for what comes next (playtest 18: a field cashed with one empty that the revealed Kidney
        # was about to take had no why)
        return words("It earns {n} coin, and a field stays free once your revealed {bean} is placed.",
                     plural="It earns {n} coins, and a field stays free once your revealed {bean} is placed.",
                     n=coins, bean=BEAN_WORDS[taking[-1]])
    if all(view.fields[seat]) and not (end and view.phase != Phase.PLANT):  # the field it frees: room for what
        if view.phase == Phase.PLANT:  # comes next
            return words("It earns {n} coin and frees a field for the revealed beans.",
                         plural="It earns {n} coins and frees a field for the revealed beans.", n=coins)
        return words("It earns {n} coin and frees a field for the cards to come.",
                     plural="It earns {n} coins and frees a field for the cards to come.", n=coins)
    if view.phase == Phase.PLANT:  # AC-20: the reveal comes next (playtest 16: "Best: Harvest field 1. Next best:
        # Reveal" with no why); the front card still to plant takes an empty field where none grows it (AC-18,
        # playtest 18: an unforced harvest before the plant was said with no why)
        head = view.hands[seat][0] if view.must_plant and view.hands[seat] else -1
        takes = head >= 0 and not any(f and CT[f[0]] == CT[head] for f in view.fields[seat])
        if not view.must_plant or (not takes and _empty_fields(view)):
            return words("It earns {n} coin, and the revealed beans then have {k} empty fields.",
                         plural="It earns {n} coins, and the revealed beans then have {k} empty fields.", n=coins,
                         k=1 + _empty_fields(view))
        if takes and _empty_fields(view) >= 2:
            return words("It earns {n} coin, and once the {bean} is planted the revealed beans still have {k} empty "
                         "fields.", plural="It earns {n} coins, and once the {bean} is planted the revealed beans "
                         "still have {k} empty fields.", n=coins, bean=BEAN_WORDS[CT[head]], k=_empty_fields(view))
    if end:  # playtest 19: "Too few Broad beans are left to come" where the final sale pays the same
        return words("It earns {n} coin, as the final sale would.", plural="It earns {n} coins, as the final sale "
                     "would.", n=coins)
    return None


def _next_needs(view: AlCabohneView, i: int) -> Words | None:
    """The cards the seat plants next (the front two of its hand, AC-18 and AC-19; after this turn's plants, next
    turn's) need more new fields than are empty: harvesting field ``i`` makes room for the first that lacks one."""
    seat = view.seat
    assert seat is not None
    hand, fields = view.hands[seat], view.fields[seat]
    if last_turn(view) and view.phase != Phase.PLANT:  # no plant after this turn's (AC-32, AC-33)
        return None
    if view.phase == Phase.PLANT and view.planted >= 2:  # the reveal's beans come first (``_front_type``)
        return None
    coming = hand[:2] if view.phase != Phase.PLANT or view.planted == 0 else hand[:1]
    grown = {CT[f[0]] for f in fields if f}
    new = list(dict.fromkeys(CT[c] for c in coming if c >= 0 and CT[c] not in grown))
    # "needs a field" only where no field is free for it, and "frees one" only where this harvest is what frees
    # it: the playtest heard it with a field already empty (the second plant may wait, AC-19), and after the
    # harvest of the very field the front card grows (then that card has lost its field, the other gained none)
    if not new or _empty_fields(view) or CT[fields[i][0]] in {CT[c] for c in coming if c >= 0}:
        return None
    return words("The {bean} you plant next needs a field: this harvest frees one.", bean=BEAN_WORDS[new[0]])


def _covers(view: AlCabohneView, i: int) -> Words | None:
    """The harvested beans top the discard (AC-12) over beans of another type that a Boss grows, or that the empty
    Boss being filled may grow (AC-24): the next reveal's question 2 (AC-21) hands a Boss only the top cards of his
    type, so the beans under them stay on the discard (playtest 18: the coach's harvest covered the Blue beans that
    the reveal would have handed the Boss it filled with Blue, and said a false reason instead)."""
    seat = view.seat
    assert seat is not None
    field = view.fields[seat][i]
    if not field or not view.discard:
        return None
    t, u = CT[field[0]], CT[view.discard[-1]]
    active = [b for b in view.bosses if b.active]
    if t == u or any(b.cards and CT[b.cards[0]] == t for b in active):  # the reveal would hand these over too
        return None
    grower = next((j for j, b in enumerate(view.bosses) if b.active and b.cards and CT[b.cards[0]] == u), None)
    before = state_from_view(view, random.Random(0))
    if grower is None and view.filling:  # AC-24: the empty Boss may be filled with the type on the discard
        grower = next((j for j, b in enumerate(view.bosses) if b.active and not b.cards), None)
        card = next((c for c in view.hands[seat] if c >= 0 and CT[c] == u), None)
        if grower is None or card is None:
            return None
        before.bosses = tuple((card,) if j == grower else b for j, b in enumerate(before.bosses))
    if grower is None or not GAME.is_legal(before, HARVEST[i]):
        return None
    after = GAME.apply(before, HARVEST[i])[0]
    after.bosses = before.bosses
    n = foresight.discard_flow(before)[grower][0]
    if not n or foresight.discard_flow(after)[grower][0]:  # the reveal would not hand them, or still would
        return None
    run = next((k for k, c in enumerate(reversed(view.discard)) if CT[c] != u), len(view.discard))
    # the cover holds only while no revealed card of the harvested type comes up: it is kept, and question 2 (AC-21)
    # pulls these beans onto it first, baring the beans under them (playtest 19: "then doesn't hand it to Al", then
    # a revealed Fire took the harvested Fire back and the Blue went to Al): said with its condition, not as certain
    if run > n:  # "the 2 Fire on top" over 4 Fire read as false (playtest 19): the Boss would take 2 of them
        return words("Its beans cover the {bean} beans on top of the discard: the next reveal won't hand one of "
                     "them to {boss}, unless it reveals a {kind}.",
                     plural="Its beans cover the {bean} beans on top of the discard: the next reveal won't hand {n} "
                     "of them to {boss}, unless it reveals a {kind}.", n=n, bean=BEAN_WORDS[u],
                     boss=BOSS_WORDS[grower], kind=BEAN_WORDS[t])
    return words("Its beans cover the {bean} on top of the discard: the next reveal won't hand it to {boss}, unless "
                 "it reveals a {kind}.",
                 plural="Its beans cover the {n} {bean} on top of the discard: the next reveal won't hand them to "
                 "{boss}, unless it reveals a {kind}.", n=n, bean=BEAN_WORDS[u], boss=BOSS_WORDS[grower],
                 kind=BEAN_WORDS[t])


def _needing(view: AlCabohneView) -> list[int]:
    """In the cultivate phase, the types of the kept units no field of the seat's grows (AC-22): each needs an empty
    field, or a Boss."""
    seat = view.seat
    assert seat is not None
    if view.phase != Phase.CULTIVATE:
        return []
    grown = {CT[f[0]] for f in view.fields[seat] if f}
    return list(dict.fromkeys(CT[p[0]] for p in view.kept if p and CT[p[0]] not in grown))


def _homeless(view: AlCabohneView) -> int | None:
    """Solo, in the cultivate phase: the type of a kept unit no field of the seat's takes (AC-28: every kept card is
    placed, so it goes to a Boss unless a field is freed)."""
    seat = view.seat
    assert seat is not None
    if view.phase != Phase.CULTIVATE or not view.solo:
        return None
    return next((CT[p[0]] for p in view.kept if p and not field_targets(view.fields[seat], CT[p[0]])), None)


def _crowded(view: AlCabohneView) -> tuple[int, int] | None:
    """Solo, in the cultivate phase: two kept units of types no field grows, and one empty field between them
    (AC-22, AC-28): the harvest gives each a field (playtest 18: the harvest that made room for the second was said
    to free a field for nothing)."""
    seat = view.seat
    assert seat is not None
    if not view.solo:
        return None
    needing = _needing(view)
    if len(needing) != 2 or _empty_fields(view) != 1:
        return None
    return needing[0], needing[1]


def _front_type(view: AlCabohneView, i: int) -> int | None:
    """The type of the hand's front card where it fits no field and harvesting field ``i`` makes room for it."""
    seat = view.seat
    assert seat is not None
    hand, fields = view.hands[seat], view.fields[seat]
    if not hand or hand[0] < 0 or not all(fields):
        return None
    # the front card is planted at the next plant phase (AC-18): none comes after the last turn (AC-32), and in the
    # cultivate phase the revealed beans that need a field come first (playtest 19: said of the Runner at the
    # front while the kept Puff and Broad were the ones without a field)
    if view.phase != Phase.PLANT and (last_turn(view) or _needing(view)):
        return None
    # after the turn's last plant (the second, AC-19) the reveal comes first, and its beans may take the room: "this
    # harvest makes room for your front Kidney" was said there, and no plant of the turn followed
    if view.phase == Phase.PLANT and view.planted >= 2:
        return None
    t = CT[hand[0]]
    if any(CT[f[0]] == t for f in fields) or CT[fields[i][0]] == t:
        return None
    return t


def _front_blocked(view: AlCabohneView, i: int, taxed: bool = True) -> Words | None:
    """The front card of the hand fits no field (AC-18 would force a harvest when it is planted, maybe of a better
    field): the harvest makes room for it; ``taxed``: with the tax its new field pays, where one does (``_with_tax``)."""
    t = _front_type(view, i)
    if t is None:
        return None
    if view.phase == Phase.CULTIVATE:  # no plant is left this turn: the card is the first planted next turn (AC-18),
        # and a field of it is taxed only the turn after: "makes room for it" read as a plant still to come, and
        # "whose field will be taxed next turn" as a tax a turn too early
        return words("Your {bean}, at the front of your hand, fits no field: this harvest makes room for it next "
                     "turn.", bean=BEAN_WORDS[t])
    room = words("Your {bean}, at the front of your hand, fits no field: this harvest makes room for it.",
                 bean=BEAN_WORDS[t])
    return _with_tax(view, t, room) if taxed else room


def _with_tax(view: AlCabohneView, t: int, room: Words) -> Words:
    """``room``, or where a Boss grows the front card's type, the tax its new field pays (AC-17), which the plant's
    banner warns of. One sentence: two left the Hint's line no room."""
    grower = _grower(view, t)
    if grower is None or last_turn(view):  # no next turn: no tax to come (AC-32)
        return room
    return words("This harvest makes room for your front {bean}, whose field will be taxed next turn: {boss} grows "
                 "{bean}.", bean=BEAN_WORDS[t], boss=BOSS_WORDS[grower])


def _for_nothing(view: AlCabohneView, i: int) -> Words | None:
    """A harvest that earns nothing (AC-12): what it is for, a Boss's tax to come or a field freed, and for what."""
    seat = view.seat
    assert seat is not None
    field = view.fields[seat][i]
    t = CT[field[0]]
    boss = _grower(view, t)
    # AC-21: the harvested beans top the discard, and the next reveal hands them to the Boss growing them (playtest
    # 16: "Joe gets no Blue", then Joe got it at the reveal): said as it is, never as a bean kept from him
    fed = sum(n for n, _k in foresight.fed_by_discard(view, HARVEST[i])) if boss is not None else 0
    if boss is not None and view.phase == Phase.TAX and i in view.tax_due and fed == len(field) == 1:
        return words("{boss} would get this {bean} anyway (tax or reveal); the field is freed.", boss=BOSS_WORDS[boss],
                     bean=BEAN_WORDS[t])
    if boss is not None and view.phase == Phase.TAX and i in view.tax_due and not fed:  # AC-17: this very tax
        return words("{boss} gets no {bean}: the tax would have given him this one.", boss=BOSS_WORDS[boss],
                     bean=BEAN_WORDS[t])
    if boss is not None and fed <= 1 and not last_turn(view):  # AC-17: the tax takes a bean even from a lone one
        return words("It earns nothing, but {boss} grows {bean}: the next tax would give him that bean anyway; "
                     "the field is free now.",
                     plural="It earns nothing, but {boss} grows {bean}: the next tax would give him one anyway; "
                     "the field is free now.", n=len(field), boss=BOSS_WORDS[boss], bean=BEAN_WORDS[t])
    if view.phase == Phase.PLANT and not view.must_plant:  # AC-19, AC-20: the reveal comes next, its beans need fields
        # the playtest: a bean planted to leave the hand, then harvested for nothing, read as the coach changing its
        # mind; what the harvest is for is the room the reveal gets
        free = sum(1 for k, f in enumerate(view.fields[seat]) if not f or k == i)
        return words("It earns nothing, but you then have {n} empty field for the revealed beans.",
                     plural="It earns nothing, but you then have {n} empty fields for the revealed beans.", n=free)
    crowded = _crowded(view)
    if crowded is not None:
        return words("It earns nothing, but your revealed {bean} and {other} then each have a field.",
                     bean=BEAN_WORDS[crowded[0]], other=BEAN_WORDS[crowded[1]])
    # AC-22, AC-28: the kept beans do not all fit, a harvest must come (playtest 22: the first of two such harvests
    # had no why)
    room = view.phase == Phase.CULTIVATE and view.solo and not view.filling and not all_fit(view)
    if not all(view.fields[seat]) and not room:  # a field is free already: freeing one more is no reason to give
        return _covers(view, i)
    homeless = _homeless(view)
    if homeless is not None:  # solo, every kept card is placed (AC-28): to a field, or to a Boss that may take it
        if _boss_takes(view, homeless) and _kept_count(view, homeless) > 1:
            return words("It earns nothing, but your revealed {bean} beans then have a field instead of going to a "
                         "Boss.", bean=BEAN_WORDS[homeless])
        if _boss_takes(view, homeless):
            return words("It earns nothing, but your revealed {bean} then has a field instead of going to a Boss.",
                         bean=BEAN_WORDS[homeless])
        return words("It earns nothing, but your revealed {bean} needs a field: no Boss may take it.",
                     bean=BEAN_WORDS[homeless])
    if room:  # said after the homeless bean's words, which name the bean that lacks a field
        free = sum(1 for k, f in enumerate(view.fields[seat]) if not f or k == i)
        return words("It earns nothing, but you then have {n} empty field for the revealed beans.",
                     plural="It earns nothing, but you then have {n} empty fields for the revealed beans.", n=free)
    front = _front_blocked(view, i)
    if front is not None:
        return front
    if last_turn(view):  # no card to come (AC-32, AC-33), and the final sale would pay nothing for it either
        return words("It earns nothing, nor would the final sale.") if view.phase != Phase.PLANT else None
    return words("It earns nothing, but it frees the field for the cards to come.")


def _boss_takes(view: AlCabohneView, t: int) -> bool:
    """Whether a Boss may take beans of type ``t``: the one growing it, else an empty one (AC-22, AC-23)."""
    active = [b for b in view.bosses if b.active]
    if any(b.cards and CT[b.cards[0]] == t for b in active):
        return True
    return any(not b.cards for b in active)


def _planted_anyway(view: AlCabohneView) -> bool:
    """Revealing with one card planted, the next one in the hand fits its own field and a next turn comes: the
    reveal's reason is that the card is planted then anyway (AC-18, AC-19)."""
    seat = view.seat
    assert seat is not None
    hand, fields = view.hands[seat], view.fields[seat]
    if view.phase != Phase.PLANT or view.planted != 1 or not hand or hand[0] < 0 or last_turn(view):
        return False
    targets = field_targets(fields, CT[hand[0]])
    return bool(targets) and bool(fields[targets[0]])


def _reveal(view: AlCabohneView) -> Words | None:
    """Revealing with one card planted while the next could be (AC-19): why the next card waits in the hand."""
    seat = view.seat
    assert seat is not None
    hand, fields = view.hands[seat], view.fields[seat]
    if view.planted != 1 or not hand or hand[0] < 0:
        return None
    t = CT[hand[0]]
    targets = field_targets(fields, t)
    if not targets:  # AC-18: it would need a field harvested first
        return words("The {bean} fits no field now: planting it would need a harvest.", bean=BEAN_WORDS[t])
    if fields[targets[0]] and last_turn(view):  # no next turn (AC-32, AC-33): nothing to say of its own field
        return None
    if _planted_anyway(view):  # its own field: planted now or first thing next turn (AC-18)
        # (playtest 18: "The coach's pick: Reveal." beside a free plant on the Blue field read as a missed move;
        # playtest 28: "it is planted first next turn anyway" beside that free plant read as if planting it now
        # changed nothing): the plant is free now, and it may wait
        return words("Planting the {bean} now is free, but it can wait: it is the first card you plant next turn.",
                     bean=BEAN_WORDS[t])
    boss = _grower(view, t)
    if boss is not None and not last_turn(view):  # AC-17: a field of it would be taxed at the next turn's start
        return words("A {bean} field would be taxed next turn: {boss} grows {bean}.", bean=BEAN_WORDS[t],
                     boss=BOSS_WORDS[boss])
    return words("The {bean} can wait: keep the empty field free for the revealed beans.",
                 plural="The {bean} can wait: keep the empty fields free for the revealed beans.",
                 n=len(targets), bean=BEAN_WORDS[t])


# -- the trading variant (R-16) ------------------------------------------------------


def _proposed(view: AlCabohneView) -> Words | None:
    """The proposal about to be sent: what it gives and gets, and, for a gift, what it is for (AC-24)."""
    p = view.proposal
    if p is None:
        return None
    if not p.offer:
        return words("You ask for {get} and give nothing.", get=_types([*p.ask]))
    if not p.ask:
        if _lapses(view):
            return words("A gift: if it is accepted, you hold no card an empty Boss may take, so no Boss gets one "
                         "from you.")
        return words("A gift: the cards leave your hand for nothing in return.")
    return words("You give {n} card and get {get}.", plural="You give {n} cards and get {get}.",
                 n=len(p.offer), get=_types([*p.ask]))


def _answer(view: AlCabohneView) -> Words | None:
    """Accepting the proposal on the table: the cards it brings, each to the back of the hand (R-16, AC-15)."""
    p = view.proposal
    if p is None or not p.sent:
        return None
    got = [CT[c] for c in p.offer]
    if not p.ask:
        return words("It costs you nothing: {got} to the back of your hand.", got=_types(got))
    if not got:
        return words("You give {give} for nothing: it leaves your hand.", give=_types([*p.ask]))
    return words("You get {got} for {give}, at the back of your hand.", got=_types(got), give=_types([*p.ask]))


def _refuse(view: AlCabohneView) -> Words | None:
    """Refusing: the cards stay where they are; a field the offered beans would need is named when there is none."""
    p = view.proposal
    if p is None or not p.sent or view.seat is None:
        return None
    fields = view.fields[view.seat]
    grown = {CT[f[0]] for f in fields if f}
    empty = sum(1 for f in fields if not f)
    for t in dict.fromkeys(CT[c] for c in p.offer):
        if t not in grown:
            if not empty:
                return words("No field of yours is free for {bean}: it would force a harvest.", bean=BEAN_WORDS[t])
            empty -= 1
    return words("Your hand stays as it is.")


def _types(types: list[int]) -> Words:
    from engine.al_cabohne.words import bean_list

    return bean_list([type_words(t) for t in types])


def _lapses(view: AlCabohneView) -> bool:
    """Whether the boss-fill check lapses for the seat once its proposal is accepted (AC-24): no eligible card left."""
    s = state_from_view(view, random.Random(0))
    from engine.al_cabohne.rules import PROPOSE

    if not GAME.is_legal(s, PROPOSE):
        return False
    s = GAME.apply(s, PROPOSE)[0]
    if not GAME.is_legal(s, ACCEPT):
        return False
    seat = s.seat
    after = GAME.apply(s, ACCEPT)[0]
    return after.seat != seat or not after.filling  # the check lapsed: the turn went on to the draw


def named_trade(view: AlCabohneView) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The proposal to make where the Hint says "Propose a trade" (R-16): the Normal bot's best by its own value
    (``GreedyBot.plan``: cards of the seat's hand, types the opponent has shown), from what the seat knows; ``None``
    where it finds none."""
    from engine.al_cabohne.ai import GreedyBot  # the bot imports the rules, which import this module

    seat = view.seat
    assert seat is not None
    bot = GreedyBot()
    bot.p = bot.solo_p if view.solo else bot.duo_p
    s = state_from_view(view, random.Random(0))
    unseen = [0] * len(BEANS)
    for c in s.draw:
        unseen[CT[c]] += 1
    for p, h in enumerate(view.hands):
        if p != seat:
            for real, shown in zip(s.hands[p], h, strict=True):
                if shown < 0:
                    unseen[CT[real]] += 1
    bot.unseen, bot.turn, bot.held = unseen, view.turn, set(view.hands[seat])
    bot.known = {c for h in view.hands for c in h if c >= 0}
    plan = bot.plan(s, seat)
    return None if plan is None else (plan[1], plan[2])


def _open(view: AlCabohneView) -> Words | None:
    """Opening the trade panel: which trade, what to give and what to ask (the playtest: "Propose a trade" alone
    could not be acted on)."""
    plan = named_trade(view)
    if plan is None:
        return None
    offer, ask = plan
    give = _types([CT[c] for c in offer])
    if not ask:
        return words("The trade: give {give} and ask for nothing.", give=give)
    return words("The trade: give {give} and ask for {get}.", give=give, get=_types(list(ask)))


TRADE_REASONS: dict[str, Callable[[AlCabohneView], Words | None]] = {
    ActionKind.TRADE: _open,
    ActionKind.PROPOSE: _proposed,
    ActionKind.ACCEPT: _answer,
    ActionKind.REFUSE: _refuse,
}
