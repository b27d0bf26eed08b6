"""The set-up Hint names the clicks from the Objectives' order in the tray, not from the order dealt (playtest 14:
with the advised order 2-3-1 already made, the Hint still said "click Yellow then Violet, then Violet then Pink",
which scrambled it; and "Just as good: the order 1-2-3" was the order on screen). SU-3: the player arranges the
three Objectives, then Confirms."""

from __future__ import annotations

from typing import Any

import pytest

from engine import GAMES
from engine.core import Action
from engine.search.hint import Hint
from engine.space_lab.cards import PERMS
from game import i18n
from game.kit.advisor import advice_words
from game.kit.choices import Pick
from game.words import say
from tests.client.driver import DT
from tests.client.driver import click_key as click_ui
from tests.client.space_lab import steps

GAME = GAMES["space_lab"]


def _hint_line(app: Any, table: Any) -> tuple[Action, str]:
    click_ui(app, "ui:hint")
    for _ in range(3000):
        app.frame(DT)
        if table.advisor.advice is not None:
            line = table.advisor.line()
            assert line is not None
            return table.advisor.advice.action, line[0]
    raise AssertionError("the Hint found nothing")


@pytest.mark.parametrize("seed", [1, 4])
def test_following_the_setup_hint_then_asking_again_says_confirm(seed: int, data_dir: str) -> None:
    app, table = steps.start(2, seed)
    steps.settle(app, table)
    assert table.view.phase == "assign"
    best, _line = _hint_line(app, table)
    want = PERMS[best.card]
    while table.ui.arrangement != want:  # the swaps, by clicks, as the line says
        i = next(k for k in range(3) if table.ui.arrangement[k] != want[k])
        steps.click_key(app, table, Pick("swap", "capsule", i))
        steps.click_key(app, table, Pick("swap", "capsule", table.ui.arrangement.index(want[i])))
    again, line = _hint_line(app, table)
    assert again == best
    order = "-".join(str(k + 1) for k in want)
    if want == (0, 1, 2):
        assert f"order dealt, {order}" in line, line
    else:
        assert f"already in the order {order}: click Confirm" in line, line
    assert " then " not in line.split(".")[0], line  # no swap left to click


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_order_on_screen_beside_the_best_is_called_the_current_one(language: str) -> None:
    i18n.set_language(language)
    try:
        view = GAME.view(GAME.new(2, 1), 0)
        best, dealt = Action("assign", PERMS.index((1, 2, 0))), Action("assign", PERMS.index((0, 1, 2)))
        ranked = ((best, 100, 0.55), (dealt, 100, 0.55))
        line = advice_words(Hint(best, GAME.describe(best), ranked), lambda w: say(w, []), GAME, view=view)
        current = {"en": "your current order 1-2-3", "fr": "votre ordre actuel 1-2-3"}[language]
        assert current in line, line
    finally:
        i18n.set_language("en")
