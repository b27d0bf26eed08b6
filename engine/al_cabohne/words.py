"""Al Cabohne in words: actions, events, places and the hint line, for the log and translations.

Every sentence is ``engine.core.Words``: English with blanks, so a catalogue
can translate it and the screen fills in the seats' names. ``describe_event``
reads an event as one viewer may: a bean hidden from that viewer is "a card".
"""

from __future__ import annotations

from typing import Any

from engine.al_cabohne.cards import BOSSES, DECK_SIZE, THIRD_FIELD_COST, TYPES
from engine.al_cabohne.facts import (
    BOSS_INDEX,
    CT,
    FIELD_INDEX,
    KEPT_T,
    SOLO_SHORT_DRAW,
    harvestable,
)
from engine.al_cabohne.kinds import ActionKind, EventKind, Phase
from engine.al_cabohne.view import AlCabohneView
from engine.core import RIVAL, Action, Event, Phrase, Player, Words, described, reading, words
from engine.recap import Recount

BEAN_WORDS = tuple(words(t) for t in TYPES)
BOSS_WORDS = tuple(words(b.name) for b in BOSSES)
KEPT_INDEX = {t: i for i, t in enumerate(KEPT_T)}


def bean(card: int) -> Words:
    """The bean type of a card, or "a card" for one the reader may not see."""
    return BEAN_WORDS[CT[card]] if 0 <= card < DECK_SIZE else words("a card")


card_words = bean  # every card of a type reads the same


def place(target: str) -> Words:
    if target in FIELD_INDEX:
        return words("field {n}", n=FIELD_INDEX[target] + 1)
    if target in BOSS_INDEX:
        return BOSS_WORDS[BOSS_INDEX[target]]
    if target in KEPT_INDEX:
        return words("pile {n}", n=KEPT_INDEX[target] + 1)
    if target == "discard":
        return words("the discard pile")
    return words("{place}", place=target)


# the steps of a trade that name no card
TRADE_STEPS: dict[str, Phrase] = {
    ActionKind.TRADE: words("Propose a trade"),
    ActionKind.PROPOSE: words("Propose"),
    ActionKind.WITHDRAW: words("Withdraw the proposal"),
    ActionKind.ACCEPT: words("Accept the trade"),
    ActionKind.REFUSE: words("Refuse the trade"),
}

# What each action is called on a button or in a hint (``describe``).
ACTIONS: dict[str, Phrase] = {
    ActionKind.HARVEST: lambda a: words("Harvest {place}", place=place(a.target)),
    ActionKind.BUY_FIELD: words("Buy a third field for {n} coins", n=THIRD_FIELD_COST),
    ActionKind.TAX: words("Pay the tax"),
    ActionKind.END: words("End the phase"),
    ActionKind.PLANT: lambda a: words("Plant {bean} on {place}", bean=bean(a.card), place=place(a.target)),
    ActionKind.PLACE: lambda a: words("Put the {bean} beans on {place}", bean=bean(a.card), place=place(a.target)),
    # AC-23: the card comes from the hand ("Give Broad to Joe" beside a Broad field read as the field's, playtest 16)
    ActionKind.GIVE: lambda a: words("Give the {bean} from your hand to {place}", bean=bean(a.card),
                                     place=place(a.target)),
    ActionKind.FILL: lambda a: words("Fill {place} with {bean}", place=place(a.target), bean=bean(a.card)),
    ActionKind.LEFTOVER: lambda a: words(
        "Put the leftover {bean} on {place}", bean=bean(a.card), place=place(a.target)
    ),
    ActionKind.OFFER: lambda a: words("Offer {bean}", bean=bean(a.card)),
    ActionKind.ASK: lambda a: words("Ask for {bean}", bean=type_words(a.card)),
    **TRADE_STEPS,
}


def describe(a: Action) -> Words:
    return described(a, ACTIONS)


def describe_in(v: AlCabohneView, a: Action) -> Words:
    """What ``a`` is called in the position ``v``: the words its button shows, so that a hint or the coach
    naming the move reads what the player sees ("Reveal", not "End the phase"), and a unit's size."""
    k = a.kind
    if k == ActionKind.END:
        if v.phase == Phase.PLANT:
            return words("Reveal")
        return words("End game") if v.ending else words("End turn · draw")
    if k == ActionKind.TAX:  # AC-17, R-14: once every taxed field is harvested the step pays nothing
        return words("Pay tax") if v.tax_due else words("No tax due · plant")
    if k == ActionKind.BUY_FIELD:
        return words("Buy 3rd field · {n} coins", n=THIRD_FIELD_COST)
    where = any_empty(v, a)
    if k == ActionKind.PLACE:  # a revealed unit moves whole: one card or several, said as such
        # AC-22: the unit is every kept card of the type, over all the piles (two reveals of a type make two)
        n = sum(len(p) for p in v.kept if p and CT[p[0]] == CT[a.card]) if 0 <= a.card < DECK_SIZE else 2
        return words("Put the {bean} bean on {place}", plural="Put the {bean} beans on {place}", n=n,
                     bean=bean(a.card), place=where or place(a.target))
    if where is not None and k == ActionKind.PLANT:
        return words("Plant {bean} on {place}", bean=bean(a.card), place=where)
    if where is not None and k == ActionKind.LEFTOVER:
        return words("Put the leftover {bean} on {place}", bean=bean(a.card), place=where)
    return describe(a)


def any_empty(v: AlCabohneView, a: Action) -> Words | None:
    """"any empty field" for a bean put on one of several empty fields of the seat to act, all alike (AC-9): the
    Hint and the coach named one ("Best: Plant Broad on field 2 … Every empty field is as good") and a newcomer
    looked for what was special about it; ``None`` for any other move."""
    seat = v.to_act if v.to_act is not None else v.current
    if a.target not in FIELD_INDEX or a.kind not in (ActionKind.PLANT, ActionKind.PLACE, ActionKind.LEFTOVER) \
            or not 0 <= seat < len(v.fields):
        return None
    fields = v.fields[seat]
    if fields[FIELD_INDEX[a.target]] or sum(1 for f in fields if not f) < 2:
        return None
    return words("any empty field")


def type_words(t: int) -> Words:
    """A bean type named by its index (an ``ask`` names a type, not a card)."""
    return BEAN_WORDS[t] if 0 <= t < len(BEAN_WORDS) else words("a card")


def bean_list(names: list[Words]) -> Words:
    """Beans named one after the other ("nothing" for none), each name still translatable."""
    if not names:
        return words("nothing")
    out = names[-1]
    for w in reversed(names[:-1]):
        out = words("{a}, {b}", a=w, b=out)
    return out


def _exhausted(e: Event) -> Words | None:
    """The draw pile's last card taken (AC-30), said as what it means for the player: in solo the last turn
    (AC-33), with two players the end (AC-32), or nothing where a reshuffle follows (AC-31: the reshuffle's line
    says it). A playtester read "pass 1 through the deck is over" in solo and did not learn the turn was the last."""
    bits = e.target.split(":")
    limit = int(bits[1]) if len(bits) > 1 and bits[0] == "of" and bits[1].isdigit() else 0
    if not limit:  # an event told without its limit: only the fact
        return words("The draw pile has run out", tone="good")
    if e.value >= limit and bits[2:] == ["draw"]:  # the draw ends the turn: no turn is left to play (AC-32, AC-33)
        return words("The draw took the last card: the game ends, and every field and Boss is sold", tone="good")
    if limit == 1:
        return words("The draw pile is empty: this is the last turn, then every field and Boss is sold", tone="good")
    if e.value >= limit:
        return words("The draw pile has run out for the last time: the game ends with this turn, then every field "
                     "and Boss is sold", tone="good")
    return None  # a reshuffle follows: its line says the run-out and the pass beginning (``_reshuffled``)


def _reshuffled(e: Event) -> Words:
    """The discards shuffled into a new draw pile (AC-31), in one line with the run-out that caused it and which pass
    through the deck begins; an event told without its pass (an older recipe): the shuffle alone."""
    bits = e.target.split(":")
    if len(bits) == 4 and bits[0] == "pass" and bits[1].isdigit() and bits[3].isdigit():
        if not e.value:  # nothing to reshuffle ends the game as the last run-out would
            return words("The draw pile has run out with no discards to reshuffle: the game ends with this turn, then "
                         "every field and Boss is sold", tone="good")
        return words("The draw pile ran out: the discards are reshuffled, {n} card to draw (pass {k} of {limit})",
                     plural="The draw pile ran out: the discards are reshuffled, {n} cards to draw (pass {k} of {limit})",
                     n=e.value, k=int(bits[1]), limit=int(bits[3]), tone="good")
    return words("The discards are shuffled: {n} card to draw", plural="The discards are shuffled: {n} cards to draw",
                 n=e.value, tone="dim")


def beans_and(names: list[Words]) -> Words:
    """Beans named as a sentence joins them: "Fire and French", "Fire, Blue and French"."""
    out = names[-1]
    if len(names) > 1:
        out = words("{a} and {b}", a=names[-2], b=out)
    for w in reversed(names[:-2]):
        out = words("{a}, {b}", a=w, b=out)
    return out


def _no_room(e: Event, who: Player) -> Words:
    """A trade refused for want of fields (``mechanics.refusal_reason``), in words true of the fields both seats
    see: with no empty field, that; with some, how many the new beans would need (playtest: "no free field left
    for Green" read as false beside the receiver's empty field, which the Fire given with it would take)."""
    new = [int(t) for t in e.target.partition(":")[2].split(",") if t.isdigit()]
    # received cards go to the back of the hand and are planted in turn (AC-18): no rule asks a free field
    # now, the refusing seat's plan does (playtest 16: "no empty field for Coco" read as a rule of the trade)
    if len(new) <= 1:  # as many new types as fields were missing: the receiver has no empty field
        return words("{who} refuses the trade: {bean} would have to be planted later, and {who} has no field for it",
                     who=who, bean=type_words(new[0] if new else 0), tone="bad")
    empty = e.value
    if not empty:
        return words("{who} refuses the trade: {beans} would have to be planted later, and {who} has no field for "
                     "them", who=who, beans=beans_and([type_words(t) for t in new]), tone="bad")
    return words("{who} refuses the trade: to be planted later, {beans} would need {k} empty fields; {who} has {n}",
                 plural="{who} refuses the trade: to be planted later, {beans} would need {k} empty fields; {who} "
                 "has {n}",
                 who=who, beans=beans_and([type_words(t) for t in new]), k=len(new), n=empty, tone="bad")


def _counted(types: list[int]) -> list[Words]:
    """Asked bean types, each named once with its count past one ("Green ×7", not seven "Green": playtest 16)."""
    counts = {t: types.count(t) for t in types}
    return [type_words(t) if n == 1 else words("{bean} ×{n}", bean=type_words(t), n=n) for t, n in counts.items()]


def asked_types(source: str) -> list[int]:
    """The types a ``proposal`` event asks for, from its ``source`` ("ask:1,1,4")."""
    body = source.removeprefix("ask:")
    return [int(x) for x in body.split(",")] if body else []


def describe_event(e: Event, viewer: int | None) -> Words | None:
    e, who, first, n = reading(e, viewer)
    k = e.kind
    if k == EventKind.TURN:
        return words("— {who}: turn {turn} —", who=who, turn=e.value, tone="turn")
    if k == EventKind.ENDOW:
        return words("{boss} is endowed with {n} {bean}", boss=place(e.target), n=n, bean=bean(first), tone="dim")
    if k == EventKind.PLANT:
        return words("{who} plants {bean} on {place}", who=who, bean=bean(first), place=place(e.target))
    if k == EventKind.HARVEST:
        # a scoring line even for 0 coins (AC-12): the beans left the field, and a recap that ranked it with the
        # draws dropped the opponent's move; told after the harvests that paid ("nil")
        return words("{who} harvests {n} {bean}: +{coins}", who=who, n=n, bean=bean(first), coins=e.value,
                     tone="score" if e.value else "nil")
    if k == EventKind.BOSS_HARVEST:
        return words("{boss} sells {n} {bean}: Mafia +{coins}", boss=place(e.source), n=n, bean=bean(first),
                     coins=e.value, tone="bad")
    if k == EventKind.FINAL_SALE:
        if e.seat < 0:
            return words("{boss} sells {n} {bean}: +{coins}", boss=place(e.source), n=n, bean=bean(first),
                         coins=e.value, tone="bad")
        return words("{who} sells {n} {bean}: +{coins}", who=who, n=n, bean=bean(first), coins=e.value,
                     tone="score" if e.value else "nil")
    if k == EventKind.TAX:
        # the field's number alone: « (le champ 2) » read oddly in French (playtest 27)
        return words("Tax: {bean} from {who}'s field {n} to {boss}", bean=bean(first), who=who,
                     n=FIELD_INDEX[e.source] + 1, boss=place(e.target), tone="bad")
    if k == EventKind.TO_BOSS and e.source == "reveal":
        return words("Revealed {bean} → {boss}", bean=bean(first), boss=place(e.target), tone="dim")
    if k == EventKind.KEEP:
        return words("Revealed {bean} → kept as {pile}", bean=bean(first), pile=place(e.target))
    if k == EventKind.DISCARD_PULL:
        return words("  from the discard: {bean} → {place}", bean=bean(first), place=place(e.target), tone="dim")
    if k == EventKind.PLACE:
        return words("{who} puts {n} {bean} on {place}", who=who, n=n, bean=bean(first), place=place(e.target))
    if k == EventKind.GIVE:
        return words("{who} gives {bean} to {boss}", who=who, bean=bean(first), boss=place(e.target), tone="dim")
    if k == EventKind.FILL:
        return words("{who} fills {boss} with {bean}", who=who, boss=place(e.target), bean=bean(first))
    if k == EventKind.LEFTOVER:
        return words("{who}: leftover {bean} → {place}", who=who, bean=bean(first), place=place(e.target))
    if k == EventKind.BUY_FIELD:
        return words("{who} buys a third field for {n} coins", who=who, n=e.value, tone="good")
    if k == EventKind.DRAW:
        return words("{who} draws {n} card", plural="{who} draws {n} cards", who=who, n=e.value, tone="dim")
    if k == EventKind.DEAL:
        return words("{who} is dealt {n} card", plural="{who} is dealt {n} cards", who=who, n=n, tone="dim")
    if k == EventKind.EXHAUSTED:
        return _exhausted(e)
    if k == EventKind.RESHUFFLE:
        return _reshuffled(e)
    if k == EventKind.HAND_SHOWN:
        return words("{who} shows the hand ({n} card)", plural="{who} shows the hand ({n} cards)", who=who, n=n, tone="turn")
    if k == EventKind.BOSS_FILL:
        return words("Before the draw, an empty Boss must get an eligible card", tone="good")
    if k == EventKind.PROPOSAL:
        return words("{who} proposes a trade to {other}: {give} for {get}", who=who, other=Player(e.to_seat),
                     give=bean_list([bean(c) for c in e.cards]),
                     get=bean_list(_counted(asked_types(e.source))), tone="turn")
    if k == EventKind.ACCEPTED:
        return words("{who} accepts the trade", who=who, tone="good")
    if k == EventKind.TRADE:
        return words("{who} hands {beans} to {other}", who=who, beans=bean_list([bean(c) for c in e.cards]),
                     other=Player(e.to_seat))
    if k == EventKind.REFUSED:
        if e.target.startswith("room:"):
            return _no_room(e, who)
        if e.target == "more":
            return words("{who} refuses the trade: it gives more cards than it gets", who=who, tone="bad")
        # no reason both seats see: the refusing seat's hand decided (it may lack an asked card, or gain too
        # little), and which of the two stays hidden; a bare "Nova refuses" told the proposer nothing to go on
        return words("{who} refuses the trade: it does not suit {who}'s hand", who=who, tone="bad")
    if k == EventKind.WITHDRAWN:
        return words("{who} withdraws the proposal", who=who, tone="dim")
    if k == EventKind.GAME_OVER:
        if not e.target:  # no outcome carried: the Mafia's score is all there is to say
            return words("Game over — the Mafia has {n}", n=e.value, tone="score")
        outcome = result([int(v) for v in e.target.split(",")], [int(v) for v in e.source.split(",") if v], e.value)
        return words("Game over — {outcome}", outcome=outcome, tone="score")
    return None


def hint(v: AlCabohneView) -> Words:
    """One line for the seat to act: what the phase expects now."""
    ph = v.phase
    if v.final is not None:
        w = v.final.winners
        if not w:
            return words("The Mafia wins.")
        if len(w) == 1:
            return words("{who} wins.", who=Player(w[0]))
        return words("{a} and {b} share the win.", a=Player(w[0]), b=Player(w[1]))
    if ph == Phase.LEFTOVERS:
        n = sum(map(len, v.leftovers))
        return words("Place the opponent's {n} leftover bean on a field or the discard.",
                     plural="Place the opponent's {n} leftover beans on a field or the discard.", n=n)
    if ph == Phase.TAX:
        if not v.tax_due:  # AC-17, R-14: every taxed field was harvested first
            return words("No tax is due any more: go on to the plant phase.")
        fields = v.fields[v.current]
        if set(v.tax_due) & set(harvestable(fields)):
            return words("The Mafia takes its tax: harvest a taxed field first to avoid it, or pay.")
        return words("The Mafia takes its tax: one bean from each field a Boss grows.")
    if ph == Phase.PLANT:
        if v.forced_harvest:
            return words("No field fits the front card: harvest a field first.")
        # AC-10: a harvest is a move of every decision point of the plant phase; where a field may be harvested
        # the line names it with the others (the coach's pick may be that harvest)
        may_harvest = bool(harvestable(v.fields[v.current]))
        if v.must_plant:
            if may_harvest:
                return words("Plant the front card, or harvest a field first.")
            return words("Plant the front card.")
        if not v.hands[v.current]:
            return words("No cards to plant: harvest if you like, then reveal.")
        if v.planted < 2 and not v.front_fits:
            return words("The next card fits no field: harvest one to plant it too, or end to reveal.")
        if v.planted < 2:
            if may_harvest:
                return words("Plant the next card too, harvest a field, or end to reveal.")
            return words("Plant the next card too, or end to reveal.")
        if may_harvest:
            return words("Harvest a field if you like, or end the phase to reveal.")
        return words("End the phase to reveal.")
    if v.proposal is not None:
        if v.proposal.sent:
            if not v.proposal.ask:  # a gift's why is the giver's; what it does to the answerer is said
                return words("A gift, nothing asked in return: accept it (the cards go to the back of your hand) "
                             "or refuse it.")
            return words("Accept the trade or refuse it.")
        return words("Pick cards to give, then bean types to ask for, and propose.")
    if v.filling:  # AC-24: the fill is the turn's last step, the draw or the game's end follows it (playtest 32b: a
        # fill here ended the turn at once, a gift to an empty Boss during the phase (AC-23) did not, unsaid)
        if v.proposals_left and v.seat == v.current:
            return words("Phase ended. Give each empty Boss an eligible card, or propose a trade: the gift ends your "
                         "turn.")
        return words("Phase ended. Give each empty Boss an eligible card: that ends your turn.")
    if any(v.kept):
        if v.solo:
            # the table's words ("Your revealed beans") and the rules pages' ("each kept type whole", AC-22)
            # the Bosses are the Mafia's: a unit placed there feeds its treasury (short: a selection's words follow)
            return words("Place all your revealed beans on your fields or Mafia Bosses, each type whole.")
        return words("Place revealed beans or give cards to the Mafia; the rest go to your opponent.")
    if not all(b.cards for b in v.bosses if b.active):
        if v.ending:  # no draw to come (AC-32, AC-33): the button reads "End game"
            # short: the selection's words follow it on the prompt line ("▸ Your French: click a glowing Boss")
            return words("Give cards to the Mafia, or end your turn: a Boss is filled, and that ends the game.")
        return words("Give cards to the Mafia, or end your turn and draw. An empty Boss will then have to be filled.")
    if v.ending:  # the deck ran out in the reveal (AC-32, AC-33): no turn after this one, said before the click
        return words("Give cards to the Mafia, or end your turn: the game then ends.")
    if last_draw(v):  # AC-30, AC-32: the draw takes the last cards of the last pass, and the game ends there
        return words("Give cards to the Mafia, or end your turn and draw: the draw empties the deck and the game ends.")
    # the button's words ("End turn · draw"): "end the phase" left a newcomer fearing the draw was skipped
    return words("Give cards to the Mafia, or end your turn and draw.")


def last_turn(v: AlCabohneView) -> bool:
    """This turn is the game's last (AC-32, AC-33): the deck ran out already, or the draw that ends it takes the last
    cards (a hand only shrinks before it, and a reveal only takes more: once true, it stays true). Playtest 16: the
    last solo turn came with no word of it until the game was over."""
    return v.ending or last_draw(v)


def last_draw(v: AlCabohneView) -> bool:
    """The coming draw (AC-26, AC-29) takes the last cards of the last pass through the deck: the game ends there."""
    held = len(v.hands[v.current])
    n = 2 if v.players == 2 or held >= 2 else SOLO_SHORT_DRAW[held]
    return v.exhaustions == v.exhaustion_limit - 1 and v.draw_pile <= n


def lone_bean(fields: tuple[tuple[int, ...], ...], i: int) -> Words | None:
    """Why field ``i`` of these (a player's own) may not be harvested now, naming the field that bars it (AC-11: a
    lone bean while another field holds 2 or more); ``None`` where AC-11 does not bar it. A newcomer told only the
    rule looked for the field it meant."""
    if not 0 <= i < len(fields) or len(fields[i]) != 1:
        return None
    full = next((j for j, f in enumerate(fields) if len(f) >= 2), None)
    if full is None:
        return None
    return words("A lone bean may be harvested only while no field holds 2 or more: {field} holds {n}.",
                 field=place(f"field:{full}"), n=len(fields[full]))


# the hand tags of what a seat knows of the other's hand (AC-24: a hand shown; R-16: cards offered in a trade), said
# over them: playtest 16 met "seen" and "cards you know" with no word of what they meant
def seen_tip(other: int) -> Words:
    """Over a "seen" tag under a hand card: seat ``other`` knows the card is there."""
    return words("Seen: {who} has seen this card in your hand (offered in a trade, or your hand shown).",
                 who=Player(other))


def known_tip(other: int) -> Words:
    """Over "cards you know" by seat ``other``'s hand: which of its cards are face up, and why."""
    return words("Face up: the cards of {who}'s hand you have seen (offered in a trade, or the hand shown); the "
                 "rest stay hidden.", who=Player(other))


# on the greyed harvest button of a lone bean barred by AC-11 (its tip and a click say ``lone_bean``); short, so it
# is read at the size of the buttons beside it: "needs 2+ beans" was drawn at 11 points (playtest 29)
LONE_BEAN_BUTTON = words("needs 2+")


def why_not(s: Any, a: Action) -> Words:
    """Why the seat to act cannot play ``a`` now, in the rules' words (nothing hidden from it is told)."""
    from engine.al_cabohne.facts import FIELD_INDEX, boss_growing, field_targets
    from engine.al_cabohne.state import CULTIVATE, OVER, PLANT

    if s.phase == OVER:
        return words("The game is over.")
    p = s.seat
    k = a.kind
    fields = s.fields[p]
    if k == ActionKind.PLACE and not a.target and 0 <= a.card < DECK_SIZE:
        return _nowhere(s, a)
    if k == ActionKind.HARVEST:
        i = FIELD_INDEX.get(a.target, -1)
        if not 0 <= i < len(fields) or not fields[i]:
            return words("That field is empty.")
        barred = lone_bean(fields, i)
        if barred is not None:
            return barred
    if k == ActionKind.PLANT:
        if s.phase != PLANT:
            return words("Beans are planted in the plant phase only.")
        if not s.hands[p] or a.card != s.hands[p][0]:
            return words("Only the front card of your hand is planted: the order never changes.")
        if s.planted >= 2:
            return words("Two cards are planted: that is the most in one turn.")
    if k in (ActionKind.PLANT, ActionKind.PLACE, ActionKind.LEFTOVER) and a.target in FIELD_INDEX and 0 <= a.card < DECK_SIZE:
        i = FIELD_INDEX[a.target]
        t = CT[a.card]
        if i >= len(fields):
            return words("You have no third field yet.")
        if fields[i] and CT[fields[i][0]] != t:
            return words("{field} grows {grown}: a field holds one type.", field=place(a.target),
                         grown=bean(fields[i][0]))
        if i not in field_targets(fields, t):
            other = next(j for j, f in enumerate(fields) if f and CT[f[0]] == t)
            return words("You already grow {bean} on {field}: one field per type.", bean=bean(a.card),
                         field=place(f"field:{other}"))
    if k in (ActionKind.GIVE, ActionKind.PLACE, ActionKind.FILL) and a.target in BOSS_INDEX and 0 <= a.card < DECK_SIZE:
        j = BOSS_INDEX[a.target]
        t = CT[a.card]
        if j >= len(s.bosses):
            return words("Joe Bohnano is not a Boss with two players.")
        b = s.bosses[j]
        if b and CT[b[0]] != t:
            return words("{boss} grows {grown}: a Boss takes only his own type.", boss=place(a.target),
                         grown=bean(b[0]))
        other = boss_growing(s.bosses, t)
        if other >= 0 and other != j:
            return words("{other} already grows {bean}: two Bosses never grow the same type.",
                         other=place(f"boss:{other}"), bean=bean(a.card))
        if k == ActionKind.GIVE and s.phase != CULTIVATE:
            return words("Cards are given to the Mafia in the cultivate phase only.")
        if k == ActionKind.FILL and not s.filling:
            return words("The Boss-fill check comes after you end the cultivate phase.")
    if k in TRADE_KINDS:
        return _why_not_trade(s, a)
    if k == ActionKind.BUY_FIELD:
        if s.players == 1:
            return words("Solo is played with three fields: there is none to buy.")
        if s.bought[p]:
            return words("You have bought your third field already.")
        return words("A third field costs {n} coins.", n=THIRD_FIELD_COST)
    if k == ActionKind.END and s.phase == PLANT and s.planted == 0 and s.hands[p]:
        return words("Plant the front card first (harvest a field if none fits it).")
    if k == ActionKind.END and s.phase == CULTIVATE and s.players == 1 and any(s.kept):
        return words("In solo every revealed bean must be placed before the turn ends.")
    return words("That is not possible now.")


TRADE_KINDS = frozenset({ActionKind.TRADE, ActionKind.OFFER, ActionKind.ASK, ActionKind.PROPOSE,
                         ActionKind.WITHDRAW, ActionKind.ACCEPT, ActionKind.REFUSE})


def _why_not_trade(s: Any, a: Action) -> Words:
    """Variant R-16 in the rules' words."""
    from engine.al_cabohne.facts import MAX_PROPOSALS
    from engine.al_cabohne.state import TRADE

    k = a.kind
    if not s.trading:
        return words("Trading is a variant chosen at set-up; this game plays without it.")
    if k == ActionKind.TRADE:
        if not s.filling:
            return words("A trade may be proposed only when an empty Boss must be filled.")
        if s.proposals >= MAX_PROPOSALS:
            return words("No more proposals in this turn: at most {n}.", n=MAX_PROPOSALS)
        return words("That is not possible now.")
    if s.phase != TRADE:
        return words("Propose a trade first.")
    if k in (ActionKind.ACCEPT, ActionKind.REFUSE):
        if not s.proposed:
            return words("The proposal has not been made yet.")
        return words("Your hand lacks a card the proposal asks for: you can only refuse.")
    if s.proposed:
        return words("The proposal is made: the opponent answers now.")
    if k == ActionKind.OFFER:
        if s.ask:
            return words("Pick the cards to give before the cards to ask for.")
        return words("Pick the cards to give in the order of your hand.")
    if k == ActionKind.ASK:
        if len(s.ask) >= len(s.hands[1 - s.seat]):
            return words("You cannot ask for more cards than your opponent holds.")
        return words("Ask for the bean types in the order of the bean list.")
    if k == ActionKind.PROPOSE:
        return words("Pick at least one card to give or to ask for.")
    return words("That is not possible now.")


def _nowhere(s: Any, a: Action) -> Words:
    """A click on a revealed unit (no place named yet): why it may go nowhere now. (A leftover always
    may go to the discard, AC-16.)"""
    from engine.al_cabohne.facts import boss_growing, field_targets, harvestable
    from engine.al_cabohne.state import CULTIVATE

    t = CT[a.card]
    fields = s.fields[s.seat]
    if s.phase != CULTIVATE:
        return words("Revealed beans are placed in the cultivate phase only.")
    if s.filling:
        return words("An empty Boss must get an eligible card first.")
    if field_targets(fields, t) or boss_growing(s.bosses, t) >= 0 or not all(s.bosses):
        return words("That is not possible now.")
    # AC-9, AC-22: no field grows this type and none is empty; no Boss takes it either
    if not harvestable(fields):
        return words("No field and no Boss takes {bean}.", bean=bean(a.card))
    if s.players == 1:  # AC-28: every revealed bean is placed in solo
        return words("No field and no Boss takes {bean}: harvest a field first to make room.", bean=bean(a.card))
    return words("No field and no Boss takes {bean}: harvest a field first, or leave it to your opponent.",
                 bean=bean(a.card))


def progress(v: Any) -> Words:
    """How far the game is, for a saved game's label."""
    return words("turn {n}", n=v.turn)


def result(scores: list[int], winners: list[int], mafia: int, gentle: bool = False) -> Words:
    """A finished game's outcome against the Mafia (AC-36: ties go to the Mafia), for the Replays list;
    ``gentle``: the house variant, named so that its game never reads as one played by the rules."""
    best = max(scores) if scores else 0
    if gentle:
        said = result(scores, winners, mafia)
        return words("{result} (gentle Mafia)", result=said, tone=said.tone)
    if not winners:
        return words("The Mafia won, {mafia} to {best}", mafia=mafia, best=best, tone="bad")
    if len(winners) == 1:
        return words("{who} won, {score} to the Mafia's {mafia}", who=Player(winners[0]), score=best, mafia=mafia,
                     tone="good")
    return words("A shared win, {score} each, to the Mafia's {mafia}", score=best, mafia=mafia, tone="good")


# the recap ("since your last turn"): the Mafia is a rival that is no seat, with a block of its own
RIVAL_NAME: Words | None = words("The Mafia")


def rival_score(v: AlCabohneView) -> int:
    """The Mafia's coins as every seat sees them, the figure its recap block says in coins: the treasury. Its score
    doubles them in solo (AC-35), and the recap's "The Mafia: 42 → 48 coins" named a score of 24 coins (playtest
    23); the scoreboard and the treasury's "24 × 2 = 48" say the doubling."""
    return len(v.treasury)


def score_change(seat: int, before: int, after: int) -> Words:
    """A seat's coins (or the Mafia's score) over a stretch of play, for the recap."""
    if before == after:
        return words("still {n} coin", plural="still {n} coins", n=after)
    return words("{before} → {n} coin", plural="{before} → {n} coins", before=before, n=after)


def final_sale(blocks: list[Recount], before: AlCabohneView, after: AlCabohneView, viewer: int) -> list[Recount]:
    """The recap of a stretch that ended the game, with the Mafia's final sale told (AC-34): the sale came in the
    viewer's own move (solo: always), whose lines a recap leaves out, so its block said only "22 → 23 coins"
    (playtest 18). Where the stretch's own lines tell the Mafia's sales (the opponent ended the game) it is left as
    it is. The figures are the public scores of the two views, the viewer's own coins included: from the viewer's
    last move to the end, only the final sale adds to them."""
    if after.phase != Phase.OVER or before.phase == Phase.OVER or after.seat != viewer:
        return blocks
    out = []
    for b in blocks:
        if b.seat == RIVAL and not b.heard and b.before is not None and b.after is not None:
            line = words("The final sale: {n} coin for you, {mafia} for the Mafia",
                         plural="The final sale: {n} coins for you, {mafia} for the Mafia",
                         # the Mafia's coins (``rival_score``), as its results say them: not its score, which
                         # doubles them in solo (AC-35): "1 coin for you, 2 for the Mafia" beside a sale of 1 coin
                         n=after.scores[viewer] - before.scores[viewer], mafia=b.after - b.before, tone="bad")
            b = b._replace(told=(line,))  # told, not heard: a block with no lines of the stretch comes last
        out.append(b)
    return out
