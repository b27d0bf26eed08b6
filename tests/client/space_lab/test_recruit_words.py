"""A stack recruited is named with its colour agreeing in French (playtest 14: « Recruter la pile Vert »): the
Hint and the coach name the move as the player reads it on the stack, in both languages (SL-6, recruiting)."""

from __future__ import annotations

import pytest

from engine import GAMES
from engine.core import Action
from game import i18n
from game.words import say

GAME = GAMES["space_lab"]


@pytest.mark.parametrize(("language", "said"), [
    ("en", ["Recruit the Red stack", "Recruit the Blue stack", "Recruit the Green stack", "Recruit the Gold stack"]),
    ("fr", ["Recruter la pile rouge", "Recruter la pile bleue", "Recruter la pile verte", "Recruter la pile Or"]),
])
def test_a_recruited_stack_is_named_by_its_colour_agreeing(language: str, said: list[str]) -> None:
    try:
        i18n.set_language(language)
        assert [say(GAME.describe(Action("recruit", a)), []) for a in range(4)] == said
    finally:
        i18n.set_language("en")
