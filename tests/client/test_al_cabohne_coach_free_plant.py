"""Learn to play, followed: where the coach picks the reveal while the front card could go on its own field for free
(AC-18, AC-19), its words are true of that free plant (playtest 28: "The Fire is at the front of your hand: it is
planted first next turn anyway." read as if planting it now changed nothing, and the coach planted such a card at
other turns). It says the plant is free now and that the card may wait, the first to be planted next turn; the
move it names is legal and played, in English and in French."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.facts import CT, field_targets
from engine.al_cabohne.words import BEAN_WORDS
from game import i18n
from game.words import say
from tests.client.driver import DT
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import coach_aims


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_the_coach_s_reveal_beside_a_free_plant_says_it_is_free(lang: str, data_dir: str) -> None:  # AC-18, AC-19
    app, table = _learn("al_cabohne")
    app.settings.language = lang
    i18n.set_language(lang)
    app.frame(DT)
    checked = 0
    for aim in coach_aims(app, table):
        view, coach = table.view, table.coach
        assert aim in table.mod.legal(), (aim, coach.text)
        front = view.hands[0][0] if view.hands[0] else -1
        targets = field_targets(view.fields[0], CT[front]) if front >= 0 else []
        if aim.kind == "end" and view.phase == "plant" and view.planted == 1 and targets and view.fields[0][targets[0]]:
            text = coach.text.replace("\n", " ")
            bean = say(BEAN_WORDS[CT[front]], [])
            free = i18n.tr("Planting the {bean} now is free, but it can wait: it is the first card you plant next "
                           "turn.", bean=bean)
            assert free in text and "anyway" not in text and "de toute façon" not in text, text
            checked += 1
        table.play_all([aim, *coach._plan[coach._step + 1:]])
    assert checked, "following the coach never met a reveal beside a free plant"
