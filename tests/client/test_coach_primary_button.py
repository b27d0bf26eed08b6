"""Where the coach names a button's move, that button alone is the yellow one to press (playtest): in Space Beans'
Learn to play, "Draw 2 cards" stood out yellow while the coach's arrow and the Hint both named "Don't draw"."""

from __future__ import annotations

import pytest

from engine.core import Action
from game.kit.coach import engine_choice
from tests.client.driver import DT
from tests.client.test_coach import _learn, _think_through
from tests.client.test_coach_follow import _settle

MOVES = 80


@pytest.mark.parametrize("game", ["space_beans", "al_cabohne"])
def test_the_coach_s_button_is_the_only_primary_one(data_dir: str, game: str) -> None:
    app, table = _learn(game)
    named, other_than_before = 0, 0
    for _ in range(MOVES):
        _settle(app, table)
        if table.mod.over:
            break
        for _frame in range(5):
            if table.coach.aim is not None:
                break
            _think_through(table)
            app.frame(DT)
        aim = table.coach.aim
        buttons = [(b, key) for b, key in table.ui.buttons() if isinstance(key, Action)]
        if aim is not None and any(key == aim for _b, key in buttons):
            lit = [key for b, key in buttons if b.primary]
            assert lit == [aim], (aim, lit)
            named += 1
            other_than_before += aim.kind not in ("draw", "tax", "end")  # the button that was always yellow
        if named >= 4 and (other_than_before or game != "space_beans"):
            break  # enough seen: the rest of the game would only take the suite's time
        legal = table.mod.legal()
        table.play(aim if aim is not None and aim in legal
                   else engine_choice(game, table.view, legal, str(len(table.mod.recipe.actions))) or legal[0])
    assert named, "the coach named a button's move"
    if game == "space_beans":
        assert other_than_before, "the coach named a button that was not the yellow one before"
