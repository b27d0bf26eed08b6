"""The set-up's Objectives order names the capsules to click (playtest 11, SU-3): "in the order 1-3-2" left a
newcomer to work out that it meant swapping what the Violet and Pink capsules hold. The Hint's and the coach's words
now say the swaps by the capsules' colours; clicking the capsules they name, in pairs, makes the order named."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.core import Action
from engine.space_lab.cards import PERMS
from engine.space_lab.content import CAPSULE_COLOURS
from game import i18n
from game import words as say_words
from game.tables.space_lab import layout as L
from tests.client.driver import DT, click
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def at_the_assignment(language: str) -> tuple[Any, Any, dict[str, int]]:
    """Space Lab's Learn game at its set-up's Objectives order, in ``language`` (the caller sets English back): the
    app, the table, and each capsule's colour as said to its index."""
    app, table = _learn("space_lab")
    _settle(app, table)
    assert table.view.phase == "assign"
    i18n.set_language(language)
    return app, table, {i18n.tr(c): k for k, c in enumerate(CAPSULE_COLOURS)}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_clicking_the_capsules_named_makes_the_order_named(data_dir: str, language: str) -> None:
    app, table, colours = at_the_assignment(language)
    try:
        for k, want in enumerate(PERMS):
            table.ui.reset()
            text = say_words.say(table.game.describe_in(table.view, Action("assign", k)), [])
            assert "-".join(str(n + 1) for n in want) in text, text  # the numbers beside the tray's cards
            named = [colours[w] for w in re.findall("|".join(colours), text)]
            assert len(named) % 2 == 0 and (named != []) == (want != (0, 1, 2)), text
            for capsule in named:
                click(app, L.tray_card("box", capsule, 3).center)
                app.frame(DT)
            assert table.ui.arrangement == want, (text, table.ui.arrangement)
    finally:
        i18n.set_language("en")
