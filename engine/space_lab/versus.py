"""Why the better of two Space Lab moves rather than the other (``SearchHooks.reason_versus``): the game review's
"Why" under a marked decision, where the better move's own reason (``engine.space_lab.advice``) is silent or as true
of the move played. Playtest 23: "Better: End the turn" and "Better: Pay with X" came with no why. (A Project kept
needs none here: its own reason, the VP it adds now, differs from the other's wherever the two differ.)

The review's Why names the part of the engine's own evaluation (``parts``: the Normal bot's position value, which
the search judges by) that the better move wins by, largest first, the first a fact of the view says: its Lab cards' VP, its Objectives (an armed
Objective, a capsule validated or brought closer, one the move played gives up), its Projects (drawn, gained, a top
slot), and the hand its cost leaves (SL-8: "It costs 2 fewer Lab cards"). Weighing only the VP now and the
Projects drawn, it named neither a card's cost nor an Objective where those made the difference. Each part is said
by a fact of the seat's own view, never a hand count (playtest 30); the card a payment keeps (SL-8) by
``reason_versus``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from engine.core import Action, Words, words
from engine.space_lab.advice import (
    capsule_given_up,
    needs,
    payoff_words,
    placed,
    project_gain,
    reason,
    serving_words,
    short_after,
    stranded,
)
from engine.space_lab.ai import PARAMS, Context
from engine.space_lab.cards import (
    AGENCY_OF,
    BOTTOM_OF,
    COST_OF,
    SLOT_INDEX,
    TOP_OF,
    VIRTUAL_TILE,
)
from engine.space_lab.content import IMMEDIATE_KINDS, K_DRAW_LAB, K_DRAW_PROJECT
from engine.space_lab.facts import breakdown, capsule_facts, project_points, slot_facts
from engine.space_lab.kinds import ActionKind
from engine.space_lab.words import (
    CAPSULE_COLOURS_WORDS,
    CAPSULE_WORDS,
    card_words,
    colour_cards,
    effect_words,
    short_name,
)


def reason_versus(view: Any, best: Action, other: Action, level: bool) -> Words | None:
    """Why ``best`` rather than ``other`` for the seat to act, or ``None`` where the best move's own reason says it
    (or nothing weighs the two). Two moves the search rates level get no reason for one over the other."""
    if level or view.seat is None or view.final is not None or view.current != view.seat:
        return None
    if best.kind == ActionKind.PAY and other.kind == ActionKind.PAY and best.card != other.card:
        return _kept_instead(view, best, other)
    return None


def review_versus(view: Any, best: Action, played: Action) -> Words | None:
    """The review's Why for ``best`` over the move ``played`` (``SearchHooks.review_versus``): of the parts of the
    engine's own evaluation (``parts``), the one the better move wins by most, said by the fact behind it, else
    ``reason_versus``. The Hint does not say these: it names no move played. A figure is said only where the better
    move's beats the other's: "Ending the turn keeps 2 cards; placed now it adds 3 VP" argued for the move played
    (issue 18)."""
    said = reason_versus(view, best, played, False)
    if said is not None or view.seat is None or view.final is not None or view.current != view.seat:
        return said
    if ActionKind.PAY in (best.kind, played.kind):
        return None
    short = _short(view, best, played)
    if short is not None:
        return short
    completes = _completes(view, best, played)
    if completes is not None:
        return completes
    for part in ranked(view, best, played):  # the largest gain first that a fact of the view says
        why = PART_WHY[part](view, best, played)
        if why is not None:
            return why
    return None


class Parts(NamedTuple):
    """The seat's position after a move as the engine's own evaluation weighs it (``ai.Context.value``, which the
    search's evaluation is), in VP, by the parts a move changes apart: what its Lab cards score, what it does for
    the Objectives, for the Projects, and the hand its cost leaves. A draw counts where what it brings does: Projects
    drawn with the Projects, Lab cards with the hand, whatever drew them (a lightning, a slot, a tile's bonus)."""

    score: float  # the station's Lab cards (section 13, step 1)
    objectives: float  # armed Objectives (step 2), Validation tiles (step 3) and the open capsules' progress (SL-13)
    projects: float  # the Projects held (and their growth as the station fills), drawn now, and top slots left (SL-10)
    hand: float  # the hand left after the card and its cost (SL-8), with the Lab cards drawn (SL-9)


PART_NAMES = Parts._fields


def parts(view: Any, a: Action) -> Parts | None:
    """``Parts`` of the seat's position after ``a`` (a placement paid with its least useful cards, as the engine
    pays, the end of the turn, a stack recruited, an agency taken); ``None`` for a move whose result is not known
    beforehand (a draw) or that has no such parts (a payment, a Project kept). They add up to the engine's value."""
    ctx = Context(PARAMS, view, view.seat, value_unseen=False)
    station, tiles, hand = ctx.station, ctx.tiles, ctx.hand
    labs = projects = 0.0  # what the move draws at once
    fact = _fact(view, a)
    if fact is not None:
        hand = tuple(c for c in hand if c != a.card and c not in ctx.payment(a.card, hand))
        station = _after(view, a)
        # a Lab card drawn is worth a hand card, nothing in a final turn but a tile's bonus, as the engine counts
        bonus = sum(e.value for e in fact.bonus if e is not None and e.kind == K_DRAW_LAB)
        labs = PARAMS["lab_card"] * (bonus if ctx.final else _drawn(view, a, K_DRAW_LAB))
        # each Project draw keeps the best of its cards (SL-15): a top slot's, a lightning's, an Objective's
        projects = sum(ctx.expected_project(n) for n in (fact.projects, *(
            e.value for e in (fact.card_effect, fact.bottom, *fact.bonus) if e is not None and e.kind == K_DRAW_PROJECT)))
        # an empty pile's tile still counts as a validation
        tiles = tuple(fact.tiles[fact.validates.index(i)] or VIRTUAL if i in fact.validates else t
                      for i, t in enumerate(tiles))
    if a.kind == ActionKind.RECRUIT:
        hand = hand + tuple(view.rc[a.card])
    elif a.kind == ActionKind.AGENCY:
        hand = hand + ctx.revealed_of(a.card)
    elif fact is None and a.kind not in (ActionKind.END, ActionKind.PASS):
        return None
    held = tuple(c for c in ctx.projects if c > 0)
    cards, bottom, validation, points = breakdown(station, ctx.objectives, tiles, held)
    counted = sum(1 for t in tiles if t)
    growth = project_points(held, ctx.projected(station), counted) - points if held else 0.0
    tops = sum(1 for i in range(3) if not station[i]) * PARAMS["top_slot"]
    return Parts(float(cards), bottom + validation + ctx.progress(station, tiles), points + growth + tops + projects,
                 ctx.hand_value(hand) + labs)


VIRTUAL = 300  # the value ``ai.Context.place_value`` gives R-14's virtual tile (worth 0 VP)
LEAST = 0.5  # VP: a part the better move wins by less is no reason


def ranked(view: Any, best: Action, played: Action) -> list[str]:
    """The parts of ``parts`` the better move wins by ``LEAST`` or more, the largest gain first."""
    a, b = parts(view, best), parts(view, played)
    if a is None or b is None:
        return []
    gaps = sorted(((x - y, name) for x, y, name in zip(a, b, PART_NAMES, strict=True)), reverse=True)
    return [name for gap, name in gaps if gap >= LEAST]


def _score_why(view: Any, best: Action, played: Action) -> Words | None:
    a, b = _cards_gain(view, best), _cards_gain(view, played)
    return words("It scores {a} VP now, the move played {b}.", a=a, b=b) if a > b else None


def _objectives_why(view: Any, best: Action, played: Action) -> Words | None:
    """The Objective fact behind the gap, the first that favours the better move: a capsule it validates, an
    Objective its bottom slot arms, a colour it brings a capsule, a capsule the move played gives up."""
    mine, theirs = _fact(view, best), _fact(view, played)
    if mine is not None:
        slot, after = SLOT_INDEX[best.target], _after(view, best)
        if len(mine.validates) > (len(theirs.validates) if theirs is not None else 0):
            return payoff_words(view, best.card, mine, slot, after, 0)[0]  # "It validates the Yellow capsule: …"
        # an Objective that scores (its draws count with what they bring)
        if mine.bottom is not None and mine.bottom.kind not in IMMEDIATE_KINDS and (theirs is None
                                                                                    or theirs.bottom is None):
            return words("It triggers {capsule}'s Objective: {effect}.",
                         capsule=CAPSULE_COLOURS_WORDS[BOTTOM_OF[slot]], effect=effect_words(mine.bottom, bottom=True))
    # a colour it brings a capsule, where the move played does not bring the same (the capsule the move played gives
    # up is said under it on the review already, where the better move gives up none)
    serves = _serving(view, best)
    if serves is not None and serves != _serving(view, played):
        return serves
    lost = _given_up(view, played)
    if lost is not None and lost != _given_up(view, best):
        return words("The move played gives up {capsule}: it can no longer be validated.",
                     capsule=CAPSULE_COLOURS_WORDS[lost])
    return words("It does more for your {part} than the move played.", part=words("Objectives"))


def _projects_why(view: Any, best: Action, played: Action) -> Words | None:
    a, b = _drawn(view, best, K_DRAW_PROJECT), _drawn(view, played, K_DRAW_PROJECT)
    if a > b:  # Projects score at the end: "Cards left in hand: 2, against 0" hid a bottom slot's 2 Projects drawn
        return words("It draws {n} Project card, the move played {b}.",
                     plural="It draws {n} Project cards, the move played {b}.", n=a, b=b)
    more = project_gain(view, _after(view, best))
    if more > project_gain(view, _after(view, played)):
        return words("It adds {n} VP now and {p} to your secret Projects.", n=_cards_gain(view, best), p=more)
    top = [a.kind == ActionKind.PLACE and TOP_OF[SLOT_INDEX[a.target]] >= 0 for a in (best, played)]
    if top == [False, True] and COST_OF[played.card] < max(COST_OF):  # SL-10: a top slot draws the card's cost
        return words("The move played takes a top slot: a dearer card there would draw more Projects.")
    return words("It does more for your {part} than the move played.", part=words("Projects"))


def _hand_why(view: Any, best: Action, played: Action) -> Words | None:
    """What the hand keeps or gains: a card cheaper to place (SL-8), the Lab cards it draws by what draws them (an
    Objective, a lightning, a tile's bonus: SL-9, SL-13), or the card the move played spends."""
    both = best.kind == played.kind == ActionKind.PLACE
    if both and COST_OF[best.card] < COST_OF[played.card]:
        return words("It costs {n} fewer Lab card than the move played.",
                     plural="It costs {n} fewer Lab cards than the move played.",
                     n=COST_OF[played.card] - COST_OF[best.card])
    # an Objective's Lab cards by the Objective (playtest 30: "Cards left in hand: 6, against 5")
    drawn = _drawn(view, best, K_DRAW_LAB)
    if drawn > _drawn(view, played, K_DRAW_LAB):
        mine, theirs = _fact(view, best), _fact(view, played)
        if mine.bottom is not None and mine.bottom.kind == K_DRAW_LAB and (theirs is None or theirs.bottom is None
                                                                           or theirs.bottom.kind != K_DRAW_LAB):
            return words("It triggers {capsule}'s Objective: {effect}.",
                         capsule=CAPSULE_COLOURS_WORDS[BOTTOM_OF[SLOT_INDEX[best.target]]],
                         effect=effect_words(mine.bottom, bottom=True))
    if played.kind == ActionKind.PLACE and (not both or best.card != played.card and played.card not in Context(
            PARAMS, view, view.seat, value_unseen=False).payment(best.card, tuple(view.hands[view.seat]))):
        return _later(view, best, played)  # the card the move played spends, kept for later
    return None


def _short(view: Any, best: Action, played: Action) -> Words | None:
    """A take (SL-5, SL-6) that leaves a card the hand cannot pay for (SL-8), where the better move leaves none: said
    first, then the better move's own reason. Playtest 32b (s63): "A Blue card in the Centre would validate the
    Yellow capsule, but a reveal shows 3 cards" alone read as the reason for the recruit, not against it: the Blue
    card cost 2 and the hand held nothing to pay for it."""
    card = stranded(view, played) if played.kind in (ActionKind.RECRUIT, ActionKind.AGENCY) else None
    if card is None or (best.kind in (ActionKind.RECRUIT, ActionKind.AGENCY) and stranded(view, best) is not None):
        return None
    # a judgement first, as the prompt warns it, not the rule sentence ("Green Doctor costs 3: you need 3 other cards
    # in hand" read as the rule recited, not as what went wrong: playtest 34)
    said = short_after(view, played)
    if said is None:
        return None
    own = reason(view, best)
    return said if own is None else words("{a} {b}", a=said, b=own)


def _completes(view: Any, best: Action, played: Action) -> Words | None:
    """A take (SL-5, SL-6) that brings the one colour an open capsule still lacks, none of it in hand, where the move
    played brings none (SL-13): said first, with the tile it would take. Playtest 34 (71.png): "Better: Recruit the
    Blue stack. About 10 points better. Why: … your hand is worth about 5 VP more" never said that Blue completed
    Yellow, a 10-VP tile, and "5" beside "10" read as the gap."""
    ag, takes = best.card, (ActionKind.RECRUIT, ActionKind.AGENCY)
    if best.kind not in takes or played.kind in takes and played.card == ag or any(
            AGENCY_OF[c] == ag for c in view.hands[view.seat]):
        return None
    lost = _fact(view, played)
    for cap, f in enumerate(capsule_facts(view, view.seat)):
        if f.needs == (ag,) and not f.blocked and view.piles[cap] and (lost is None or cap not in lost.validates):
            return words("It brings the {card} that would validate {capsule}: {tile}.", card=colour_cards(ag, 1),
                         capsule=CAPSULE_WORDS[cap], tile=card_words(view.piles[cap][0]))
    return None


def _later(view: Any, best: Action, played: Action) -> Words | None:
    """What keeping the card the move played spends gains later (the hand's part, ``Parts.hand``: the engine's worth
    of the hand for the placements to come, with any cards the better move takes): "It keeps Red Researcher in hand"
    said the move again, not what it was for (playtest 31)."""
    a, b = parts(view, best), parts(view, played)
    gain = round(a.hand - b.hand) if a is not None and b is not None else 0
    if gain < 1:
        return None
    card = short_name(played.card)
    later = words("For later turns: {card} stays in hand, and your hand is worth about {v} VP more to place.",
                  card=card, v=gain)
    fact = _fact(view, played)
    if fact is None or len(fact.validates) != 1 or best.kind == ActionKind.PLACE and best.target == played.target:
        return later
    # the capsule the move played validates is not lost by waiting: the card stays in hand and its slot empty.
    # Playtest 32b (s61): "your hand is worth about 4 VP more" under a move that scored 10 VP at once read as a
    # contradiction; the VP the move played scores now are said first
    now = words("The move played scores {b} VP now, but {card} can still validate {capsule} later.",
                b=_now(view, played, fact), card=card, capsule=CAPSULE_WORDS[fact.validates[0]])
    return words("{a} {b}", a=now, b=later)


def _now(view: Any, a: Action, fact: Any) -> int:
    """The VP placement ``a`` scores at once (section 13, steps 1 to 3: its Lab cards, armed Objectives and tiles,
    a card that counts the tiles held included), as the seat's score shows them."""
    me = view.seat
    objectives = view.objectives[me] or ()
    tiles = tuple((fact.tiles[fact.validates.index(i)] or VIRTUAL_TILE) if i in fact.validates else t
                  for i, t in enumerate(view.tiles[me]))
    after = breakdown(_after(view, a), objectives, tiles, ())
    before = breakdown(view.stations[me], objectives, view.tiles[me], ())
    return sum(after[:3]) - sum(before[:3])


PART_WHY = {"score": _score_why, "objectives": _objectives_why, "projects": _projects_why, "hand": _hand_why}


def _fact(view: Any, a: Action) -> Any:
    """The slot's facts of a placement (``facts.SlotFact``), ``None`` for any other move."""
    if a.kind != ActionKind.PLACE or a.target not in SLOT_INDEX:
        return None
    return next((f for f in slot_facts(view, a.card) if f.slot == a.target), None)


def _after(view: Any, a: Action) -> tuple[int, ...]:
    """The seat's station after ``a``."""
    station = tuple(view.stations[view.seat])
    if _fact(view, a) is None:
        return station
    slot = SLOT_INDEX[a.target]
    return tuple(a.card if i == slot else c for i, c in enumerate(station))


def _cards_gain(view: Any, a: Action) -> int:
    """The VP the station's Lab cards gain with ``a`` (section 13, step 1)."""
    tiles = view.tiles[view.seat]
    return breakdown(_after(view, a), (), tiles, ())[0] - breakdown(view.stations[view.seat], (), tiles, ())[0]


def _serving(view: Any, a: Action) -> Words | None:
    """The colour a placement brings a capsule that still asks for it (``advice``'s words), if any."""
    said = serving_words(view, a.card, SLOT_INDEX[a.target], _after(view, a)) if _fact(view, a) is not None else []
    return said[0] if said else None


def _given_up(view: Any, a: Action) -> int | None:
    """The capsule ``a`` leaves unable to be validated (SL-13), if any."""
    return capsule_given_up(view, _after(view, a)) if a.kind == ActionKind.PLACE else None


def _drawn(view: Any, a: Action, kind: int) -> int:
    """The cards of ``kind`` (Lab or Project draws) a placement draws at once (SL-9 to SL-14): the card's own
    lightning, a top slot's Projects, a bottom slot's Objective, the bonus of a tile it validates; 0 for any other
    move."""
    fact = _fact(view, a)
    if fact is None:
        return 0
    effects = (fact.card_effect, fact.bottom, *fact.bonus)
    top = fact.projects if kind == K_DRAW_PROJECT else 0
    return int(top + sum(e.value for e in effects if e is not None and e.kind == kind))


def _kept_instead(view: Any, best: Action, other: Action) -> Words | None:
    """One payment card against another (SL-8): the card the better payment keeps in hand, where the better one's own
    reason (a colour no capsule needs) does not already say it."""
    need = needs(view, placed(view))
    if not need[AGENCY_OF[best.card]] and need[AGENCY_OF[other.card]]:
        return None
    return words("It keeps {card} in hand.", card=card_words(other.card))
