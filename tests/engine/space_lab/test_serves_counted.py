"""A placement's reason says plainly what its colour count is (SL-13): the colours the capsule still lacks once this
card is in, and that they are what validates it. "Blue for the Yellow capsule: 2 more colours to go" left a newcomer
asking whether the card was counted and what the colours were for (playtest 23)."""

from __future__ import annotations

from types import SimpleNamespace

from engine.core import english
from engine.space_lab.advice import serving_words
from engine.space_lab.cards import AGENCY_OF, LAB_IDS, NEIGHBOURS, OBJECTIVE, OBJECTIVE_IDS
from engine.space_lab.content import SLOT_CAPSULES, SLOTS


def test_the_colours_left_are_counted_with_the_card_in() -> None:
    objective = OBJECTIVE_IDS[0]
    wanted = OBJECTIVE[objective].colours
    card = next(c for c in LAB_IDS if AGENCY_OF[c] == wanted[0])
    slot = next(k for k in NEIGHBOURS[0] if SLOT_CAPSULES[k] == (0,))  # a slot beside capsule 0 alone
    empty = (0,) * len(SLOTS)
    after = tuple(card if k == slot else 0 for k in range(len(SLOTS)))
    view = SimpleNamespace(seat=0, objectives=((objective, OBJECTIVE_IDS[1], OBJECTIVE_IDS[2]),),
                           tiles=((0, 0, 0),), stations=(empty,))
    said = [english(w, []) for w in serving_words(view, card, slot, after)]
    assert len(said) == 1, said
    assert said[0].endswith(": with this card, it needs 2 more colours to be validated."), said
