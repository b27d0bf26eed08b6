"""The hand limit is said once on the table, in the Recruitment Centre's box (playtest 14: the same sentence in that
box, under the greyed Draw button and on a refused click, three times at once). SL-2: with 5 or more cards at the
start of the turn, placing is the only move."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.space_lab.cards import LAB_IDS
from engine.space_lab.positions import position
from engine.space_lab.words import why_not
from game import i18n
from game import words as say_words
from tests.client.driver import DT
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn

HAND = [4, 10, 22, 36, 51]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hand_limit_is_written_once(language: str, data_dir: str) -> None:
    i18n.set_language(language)
    try:
        app, table = steps.start(2, 1)
        steps.at(table, position(2, hands={0: HAND}, deck=[c for c in LAB_IDS if c not in HAND], start_hand=5,
                                 rc={1: [17]}))
        steps.settle(app, table)
        for _ in range(5):
            app.frame(DT)
        v = table.view
        assert v.hand_limited
        limit = " ".join(say_words.say(why_not(v, Action("draw")), []).split())
        drawn = " ".join(" ".join(texts_drawn(app)).split())
        assert drawn.count(limit) == 1, (limit, drawn)
    finally:
        i18n.set_language("en")
