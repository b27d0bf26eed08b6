"""One card, one name (issue 18, the fifth re-test): the log said "Alice reveals Gold Pilot", then "Alice takes 1
Golden Planet card", as if two cards were meant. Wherever the table speaks of an agency's cards (a take, a
recruit, the rival's clearing, the moves' names), it uses the word the cards' own names start with: their colour
(SL-5, SL-6; "Red card" means a Lab card of that agency, rules §2).
"""

from __future__ import annotations

import pytest

from engine.core import Action, Event, Player, words
from engine.space_lab.cards import AGENCY_OF, lab
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
            for line in lines:
                assert colour in line and name not in line, (line, colour, name)
        # the one-card line reads right too ("takes 1 Gold card")
        take = _say(describe_event(Event("take", 0, (lab("L46"),), value=3), 0))
        gold = _say(words("{who} takes {n} {agency} card", plural="{who} takes {n} {agency} cards", who=Player(0),
                          n=1, agency=words(AGENCY_COLOURS[3])))
        assert take == gold
    finally:
        i18n.set_language("en")
