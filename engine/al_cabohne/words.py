"""Al Cabohne in words: actions, events, places and the hint line, for the log and translations.

Every sentence is ``engine.core.Words``: English with blanks, so a catalogue
can translate it and the screen fills in the seats' names. ``describe_event``
reads an event as one viewer may: a bean hidden from that viewer is "a card".
"""

from __future__ import annotations

from engine.al_cabohne.cards import BOSSES, DECK_SIZE, THIRD_FIELD_COST, TYPES
from engine.al_cabohne.facts import BOSS_INDEX, CT, FIELD_INDEX, KEPT_T, harvestable
from engine.al_cabohne.view import AlCabohneView
from engine.core import Action, Event, Player, Words, reading, words

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


def describe(a: Action) -> Words:
    k = a.kind
    if k == "harvest":
        return words("Harvest {place}", place=place(a.target))
    if k == "buy_field":
        return words("Buy a third field for {n} coins", n=THIRD_FIELD_COST)
    if k == "tax":
        return words("Pay the tax")
    if k == "end":
        return words("End the phase")
    if k == "plant":
        return words("Plant {bean} on {place}", bean=bean(a.card), place=place(a.target))
    if k == "place":
        return words("Put the {bean} beans on {place}", bean=bean(a.card), place=place(a.target))
    if k == "give":
        return words("Give {bean} to {place}", bean=bean(a.card), place=place(a.target))
    if k == "fill":
        return words("Fill {place} with {bean}", place=place(a.target), bean=bean(a.card))
    if k == "leftover":
        return words("Put the leftover {bean} on {place}", bean=bean(a.card), place=place(a.target))
    return words("{kind}", kind=k)


def describe_event(e: Event, viewer: int | None) -> Words | None:
    e, who, first, n = reading(e, viewer)
    k = e.kind
    if k == "turn":
        return words("— {who}: turn {turn} —", who=who, turn=e.value, tone="turn")
    if k == "endow":
        return words("{boss} is endowed with {n} {bean}", boss=place(e.target), n=n, bean=bean(first), tone="dim")
    if k == "plant":
        return words("{who} plants {bean} on {place}", who=who, bean=bean(first), place=place(e.target))
    if k == "harvest":
        return words("{who} harvests {n} {bean}: +{coins}", who=who, n=n, bean=bean(first), coins=e.value,
                     tone="score" if e.value else "dim")
    if k == "boss_harvest":
        return words("{boss} sells {n} {bean}: Mafia +{coins}", boss=place(e.source), n=n, bean=bean(first),
                     coins=e.value, tone="bad")
    if k == "final_sale":
        if e.seat < 0:
            return words("{boss} sells {n} {bean}: +{coins}", boss=place(e.source), n=n, bean=bean(first),
                         coins=e.value, tone="bad")
        return words("{who} sells {n} {bean}: +{coins}", who=who, n=n, bean=bean(first), coins=e.value,
                     tone="score")
    if k == "tax":
        return words("Tax: {bean} from {who}'s {field} to {boss}", bean=bean(first), who=who,
                     field=place(e.source), boss=place(e.target), tone="bad")
    if k == "to_boss" and e.source == "reveal":
        return words("Revealed {bean} → {boss}", bean=bean(first), boss=place(e.target), tone="dim")
    if k == "keep":
        return words("Revealed {bean} → kept as {pile}", bean=bean(first), pile=place(e.target))
    if k == "discard_pull":
        return words("  from the discard: {bean} → {place}", bean=bean(first), place=place(e.target), tone="dim")
    if k == "place":
        return words("{who} puts {n} {bean} on {place}", who=who, n=n, bean=bean(first), place=place(e.target))
    if k == "give":
        return words("{who} gives {bean} to {boss}", who=who, bean=bean(first), boss=place(e.target), tone="dim")
    if k == "fill":
        return words("{who} fills {boss} with {bean}", who=who, boss=place(e.target), bean=bean(first))
    if k == "leftover":
        return words("{who}: leftover {bean} → {place}", who=who, bean=bean(first), place=place(e.target))
    if k == "buy_field":
        return words("{who} buys a third field for {n} coins", who=who, n=e.value, tone="good")
    if k == "draw":
        return words("{who} draws {n} card", plural="{who} draws {n} cards", who=who, n=e.value, tone="dim")
    if k == "deal":
        return words("{who} is dealt {n} card", plural="{who} is dealt {n} cards", who=who, n=n, tone="dim")
    if k == "exhausted":
        return words("The draw pile has run out ({n})", n=e.value, tone="good")
    if k == "reshuffle":
        return words("The discards are shuffled: {n} cards to draw", n=e.value, tone="dim")
    if k == "hand_shown":
        return words("{who} shows the hand ({n} cards)", who=who, n=n, tone="turn")
    if k == "boss_fill":
        return words("An empty Boss must get an eligible card", tone="good")
    if k == "game_over":
        return words("Game over — the Mafia has {n}", n=e.value, tone="score")
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
    if ph == "leftovers":
        n = sum(map(len, v.leftovers))
        return words("Place the opponent's {n} leftover bean on a field or the discard.",
                     plural="Place the opponent's {n} leftover beans on a field or the discard.", n=n)
    if ph == "tax":
        fields = v.fields[v.current]
        if set(v.tax_due) & set(harvestable(fields)):
            return words("The Mafia takes its tax: harvest a taxed field first to avoid it, or pay.")
        return words("The Mafia takes its tax: one bean from each field a Boss grows.")
    if ph == "plant":
        if v.forced_harvest:
            return words("No field fits the front card: harvest a field first.")
        if v.must_plant:
            return words("Plant the front card.")
        if not v.hands[v.current]:
            return words("No cards to plant: harvest if you like, then reveal.")
        if v.planted < 2 and not v.front_fits:
            return words("The next card fits no field: harvest one to plant it too, or end to reveal.")
        if v.planted < 2:
            return words("Plant the next card too, or end to reveal.")
        return words("End the phase to reveal.")
    if v.filling:
        return words("An empty Boss must get an eligible card.")
    if any(v.kept):
        if v.solo:
            return words("Place every kept unit on your fields or the Bosses.")
        return words("Place kept units or give cards to the Mafia; the rest goes to your opponent.")
    if not all(b.cards for b in v.bosses if b.active):
        return words("Give cards to the Mafia or end the phase. An empty Boss will then have to be filled.")
    return words("Give cards to the Mafia or end the phase.")
