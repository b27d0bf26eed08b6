"""An empty Boss's label says which beans he may get (issue 18, playtest 59.png): "takes any type" was refused when
the type was one another Boss grows (AC-24: two Bosses never grow the same type). In French "type qu'aucun Boss n'a" read
as a sentence cut off (playtest 11): "pour un type sans Boss"."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engine.al_cabohne.cards import FIRE, KIDNEY
from engine.al_cabohne.positions import position
from engine.al_cabohne.state import CULTIVATE
from game import i18n, record
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at

WORDS = {"en": ("a type no Boss grows", "any type"), "fr": ("pour un type sans Boss", "tout type")}


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_an_empty_boss_takes_a_type_no_boss_grows(lang: str, data_dir: str) -> None:
    table = _ac_table_at(position(1, phase=CULTIVATE, hands={0: [KIDNEY, FIRE]}, fields={0: [[], [], []]},
                                  bosses=[[FIRE], [], [KIDNEY]]))
    _set_language(lang)
    with record.capture() as items:
        table.ui.paint(pygame.Surface((1280, 720)))
    texts = record.texts(items)
    right, wrong = WORDS[lang]
    assert right in texts and not any(wrong in x for x in texts), texts
