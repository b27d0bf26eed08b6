"""Playtest 32b, turn 17: the newcomer harvested the taxed Kidney field to avoid the tax, and the same turn's reveal
handed those Kidney beans to Don Corlebohne from the discard, who sold them to the Mafia (rules AC-17: a taxed field
may be harvested first; AC-21: the reveal hands a Boss the beans of his type on top of the discard). The Hint said so
("would reach Don Corlebohne anyway"), the tax's prompt did not: it says it now, in the engine's words, before the
harvest is clicked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, KIDNEY, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import GAME, HARVEST
from engine.al_cabohne.state import TAX
from engine.al_cabohne.words import BEAN_WORDS, BOSS_WORDS
from engine.core import words
from game import i18n
from game.i18n import tr
from game.tables.al_cabohne.art import MAFIA_RED
from tests.client.layout_walk import _set_language
from tests.client.test_newcomer_fixes import _ac_table_at


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_the_tax_prompt_says_a_harvest_to_avoid_it_feeds_the_boss(lang: str, data_dir: str) -> None:  # AC-17, AC-21
    # Don grows Kidney: field 1 (Kidney ×5) is taxed; harvested, 1 coin and 4 Kidney on top of the discard
    s = position(1, phase=TAX, fields={0: [[KIDNEY] * 5, [BLUE] * 2]}, bosses=[[FIRE], [KIDNEY] * 2, [PUFF]],
                 hands={0: [BROAD, RUNNER]})
    table = _ac_table_at(s)
    _set_language(lang)
    said = table.say(words("Harvested instead, field {field}'s {bean} would reach {boss} anyway, from the discard.",
                           plural="Harvested instead, field {field}'s {bean} beans would reach {boss} anyway, from the "
                           "discard.", n=5, field=1, bean=BEAN_WORDS[KIDNEY], boss=BOSS_WORDS[1]))
    assert tr("Don Corlebohne") in said
    text, colour = table.ui.prompt()
    assert text.endswith(said) and colour == MAFIA_RED
    # it is so: the harvest is taken, and the turn's reveal hands Don the Kidney beans from the discard
    after = GAME.apply(s, HARVEST[0])[0]
    assert len(after.coins[0]) == 1 and after.bosses[1] == s.bosses[1]
    pay = next(a for a in GAME.legal_actions(after) if a.kind == "tax")  # the tax step, nothing due any more
    after = GAME.apply(after, pay)[0]
    plant = next(a for a in GAME.legal_actions(after) if a.kind == "plant")
    after = GAME.apply(after, plant)[0]
    end = next(a for a in GAME.legal_actions(after) if a.kind == "end")
    after = GAME.apply(after, end)[0]
    # Don took the 4 Kidney (6 in all) and sold them at once: 2 coins to the Mafia (AC-13)
    assert not after.bosses[1] and len(after.treasury) >= len(s.treasury) + 2

