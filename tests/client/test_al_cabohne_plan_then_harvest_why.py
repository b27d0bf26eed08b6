"""Playtest 31, turn 7: the coach said "Plant Blue on field 2, then harvest field 2. Field 2 then holds 9 Blue: 1 more
bean makes 4 coins": harvesting and waiting for a tenth bean in one line. Where the pick is said with the plan's next
step on the same field (a harvest), the reason tells of the field after both: what the field holds and what the
harvest earns (AC-12), in the Hint and in the coach, in English and in French. The engine takes the plan."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.al_cabohne.cards import BLUE, BROAD, FIRE, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import HARVEST
from engine.al_cabohne.state import PLANT
from engine.core import Action, words
from engine.search.hint import Hint, brief
from game import i18n
from game import words as say_words
from game.kit.coach import Coach
from game.tables.al_cabohne import coach as script

GAME = GAMES["al_cabohne"]
WAIT = ("Field {field} then holds {beans} {bean}: {n} more bean makes {coins} coins.",
        "Field {field} then holds {beans} {bean}: {n} more beans make {coins} coins.")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_plant_then_harvest_says_what_the_harvest_earns(language: str) -> None:  # rule AC-12, AC-19
    s = position(2, phase=PLANT, planted=1, fields={0: [[RUNNER], [BLUE] * 8]}, hands={0: [BLUE, FIRE, BLUE]},
                 bosses=[[BROAD] * 4, [PUFF] * 3], bought=[1], turn=7)
    view: Any = GAME.view(s, 0)
    plant = Action("plant", s.hands[0][0], "field:1")
    assert GAME.is_legal(s, plant)
    try:
        i18n.set_language(language)
        said = i18n.trn("Field {field} then holds {beans} {bean}: {n} coin if harvested.",
                        "Field {field} then holds {beans} {bean}: {n} coins if harvested.", 3, field=2, beans=9,
                        bean=i18n.tr("Blue"))
        wait = i18n.trn(*WAIT, 1, field=2, beans=9, bean=i18n.tr("Blue"), coins=4)
        found = Hint(plant, words("Best: {action}.", action=GAME.describe(plant)), ((plant, 60, 0.5), (HARVEST[1], 40, 0.3)), plan=(HARVEST[1],))
        line = say_words.say(brief(GAME, found, view=view, reasoned=True), ["Alice", "Nova"])
        assert said in line and wait not in line, line
        coach = Coach(script, "al_cabohne")
        coach.pos = len(script.OPENING)  # past the opening: the steady lines speak
        coach.tick(view, GAME.legal_actions(s), True, moves=0, hint=plant, plan=(HARVEST[1],))
        assert coach.aim == plant
        assert said in coach.text and wait not in coach.text, coach.text
        # without the harvest said after it, the plant alone still says what the field grows toward
        alone = Coach(script, "al_cabohne")
        alone.pos = len(script.OPENING)
        alone.tick(view, GAME.legal_actions(s), True, moves=0, hint=plant)
        assert wait in alone.text, alone.text
    finally:
        i18n.set_language("en")
    after, _ = GAME.apply(s, plant)  # the plan, as the engine plays it: 9 Blue, harvested for 3 coins
    assert len(after.fields[0][1]) == 9
    after, events = GAME.apply(after, HARVEST[1])
    assert next(e for e in events if e.kind == "harvest").value == 3
