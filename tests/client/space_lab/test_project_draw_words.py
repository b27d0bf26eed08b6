"""Playtest 15's words: a card that draws 2 Projects and keeps 1 was named "(+2 Projects)", read as gaining two
(SL-15); the results' middle column "Objective cards" stood over no picture, and the rules call them Objective
tiles; "Alice triggered the end 1 more turn after this one" ran two sentences together."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from engine.space_lab import Final, FinalScore
from engine.space_lab.cards import EFFECT_OF, LAB_IDS
from engine.space_lab.content import K_DRAW_PROJECT
from engine.space_lab.positions import position
from engine.space_lab.words import card_words
from game import i18n
from game import record as shown
from game.words import say
from tests.client.driver import DT
from tests.client.space_lab import steps

TWO = next(c for c in LAB_IDS if EFFECT_OF[c] is not None and EFFECT_OF[c].kind == K_DRAW_PROJECT
           and EFFECT_OF[c].value == 2)


@pytest.mark.parametrize(("language", "tag"), [("en", "(draw 2 Projects, keep 1)"),
                                               ("fr", "(piocher 2 Projets, garder 1)")])
def test_a_card_drawing_two_projects_says_it_keeps_one(language: str, tag: str) -> None:
    i18n.set_language(language)
    try:
        name = say(card_words(TWO), [])
        assert name.endswith(tag) and "+2" not in name, name
    finally:
        i18n.set_language("en")


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_the_objective_column_of_the_results_pictures_the_tiles(data_dir: str, language: str) -> None:
    _app, table = steps.start(2, 1)
    steps.at(table, position(2))
    i18n.set_language(language)  # after the app, which sets the language of its settings
    scores = tuple(FinalScore(t, 0, 3, 0, t, ()) for t in (40, 30))
    table.view = dataclasses.replace(table.view, final=Final(scores, (0,), "", "cards", ""))
    for i, row in enumerate(table.result_rows()):
        part = row.parts[1]
        assert part.label == {"en": "Objective effect", "fr": "Objectifs"}[language]
        assert part.cards == tuple(table.view.objectives[i]) and len(part.cards) == 3


@pytest.mark.parametrize(("language", "line"), [("en", "Orbit triggered the end:"),
                                                ("fr", "Orbit a déclenché la fin :")])
def test_the_end_trigger_line_ends_with_a_colon(data_dir: str, language: str, line: str) -> None:
    app, table = steps.start(2, 1)
    steps.at(table, position(2))
    table.view = dataclasses.replace(table.view, trigger=1, last_seat=1)
    i18n.set_language(language)
    try:
        with shown.capture() as items:
            app.frame(DT)
        assert line in shown.texts(items)
    finally:
        i18n.set_language("en")
