"""Keeping a complete-set Project that scores nothing yet comes with its reason (playtest 14: "Keep Full Crew … about
2 points less in simulated play" taught nothing): how many of the 4 specialties (colours) the station has towards
the next set (section 11: VP per complete set)."""

from __future__ import annotations

from engine.core import english
from engine.space_lab.advice import _set_near
from engine.space_lab.cards import PROJECT_IDS, PTYPE_OF
from engine.space_lab.codes import lab
from engine.space_lab.content import SLOTS
from engine.space_lab.facts import counts

FULL_CREW = next(p for p in PROJECT_IDS if PTYPE_OF[p] == 6)  # VP per complete set of the 4 specialties
SUMMIT = next(p for p in PROJECT_IDS if PTYPE_OF[p] == 5)  # per complete set of the 4 colours
MEDICAL = next(p for p in PROJECT_IDS if PTYPE_OF[p] == 0)  # per Doctor: no set to be near


def _station(*codes: str) -> tuple[int, ...]:
    cards = [lab(c) for c in codes]
    return tuple(cards[i] if i < len(cards) else 0 for i in range(len(SLOTS)))


def test_a_set_project_says_how_near_the_next_set_is() -> None:
    k = counts(_station("L01", "L02"))  # a Red Doctor and a Red Pilot: 2 specialties, 1 colour
    said = _set_near(FULL_CREW, k)
    assert [english(w, []) for w in said] == ["Your station has 2 of the 4 specialties: a full set scores 6 VP."]
    assert _set_near(SUMMIT, k) == []  # one colour is not near a set
    assert _set_near(MEDICAL, k) == []
    assert _set_near(FULL_CREW, counts(_station("L01"))) == []  # one specialty: nothing near
