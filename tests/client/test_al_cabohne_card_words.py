"""The cultivate prompt says the cards in the words of the table and of the rules pages (AC-22: the revealed cards
of one type are placed whole): a newcomer stopped at "Place every kept unit", a word nothing on the table shows.
Over seeded solo and two-player games, at each cultivate decision with revealed cards to place, the prompt names
the revealed beans as the table's heading does ("Your revealed beans"), and neither it nor the rules pages say
"unit", in English or in French."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne import pages as rules_pages
from engine.al_cabohne.words import hint
from engine.core import Words
from game import i18n
from game import words as say_words

GAME = GAMES["al_cabohne"]
HEADING = {"en": "revealed beans", "fr": "haricots révélés"}  # the table's "Your revealed beans"
UNIT = {"en": "unit", "fr": "unité"}


def _cultivating(count: int) -> list[Any]:
    out: list[Any] = []
    for seed in range(40):
        state = GAME.new(1 + seed % 2, seed)
        rng = random.Random(seed)
        mine = 0  # a few of each game, solo and two players alike
        while not GAME.is_over(state) and len(out) < count and mine < 5:
            view = GAME.view(state, GAME.to_act(state))
            if view.phase == "cultivate" and any(view.kept) and not view.filling and view.proposal is None:
                out.append(view)
                mine += 1
            state, _ = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        if len(out) >= count:
            break
    return out


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_cultivate_prompt_says_revealed_beans_not_units(language: str) -> None:  # rule AC-22, AC-28
    views = _cultivating(30)
    assert {v.solo for v in views} == {True, False}
    try:
        i18n.set_language(language)
        assert HEADING[language] in i18n.tr("Your revealed beans").lower()
        for view in views:
            said = say_words.say(hint(view), ["Alice", "Nova"]).lower()
            assert HEADING[language] in said and UNIT[language] not in said, said
        said_on_pages = [t if isinstance(t, str) else t.text if isinstance(t, Words) else t[1]
                         for _title, texts in rules_pages.PAGES for t in texts
                         if isinstance(t, (str, Words)) or t[0] == "say"]
        pages = " ".join(i18n.tr(t) for t in said_on_pages).lower()
        assert UNIT[language] not in pages
    finally:
        i18n.set_language("en")
