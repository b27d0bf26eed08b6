"""Space Lab in words: names, actions, events, the hint line and refusals, for the log and translations.

Sentences are ``engine.core.Words`` (translated by the catalogue, seats' names
filled in by the screen). A card named here is one the viewer may see: an event
read by ``describe_event`` says "a card" for a card hidden from that viewer.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from engine.core import HIDDEN, N_, Action, Event, Phrase, Player, Words, described, no_rival, seen_by, words
from engine.space_lab import content as C
from engine.space_lab.cards import (
    AGENCY_OF,
    COST_OF,
    EFFECT_OF,
    MAX_ID,
    OBJECTIVE,
    PERMS,
    PTYPE_OF,
    SPECIALTY_OF,
    TILE_VALUE,
    Component,
    component,
)
from engine.space_lab.facts import close_to_end
from engine.space_lab.kinds import ActionKind, EventKind, Phase
from engine.space_lab.state import ONE_MORE_EACH

COLOUR_WORDS = tuple(words(n) for n in C.AGENCY_COLOURS)
SPECIALTY_WORDS = tuple(words(n) for n in C.SPECIALTY_NAMES)
PROJECT_WORDS = tuple(words(t.name) for t in C.PROJECT_TYPES)
CAPSULE_WORDS = tuple(words("the {colour} capsule", colour=words(c)) for c in C.CAPSULE_COLOURS)
CAPSULE_COLOURS_WORDS = tuple(words(c) for c in C.CAPSULE_COLOURS)
# every slot named by the capsule it touches, as the station shows them (by colour): "the bottom right slot" left
# a newcomer to count capsules (playtest 23); a shared middle slot by the two capsules it touches (playtest 17)
SLOT_WORDS: dict[str, Words] = {
    # by the colour alone, as the shared slots are: "the slot above the Yellow capsule" left the Hint no room for
    # its reason
    **{f"T{i}": words("the slot above {capsule}", capsule=cap) for i, cap in enumerate(CAPSULE_COLOURS_WORDS)},
    "M0": words("the slot left of {capsule}", capsule=CAPSULE_COLOURS_WORDS[0]),
    "M1": words("the slot between {a} and {b}", a=CAPSULE_COLOURS_WORDS[0], b=CAPSULE_COLOURS_WORDS[1]),
    "M2": words("the slot between {a} and {b}", a=CAPSULE_COLOURS_WORDS[1], b=CAPSULE_COLOURS_WORDS[2]),
    "M3": words("the slot right of {capsule}", capsule=CAPSULE_COLOURS_WORDS[2]),
    **{f"B{i}": words("the slot below {capsule}", capsule=cap) for i, cap in enumerate(CAPSULE_COLOURS_WORDS)},
}
CAPSULE_T = {"C0": 0, "C1": 1, "C2": 2}
BOTTOM_CAPSULE = {"B0": 0, "B1": 1, "B2": 2}
ENDINGS = {
    "cards": words("a station holds 10 cards"),
    "validations": words("a station validated its 3 Objectives"),
    "solo_turns": words("the 20th turn is over"),
    "stalemate": words("nobody could do anything for a whole round"),
}
A_CARD = words("a card")


def colour_cards(a: int, n: int = 1) -> Words:
    """Cards of an agency by their colour, without their number: "Red card", "Red cards" (French "carte rouge",
    "cartes rouges": the colour agrees with the cards, where a card's name keeps it as it is, "Médecin Rouge")."""
    if a == 0:
        return words("Red card", plural="Red cards", n=n)
    if a == 1:
        return words("Blue card", plural="Blue cards", n=n)
    if a == 2:
        return words("Green card", plural="Green cards", n=n)
    if a == 3:
        return words("Gold card", plural="Gold cards", n=n)
    return words("card", plural="cards", n=n)


def agency_words(a: int) -> Words:
    """An agency as the table calls it: by its colour, the word its cards' names start with ("Gold Pilot"), so the
    card revealed and the cards taken read as the same ("reveals Gold Pilot", "takes 1 Gold card"). The agency's
    name ("Golden Planet") is on the rules pages, beside its colour."""
    return COLOUR_WORDS[a] if 0 <= a < len(COLOUR_WORDS) else words("an agency")


def slot_words(slot: str) -> Words:
    return SLOT_WORDS.get(slot, words("{slot}", slot=slot))


def card_words(card: int) -> Words:
    """The name of any component id: a Lab card, a Project, an Objective or a tile; hidden: "a card"."""
    sort = component(card)
    if sort == Component.LAB:
        # by what is printed on it, as a player would call it: the specification's code (L12) means nothing at
        # the table. An agency holds up to four cards of one specialty, so the name ends with the line of the
        # face that tells them apart, its effect, in the one wording the face, the tip, the log and the Hint
        # share: "Red Technician (4 VP)", "Red Technician (draw 1 Lab card)" (the log's "+1 Lab" beside the tip's
        # "Draw 1 Lab card" and the face's "draw 1 Lab" read as three cards: playtest 22)
        return words("{colour} {specialty} ({effect})", colour=COLOUR_WORDS[AGENCY_OF[card]],
                     specialty=SPECIALTY_WORDS[SPECIALTY_OF[card]], effect=effect_words(EFFECT_OF[card]))
    if sort == Component.PROJECT:
        return PROJECT_WORDS[PTYPE_OF[card]]
    if sort == Component.OBJECTIVE:
        return objective_words(card)
    if sort == Component.TILE:
        return words("a Validation tile of {n} VP", n=TILE_VALUE[card])  # "a 8-point" read wrong
    return A_CARD


def cost_words(card: Words, n: int) -> Words:
    """What placing a card of cost ``n`` asks of the hand (SL-8)."""
    return words("{card} costs {n}: you need {n} other card in hand.",
                 plural="{card} costs {n}: you need {n} other cards in hand.", card=card, n=n)


def short_name(card: int) -> Words:
    """A Lab card by its colour and specialty alone ("Red Technician"), where its effect is said beside it (its
    tip) or the hand holds one of that name."""
    return words("{colour} {specialty}", colour=COLOUR_WORDS[AGENCY_OF[card]],
                 specialty=SPECIALTY_WORDS[SPECIALTY_OF[card]])


def objective_words(o: int) -> Words:
    """An Objective by its colours, which tell the twelve apart: "the Red + Red + Blue Objective"."""
    obj = OBJECTIVE[o]
    a, b, c = (COLOUR_WORDS[x] for x in obj.colours)
    return words("the {a} + {b} + {c} Objective", a=a, b=b, c=c)


def where_words(e: C.Effect, bottom: bool = False) -> Words:
    """Where an effect counts, as the face prints it: "in this row" (the card's), "in the bottom row" (an
    Objective's), "in its station": the card's own, whoever owns it ("in your station" in a computer's log line
    read as the viewer's station, playtest 26)."""
    if e.scope == C.ROW:
        return words("in the bottom row") if bottom else words("in this row")
    return words("in its station")


def _then(a: Words, b: Words) -> Words:
    """Two of the face's pieces in one line, as the face reads them ("draw 2" and "Projects, keep 1")."""
    return words("{a} {b}", a=a, b=b)


def effect_words(e: C.Effect | None, bottom: bool = False) -> Words:
    """One effect in words (section 4): the face's own words, its pictures said ("1 VP per" and the Red mark: "1 VP
    per Red card"), so a card reads the same on its face, in its tip, in the log and in the Hint; ``bottom``: an
    Objective's effect, which counts the bottom row."""
    if e is None:
        return words("no effect")
    k, n = e.kind, e.value
    if k == C.K_DRAW_LAB:
        return words("draw {n} Lab card", plural="draw {n} Lab cards", n=n)
    if k == C.K_DRAW_PROJECT:
        if n == 1:  # one drawn is the one kept (SL-15): "keep 1" said nothing, and cut the Hint's reason off
            return words("draw {n} Project", plural="draw {n} Projects", n=n)
        return _then(words("draw {n}", n=n), words("Project, keep 1", plural="Projects, keep 1", n=n))
    if k == C.K_FLAT:
        return words("{n} VP", n=n)
    if k == C.K_PER_SPECIALTY:
        return _then(_then(words("{n} VP per", n=n), SPECIALTY_WORDS[e.key]), where_words(e, bottom))
    if k == C.K_PER_AGENCY:
        return _then(_then(words("{n} VP per", n=n), colour_cards(e.key)), where_words(e, bottom))
    if k == C.K_COMPLETE_SET:
        if e.scope == C.SPECIALTY:
            return words("{n} VP per complete set of the 4 specialties", n=n)
        return words("{n} VP per complete set of the 4 agencies", n=n)
    if k == C.K_PER_VALIDATION:
        return words("{n} VP per Validation tile its owner holds", n=n)
    if k == C.K_SET:
        return _then(words("{table} VP", table=" / ".join(map(str, e.table[1:]))), words("for 1 to 5 copies"))
    return words("no effect")


def lab_card_text(card: int) -> Words:
    """A Lab card's printed text: cost and effect."""
    return words("Cost {n}: {effect}", n=COST_OF[card], effect=effect_words(EFFECT_OF[card]))


# --- actions ------------------------------------------------------------------------------


def _order(perm: int) -> str:
    """An Objectives order ("2-1-3") by its index in ``PERMS``; "?" for none."""
    return "-".join(str(i + 1) for i in PERMS[perm]) if 0 <= perm < len(PERMS) else "?"


def swaps(perm: int, arranged: tuple[int, ...] = (0, 1, 2)) -> list[tuple[int, int]]:
    """The capsules whose Objectives to swap, in turn, to go from the order ``arranged`` (the tray's; dealt: 1-2-3)
    to ``PERMS[perm]``: what the player clicks (a capsule, then the one to swap it with). The Hint's words say
    these clicks and the tray rings them, in this order (a ring on another capsule than the one named read as
    the guide disagreeing with itself: playtest 16)."""
    want, now, out = PERMS[perm], list(arranged), []
    for i in range(3):
        if now[i] != want[i]:
            j = now.index(want[i])
            now[i], now[j] = now[j], now[i]
            out.append((i, j))
    if len(out) == 2 and out[0][1] == out[1][0]:
        # a second swap never starts on the capsule just clicked: a click there lets it go (the coach drops a ring
        # clicked twice). The second swap stays as it is: after the first, it is the whole of what is said
        out[0] = (out[0][1], out[0][0])
    return out


def next_click(perm: int, arranged: tuple[int, ...], chosen: int | None) -> int | None:
    """The capsule to click next towards ``PERMS[perm]`` from the tray's order ``arranged``, ``chosen`` the capsule
    clicked already (None: none); None once the order is there (Confirm is next). The clicks the Hint's words name,
    in their order (``swaps``): a ring elsewhere read as the guide disagreeing with itself (playtest 16); the other
    capsule of the pair once one of it is chosen."""
    want = PERMS[perm]
    if tuple(arranged) == want:
        return None
    first, then = swaps(perm, arranged)[0]
    if chosen is None or chosen in (first, then):
        return then if chosen == first else first
    # the capsule where the chosen Objective belongs; the chosen one itself (a click lets it go) if it is there
    return want.index(arranged[chosen]) if arranged[chosen] != want[chosen] else chosen


def _arrange(perm: int, arranged: tuple[int, ...] = (0, 1, 2)) -> Words:
    """The Objectives' order in numbers (the tray's) and the clicks that make it, by the capsules' colours: "1-3-2"
    alone left a newcomer to work out which capsules to click, and "swap those on the Violet and Pink capsules" said
    a swap where the tray asks for two clicks (a capsule, then the one to swap it with). The clicks go from the
    tray's order ``arranged``: from the order dealt, they scrambled an order the player had already made."""
    if not 0 <= perm < len(PERMS):
        return words("Put your Objectives on the capsules")
    order = _order(perm)
    clicks = [(CAPSULE_COLOURS_WORDS[i], CAPSULE_COLOURS_WORDS[j]) for i, j in swaps(perm, arranged)]
    if not clicks and tuple(arranged) != (0, 1, 2):
        return words("Your Objectives are already in the order {order}: click Confirm", order=order)
    if not clicks:
        return words("Keep your Objectives in the order dealt, {order}", order=order)
    if len(clicks) == 1:
        return words("Order your Objectives {order}: click {a} then {b}", order=order, a=clicks[0][0], b=clicks[0][1])
    return words("Order your Objectives {order}: click {a} then {b}, then {c} then {d}", order=order,
                 a=clicks[0][0], b=clicks[0][1], c=clicks[1][0], d=clicks[1][1])


# a stack by its colour, one sentence each: French agrees the colour with « pile » (« la pile verte »)
RECRUIT_WORDS = (words("Recruit the Red stack"), words("Recruit the Blue stack"), words("Recruit the Green stack"),
                 words("Recruit the Gold stack"))

# What each action is called on a button or in a hint (``describe``).
ACTIONS: dict[str, Phrase] = {
    ActionKind.ASSIGN: lambda a: _arrange(a.card),
    ActionKind.DRAW: words("Reveal 3 Lab cards"),
    # "every … card": right for one card as for three (the action holds no count)
    ActionKind.AGENCY: lambda a: words("Take every revealed {cards}", cards=colour_cards(a.card)),
    ActionKind.RECRUIT: lambda a: RECRUIT_WORDS[a.card] if 0 <= a.card < len(RECRUIT_WORDS) else words(
        "Recruit the {agency} stack", agency=agency_words(a.card)),
    ActionKind.PLACE: lambda a: words("Place {card} on {slot}", card=card_words(a.card), slot=slot_words(a.target)),
    ActionKind.PAY: lambda a: words("Discard {card} as payment", card=card_words(a.card)),
    ActionKind.KEEP: lambda a: words("Keep {project}", project=card_words(a.card)),
    ActionKind.END: words("End the turn"),
    ActionKind.PASS: words("Pass"),
}


def describe(a: Action) -> Words:
    return described(a, ACTIONS)


def other_words(view: Any, best: Action, other: Action) -> Words | None:
    """The Hint's name for ``other`` beside ``best`` where both place one card: its slot alone ("Best: Place Gold X
    on the slot above Yellow. Just as good: the slot above Pink."), not the card's long name
    twice; where both
    order the Objectives, the order alone ("Just as good: the order 3-1-2.")."""
    if best.kind == other.kind == ActionKind.PLACE and best.card == other.card:
        return slot_words(other.target)
    if best.kind == other.kind == ActionKind.ASSIGN and 0 <= other.card < len(PERMS):
        # two orders with their swaps spelt out overflowed the Hint's two lines: the other by its order alone, and
        # the one the tray holds as such ("Just as good: the order 1-2-3" was the order on screen: nothing to do)
        if PERMS[other.card] == tuple(getattr(view, "arranged", (0, 1, 2))):
            return words("your current order {order}", order=_order(other.card))
        return words("the order {order}", order=_order(other.card))
    return None


# --- events -------------------------------------------------------------------------------


def describe_event(e: Event, viewer: int | None) -> Words | None:
    e = seen_by(e, viewer)
    k = e.kind
    who = Player(e.seat)
    first = e.cards[0] if e.cards else HIDDEN
    if k == EventKind.TURN:
        return words("— {who}: turn {n} —", who=who, n=e.value, tone="turn")
    if k == EventKind.NO_PLACE:
        return words("{who} can pay for no other card", who=who, tone="dim")
    if k == EventKind.FINAL_TURN:
        if e.value:
            return words("{who} plays a final turn; {n} more after this one", who=who, n=e.value, tone="turn")
        return words("{who} plays the last turn of the game", who=who, tone="turn")
    if k == EventKind.OBJECTIVES_DEALT:
        return words("{who} is dealt {n} Objectives", who=who, n=e.value, tone="dim")
    if k == EventKind.ASSIGN:
        return words("{who} has placed their Objectives", who=who, tone="dim")
    if k == EventKind.OBJECTIVES:
        return words("The Objectives are revealed", tone="turn")
    if k == EventKind.REVEAL:
        return words("{who} reveals {card}", who=who, card=card_words(first), tone="dim")
    if k == EventKind.RESHUFFLE:
        return words("The discard pile is shuffled into a new Lab deck of {n} card",
                     plural="The discard pile is shuffled into a new Lab deck of {n} cards", n=e.value, tone="dim")
    if k == EventKind.TAKE:
        return words("{who} takes {n} {cards}", who=who, n=len(e.cards), cards=colour_cards(e.value, len(e.cards)))
    if k == EventKind.TO_RC:
        return words("{n} revealed card goes to the Recruitment Centre",
                     plural="{n} revealed cards go to the Recruitment Centre", n=len(e.cards), tone="dim")
    if k == EventKind.RECRUIT:
        return words("{who} recruits {n} {cards}", who=who, n=len(e.cards),
                     cards=colour_cards(e.value, len(e.cards)))
    if k == EventKind.PLACE:
        if e.value:
            return words("{who} places {card} on {slot}, discarding {n} card",
                         plural="{who} places {card} on {slot}, discarding {n} cards",
                         who=who, card=card_words(first), slot=slot_words(e.target), n=e.value)
        return words("{who} places {card} on {slot}", who=who, card=card_words(first), slot=slot_words(e.target))
    if k == EventKind.DRAW:
        if not e.value:
            return words("{who} finds no Lab card to draw", who=who, tone="dim")
        return words("{who} draws {n} Lab card", plural="{who} draws {n} Lab cards", who=who, n=e.value, tone="dim")
    if k == EventKind.PROJECT_DRAW:
        if not e.value:
            return words("The Project deck is empty: {who} draws nothing", who=who, tone="dim")
        return words("{who} draws {n} Project card", plural="{who} draws {n} Project cards", who=who, n=e.value,
                     tone="dim")
    if k == EventKind.KEEP:
        if first == HIDDEN:
            # the draw said with the keep: a recap tells the keep and not the dim draw line before it, and "Nova
            # keeps a Project" alone read as a step skipped (playtest 14); ``value``: the cards put back
            # dim: a step of a placement, told after the placements and validations (a recap that opened with
            # two keeps hid the placement that drew them, playtest 15)
            if not e.value:
                return words("{who} keeps the Project card drawn", who=who, tone="dim")
            return words("{who} keeps 1 of the {n} Project card drawn", plural="{who} keeps 1 of the {n} Project cards drawn",
                         who=who, n=e.value + 1, tone="dim")
        return words("{who} keeps {project}", who=who, project=card_words(first), tone="dim")
    if k == EventKind.PROJECT_BOTTOM:
        return words("{n} Project card goes under the Project deck",
                     plural="{n} Project cards go under the Project deck", n=e.value, tone="dim")
    if k == EventKind.OBJECTIVE:
        if first not in OBJECTIVE:
            return words("{who}'s bottom slot triggers an Objective", who=who, tone="good")
        effect = effect_words(OBJECTIVE[first].effect, bottom=True)
        # by the capsule it lies on, as the station shows it ("the Red + Red + Green Objective" left a newcomer to
        # find which capsule holds it: playtest 23)
        cap = BOTTOM_CAPSULE.get(e.target)
        objective = objective_words(first) if cap is None else words("the Objective on {capsule}",
                                                                       capsule=CAPSULE_WORDS[cap])
        if e.source == "now":
            return words("{who}'s bottom slot triggers {objective}: {effect}", who=who,
                         objective=objective, effect=effect, tone="good")
        return words("{who}'s bottom slot makes {objective} score at the end: {effect}", who=who,
                     objective=objective, effect=effect, tone="good")
    if k == EventKind.VALIDATE:
        capsule = CAPSULE_WORDS[CAPSULE_T.get(e.target, 0)]
        if e.source == "lab":
            return words("{who} validates {capsule}: {n} VP and a bonus Lab card", who=who, capsule=capsule,
                         n=e.value, tone="score")
        if e.source == "project":
            return words("{who} validates {capsule}: {n} VP and a bonus Project card", who=who, capsule=capsule,
                         n=e.value, tone="score")
        return words("{who} validates {capsule}: {n} VP", who=who, capsule=capsule, n=e.value, tone="score")
    if k == EventKind.END_TRIGGER:
        # news of the viewer's own last turns: a recap tells it first (as a turn line it was left out, and a player
        # back at their last turn read only the placements: playtest 19)
        tone = "you" if viewer is not None and viewer != e.seat else "turn"
        if e.value == 0:  # no turn after this one: "0 turns left" reads as a riddle
            if e.target == "validations":
                return words("{who} has validated all 3 Objectives: this is the last turn", who=who, tone=tone)
            return words("{who}'s station is complete: this is the last turn", who=who, tone=tone)
        if e.target == "validations":
            return words("{who} has validated all 3 Objectives: the end is near ({n} turn left)",
                         plural="{who} has validated all 3 Objectives: the end is near ({n} turns left)",
                         who=who, n=e.value, tone=tone)
        return words("{who}'s station is complete: the end is near ({n} turn left)",
                     plural="{who}'s station is complete: the end is near ({n} turns left)",
                     who=who, n=e.value, tone=tone)
    if k == EventKind.PASS:
        return words("{who} can do nothing and passes", who=who, tone="dim")
    if k == EventKind.RIVAL:
        return words("The rival clears {n} {cards} from the Recruitment Centre", n=len(e.cards),
                     cards=colour_cards(e.value, len(e.cards)), tone="bad")
    if k == EventKind.PRESSURE:
        return words("Validation pressure: the top tile of each pile is removed", tone="bad")
    if k == EventKind.GAME_END:
        return words("The game ends: {why}", why=ENDINGS.get(e.target, words("it is over")), tone="turn")
    if k == EventKind.HAND_REVEALED:
        return words("{who} ends with {n} card in hand", plural="{who} ends with {n} cards in hand", who=who,
                     n=e.value, tone="dim")
    if k == EventKind.PROJECTS_REVEALED:
        return words("{who} reveals {n} Project", plural="{who} reveals {n} Projects", who=who, n=e.value, tone="dim")
    if k == EventKind.SCORE:
        return words("{who} scores {n} VP", who=who, n=e.value, tone="score")
    if k == EventKind.GAME_OVER:
        if e.source:
            return words("Final score {n}: {rating}", n=e.value, rating=words(e.source), tone="score")
        if e.seat >= 0:
            return words("{who} wins with {n} VP", who=who, n=e.value, tone="score")
        return words("A shared victory with {n} VP", n=e.value, tone="score")
    return None


# --- hints and refusals --------------------------------------------------------------------


def hint(v: Any, kinds: Collection[str] | None = None) -> Words:
    """One line for the seat to act (``v`` a ``SpaceLabView``): what the rules expect now.

    ``kinds``: the kinds of the legal actions, where the caller holds them (a table does); without them the
    start of a turn reads them off the view (``start_kinds``)."""
    if v.final is not None:
        f = v.final
        if v.solo:
            return words("Final score {n}: {rating}", n=f.scores[0].total, rating=words(f.rating))
        if len(f.winners) == 1:
            if f.tie_break == "projects":
                return words("{who} wins the tie with more Projects.", who=Player(f.winners[0]))
            return words("{who} wins.", who=Player(f.winners[0]))
        return words("A shared victory.")
    ph = v.phase
    if ph == Phase.ASSIGN:
        return words("Choose which of your 3 Objectives goes on each capsule; nobody sees it before all have chosen.")
    if ph == Phase.AGENCY:
        return words("Take every revealed card of one agency; the others go to the Recruitment Centre.")
    if ph == Phase.PAY:
        left = max(0, COST_OF[v.placing] - len(v.paid))
        return words("Choose {n} more card to discard for {card}.", plural="Choose {n} more cards to discard for {card}.",
                     n=left, card=card_words(v.placing))
    if ph == Phase.KEEP:
        # the one left said as one (playtest 19: "the others go under" with two drawn)
        return words("Keep one of the {k} Projects drawn; the other goes under the Project deck.",
                     plural="Keep one of the {k} Projects drawn; the {n} others go under the Project deck.",
                     n=len(v.drawn) - 1, k=len(v.drawn))
    if ph == Phase.PLACE:
        return place_hint(v, turn_kinds(v) if kinds is None else kinds)
    return start_hint(v, start_kinds(v) if kinds is None else kinds)


def start_kinds(v: Any) -> frozenset[str]:
    """The kinds of move open at the start of a turn, read off ``v`` as ``legal_actions`` reads the state
    (SL-2, SL-5, SL-6, SL-7, SL-21): for a line shown without the legal list at hand."""
    acts: set[str] = set()
    if v.start_hand < C.HAND_LIMIT:
        if v.lab_deck or v.discard:
            acts.add(ActionKind.DRAW)
        if any(v.rc):
            acts.add(ActionKind.RECRUIT)
    if can_place(v):
        acts.add(ActionKind.PLACE)
    return frozenset(acts) or frozenset({ActionKind.PASS})


def can_place(v: Any) -> bool:
    """Whether the seat to act could place a hand card now, read off ``v`` as ``place_actions`` reads the state: an
    empty slot, and a card whose cost the other hand cards pay (SL-7). Another seat's hand is unknown: no."""
    me = v.current
    hand = v.hands[me] if v.seat == me else ()
    return not all(v.stations[me]) and any(0 < c < MAX_ID and COST_OF[c] < len(hand) for c in hand)


def turn_kinds(v: Any) -> frozenset[str]:
    """The kinds of move open now in a turn's free steps (its start, or after a placement: place again or end),
    read off ``v`` as ``legal_actions`` reads the state; empty in the other steps (SL-5, SL-7)."""
    if v.final is not None:
        return frozenset()
    if v.phase == Phase.START:
        return start_kinds(v)
    if v.phase == Phase.PLACE:
        return frozenset({ActionKind.END, ActionKind.PLACE} if can_place(v) else {ActionKind.END})
    return frozenset()


# what the start of a turn offers, by the kinds legal_actions holds (SL-5, SL-6, SL-7): a line names no other move
START_MOVES: dict[frozenset[str], Words] = {
    frozenset({"draw", "recruit", "place"}):
        words("Reveal 3 Lab cards, recruit a Recruitment Centre stack, or place cards."),
    frozenset({"draw", "place"}): words("Reveal 3 Lab cards or place cards."),
    frozenset({"recruit", "place"}): words("Recruit a Recruitment Centre stack or place cards."),
    frozenset({"draw", "recruit"}): words("Reveal 3 Lab cards or recruit a Recruitment Centre stack."),
    frozenset({"draw"}): words("Reveal 3 Lab cards."),
    frozenset({"recruit"}): words("Recruit a Recruitment Centre stack."),
    frozenset({"place"}): words("Place cards: no Lab card is left to take."),
}
# the same moves while the hand holds cards none of which can be paid for yet (SL-7, SL-8), with what paying takes:
# "no card in hand can be paid for yet" left a newcomer to work out that a cost is paid with other hand cards
UNPAYABLE: dict[frozenset[str], Callable[[int], Words]] = {
    frozenset({"draw", "recruit"}): lambda n: words(
        "A card costing {n} needs {n} other card in hand: reveal 3 Lab cards or recruit a Recruitment Centre stack to "
        "get more.", plural="A card costing {n} needs {n} other cards in hand: reveal 3 Lab cards or recruit a "
        "Recruitment Centre stack to get more.", n=n),
    frozenset({"draw"}): lambda n: words("A card costing {n} needs {n} other card in hand: reveal 3 Lab cards to get "
                                         "more.", plural="A card costing {n} needs {n} other cards in hand: reveal 3 "
                                         "Lab cards to get more.", n=n),
    frozenset({"recruit"}): lambda n: words("A card costing {n} needs {n} other card in hand: recruit a Recruitment "
                                            "Centre stack to get more.", plural="A card costing {n} needs {n} other "
                                            "cards in hand: recruit a Recruitment Centre stack to get more.", n=n),
}


def cheapest(v: Any) -> int:
    """The cost of the cheapest card in the current seat's hand (SL-8): its own view."""
    return min((COST_OF[c] for c in v.hands[v.current] if c != HIDDEN), default=0)


def start_hint(v: Any, kinds: Collection[str]) -> Words:
    """The line for the start of a turn, naming exactly the moves in ``kinds`` (the legal actions' kinds)."""
    moves = frozenset(k for k in kinds if k in ("draw", "recruit", "place"))
    if not moves:
        return words("Nothing can be taken or placed: pass.")
    me = v.current
    ender = ends_before_you(v)
    if v.start_hand >= C.HAND_LIMIT and moves == {"place"}:
        line = words("You started the turn with {n} cards: with 5 or more you may only place cards.",
                     n=v.start_hand)
    elif "place" not in moves and v.seat == me and v.hands[me] and ender is None:
        line = UNPAYABLE[moves](cheapest(v))
    else:
        line = START_MOVES[moves]
    if v.trigger is not None:
        return words("Your last turn: cards left in hand score nothing. {moves}", moves=line)
    if ender is not None:  # no turn of the viewer's may follow: said now, not after (playtest 23); what paying takes
        # gives way to it, as the prompt's two rows hold one or the other
        return words("Perhaps your last turn: {name} can end the game on their turn. {moves}",
                     name=Player(ender), moves=line)
    return line


def ends_before_you(v: Any) -> int | None:
    """A rival who can trigger the end (SL-17) on a turn after the viewer's in this round, so that the viewer plays
    no more: with equal turns the round ends with the last seat, and the seats before the trigger have played
    theirs. With one more turn each, every other player still plays once after the trigger."""
    me = v.seat
    if me is None or me != v.current or v.end_mode == ONE_MORE_EACH:
        return None
    capsule, short = close_to_end(v)
    return next((p for p in sorted({*capsule, *short}) if p > me), None)


# the banner at the start of the viewer's own last turn: a player drew cards that could no longer score
# (playtest 19)
LAST_TURN = words("Cards left in your hand score nothing: place what you can")


def place_hint(v: Any, kinds: Collection[str]) -> Words:
    """The line after a placement, naming exactly the moves in ``kinds``: another placement only while a hand card
    can still be paid for (SL-7)."""
    if ActionKind.PLACE in kinds:
        return words("Place another card, or end the turn.")
    if not v.hands[v.current]:  # "No other hand card can be paid for" read as cards held (playtest 18)
        return words("Your hand is empty: end the turn.")
    return words("No other hand card can be paid for: a card costing {n} needs {n} other card in hand. End the turn.",
                 plural="No other hand card can be paid for: a card costing {n} needs {n} other cards in hand. End "
                 "the turn.", n=cheapest(v))


def why_not(v: Any, a: Action) -> Words:
    """Why ``a`` cannot be played now (``v`` the actor's view), in one line for the hint area."""
    k = a.kind
    me = v.current
    if v.final is not None:
        return words("The game is over.")
    if k in (ActionKind.DRAW, ActionKind.RECRUIT) and v.phase == Phase.START:
        if v.start_hand >= 5:
            return words("With 5 or more cards at the start of the turn you must place cards.")
        if k == ActionKind.DRAW:
            return words("There is no Lab card left to reveal.")
        return words("That Recruitment Centre stack is empty.")
    if k == ActionKind.PLACE and v.phase in (Phase.START, Phase.PLACE):
        if a.target in C.SLOTS and v.stations[me][C.SLOTS.index(a.target)]:
            return words("That slot already holds a card.")
        if a.card not in v.hands[me]:
            return words("Choose a card from your hand first, then an empty slot.")
        if COST_OF[a.card] >= len(v.hands[me]):
            return cost_words(card_words(a.card), COST_OF[a.card])
    if k in (ActionKind.DRAW, ActionKind.RECRUIT) and v.phase == Phase.PLACE:
        return words("You placed a card this turn: place another one or end the turn.")
    if v.phase in PHASE_WHY and k != PHASE_KIND[v.phase]:
        return PHASE_WHY[v.phase]
    if k == ActionKind.END and v.phase == Phase.START:
        return words("Place a card first, or take cards instead.")
    if k == ActionKind.PASS:
        return words("You may pass only when nothing else is possible.")
    return words("That is not possible now.")


# a click meant for another step of the turn: what the step now asks for (SU-3, SL-5, SL-8, SL-15)
PHASE_KIND = {"assign": "assign", "agency": "agency", "keep": "keep", "pay": "pay"}
PHASE_WHY = {
    "assign": words("First arrange your Objectives on the capsules, then confirm them."),
    "agency": words("First take the revealed cards of one agency: click one of them."),
    "keep": words("First keep one of the Projects drawn."),
    "pay": words("First pick the payment for the card being placed."),
}


def progress(v: Any) -> Words:
    """How far the game is, for a saved game's label, in the table's own words: its round ("Round 4" on the
    side panel), not the turns of every seat counted together ("turn 7" of a two-player game in round 4)."""
    if v.solo:  # the turn box counts solo's turns (of 20), and a solo round is one turn
        return words("turn {n}", n=max(1, v.turn))
    return words("round {n}", n=max(1, v.round))


def score_change(seat: int, before: int, after: int) -> Words:
    """A seat's public VP over a stretch of play, for the recap (the view's scores: never a hidden figure)."""
    return words("still {n} VP", n=after) if before == after else words("{before} → {n} VP", before=before, n=after)


# a part of a seat's score in the recap's "+N" breakdown, in the order of the score line (section 13); its figure
# signed: "+10 from Validation", "-2 from Lab cards"
SWING_PARTS = (N_("{n} from Lab cards"), N_("{n} from Objective effects"), N_("{n} from Validation"),
               N_("{n} from Projects"))
# the score's parts by one set of names (section 13). The bottom row's points are the Objective *effects* it
# triggers, not tiles held: "Objective tiles 6" read as six tiles owned (playtest 17). The label is singular in
# English: the results row fits its four parts' labels whole only up to that length
PART_WORDS = (words("Lab cards"), words("Objective effect"), words("Validation tiles"), words("Projects"))


def score_sum(v: Any, seat: int) -> Words:
    """A seat's score as the sum of its parts: the running ones, with the Projects once revealed (15.4)."""
    lab, bottom, val = v.points[seat][:3]
    if v.final is None:
        return words("= Lab cards {lab} + Objective effect {bottom} + Validation tiles {val}", lab=lab,
                     bottom=bottom, val=val)
    return words("= Lab cards {lab} + Objective effect {bottom} + Validation tiles {val} + Projects {proj}",
                 lab=lab, bottom=bottom, val=val, proj=v.final.scores[seat].project)


def projects_to_come(v: Any, seat: int) -> Words | None:
    """What the running total leaves out: the Projects, scored at the end (15.4); a sum without them read as "Projects
    don't count" (playtest 17). No figure: the holder's own is beside its VP, another seat's stays unsaid."""
    if v.final is not None:
        return None
    # the seat's own figure is beside its VP (``running_score``)
    return words("+ Projects at the end (secret)")


def running_score(v: Any, seat: int) -> Words:
    """A seat's VP in its bar; the seat's own, while the game runs, with what its secret Projects add now: the total
    without them, then the final score's jump, misled a newcomer about the race all game (playtest 31). Another seat's
    Projects stay unsaid (15.2)."""
    if v.final is None and v.seat == seat and v.project_points:
        return words("{n} VP (+{p})", n=v.scores[seat], p=v.project_points)
    return words("{n} VP", n=v.scores[seat])


def _parts(v: Any, seat: int) -> tuple[int, int, int, int]:
    """A seat's public score in parts (Lab cards, Objective effect, Validation, Projects): the running parts while the
    game runs (its Projects secret: 0), the final ones once they are revealed (15.4)."""
    if v.final is not None:
        f = v.final.scores[seat]
        return f.lab, f.bottom, f.validation, f.project
    lab, bottom, val = v.points[seat][:3]
    return lab, bottom, val, 0


def swing(before: Any, after: Any, seat: int) -> Words:
    """A seat's public VP over a stretch of play and the parts that moved, from the viewer's views before and after
    (public figures only): "0 → 11 VP: +1 from Lab cards, +10 from Validation"."""
    a, b = before.scores[seat], after.scores[seat]
    if a == b:
        return score_change(seat, a, b)
    moved = [(words(SWING_PARTS[i], n=f"{d:+d}"))
             for i, d in enumerate(y - x for x, y in zip(_parts(before, seat), _parts(after, seat), strict=True)) if d]
    if not moved:
        return score_change(seat, a, b)
    how = moved[-1]
    for w in reversed(moved[:-1]):
        how = Words("{a}, {b}", (("a", w), ("b", how)))
    return words("{before} → {n} VP: {how}", before=a, n=b, how=how)


def describe_in(v: Any, a: Action) -> Words:
    """What ``a`` is called for the seat to act: its name, and for an agency taken from a reveal the cards it takes
    as the reveal shows them ("Take the revealed Red card", "Take the 2 revealed Red cards"): "every revealed Red
    card" read oddly of a lone card (playtest 13)."""
    if a.kind == ActionKind.ASSIGN and v is not None and v.phase == Phase.ASSIGN:
        return _arrange(a.card, v.arranged)
    if a.kind == ActionKind.PLACE and v is not None and a.card in v.hands[v.current]:
        # a free placement named as a paid one is (``whole_words``): by the card's ``hand_name``
        return words("Place {card} on {slot}", card=hand_name(v, a.card), slot=slot_words(a.target))
    if a.kind == ActionKind.AGENCY and v is not None and v.phase == Phase.AGENCY:
        n = sum(1 for c in v.revealed if AGENCY_OF[c] == a.card)
        if n:
            return words("Take the revealed {cards}", plural="Take the {n} revealed {cards}", n=n,
                         cards=colour_cards(a.card, n))
    return describe(a)


def cancelled(v: Any, card: int, slot: str) -> Words:
    """The notice when a placement waiting for its payment is let go (Back, or a click on the card)."""
    return words("Not played: {move}.", move=describe_in(v, Action(ActionKind.PLACE, card, slot)))


def hand_name(v: Any, card: int) -> Words:
    """A hand card as the Hint names it: by colour and specialty, as its rings show it in the hand ("Red
    Technician"), its effect left to its tip and face; whole, effect and all, where the hand holds two of that name.
    The Hint's line has a move and its reason to hold in two short lines: a whole name cut the reason off."""
    hand = list(v.hands[v.seat]) if v is not None and v.seat is not None else []
    if sum(1 for c in hand if AGENCY_OF[c] == AGENCY_OF[card] and SPECIALTY_OF[c] == SPECIALTY_OF[card]) > 1:
        return card_words(card)
    return short_name(card)


def whole_words(v: Any, a: Action, then: tuple[Action, ...]) -> Words | None:
    """A placement named with the cards that pay for it (SL-8), as the Hint says its whole move: "Place Red
    Technician on the slot above Violet, pay with Gold Technician", each card by its ``hand_name``. ``None`` for any
    other move."""
    if a.kind != ActionKind.PLACE or not then or any(p.kind != ActionKind.PAY for p in then):
        return None
    cards = [hand_name(v, p.card) for p in then]
    paid = cards[0]
    if len(cards) == 2:
        paid = words("{a} and {b}", a=cards[0], b=cards[1])
    elif len(cards) > 2:
        paid = words("{a}, {b} and {c}", a=cards[0], b=cards[1], c=cards[2])
    # one sentence whose text opens it: French lowers its verb after « : » (« Meilleur coup : poser le … »)
    return words("Place {card} on {slot}, pay with {cards}", card=hand_name(v, a.card), slot=slot_words(a.target),
                 cards=paid)


# the recap ("since your last turn"): no rival besides the seats
RIVAL_NAME: Words | None = None
rival_score = no_rival

# what drew the Projects a keep chooses from (a Project draw's source, SL-9 to SL-15): two keeps in one placement
# read as the same step twice ("I thought the first click hadn't registered")
DRAW_SOURCES = {
    "top": words("the top slot"),
    "card": words("the card's effect"),
    "bottom": words("drawn by an Objective"),
    "bonus": words("the tile's bonus"),
}


def draw_source(draw: Event, before: list[Event]) -> str:
    """What drew a Project draw's cards (a ``DRAW_SOURCES`` key); an Objective's draw by its capsule ("bottom:1"),
    from the Objective's event just ``before`` it."""
    if draw.source != "bottom":
        return draw.source
    return next((f"bottom:{e.value}" for e in reversed(before) if e.kind == EventKind.OBJECTIVE), "bottom")


def project_score_words(ptype: int, copies: int, points: int) -> Words:
    """One Project type at the end with what it scored (section 13, step 4): "Full Crew ×2: 8 VP"."""
    if copies > 1:
        return words("{name} ×{n}: {points} VP", name=PROJECT_WORDS[ptype], n=copies, points=points)
    return words("{name}: {points} VP", name=PROJECT_WORDS[ptype], points=points)


def lab_score_words(card: int, points: int) -> Words:
    """One Lab card at the end with what its own effect scored (section 13, step 1): "Blue Pilot (1 VP/Pilot): 4 VP".
    The results' thumbnails are too small to read which card scored what (playtest 17)."""
    return words("{card}: {points} VP", card=card_words(card), points=points)


def draw_source_words(source: str) -> Words | None:
    """What drew the Projects a keep chooses from: a ``DRAW_SOURCES`` key, or "bottom:<capsule>" for the Objective
    of a capsule the viewer saw trigger ("Violet's Objective": "(the Objective)" read as cryptic, playtest 16)."""
    kind, _, capsule = source.partition(":")
    if kind == "bottom" and capsule.isdigit() and int(capsule) < len(CAPSULE_COLOURS_WORDS):
        return words("{capsule}'s Objective", capsule=CAPSULE_COLOURS_WORDS[int(capsule)])
    return DRAW_SOURCES.get(kind)
