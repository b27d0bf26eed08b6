"""Space Beans after the twenty-second playtest (newcomer, Learn to play and a game against two computers): the
coach's line about ending the turn holds where the first card already ends it; the recap at the game's end is titled
for the final turn."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.space_beans import GAME, card_id
from engine.space_beans.positions import position
from engine.space_beans.state import COLLECT
from game import i18n
from tests.client.driver import text_spy
from tests.client.space_beans.ending import ended_by_a_close
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
    ends = {"en": "Your last card of that type ends your turn.",
            "fr": "Votre dernière carte de ce type termine votre tour."}[lang]
    assert asked not in text and ends in text, text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_recap_at_the_game_s_end_is_titled_for_the_final_turn(data_dir: str, lang: str, monkeypatch: Any) -> None:
    """SB-25, SB-27: Alice closes her Klingbohns [2, 5] (+2: 28 -> 30) and the game ends with her turn; the recap of
    what the others did then was titled "Since your last turn", a turn that never comes (playtest 21)."""
    i18n.set_language(lang)
    _app, t = ended_by_a_close()
    assert t.mod.over and t.recap.active
    drawn = text_spy(monkeypatch)
    t.draw(pygame.Surface((1280, 720)))
    texts = [text for text, _rect in drawn]
    assert i18n.tr("Final turn") in texts and i18n.tr("Since your last turn") not in texts, texts


def test_the_french_coach_and_hint_say_one_colon_a_sentence(data_dir: str) -> None:
    """SB-18: open Klingbohns [2, 4] (+2) and a secret Darth Beans 9, no card for either in hand: the close is forced
    and is the coach's pick. « Conseil : La fermer : +2 points » read as a stammer (playtest 21): each sentence of the
    coach's panel (the Hint's words for the move too) has one colon at most."""
    import re

    state = position(3, phase="close", hands={0: [card_id(BL, 5)]}, open={0: [card_id(K, 2), card_id(K, 4)]},
                     secret={0: [card_id(D, 9)]})
    assert [a.kind for a in GAME.legal_actions(state)] == ["close"]  # forced (SB-18)
    table = _coached(state, "fr")
    for sentence in re.split(r"(?<=[.!?])\s+|\n", table.coach.text):
        assert sentence.count(":") <= 1, sentence
    assert "La fermer" in table.coach.text, table.coach.text
