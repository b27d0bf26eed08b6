"""The results say what a third field cost (AC-14, AC-35): coins spent on it are not in the score.

Playtest 30 (s104): "Coin pile before the final sale: 29" beside a game where each player had paid 4 coins for a
third field, with no word of it; the coins seemed lost."""

from __future__ import annotations

import dataclasses

import pytest

from engine.al_cabohne.rules import GAME
from engine.core import english
from game import i18n
from game.words import say

NAMES = ["Alice", "Nova"]


def _notes(bought: list[bool]) -> list[str]:
    view = dataclasses.replace(GAME.view(GAME.new(2, 5), 0), bought=tuple(bought))
    return [english(w, NAMES) for w in GAME.final_notes(view, NAMES)]


def test_each_player_who_bought_a_third_field_is_said_to_have_spent_four_coins() -> None:
    assert {"Alice spent 4 coins on a third field: coins spent do not count.",
            "Nova spent 4 coins on a third field: coins spent do not count."} <= set(_notes([True, True]))
    assert "Nova spent 4 coins on a third field: coins spent do not count." in _notes([False, True])
    assert not any("third field" in n for n in _notes([False, False]))


@pytest.mark.parametrize("lang", ["fr"])
def test_said_in_french(lang: str) -> None:
    was = i18n.language()
    try:
        i18n.set_language(lang)
        view = dataclasses.replace(GAME.view(GAME.new(2, 5), 0), bought=(True, False))
        said = [say(w, NAMES) for w in GAME.final_notes(view, NAMES)]
        assert "Alice a dépensé 4 pièces pour un troisième champ\u00a0: les pièces dépensées ne comptent pas." in said
    finally:
        i18n.set_language(was)
