"""What a pointed-at thing says, in full sentences: a card's name and effect, what a slot would do, a capsule's needs.

The table's tip shows these lines (the first as a title) for whatever the mouse
points at; the rules' words are here, beside the rules, and the screen only
finds what is under the mouse. Everything is said from one viewer's view: a
card they may not know arrives as ``HIDDEN`` and is not named.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from engine.core import HIDDEN, Action, Words, words
from engine.space_lab.advice import capsule_lost, short_after
from engine.space_lab.cards import (
    IS_LAB,
    IS_PROJECT,
    MAX_ID,
    OBJECTIVE,
    PTYPE_OF,
    TILE_BONUS,
    TILE_VALUE,
)
from engine.space_lab.content import K_DRAW_PROJECT, PROJECT_TYPES, SLOTS, Effect
from engine.space_lab.kinds import ActionKind
from engine.space_lab.words import (
    CAPSULE_COLOURS_WORDS,
    CAPSULE_WORDS,
    COLOUR_WORDS,
    SPECIALTY_WORDS,
    agency_words,
    card_words,
    effect_words,
    lab_card_text,
    short_name,
)

ARMED = words("Its specialty triggers this capsule's Objective")  # under a card in a bottom slot that wakes it


def listed(items: Sequence[Words]) -> Words:
    """Words one after the other, separated by commas ("Blue, Green"); at least one."""
    if len(items) == 1:
        return items[0]
    return words("{first}, {rest}", first=items[0], rest=listed(items[1:]))


def card_tip(c: int) -> list[Words]:
    """A component's name and what it does."""
    if c == HIDDEN or not 0 <= c < MAX_ID:
        return []
    name = card_words(c)
    if IS_LAB[c]:
        # its effect said once, under its short name, in the words of its whole name ("Red Doctor (6 VP)")
        return [short_name(c), lab_card_text(c)]
    if IS_PROJECT[c]:
        return [name, effect_words(PROJECT_TYPES[PTYPE_OF[c]].effect)]
    if c in OBJECTIVE:
        obj = OBJECTIVE[c]
        # "gives draw 2 Lab cards" read badly: the effect's words stand alone after the colon
        return [name, words("A {specialty} in its bottom slot: {effect}",
                            specialty=SPECIALTY_WORDS[obj.specialty], effect=effect_words(obj.effect, bottom=True))]
    bonus = TILE_BONUS.get(c)
    if bonus is not None:
        return [name, words("Bonus: {effect}", effect=effect_words(bonus))]
    return [name]


def slot_tip(view: Any, k: int, objectives: Sequence[int], card: int, fact: Any,
             paid: Collection[int] = ()) -> list[Words]:
    """The viewer's empty slot ``k`` under their ``objectives``: what it does in general; with ``card`` chosen,
    what placing it there would do (``fact``, the engine's ``slot_facts`` for it), the capsule it would give
    up (the Hint's words), and a hand card it would leave unpayable (``paid``: the payment chosen so far)."""
    name = SLOTS[k]
    if fact is not None:
        out = []
        if fact.card_effect is not None:
            out.append(words("The card's own effect: {effect}", effect=effect_words(fact.card_effect)))
        if fact.projects:
            out.append(words("Top slot: {effect}", effect=effect_words(Effect(K_DRAW_PROJECT, fact.projects))))
        if fact.bottom is not None:
            out.append(words("Objective: {effect}", effect=effect_words(fact.bottom, bottom=True)))
        for i, tile, bonus in zip(fact.validates, fact.tiles, fact.bonus, strict=True):
            out.append(words("Validates {capsule}: {n} VP", capsule=CAPSULE_WORDS[i], n=TILE_VALUE.get(tile, 0)))
            if bonus is not None:
                out.append(words("and its bonus: {effect}", effect=effect_words(bonus)))
        lost = capsule_lost(view, card, name)
        short = short_after(view, Action(ActionKind.PLACE, card, name), paid)
        out += [w for w in (lost, short) if w is not None]
        return out or [words("Nothing else happens in this slot")]
    if name[0] == "T":
        return [words("Top slot: the card placed here draws as many Projects as its cost; keep 1")]
    if name[0] == "B":
        if objectives:
            spec = OBJECTIVE[objectives[int(name[1])]].specialty
            return [words("Bottom slot: a {specialty} here triggers this capsule's Objective",
                          specialty=SPECIALTY_WORDS[spec])]
        return [words("Bottom slot: a card of the Objective's specialty triggers it")]
    if name in ("M1", "M2"):
        return [words("Middle slot: no effect; it neighbours two capsules")]
    return [words("Middle slot: no effect")]


def capsule_tip(i: int, objective: int | None, fact: Any) -> list[Words]:
    """Capsule ``i``: its Objective (``None`` or ``HIDDEN``: still secret) and, from its ``fact``
    (``facts.capsule_facts``), whether it is validated, lost, or what it still needs."""
    out = [words("{colour} capsule", colour=CAPSULE_COLOURS_WORDS[i])]
    if objective is None or objective == HIDDEN:
        return out + [words("Its Objective is still secret")]
    out += card_tip(objective)
    if fact is None:
        return out
    if fact.validated:
        return out + [words("Validated")]
    if not fact.needs:
        return out
    names = listed([COLOUR_WORDS[a] for a in fact.needs])
    if fact.blocked:  # said first: a newcomer kept filling around a capsule its colours could no longer reach
        # the two figures that decide it, side by side ("it lacks Blue, Green and too few slots…" read clumsily)
        if fact.free:
            out.append(words("Can no longer be validated: it needs {colours}, and only {n} slot around it is empty",
                             plural="Can no longer be validated: it needs {colours}, and only {n} slots around it "
                             "are empty", n=fact.free, colours=names))
        else:
            out.append(words("Can no longer be validated: it needs {colours}, and no slot around it is empty",
                             colours=names))
    else:
        out.append(words("Still needs {n} card around it: {colours}", plural="Still needs {n} cards around it: "
                         "{colours}", n=len(fact.needs), colours=names))
    return out


def stack_tip(agency: int, cards: Sequence[int], view: Any = None) -> list[Words]:
    """A Recruitment Centre stack: its agency and count, then each card by name (all public); with the ``view`` of
    the seat that may recruit it now, a card it would leave that seat unable to pay for."""
    head = words("{agency}: {n} card", plural="{agency}: {n} cards", n=len(cards), agency=agency_words(agency))
    short = short_after(view, Action(ActionKind.RECRUIT, agency)) if view is not None else None
    return [head, *map(card_words, cards), *([short] if short is not None else [])]


def pile_tip(i: int, tiles: Sequence[int]) -> list[Words]:
    """A Validation pile, top last in ``tiles``: the values left, from the top, and the top tile's bonus."""
    values = ", ".join(str(TILE_VALUE[c]) for c in reversed(tiles))
    head = words("Pile of {capsule}: {values}", capsule=CAPSULE_WORDS[i], values=values or "—")
    return [head] + (card_tip(tiles[-1])[1:] if tiles else [])


def secret_projects_tip(n: int) -> list[Words]:
    """Another seat's Projects: how many, and why the VP shown leave them out (15.4)."""
    return [words("{n} secret Project", plural="{n} secret Projects", n=n),
            words("Not counted in the VP above: revealed and scored at the end")]
