"""A Learn-to-play game continued keeps its coach (issue 18): "Continue" on the title dropped it, and a newcomer
expects the lesson to go on. The save says the game is a lesson; Continue brings the coach back where it stood,
having seen what the player saw (the notes already read are not said again)."""

from __future__ import annotations

import pytest

from game import saves
from game.kit.coach import engine_choice
from tests.client.driver import DT, continue_from_title, make_app, open_table, run_until
from tests.client.test_coach import _learn, _think_through
from tests.client.test_coach_follow import GAMES_WITH_A_COACH, _settle


@pytest.mark.parametrize("game", GAMES_WITH_A_COACH)
def test_a_lesson_continued_goes_on_with_its_coach(data_dir: str, game: str) -> None:
    app, table = _learn(game)
    mine = 0
    while mine < 4 and not table.mod.over:
        _settle(app, table)
        legal = table.mod.legal()
        table.play(engine_choice(game, table.view, legal, str(len(table.mod.recipe.actions))) or legal[0])
        mine += 1
    for _ in range(3):
        app.frame(DT)
    coach = table.coach
    found = saves.find(game)
    assert found is not None and found.saved.lesson, "saved as a lesson"
    again = continue_from_title()
    assert again.game_name == game and again.mod.recipe.actions == table.mod.recipe.actions
    assert again.coach is not None, "the coach comes back on Continue"
    back = again.coach
    assert (back.pos, back.said) == (coach.pos, coach.said), "where it stood, having seen what was seen"
    _think_through(again)
    _settle(again.app, again)
    assert back.text or again.mod.over, "it speaks on"
    assert saves.find(game).saved.lesson  # and is saved as a lesson again


def test_a_game_that_is_no_lesson_continues_without_a_coach(data_dir: str) -> None:
    from game.seats import Seat

    app = make_app("instant")
    table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "easy")], seed=4)
    app.push(table)
    run_until(app, lambda: table.input_open)
    table.play(table.mod.legal()[0])
    assert not saves.find("space_beans").saved.lesson
    assert continue_from_title().coach is None


def test_the_lesson_mark_round_trips_and_a_damaged_one_is_refused() -> None:
    from engine.recipe import BadRecipe, Recipe
    from game.seats import Seat

    seats = [Seat("Alice", True), Seat("Nova", False, "easy")]
    d = saves.SavedGame(Recipe("space_beans", 2, 7), seats, 1.0, chosen=True, lesson=True).to_dict()
    assert d["lesson"] is True and saves.SavedGame.from_dict(d).lesson
    assert not saves.SavedGame.from_dict({k: v for k, v in d.items() if k != "lesson"}).lesson
    with pytest.raises(BadRecipe):
        saves.SavedGame.from_dict({**d, "lesson": "yes"})
