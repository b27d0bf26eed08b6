"""A placement that leaves a capsule unable to be validated (SL-13) is said alike wherever it is read (issue 18,
playtest 15): the Hint's reason, and the slot's tip while the card is chosen, which said nothing of it. Both say
why giving the capsule up costs little: the end comes first (SL-17), a colour it lacks is in neither the hand nor
the Recruitment Centre (SL-6), or too few slots are left for the cards it lacks."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action
from engine.search.hint import reason
from engine.space_lab import GAME
from engine.space_lab.advice import capsule_lost
from engine.space_lab.content import SLOTS
from game import i18n
from game.kit.choices import Pick
from game.tables.space_lab import tips
from tests.client.space_lab import steps

WHY = ("slot", "anyway", "Centre")  # the three reasons a lost capsule costs little ("slot": too few left for it)


def _losing(table: Any) -> list[Action]:
    v = table.view
    return [a for a in table.mod.legal() if a.kind == "place" and capsule_lost(v, a.card, a.target) is not None]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_slot_tip_says_the_lost_capsule_as_the_hint_does(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 3)
    assert steps.play_until(app, table, lambda t: bool(_losing(t))), "no placement lost a capsule in this game"
    i18n.set_language(language)
    try:
        a = _losing(table)[0]
        said = reason(GAME, table.view, a)
        assert said is not None and any(k in said.text for k in WHY) and said.tone == "bad", said  # the coach keeps it
        steps.click_key(app, table, Pick("select", "hand", a.card))
        lines = tips.slot_lines(table.ui, SLOTS.index(a.target), table.view.objectives[table.bottom])
        assert table.say(said) in lines, (lines, table.say(said))
    finally:
        i18n.set_language("en")
