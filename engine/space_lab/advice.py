"""Why a Space Lab move is worth making (``SearchHooks.reason``): the Hint says it after its move, the coach after its
pick.

Each reason is a fact the player can check on the table after the move, read from the seat's own view only: a
capsule validated (and a tile taken), a colour a capsule's Objective still asks for, the VP the station's score
gains, a Project drawn on a top slot, an Objective armed on a bottom slot, the cards an agency brings, a payment
card no capsule needs, a Project's points with the station as it stands, a colour two neighbouring capsules share.
A placement that ends the game says so whatever else it says (SL-17: a newcomer's tenth card ended the game with two
capsules unvalidated, and nothing had said so), and so does one that leaves a capsule unable to be validated, in one
sentence with what the move gains instead ("It scores 3 VP now; Yellow can no longer be validated."): a second
sentence was dropped from the Hint area for room. Otherwise one sentence besides the end's warning, the payoff first
(a validation, the Objective a bottom slot triggers, the Projects a top slot draws): the Hint area holds two short
lines, and the coach's panel says it after its longest line.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from engine.core import N_, Action, Words, words
from engine.space_lab.ai import PARAMS, Context
from engine.space_lab.cards import (
    AGENCY_OF,
    BOTTOM_OF,
    COST_OF,
    EFFECT_OF,
    NEED,
    NEIGHBOURS,
    OBJECTIVE,
    PERMS,
    PTYPE_OF,
    SLOT_INDEX,
    SPECIALTY_OF,
    TILE_VALUE,
    TOP_OF,
)
from engine.space_lab.content import K_COMPLETE_SET, K_DRAW_LAB, PROJECT_TYPES, SLOT_CAPSULES, SPECIALTY
from engine.space_lab.facts import (
    breakdown,
    capsule_facts,
    card_points,
    counts,
    missing,
    project_points,
    slot_facts,
)
from engine.space_lab.kinds import ActionKind
from engine.space_lab.words import (
    CAPSULE_COLOURS_WORDS,
    CAPSULE_WORDS,
    COLOUR_WORDS,
    SPECIALTY_WORDS,
    colour_cards,
    cost_words,
    effect_words,
    hand_name,
    short_name,
)

MOST = 1  # sentences a reason says at most, besides the end of the game: the coach panel and Hint area are small


def reason(view: Any, a: Action) -> Words | None:
    """Why ``a`` is worth making for the seat of ``view`` (its own view), or ``None`` where no fact says more than
    the move's name."""
    if view.seat is None or view.final is not None or view.current != view.seat:
        return None
    said = REASONS[a.kind](view, a) if a.kind in REASONS else []
    # a take that leaves a card the hand cannot pay for says what that card will ask of the hand, after its why (a
    # placement's is said by the table while its slot and payment are chosen: the Hint's line has no room for it
    # beside a placement's name and payment). Said as part of the plan, not as the prompt's warning: "Afterwards your
    # hand cannot pay for …" after the advice to take read as advice against it (playtest 32b, s08, s113)
    card = stranded(view, a) if a.kind in (ActionKind.RECRUIT, ActionKind.AGENCY) else None
    if card is None:
        return _joined(said)
    # the take's gain first, its cost after as what it asks: "Green Doctor costs 3: you need 3 other cards in hand"
    # alone, as the reason to recruit it, read as a reason against (playtest 34, 65.png and 137.png)
    pool = view.rc[a.card] if a.kind == ActionKind.RECRUIT else view.revealed
    return _joined([*(said or _worth(view, a.card, pool)), cost_words(short_name(card), COST_OF[card])])


def _joined(said: list[Words]) -> Words | None:
    if not said:
        return None
    out = said[0]
    for w in said[1:]:
        out = words("{a} {b}", a=out, b=w)
    return out


SHARED = ((SLOT_INDEX["M1"], 0, 1), (SLOT_INDEX["M2"], 1, 2))  # a middle slot and the two capsules it touches


def needs(view: Any, station: tuple[int, ...] | None = None) -> list[int]:
    """Per agency: the cards the seat's open capsules still need, ``station`` instead of the seat's own where given.
    A validated capsule, or one that can no longer be validated (more colours missing than free slots around it),
    needs nothing. One card on an empty shared slot counts for both capsules it touches (SL-13): "2 blue cards
    missing" where one blue between two capsules fills both contradicted the set-up's own advice (playtest 14)."""
    me = view.seat
    if station is not None:
        view = _Station(view, me, station)
    row = view.stations[me]
    short = [[0, 0, 0, 0] for _ in range(3)]  # per capsule, per agency
    for i, fact in enumerate(capsule_facts(view, me)):
        if fact.validated or fact.blocked:
            continue
        for ag in fact.needs:
            short[i][ag] += 1
    want = [sum(cap[ag] for cap in short) for ag in range(4)]
    for ag in range(4):
        left = [cap[ag] for cap in short]
        for slot, a, b in SHARED:  # each shared slot once, left to right: the centre capsule is not counted twice
            if not row[slot] and left[a] and left[b]:
                left[a], left[b] = left[a] - 1, left[b] - 1
                want[ag] -= 1
    return want


class _Station:
    """The few fields ``capsule_facts`` reads, with one seat's station replaced."""

    def __init__(self, view: Any, seat: int, station: tuple[int, ...]) -> None:
        self.objectives = view.objectives
        self.tiles = view.tiles
        self.stations = tuple(station if p == seat else st for p, st in enumerate(view.stations))


# --- a placement ------------------------------------------------------------------------------


def _place(view: Any, a: Action) -> list[Words]:
    """The placement's payoff, the first that applies: the capsules it validates, the Objective its bottom slot
    triggers, the Projects its top slot draws, a colour a capsule asks for, the VP it adds (its own and what the
    cards already there gain). Playtest 15: the reasons skipped the Objective a bottom slot triggers and the Projects
    a top slot draws, and "adds 3 VP" of a 2 VP card was unexplained."""
    me = view.seat
    fact = next((f for f in slot_facts(view, a.card) if f.slot == a.target), None)
    if fact is None:
        return []
    station = view.stations[me]
    slot = SLOT_INDEX[a.target]
    after = tuple(a.card if i == slot else c for i, c in enumerate(station))
    gain = station_points(view, after) - station_points(view, station)
    ends = _ends(view, len(fact.validates))
    lost = capsule_given_up(view, after)
    if lost is not None:
        # said every time, in one sentence with what the move gains instead and why giving the capsule up costs
        # little: a second sentence was dropped from the Hint area, where the move's name leaves room for one short
        # reason (playtest 15: two capsules lost by following the Hint, nothing said; then "why give up 10 VP for
        # 3?" when it was said with no why)
        gives = _payoff(view, fact, slot, gain, after)
        if ends is not None:  # both warnings in one sentence: two left no room for the move's name
            lead = _lead(view, gain + sum(TILE_VALUE.get(t, 0) for t in fact.tiles))
            if lead > 0:  # ending ahead is the why (playtest 17: a 10 VP capsule given up for 3 VP, no why said)
                return [words("{payoff} and triggers the end {n} VP ahead; {capsule} is given up.",
                              payoff=gives if gives is not None else words("It"), n=lead,
                              capsule=CAPSULE_COLOURS_WORDS[lost], tone="bad")]
            return [words("{payoff} and triggers the end; {capsule} can no longer be validated.",
                          payoff=gives if gives is not None else words("It"), capsule=CAPSULE_COLOURS_WORDS[lost],
                          tone="bad")]
        return [_lost(view, a.card, lost, gives)]
    off = _switched_off(view, a.card, slot)
    if off is not None and ends is None:  # a move that ends the game loses no later trigger
        # the cost said with the gain: "It adds 3 VP now" hid that a Researcher on Yellow's bottom slot ends its
        # Objective for good (cards never move), with another slot giving the same 3 VP (playtest 19)
        gives = _payoff(view, fact, slot, gain, after) or words("It scores nothing now")
        return [words(SWITCHED_OFF,
                      payoff=gives, capsule=CAPSULE_COLOURS_WORDS[off],
                      specialty=SPECIALTY_WORDS[off_specialty(view, off)])]
    payoff = payoff_words(view, a.card, fact, slot, after, gain)
    return [*payoff[:MOST], *([ends] if ends is not None else [])]


SWITCHED_OFF = N_("{payoff}, but switches off {capsule}'s Objective: only a {specialty} there triggers it.")


def off_specialty(view: Any, cap: int) -> int:
    """The specialty the seat's Objective on capsule ``cap`` asks of its bottom slot (SL-12)."""
    return OBJECTIVE[view.objectives[view.seat][cap]].specialty


def _switched_off(view: Any, card: int, slot: int) -> int | None:
    """The capsule whose bottom slot ``slot`` is, where ``card`` there is not of its Objective's specialty: the
    Objective can never trigger (SL-12; cards never move). Not said in the last round, where it could not come."""
    cap = BOTTOM_OF[slot]
    if cap < 0 or view.trigger is not None or len(view.objectives[view.seat]) <= cap:
        return None
    return cap if off_specialty(view, cap) != SPECIALTY_OF[card] else None


def payoff_words(view: Any, card: int, fact: Any, slot: int, after: tuple[int, ...], gain: int) -> list[Words]:
    """The placement's payoff sentences, the most telling first."""
    me = view.seat
    names = [CAPSULE_WORDS[i] for i in fact.validates]
    tiles = sum(TILE_VALUE.get(t, 0) for t in fact.tiles)  # the tiles on top of the piles now (R-14: 0 for none)
    if len(names) == 1:
        # the number after the noun: "a 8 VP tile" read wrong (playtest 17), and no article fits every number
        return [words("It validates {capsule}: a tile of {n} VP.", capsule=names[0], n=tiles)]
    if names:
        return [words("It validates {a} and {b}: {n} VP of tiles.", a=names[0], b=names[1], n=tiles)]
    said: list[Words] = []
    if fact.bottom is not None and BOTTOM_OF[slot] >= 0:
        said.append(words("It triggers {capsule}'s Objective: {effect}.", capsule=CAPSULE_COLOURS_WORDS[BOTTOM_OF[slot]],
                          effect=effect_words(fact.bottom, bottom=True)))
    if fact.projects and TOP_OF[slot] >= 0:
        said.append(words("On a top slot it draws {n} Project card.",
                          plural="On a top slot it draws {n} Projects: keep 1.", n=fact.projects))
    said += serving_words(view, card, slot, after)
    more = project_gain(view, after)
    if more > 0:
        # the seat's own secret Projects said where they count (section 13, step 4): "It adds 1 VP" hid the 4 VP a
        # Doctor brought Medical Research, which was why the Hint chose it (playtest 21)
        said.append(words("It adds {n} VP now and {p} to your secret Projects.", n=gain, p=more))
    elif gain > 0:
        own = card_points(after, slot, view.tiles[me])
        if 0 < own < gain:  # the cards already there score more with it: "adds 3 VP" of a 2 VP card said why
            said.append(words("It adds {n} VP now: {own} its own, {more} from your other cards.", n=gain, own=own,
                              more=gain - own))
        else:
            said.append(words("It adds {n} VP to your score now.", n=gain))
    return said


def _payoff(view: Any, fact: Any, slot: int, gain: int, after: tuple[int, ...]) -> Words | None:
    """What a placement that loses a capsule gains instead, as a clause ("It scores 3 VP now"), the seat's own
    Projects counted where they gain (section 13, step 4; playtest 16: "It scores 3 VP" hid the 8 Project points
    that made the move worth a 10 VP capsule)."""
    if fact.validates:
        return words("It validates {capsule}", capsule=CAPSULE_WORDS[fact.validates[0]])
    more = project_gain(view, after)
    if more > 0:
        return words("It scores {n} VP with your Projects", n=gain + more)
    if fact.bottom is not None and BOTTOM_OF[slot] >= 0:
        return words("It triggers an Objective")
    if gain > 0:
        return words("It scores {n} VP now", n=gain)
    if fact.projects and TOP_OF[slot] >= 0:
        return words("It draws {n} Project", plural="It draws {n} Projects", n=fact.projects)
    return None


def project_gain(view: Any, after: tuple[int, ...]) -> int:
    """What the seat's own Projects (15.2: only its own are in its view) gain with ``after`` for its station."""
    me = view.seat
    held = tuple(c for c in view.projects[me] if c > 0)
    n = sum(1 for t in view.tiles[me] if t)
    return project_points(held, counts(after), n) - project_points(held, counts(view.stations[me]), n)


def _lead(view: Any, gain: int) -> int:
    """How far the seat's public score, ``gain`` added, is ahead of every other seat's (section 13's public parts:
    Projects stay secret until the end); 0 alone at the table."""
    me = view.seat
    others = [sc for p, sc in enumerate(view.scores) if p != me]
    return view.scores[me] + gain - max(others) if others else 0


def capsule_given_up(view: Any, after: tuple[int, ...]) -> int | None:
    """The capsule the placement leaves with more colours missing than free slots around it (SL-13): it can no
    longer be validated, as the ✗ on it shows."""
    me = view.seat
    was = capsule_facts(view, me)
    now = capsule_facts(_Station(view, me, after), me)
    return next((i for i, (b, c) in enumerate(zip(was, now, strict=True)) if c.blocked and not b.blocked), None)


def capsule_lost(view: Any, card: int, target: str) -> Words | None:
    """Where placing the seat's ``card`` on the empty slot ``target`` leaves a capsule unable to be validated: the
    Hint's sentence for it (what the move gains, the capsule lost, why that costs little), which the slot's tip says
    too, so the Hint, the coach and the tip never differ; else ``None``."""
    said = _place(view, Action(ActionKind.PLACE, card, target)) if view.seat is not None else []
    return said[0] if said and said[0].tone == "bad" else None


def warning(view: Any, a: Action) -> Words | None:
    """What placing ``a`` gives up, said as the Hint says it: a capsule it leaves unable to be validated (SL-13) or
    an Objective it switches off (SL-12); ``None`` for any other move."""
    if a.kind != ActionKind.PLACE or view.seat is None or view.final is not None or view.current != view.seat:
        return None
    slot = SLOT_INDEX.get(a.target, -1)
    if slot < 0 or view.stations[view.seat][slot]:
        return None
    said = _place(view, a)
    if said and (said[0].tone == "bad" or said[0].text == SWITCHED_OFF):
        return said[0]
    return None


def _lost(view: Any, card: int, cap: int, gives: Words | None) -> Words:
    """The capsule ``cap`` a placement of ``card`` gives up, and why that costs little, the first that holds: the
    game ends this round and the hand cannot fill it (SL-17), no card of a colour it lacks is in the hand or the
    Recruitment Centre (SL-6), else how many cards it was still short."""
    me = view.seat
    capsule = CAPSULE_COLOURS_WORDS[cap]
    lacks = capsule_facts(view, me)[cap].needs
    hand = list(view.hands[me])
    if card in hand:
        hand.remove(card)
    held = [sum(1 for c in hand if 0 <= c < len(AGENCY_OF) and AGENCY_OF[c] == ag) for ag in range(4)]
    gives = gives if gives is not None else words("It scores nothing now")
    if view.trigger is not None and any(held[ag] < lacks.count(ag) for ag in set(lacks)):
        return words("{payoff}; {capsule} could not be validated before the end anyway.", payoff=gives, capsule=capsule,
                     tone="bad")
    gone = next((ag for ag in lacks if not held[ag] and not view.rc[ag]), None)
    if gone is not None:
        # "but": the missing colour is why giving the capsule up costs little, not why it is lost ("Jaune perdue (ni
        # carte bleue en main, ni au Centre)" read as lost for want of a blue card, with blues still in the deck:
        # playtest 17)
        return words("{payoff}; {capsule} is lost, but no {card} is in hand or Centre.", payoff=gives,
                     capsule=capsule, card=colour_cards(gone), tone="bad")
    # the cause said, the slots: "Violet, 2 cards short, is lost" read as lost for want of cards in reach, with a
    # Blue card in the Centre (playtest 17); as what the move gives up and its tile, "Yellow lost: no room left" read
    # as false with two slots still empty beside it (playtest 19)
    v = TILE_VALUE.get(view.piles[cap][0], 0) if view.piles[cap] else 0
    if len(lacks) == 1:
        return words("{payoff}; {capsule} ({v} VP) given up: its last slot is taken.", payoff=gives, capsule=capsule,
                     v=v, n=1, tone="bad")
    return words("{payoff}; {capsule} ({v} VP) given up: too few slots left.", payoff=gives, capsule=capsule, v=v,
                 n=len(lacks), tone="bad")


def serving_words(view: Any, card: int, slot: int, after: tuple[int, ...]) -> list[Words]:
    """The capsule beside ``slot`` whose Objective gets a colour it still asks for, and how many it lacks then (only
    a capsule that can still be validated: more colours missing than free slots is a lost cause)."""
    me = view.seat
    objectives, tiles, station = view.objectives[me], view.tiles[me], view.stations[me]
    if not objectives:
        return []
    for cap in SLOT_CAPSULES[slot]:
        if tiles[cap]:
            continue
        before, left = missing(station, objectives[cap], cap), missing(after, objectives[cap], cap)
        free = sum(1 for q in NEIGHBOURS[cap] if not after[q])
        if left < before and left <= free:
            # what is counted, and from when: "2 more colours to go" left a newcomer asking whether this card was
            # in the count and what the colours were for (playtest 23)
            return [words("{colour} for {capsule}: with this card, it needs {n} more colour to be validated.",
                          plural="{colour} for {capsule}: with this card, it needs {n} more colours to be validated.",
                          capsule=CAPSULE_WORDS[cap], colour=COLOUR_WORDS[AGENCY_OF[card]], n=left)]
    return []


def station_points(view: Any, station: tuple[int, ...]) -> int:
    """The station's part of the seat's public score: its Lab cards and armed Objectives (section 13, steps 1-2)."""
    me = view.seat
    lab, bottom, _val, _proj = breakdown(station, view.objectives[me] or (), view.tiles[me], ())
    return lab + bottom


def _ends(view: Any, validates: int) -> Words | None:
    """The warning of a placement that triggers the end of the game (SL-17), while it is not triggered yet."""
    if view.trigger is not None:
        return None
    me = view.seat
    if sum(1 for c in view.stations[me] if c) + 1 >= len(view.stations[me]):
        return words("It fills your station: that triggers the end of the game.")
    if validates and sum(1 for t in view.tiles[me] if t) + validates >= len(view.tiles[me]):
        return words("Your third Validation tile triggers the end of the game.")
    return None


# --- what the hand can pay for after a move ---------------------------------------------------------------


def short_after(view: Any, a: Action, paid: Collection[int] = ()) -> Words | None:
    """The warning of ``stranded``'s card, said where the player decides alone (the prompt, a tip)."""
    card = stranded(view, a, paid)
    if card is None:
        return None
    return words("Afterwards your hand cannot pay for your {card} (cost {n}).", card=short_name(card), n=COST_OF[card],
                 tone="bad")


def stranded(view: Any, a: Action, paid: Collection[int] = ()) -> int | None:
    """The card of a move after which the seat's hand cannot pay for a card (SL-8: a card costing n needs n other
    cards in hand): a card taken (a recruit, SL-6, or a revealed agency, SL-5) costing more than the hand's other
    cards then, or a placement (``paid``: its payment chosen so far) after which cards are left in hand but none can
    be paid for. Playtest 31: "No other hand card can be paid for … End the turn" came after the fact, turn after
    turn, and a single card recruited could not be placed for two turns. A payment not yet chosen is counted at its
    best (the dearest other cards paid), and the Lab cards the placement draws (its own effect, its bottom slot's
    Objective, a tile's bonus) as cards in hand; ``None`` where no such card is left, or for another move. Not said
    on the seat's last turn (the end triggered, SL-17, or the solo game's 20th turn) nor of a placement that triggers
    the end: "Afterwards" spoke of a turn that never comes, as ``capsule_lost`` already stays quiet then."""
    me = view.seat
    if me is None or view.final is not None or view.current != me or view.trigger is not None:
        return None
    if view.solo_turns_left == 0:
        return None
    hand = list(view.hands[me])
    if a.kind in (ActionKind.RECRUIT, ActionKind.AGENCY):
        pool = list(view.rc[a.card]) if a.kind == ActionKind.RECRUIT else [c for c in view.revealed
                                                                            if AGENCY_OF[c] == a.card]
        stuck = [c for c in pool if COST_OF[c] > len(hand) + len(pool) - 1]
    elif a.kind == ActionKind.PLACE and a.card in hand:
        rest = sorted((c for c in hand if c != a.card and c not in paid), key=COST_OF.__getitem__)
        rest = rest[:max(0, len(rest) - max(0, COST_OF[a.card] - len(paid)))]
        fact = next((f for f in slot_facts(view, a.card) if f.slot == a.target), None)
        if fact is not None and _ends(view, len(fact.validates)) is not None:
            return None
        drawn = 0 if fact is None else sum(e.value for e in (fact.card_effect, fact.bottom, *fact.bonus)
                                           if e is not None and e.kind == K_DRAW_LAB)
        stuck = rest if all(COST_OF[c] > len(rest) + drawn - 1 for c in rest) else []
    else:
        return None
    return min(stuck, key=COST_OF.__getitem__) if stuck else None


# --- taking cards -----------------------------------------------------------------------------


def _agency(view: Any, a: Action) -> list[Words]:
    """Taking one agency of a reveal (SL-5), said of the cards taken: what the capsules need of it, its cost, the
    hand cost it covers, the most cards, else its best card (playtest 30: a hand card's cost, or nothing, was said)."""
    got = [sum(1 for c in view.revealed if AGENCY_OF[c] == ag) for ag in range(4)]
    said = _cheaper(view, view.revealed, a.card) or _pays_with(view, a.card, got)
    if said:  # what a cost asks of the hand: the sentence is long already
        return said
    most = words("{n} cards: the most of any colour.", n=got[a.card])
    said = _taking(view, a.card, got, most)
    if said and said[0] is not most:  # what the capsules still need of it: the take's reason is theirs
        return said
    said = said or _free(view.revealed, a.card)
    return said + _left(view, a.card, got) if said else _worth(view, a.card)


def _pays_with(view: Any, ag: int, got: list[int]) -> list[Words]:
    """Where the cards of agency ``ag`` taken make the hand enough to pay for a hand card the capsules need (SL-8)
    and another colour shown would not."""
    hand, want = view.hands[view.seat], needs(view)
    for c in sorted(hand, key=lambda c: -COST_OF[c]):
        short = COST_OF[c] - (len(hand) - 1)
        if want[AGENCY_OF[c]] and 0 < short <= got[ag] and any(0 < k < short for k in got):
            return [words("With the cards taken, your hand covers the cost of your {card}.", card=hand_name(view, c))]
    return []


def _worth(view: Any, ag: int, pool: Collection[int] | None = None) -> list[Words]:
    """The card taken the engine values most (its potential, cost left out), with its effect (playtest 30): of the
    reveal, or of ``pool`` where given (a stack recruited)."""
    offered = list(view.revealed if pool is None else pool)
    ctx = Context({**PARAMS, "pay": float("-inf"), "cost": 0.0}, view, view.seat, value_unseen=False)
    ctx.unseen = offered
    worth = ctx._potentials()
    mine = [c for c in offered if AGENCY_OF[c] == ag]
    if not mine:
        return []
    best = max(mine, key=lambda c: worth[c])
    return [words("For the {card}: {effect}.", card=short_name(best), effect=effect_words(EFFECT_OF[best]))]


def _left(view: Any, ag: int, got: list[int]) -> list[Words]:
    """Where the agency ``ag`` taken leaves the revealed card a capsule still lacks alone (SL-13, the hand holding
    none of its colour): where that card goes (SL-5), or in solo that the rival's clearing takes it (Appendix A.1:
    its stack the largest then). Facts only, no plan: "Take the 2 revealed Red cards. 2 cards: the most of any
    colour." left unsaid the Blue card costing 0 that would validate Violet (playtest 28), and the search's line
    after that take went on to place a Red card, not to recruit the Blue one, so no "recruit it later" is said."""
    held, facts = _held(view), capsule_facts(view, view.seat)
    found = next(((other, cap) for other in range(4) if other != ag and got[other] and not held[other]
                  for cap, f in enumerate(facts) if f.needs == (other,) and not f.validated and not f.blocked), None)
    if found is None:
        return []
    other, cap = found
    card, capsule = colour_cards(other, got[other]), CAPSULE_COLOURS_WORDS[cap]
    if view.players == 1:
        sizes = [len(stack) + (got[k] if k != ag else 0) for k, stack in enumerate(view.rc)]
        if sizes.index(max(sizes)) == other:  # the largest stack, ties to the first agency (Appendix A.1)
            return [words("The rival then clears the {card} that would validate {capsule}.",
                          plural="The rival then clears the {card} that would validate {capsule}.", card=card,
                          capsule=capsule, n=got[other])]
    return [words("The {card} that would validate {capsule} goes to the Centre.",
                  plural="The {card} that would validate {capsule} go to the Centre.", card=card, capsule=capsule,
                  n=got[other])]


def _recruit(view: Any, a: Action) -> list[Words]:
    """Recruiting a Recruitment Centre stack (SL-6): the same facts as an agency taken."""
    got = [len(stack) for stack in view.rc]
    offered = tuple(c for stack in view.rc for c in stack)
    said = _pays(view, got[a.card]) or _cheaper(view, offered, a.card) or _taking(view, a.card, got, words("{n} cards: the largest stack.",
                                                                                n=got[a.card]))
    return said or _free(offered, a.card)


def _held(view: Any) -> list[int]:
    """Per agency, the cards in the seat's own hand."""
    return [sum(1 for c in view.hands[view.seat] if AGENCY_OF[c] == ag) for ag in range(4)]


def _short(view: Any) -> list[int]:
    """Per agency, what the capsules still need beyond the hand's cards: "still need 1 Green card" while a Green was
    in hand read false to a newcomer (playtest 18)."""
    return [max(0, n - k) for n, k in zip(needs(view), _held(view), strict=True)]


def _pays(view: Any, taken: int) -> list[Words]:
    """Where a hand card of a colour the capsules need costs more than the hand's other cards can pay (SL-8) and the
    ``taken`` cards make enough: that card, and how a cost is paid. Playtest 18: "Recruit the Red stack" over two Blue
    cards costing 2 had no why, until the newcomer worked out that a third card in hand pays for a Blue."""
    hand, want = view.hands[view.seat], needs(view)
    for c in sorted(hand, key=lambda c: -COST_OF[c]):
        if want[AGENCY_OF[c]] and len(hand) - 1 < COST_OF[c] <= len(hand) - 1 + taken:
            # What is sure now, the hand's shortfall, never a placement to come: the search plans nothing past the
            # opponent's turn, and "On a later turn you can pay for X" was followed by placing X on the next turn in
            # 15 of 28 takes over 12 seeded games; in none of the others was that placement level with the
            # search's best (issue 18; "Next turn you can pay for Red Doctor", then a Hint paying WITH it:
            # playtest 24)
            return [words("Your {card} costs {n} other card in hand: more than your hand holds now.",
                          plural="Your {card} costs {n} other cards in hand: more than your hand holds now.",
                          card=hand_name(view, c), n=COST_OF[c])]
    return []


def _cheaper(view: Any, offered: tuple[int, ...], ag: int) -> list[Words]:
    """Where the capsules need none of agency ``ag`` beyond the hand's but a lone offered card of another colour they
    need costs more than every card of ``ag``: that card and what its cost means (playtest 17: "Take the 2 green
    cards. 2 cards: the most of any colour." while the lone blue card a capsule needed, costing 3, went unmentioned;
    playtest 18: "it costs 3" read as the card taken, and how a cost is paid went unsaid)."""
    want = _short(view)
    mine = [COST_OF[c] for c in offered if AGENCY_OF[c] == ag]
    if want[ag] or not mine:
        return []
    for other in range(4):
        theirs = [c for c in offered if AGENCY_OF[c] == other]
        if other != ag and want[other] and len(theirs) == 1 and COST_OF[theirs[0]] > max(mine):
            # the lone card of its colour on offer: its colour and specialty name it (a whole name overflowed the
            # Hint). "on offer" and "that one" say where it is: playtest 24 read it as the hand's own Red card
            return [words("Cheaper to place than the {card} on offer, which your capsules need: that one costs "
                          "{n} other card from your hand.", plural="Cheaper to place than the {card} on offer,"
                          " which your capsules need: that one costs {n} other cards from your hand.",
                          card=short_name(theirs[0]), n=COST_OF[theirs[0]])]
    return []


def _free(offered: tuple[int, ...], ag: int) -> list[Words]:
    """Where every card of agency ``ag`` among ``offered`` costs 0 and some other offered card costs more: that it
    is placed without paying (SL-8). Playtest 16: "Take the red card" over a green 6 VP card came with no why, when
    the green one cost 3 cards of the hand to place."""
    mine = [c for c in offered if AGENCY_OF[c] == ag]
    if not mine or any(COST_OF[c] for c in mine) or not any(COST_OF[c] for c in offered if AGENCY_OF[c] != ag):
        return []
    return [words("It costs nothing to place: no card to pay with.",
                  plural="They cost nothing to place: no card to pay with.", n=len(mine))]


def _taking(view: Any, ag: int, got: list[int], most: Words) -> list[Words]:
    """What the capsules still need of agency ``ag``, and ``most`` where it takes strictly more cards than any other
    (two or more)."""
    said = []
    want, held = _short(view)[ag], _held(view)[ag]
    if want and held:
        said.append(words("Your capsules still need {n} {cards} besides those in your hand.", n=want,
                          cards=colour_cards(ag, want)))
    elif want:
        said.append(words("Your capsules still need {n} {cards}.", n=want, cards=colour_cards(ag, want)))
    n = got[ag]
    if n > 1 and all(k < n for i, k in enumerate(got) if i != ag):
        said.append(most)
    return said[:MOST]


def _draw(view: Any, a: Action) -> list[Words]:
    """Revealing instead of recruiting (SL-5, SL-6): the Recruitment Centre is empty, or no stack holds a colour
    the capsules need, or none holds more than one card they need while a reveal shows 3. Playtest 16: "Reveal 3
    Lab cards" came with no why, nearly every time."""
    if not any(view.rc):
        return [words("Nothing to recruit: the Recruitment Centre is empty.")]
    want = needs(view)
    useful = max(min(len(stack), want[ag]) for ag, stack in enumerate(view.rc))
    if not useful:
        return [words("No Recruitment Centre stack holds a colour your capsules need.")]
    if useful == 1 and view.lab_deck + len(view.discard) >= 3:  # SL-16: the discard is shuffled in for a reveal
        done = _completing(view)
        if done:
            # the card that completes a capsule named, and the 3 cards that outweigh it: "No Centre stack holds 2
            # cards" hid it, and then no reason at all left the Hint's reveal unexplained (playtest 21)
            ag, cap = done[0]
            return [words("A {card} in the Centre would validate {capsule}, but a reveal shows 3 cards.",
                          card=colour_cards(ag), capsule=CAPSULE_WORDS[cap])]
        return [words("No Centre stack holds 2 cards your capsules need; a reveal shows 3.")]
    return []


def _completing(view: Any) -> list[tuple[int, int]]:
    """(agency, capsule) where a Recruitment Centre stack holds the one card a capsule still lacks (SL-13) and the
    hand has none of it: recruiting one validates that capsule once placed. Playtest 21: "No Centre stack holds 2
    cards your capsules need" was said while one card there completed a capsule, and the review called the reveal a
    mistake."""
    held = _held(view)
    facts = capsule_facts(view, view.seat)
    return [(ag, cap) for ag, stack in enumerate(view.rc) if stack and not held[ag]
            for cap, f in enumerate(facts) if f.needs == (ag,) and not f.blocked]


# --- paying, keeping, arranging ------------------------------------------------------------------


def placed(view: Any) -> tuple[int, ...]:
    """The seat's station with the card being paid for (SL-8) on its slot."""
    slot = SLOT_INDEX.get(view.target, -1)
    return tuple(view.placing if i == slot else c for i, c in enumerate(view.stations[view.seat]))


def _pay(view: Any, a: Action) -> list[Words]:
    """A payment card (SL-8) of a colour no capsule still needs once the card being placed is in; of a colour they
    still need, that enough cards of it stay in hand ("you still need 1 green", then "pay with the green card"
    read as the Hint changing its mind: playtest 16), else that placing the card now is worth more than keeping
    it (playtest 34)."""
    ag = AGENCY_OF[a.card]
    want = needs(view, placed(view))[ag]
    if not want:
        return [words("None of your capsules still needs a {card}.", card=colour_cards(ag))]
    kept = sum(1 for c in view.hands[view.seat]
               if c not in (a.card, view.placing) and c not in view.paid and AGENCY_OF[c] == ag)
    if kept >= want and len(view.paid) + 1 == COST_OF[view.placing]:  # the last card paid: no later pick takes one
        return [words("You keep {n} {cards} for your capsules.", n=kept, cards=colour_cards(ag, kept))]
    # a card an earlier reason took "because your capsules need it", spent now: said as the plan's change, by the
    # search's own choice of this placement over keeping the card (playtest 34, 101.png: Gold and Red taken for the
    # capsules on turns 1 to 3 paid with on turn 4, with no word)
    return [words("Your capsules need it too, but placing {card} now is worth more.", card=short_name(view.placing))]


def cost(view: Any, a: Action) -> float:
    """What a move gives up, the Hint's tie-break between moves level in worth (``SearchHooks.cost``): a payment
    card of a colour the capsules still need, once the card paid for is in, gives up more than one they do not
    (playtest 16: the Hint said "you still need 1 green", then "pay with the green card" a turn later)."""
    if a.kind != ActionKind.PAY or view.seat is None or not view.placing:
        return 0.0
    return 1.0 if needs(view, placed(view))[AGENCY_OF[a.card]] else 0.0


def _keep(view: Any, a: Action) -> list[Words]:
    """A Project kept: what it adds to the seat's Project points with the station as it stands (section 13, step 4),
    its validations still due counted."""
    gain = keep_gain(view, a.card)
    if gain > 0:
        return [words("With your station as it is, it adds {n} VP to your Projects.", n=gain)]
    return _set_near(a.card, counts(view.stations[view.seat]), view.objectives[view.seat])


def keep_gain(view: Any, project: int) -> int:
    """What keeping ``project`` adds to the seat's Project points with the station as it stands (section 13, step 4),
    with the validations the placement still has to resolve after the keep (the steps left are public)."""
    me = view.seat
    held = tuple(c for c in view.projects[me] if c > 0)
    k = counts(view.stations[me])
    n = sum(1 for t in view.tiles[me] if t) + sum(1 for kind, _n, _src in view.steps if kind == "val")
    return project_points((*held, project), k, n) - project_points(held, k, n)


def _set_near(project: int, k: Any, objectives: tuple[int, ...] = ()) -> list[Words]:
    """A complete-set Project (section 11: Full Crew, International Summit) that scores nothing yet: how many of
    the 4 specialties (colours) the station already has towards its next set, where that is 2 or 3 (playtest 14:
    keeping Full Crew came with no reason at all)."""
    if not 0 <= PTYPE_OF[project] < len(PROJECT_TYPES):
        return []
    e = PROJECT_TYPES[PTYPE_OF[project]].effect
    if e.kind != K_COMPLETE_SET:
        return []
    counted = k.specialties if e.scope == SPECIALTY else k.agencies
    full = min(counted)  # complete sets already made: the next one needs each above that
    have = sum(1 for x in counted if x > full)
    if not full and e.scope != SPECIALTY and objectives and all(any(NEED[o][ag] for o in objectives)
                                                                for ag in range(4)) and have < 2:
        # a colour set the seat's own Objectives, once validated, make whole (playtest 17: "Keep International
        # Summit." with the station's one card, and no reason)
        return [words("Your Objectives ask for all 4 colours: a full set scores {v} VP.", v=e.value)]
    if not 2 <= have < 4:
        return []
    if e.scope == SPECIALTY:
        return [words("Your station has {n} of the 4 specialties: a full set scores {v} VP.", n=have, v=e.value)]
    return [words("Your station has {n} of the 4 colours: a full set scores {v} VP.", n=have, v=e.value)]


def _assign(view: Any, a: Action) -> list[Words]:
    """An arrangement of the dealt Objectives (SU-3): a colour two neighbouring capsules both ask for, which one card
    on the slot between them counts for twice (SL-13, R-11: the middle slots M1 and M2 are shared), said of the
    board the player sees, the tray's order (``view.arranged``): a sharing the clicks bring is said as what follows
    them ("Then …"), one the tray already holds not at all (no gain of the clicks), never as the clicks' doing. "A Blue card between
    Yellow and Violet counts for both" came with clicks that changed nothing of it: that Blue counted for both on
    the board already."""
    dealt = view.dealt
    if len(dealt) != 3 or not 0 <= a.card < len(PERMS):
        return []
    put = [dealt[i] for i in PERMS[a.card]]
    now = [dealt[i] for i in view.arranged]
    shared = [(left, ag) for left in (0, 1) for ag in range(4) if NEED[put[left]][ag] and NEED[put[left + 1]][ag]]
    if not shared:
        return []
    new = [(left, ag) for left, ag in shared if not (NEED[now[left]][ag] and NEED[now[left + 1]][ag])]
    left, ag = (new or shared)[0]
    card, a_, b_ = colour_cards(ag), CAPSULE_COLOURS_WORDS[left], CAPSULE_COLOURS_WORDS[left + 1]
    if put == now:  # the order on the board, kept
        return [words("A {card} between {a} and {b} counts for both.", card=card, a=a_, b=b_)]
    if new:
        return [words("Then a {card} between {a} and {b} counts for both.", card=card, a=a_, b=b_)]
    # a sharing the tray holds already is no gain of the clicks: "A Red card between Yellow and Violet still counts
    # for both" was as true of the order on the board (playtest 34, 29.png); nothing beyond the move then
    return []


REASONS: dict[str, Callable[[Any, Action], list[Words]]] = {
    ActionKind.PLACE: _place,
    ActionKind.AGENCY: _agency,
    ActionKind.RECRUIT: _recruit,
    ActionKind.DRAW: _draw,
    ActionKind.PAY: _pay,
    ActionKind.KEEP: _keep,
    ActionKind.ASSIGN: _assign,
}

__all__ = ["capsule_lost", "needs", "reason", "short_after", "warning"]
