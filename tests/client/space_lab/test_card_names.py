"""One card, one name (issue 18, the fifth re-test): the log said "Alice reveals Gold Pilot", then "Alice takes 1
Golden Planet card", as if two cards were meant. Wherever the table speaks of an agency's cards (a take, a
recruit, the rival's clearing, the moves' names), it uses the word the cards' own names start with: their colour
(SL-5, SL-6; "Red card" means a Lab card of that agency, rules §2).
"""

from __future__ import annotations

import pytest

from engine.core import Action, Event
from engine.space_lab.cards import AGENCY_OF
from engine.space_lab.codes import lab
from engine.space_lab.content import AGENCY_COLOURS, AGENCY_NAMES
from engine.space_lab.words import card_words, describe, describe_event
from game import i18n
from game import words as say_words

NAMES = ["Alice", "Nova"]


def _say(w: object) -> str:
    assert w is not None
    return say_words.say(w, NAMES)  # type: ignore[arg-type]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_cards_taken_are_named_as_the_cards_revealed(language: str) -> None:
    i18n.set_language(language)
    try:
        for code in ("L01", "L16", "L31", "L46"):
            card = lab(code)
            agency = AGENCY_OF[card]
            colour, name = i18n.tr(AGENCY_COLOURS[agency]), i18n.tr(AGENCY_NAMES[agency])
            revealed = _say(describe_event(Event("reveal", 0, (card,)), 0))
            assert _say(card_words(card)) in revealed and colour in revealed
            lines = [_say(describe_event(Event(kind, 0, (card, card), value=agency), 0))
                     for kind in ("take", "recruit", "rival")]
            lines += [_say(describe(Action("agency", agency))), _say(describe(Action("recruit", agency)))]
            for line in lines:  # the colour agrees with the cards in French (« cartes bleues »)
                assert colour.lower() in line.lower() and name not in line, (line, colour, name)
        # the one-card line reads right too ("takes 1 Gold card")
        take = _say(describe_event(Event("take", 0, (lab("L46"),), value=3), 0))
        assert take == {"en": "Alice takes 1 Gold card", "fr": "Alice prend 1 carte Or"}[language], take
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_lab_card_has_a_name_of_its_own(language: str) -> None:
    """Issue 18, tenth re-test: "Technicien Rouge" costing 1 (draw 1 Lab card) and costing 3 (3 VP per tile) were
    told apart only by the coach's ring. An agency holds up to four cards of one specialty (rules §5.1), so a
    name that the log, the coach and the Hint all use ends with the effect printed on the card."""
    from engine.space_lab.cards import COST_OF, LAB_IDS
    i18n.set_language(language)
    try:
        names = {c: _say(card_words(c)) for c in LAB_IDS}
        assert len(set(names.values())) == len(LAB_IDS), sorted(names.values())
        low, high = lab("L04"), lab("L15")  # the two Red Technicians the playtester met
        assert COST_OF[low] == 1 and COST_OF[high] == 3
        assert names[low] != names[high]
        assert i18n.tr("Red") in names[low] and i18n.tr("Technician") in names[low]
        placed = _say(describe_event(Event("place", 0, (high,), target="T0"), 0))
        assert names[high] in placed
    finally:
        i18n.set_language("en")
