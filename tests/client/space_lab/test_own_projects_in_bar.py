"""The viewer's bar shows what their own secret Projects add now beside the running VP (playtest 31: "Alice 39 VP",
then a final score of 79, the Projects' 18 VP said only in the small line under it: the race was misjudged all game).
Section 13, step 4: Projects score at the end; 15.2: they are the holder's secret, so no other seat's figure shows."""

from __future__ import annotations

import pytest

from engine.space_lab.codes import lab, project
from engine.space_lab.positions import position
from engine.space_lab.rules import GAME
from engine.space_lab.words import running_score
from game import i18n
from game import words as say_words
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn

STATIONS = {0: {"T0": lab("L12"), "M0": lab("L01"), "B0": lab("L23"), "M1": lab("L33")}, 1: {"T0": lab("L27")}}
# Medical Research (2 VP per Doctor: 3 Doctors, 6 VP) and one Space Telescope (3 VP) for Alice; Orbit's Flight
# Program (2 VP per Pilot: its Blue Pilot, 2 VP) stays secret
PROJECTS = {0: [project("P01"), project("P13")], 1: [project("P04")]}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bar_adds_the_viewer_s_own_projects_and_no_one_else_s(language: str, data_dir: str) -> None:
    state = position(2, stations=STATIONS, projects=PROJECTS)
    mine, theirs = GAME.view(state, 0), GAME.view(state, 1)
    assert mine.project_points > 0 and theirs.project_points > 0
    app, table = steps.start(2, 1)
    i18n.set_language(language)
    try:
        steps.at(table, state)
        steps.settle(app, table)
        drawn = " ".join(texts_drawn(app))
        shown = say_words.say(running_score(mine, 0), [])
        assert shown == i18n.tr("{n} VP (+{p})", n=mine.scores[0], p=mine.project_points), shown
        assert shown in drawn, drawn
        # Orbit's Projects: its panel shows its public VP alone, and no seat's view says its figure
        assert f"(+{theirs.project_points})" not in drawn, drawn
        assert say_words.say(running_score(mine, 1), []) == i18n.tr("{n} VP", n=mine.scores[1])
        assert say_words.say(running_score(GAME.view(state, None), 0), []) == i18n.tr("{n} VP", n=mine.scores[0])
    finally:
        i18n.set_language("en")
