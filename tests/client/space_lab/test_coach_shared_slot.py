"""Learn to play's first decision in Space Lab: the coach's pick of an order for the Objectives and what it says of
the shared middle slot (SL-13, R-11) hold on the board the player sees. Its words named a sharing of the order
picked as if the clicks made it ("click Violet then Pink. A Blue card between Yellow and Violet counts for both."),
where that Blue card counted for both on the board already; now they say it still does. Followed click by click, the
ring makes the order it names, the capsules it names then ask for that colour on the board, and the engine takes the
move (SU-3)."""

from __future__ import annotations

import pytest

from engine.core import Words
from engine.space_lab.cards import NEED, PERMS
from engine.space_lab.words import CAPSULE_COLOURS_WORDS, colour_cards
from game import i18n
from game import words as say_words
from tests.client.driver import DT, click, click_key
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle

STILL = "A {card} between {a} and {b} still counts for both."


def _shared(table: object, w: Words) -> bool:
    """The two capsules the sentence names, as the board arranges them now, both ask for its colour."""
    args = dict(w.args)
    left = CAPSULE_COLOURS_WORDS.index(args["a"])
    agency = next(ag for ag in range(4) if colour_cards(ag) == args["card"])
    board = [table.view.dealt[i] for i in table.ui.arrangement]  # type: ignore[attr-defined]
    return bool(NEED[board[left]][agency] and NEED[board[left + 1]][agency])


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
        assert w is not None and w.text == STILL, w  # this deal: the order picked keeps the sharing the tray has
        said = say_words.say(w, table.log.names)
        assert said in table.coach.text.replace("\n", " "), (said, table.coach.text)
        assert _shared(table, w), "true of the board before the clicks"
        for _ in range(6):  # the clicks the ring shows, capsule by capsule
            spot = table.coach.target(table.current_offers(), table.action_rects)
            if spot is None or table.ui.arrangement == PERMS[aim.card]:
                break
            click(app, spot.center)
        assert table.ui.arrangement == PERMS[aim.card], table.ui.arrangement
        assert _shared(table, w), "and after them"
        before = len(table.mod.recipe.actions)
        click_key(app, "ui:confirm") if "ui:confirm" in [k for _r, k in table.clickables()] else table.play(aim)
        assert table.mod.recipe.actions[before:before + 1] == [aim]  # the engine took the move the coach named
    finally:
        i18n.set_language("en")
