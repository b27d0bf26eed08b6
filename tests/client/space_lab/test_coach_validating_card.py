"""Learn to play, turn 10 (playtest 28, s38-s40): the coach's pick took the 2 revealed Red cards over a Blue card
costing 0 that would validate the Violet capsule, saying only "2 cards: the most of any colour." The pick now says
where that Blue card goes (SL-5: the cards not taken go to the Recruitment Centre), a fact, and no plan the search
does not hold; the newcomer who follows the ring takes the Reds and the engine accepts the move.

The position is the playtest's own: the lesson's deal (``engine.space_lab.lesson``) and its first 46 moves."""

from __future__ import annotations

import pytest

from engine.core import Action
from engine.recipe import Recipe
from engine.space_lab.lesson import OPTIONS, PLAYERS, SEED
from engine.space_lab.words import CAPSULE_COLOURS_WORDS, colour_cards
from game import i18n, saves
from game.i18n import tr
from game.seats import Seat
from game.words import say
from tests.client.driver import DT, click, continue_from_title
from tests.client.test_coach import _think_through
from tests.client.test_coach_follow import _settle

MOVES = [
    ("assign", 1, ""), ("assign", 0, ""), ("draw", -1, ""), ("agency", 0, ""), ("draw", -1, ""), ("agency", 1, ""),
    ("recruit", 2, ""), ("recruit", 3, ""), ("place", 5, "B2"), ("pay", 36, ""), ("place", 46, "M0"), ("end", -1, ""),
    ("place", 56, "B1"), ("pay", 30, ""), ("pay", 59, ""), ("end", -1, ""), ("recruit", 1, ""), ("draw", -1, ""),
    ("agency", 0, ""), ("draw", -1, ""), ("agency", 1, ""), ("place", 8, "B0"), ("pay", 2, ""), ("keep", 114, ""),
    ("end", -1, ""), ("place", 19, "B1"), ("pay", 15, ""), ("place", 21, "T2"), ("pay", 41, ""), ("end", -1, ""),
    ("draw", -1, ""), ("agency", 2, ""), ("recruit", 2, ""), ("recruit", 3, ""), ("draw", -1, ""), ("agency", 2, ""),
    ("place", 57, "T2"), ("pay", 39, ""), ("pay", 45, ""), ("keep", 111, ""), ("end", -1, ""), ("place", 33, "M2"),
    ("end", -1, ""), ("draw", -1, ""), ("agency", 2, ""), ("draw", -1, ""),
]
REDS, BLUE, VIOLET = 0, 1, 1


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_says_where_the_card_left_behind_goes(data_dir: str, language: str) -> None:  # rules SL-5, SL-13
    rec = Recipe("space_lab", PLAYERS, SEED, dict(OPTIONS), [Action(k, c, t) for k, c, t in MOVES])
    assert saves.keep(rec, [Seat("Alice", True), Seat("Nova", False, "easy")], chosen=True, lesson=True)
    table = continue_from_title()
    assert table.coach is not None
    app = table.app
    app.settings.language = language
    i18n.set_language(language)
    try:
        _think_through(table)
        _settle(app, table)
        v = table.view
        assert v.phase == "agency" and table.coach.aim == Action("agency", REDS), (v.phase, table.coach.aim)
        left = say(colour_cards(BLUE), table.names)
        capsule = say(CAPSULE_COLOURS_WORDS[VIOLET], table.names)
        note = tr("The {card} that would validate {capsule} goes to the Centre.", card=left, capsule=capsule)
        assert note in table.coach.text.replace("\n", " "), table.coach.text
        before = len(table.mod.recipe.actions)
        spot = table.coach.target(table.current_offers(), table.action_rects)
        assert spot is not None
        click(app, spot.center)
        for _ in range(5):
            app.frame(DT)
        assert table.mod.recipe.actions[before:before + 1] == [Action("agency", REDS)]
    finally:
        i18n.set_language("en")
