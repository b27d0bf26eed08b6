"""Learn to play's first decision in Space Lab: the coach's pick of an order for the Objectives and what it says of
the shared middle slot (SL-13, R-11) hold on the board the player sees. Its words named a sharing of the order
picked as if the clicks made it ("click Violet then Pink. A Blue card between Yellow and Violet counts for both."),
where that Blue card counted for both on the board already; "still counts for both" then read as a gain of the
clicks, true of the order on the board too (playtest 34, 29.png): now they say nothing of it. Followed click by
click, the ring makes the order it names, and the engine takes the move (SU-3)."""

from __future__ import annotations

import pytest

from engine.space_lab.cards import PERMS
from game import i18n
from tests.client.driver import DT, click, click_key
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_coach_says_the_shared_slot_as_the_board_shows_it(data_dir: str, lang: str) -> None:
    app, table = _learn("space_lab")
    app.settings.language = lang
    i18n.set_language(lang)  # after the app, which sets its settings' language
    try:
        _settle(app, table)
        app.frame(DT)
        aim = table.coach.aim
        assert table.view.phase == "assign" and aim is not None and aim in table.mod.legal()
        from engine.search.hint import reason

        w = reason(table.game, table.ui.words_view(table.view), aim)
        # this deal: the order picked keeps the sharing the tray has, which the clicks do not bring
        assert w is None, w
        assert "counts for both" not in table.coach.text and "sert déjà aux deux" not in table.coach.text
        for _ in range(6):  # the clicks the ring shows, capsule by capsule
            spot = table.coach.target(table.current_offers(), table.action_rects)
            if spot is None or table.ui.arrangement == PERMS[aim.card]:
                break
            click(app, spot.center)
        assert table.ui.arrangement == PERMS[aim.card], table.ui.arrangement
        before = len(table.mod.recipe.actions)
        click_key(app, "ui:confirm") if "ui:confirm" in [k for _r, k in table.clickables()] else table.play(aim)
        assert table.mod.recipe.actions[before:before + 1] == [aim]  # the engine took the move the coach named
    finally:
        i18n.set_language("en")
