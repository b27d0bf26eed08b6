"""A Hint line with no room for the other move's name does not speak of a second choice it never names (playtest
24: « récolter le champ 2 — environ 1 pièce de mieux que le 2e choix »): the best is better than any other move."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.core import Action
from engine.search.hint import Hint, brief, why
from game import i18n
from game.words import say
from tests.client.test_al_cabohne_hint_scale import _taxed_kidneys

AC = GAMES["al_cabohne"]
NEXT = {"en": "next best", "fr": "2e choix"}


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Any:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("gap", [0.02, 0.15])  # a little, and about a coin or more (engine.review.UNITS_PER_REWARD)
def test_the_unnamed_other_is_not_called_the_second_choice(lang: str, gap: float) -> None:  # rule AC-12
    s = _taxed_kidneys()
    a, b = Action("harvest", -1, "field:0"), Action("tax")
    ranked = ((a, 60, 0.5 + gap), (b, 60, 0.5))
    view = AC.view(s, 0)
    found = Hint(a, why(AC, ranked, view=view), ranked)
    named, unnamed = (say(brief(AC, found, other, view), []) for other in (True, False))
    assert NEXT[lang] in named.lower(), named  # naming it, the line says which move is second
    assert NEXT[lang] not in unnamed.lower(), unnamed
