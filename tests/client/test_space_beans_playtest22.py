"""Space Beans after the twenty-second playtest (newcomer, Learn to play and a game against two computers): the
coach's line about ending the turn holds where the first card already ends it."""

from __future__ import annotations

import pytest

from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from tests.client.test_space_beans_coach_draw import _coached
from tests.client.test_space_beans_newcomer9 import _english_after  # noqa: F401  (English after each)

K, D, BL = 0, 1, 2  # the first types in the spec's order


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_line_asks_to_end_the_turn_where_the_first_card_ends_it(data_dir: str, lang: str) -> None:
    """SB-20, SB-22: every card in hand is alone of its type, so whichever is played ends the step and the turn at
    once: "End your turn when you are done" asked for a click that never comes (playtest 21). The line says what
    ends the turn."""
    state = position(3, phase=COLLECT, hands={0: [card_id(K, 3), card_id(D, 5), card_id(BL, 7)]},
                     open={0: [card_id(K, 4)]})
    assert all(a.kind == "play" for a in GAME.legal_actions(state))  # no Done before a first card (SB-20)
    text = _coached(state, lang).coach.text.replace("\n", " ")
    asked = {"en": "End your turn when you are done", "fr": "quand vous avez fini"}[lang]
    ends = {"en": "Your last card of that type, or Done, ends your turn.",
            "fr": "Votre dernière carte de ce type, ou « Terminé », termine votre tour."}[lang]
    assert asked not in text and ends in text, text
