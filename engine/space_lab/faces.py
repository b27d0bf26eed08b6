"""What a card face (or a glowing slot) prints for an effect: up to three short lines of words and pictures.

The full sentence, ``words.effect_words`` (said in tips, the log and the Hint), is the face's own words with its
pictures said. A face has room for little: it prints the points and a picture for what they count: a
specialty's icon ``("spec", s)``, an agency's mark ``("ag", a)``, the lightning
of an immediate effect ``("bolt",)``, a Validation tile ``("tile",)``, a card
outline ``("lab",)`` or ``("proj",)``. The screen draws the pictures.
"""

from __future__ import annotations

from typing import Any

from engine.core import Words, words
from engine.space_lab import content as C
from engine.space_lab.cards import TILE_VALUE
from engine.space_lab.content import SPECIALTY, Effect
from engine.space_lab.words import effect_words, where_words

Token = Words | tuple[Any, ...]


def face_lines(e: Effect | None, bottom: bool = False) -> list[list[Token]]:
    """An effect as up to three short lines; ``bottom``: an objective's effect (it counts the bottom row)."""
    if e is None:
        return [[words("no effect")]]
    k, n = e.kind, e.value
    # an Objective tile is small: "in the bottom row" says it whole where "in your bottom row" was cut, and reads
    # as a phrase after "3 VP per ◇" where "bottom row" alone did not (« 3 PV par ◇ rangée du bas », playtest 16)
    where = where_words(e, bottom)
    # the deck in words: two tiny card outlines, a Lab card's and a Project's, could not be told apart (playtest 14)
    if k == C.K_DRAW_LAB:
        return [[("bolt",), effect_words(e)]]
    if k == C.K_DRAW_PROJECT and n == 1:
        return [[("bolt",), effect_words(e)]]
    if k == C.K_DRAW_PROJECT:
        # on two lines: an Objective's narrow tile cut "draw 2 Proj…" on one
        return [[("bolt",), words("draw {n}", n=n)], [words("Project, keep 1", plural="Projects, keep 1", n=n)]]
    if k == C.K_FLAT:
        return [[words("{n} VP", n=n)]]
    if k == C.K_PER_SPECIALTY:
        return [[words("{n} VP per", n=n), ("spec", e.key)], [where]]
    if k == C.K_PER_AGENCY:
        return [[words("{n} VP per", n=n), ("ag", e.key)], [where]]
    if k == C.K_COMPLETE_SET:
        kind = "spec" if e.scope == SPECIALTY else "ag"
        return [[words("{n} VP per set", n=n)], [(kind, 0), (kind, 1), (kind, 2), (kind, 3)]]
    if k == C.K_PER_VALIDATION:
        return [[words("{n} VP per", n=n), ("tile",)], [words("tile held")]]  # by whoever owns the card
    if k == C.K_SET:
        return [[words("{table} VP", table=" / ".join(map(str, e.table[1:])))], [words("for 1 to 5 copies")]]
    return [[words("no effect")]]


def fact_lines(fact: Any) -> list[list[Token]]:
    """What placing the chosen card in a slot does besides its own effect (``facts.SlotFact``), for the slot to
    print while it glows: Projects drawn, an Objective triggered, each validation's tile and bonus card."""
    lines: list[list[Token]] = []
    if fact.projects:
        lines += [[words("draw {n} Project", plural="draw {n} Projects", n=fact.projects)], [words("keep 1")]]
    if fact.bottom is not None:
        lines += [[words("Objective:")], *face_lines(fact.bottom, bottom=True)]
    for tile, bonus in zip(fact.tiles, fact.bonus, strict=True):
        line: list[Token] = [("tile",), words("+{n} VP", n=TILE_VALUE.get(tile, 0))]
        if bonus is not None:
            line += [("lab",) if bonus.kind == C.K_DRAW_LAB else ("proj",)]
        lines.append(line)
    return lines
