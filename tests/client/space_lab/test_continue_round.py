"""The title's Continue line says how far a saved Space Lab game is in the table's own words (issue 18, the tenth
re-test): it said "turn 7" of a two-player game whose side panel read "Round 4" (every seat's turns counted
together). It names the round the side panel names (SL-1: seats play in turn order, one turn each per round)."""

from __future__ import annotations

import pytest

from game import i18n
from game.scenes.title import TitleScene
from tests.client.driver import DT, make_app
from tests.client.space_lab import steps


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_continue_line_names_the_round(language: str, data_dir: str) -> None:
    app, table = steps.start(2, 3)
    assert steps.play_until(app, table, lambda t: t.view.turn >= 7 and t.input_open)
    v = table.view
    assert v.round == 4 and v.turn == 7
    again = make_app("instant")
    title = TitleScene(again)
    again.push(title)
    again.frame(DT)
    i18n.set_language(language)
    try:
        line = title.continue_line()
        assert i18n.tr("round {n}", n=4) in line, line
        assert i18n.tr("turn {n}", n=7) not in line, line
    finally:
        i18n.set_language("en")


def test_a_solo_game_says_its_turn_as_its_turn_box_does(data_dir: str) -> None:
    """Solo counts turns (Appendix A: 20 of them), and its turn box says "Turn 3 of 20": the line says the same."""
    app, table = steps.start(1, 3)
    assert steps.play_until(app, table, lambda t: t.view.turn >= 3 and t.input_open)
    title = TitleScene(app)
    assert i18n.tr("turn {n}", n=table.view.turn) in title.continue_line()
