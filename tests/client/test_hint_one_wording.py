"""The Hint says its runner-up one way per meaning, the same in English and French (issue 18): the French said it
three ways (« Juste derrière : », « Deuxième choix : », « ou, tout aussi bon : ») and went on with a capital after
« : » (« — ou, tout aussi bon : Mettre… »). Now two moves offered as level are "just as good" / « tout aussi bon »,
and beside a move called best the other is always the "next best" / « 2e choix » (a little less, or about so much
less), with or without the game's reason; French goes on in lower case after « : »."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from engine import GAMES
from engine.core import Action, Words, words
from engine.search.hint import Hint, brief, why
from engine.search.policy import SearchHooks
from game import i18n
from game.words import say
from tests.client.test_al_cabohne_hint_scale import _taxed_kidneys

PHRASES = {"en": {"level": "just as good: ", "less": "Next best: ", "behind": "Close behind: "},
           "fr": {"level": "tout aussi bon : ", "less": "2e choix : ", "behind": "Juste derrière : "}}
LITTLE = {"en": ", a little less at the end.", "fr": ", un peu moins à la fin."}
AC = GAMES["al_cabohne"]  # told apart by a third of a coin (its hint step is under one unit): "a little less"
# the search's rating moves by about 0.05 for a unit of lead (engine.review.UNITS_PER_REWARD)
GAPS = {"level": 0.001, "little": 0.02, "gap": 0.15}


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Any:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _lines(monkeypatch: pytest.MonkeyPatch, gap: float) -> tuple[str, str]:
    """The Hint line for two moves ``gap`` apart, without and with a reason for the best."""
    s = _taxed_kidneys()
    a, b = Action("harvest", -1, "field:0"), Action("tax")
    ranked = ((a, 60, 0.5 + gap), (b, 60, 0.5))
    view = AC.view(s, 0)
    found = Hint(a, why(AC, ranked, view=view), ranked)
    plain = say(brief(AC, found, True, view), [])
    hooks = AC.search_hooks() or SearchHooks()
    monkeypatch.setattr(type(AC), "search_hooks", lambda self: replace(
        hooks, reason=lambda v, x: words("It scores 3 now.") if x == a else None, reason_versus=None))
    reasoned = say(brief(AC, found, True, view, True), [])
    return plain, reasoned


@pytest.mark.parametrize("meaning", list(GAPS))
def test_each_meaning_has_one_wording_in_each_language(monkeypatch: pytest.MonkeyPatch, lang: str,
                                                       meaning: str) -> None:
    plain, reasoned = _lines(monkeypatch, GAPS[meaning])
    said = PHRASES[lang]
    found = [k for k, phrase in said.items() if phrase.lower() in plain.lower()]
    assert found == ["level" if meaning == "level" else "less"], (plain, found)
    # with a reason, level is argued for: "Best: X. <reason> Next best: Y." (never "Best" beside "just as good")
    found = [k for k, phrase in said.items() if phrase.lower() in reasoned.lower()]
    assert found == ["less"], (reasoned, found)
    for line in (plain, reasoned):  # "a little less" only where the two are told apart by less than a unit
        assert line.endswith(LITTLE[lang]) == (meaning == "little"), line


@pytest.mark.parametrize("meaning", list(GAPS))
def test_french_goes_on_in_lower_case_after_a_colon(monkeypatch: pytest.MonkeyPatch, meaning: str) -> None:
    i18n.set_language("fr")
    try:
        for line in _lines(monkeypatch, GAPS[meaning]):
            after = re.findall(r"[:] (\w)", line)
            assert after and all(c.islower() for c in after), line
    finally:
        i18n.set_language("en")


def test_a_name_a_blank_opens_keeps_its_capital() -> None:
    # a move's name that opens with a seat's or a card's name is never lowered ("Mars", "Alice")
    i18n.set_language("fr")
    try:
        named: Words = words("{card} stays", card=words("Mars"))
        assert say(words("Best: {action}.", action=named), []) == "Meilleur coup : Mars stays."
        verb = AC.describe(Action("tax"))
        assert say(words("Best: {action}.", action=verb), []).startswith("Meilleur coup : payer")
    finally:
        i18n.set_language("en")
