"""A saved game the engine refuses is said in the player's language, in the engine's words (issue 18,
Al Cabohne playtest: the French title read "… ne peut pas reprendre : move 1 (place) is not legal there.")."""

from __future__ import annotations

from engine import GAMES
from engine.core import english
from engine.recipe import Recipe, replay
from game import i18n, saves
from game.scenes.title import TitleScene
from game.seats import Seat
from tests.client.driver import DT, make_app


def test_a_refused_move_gives_the_game_s_own_reason() -> None:
    game = GAMES["space_beans"]
    s = game.new(2, 3)
    first = game.legal_actions(s)[0]
    rec = Recipe("space_beans", 2, 3, {}, [first, first], game.version)
    try:
        replay(rec)
    except ValueError as exc:
        s2 = game.apply(s, first)[0]
        why = english(game.why_not(s2, first), ["seat 1", "seat 2"])
        assert str(exc).startswith("Move 2 (") and why in str(exc), (str(exc), why)
    else:
        raise AssertionError("the repeated move was accepted")


def test_the_title_says_a_refused_save_in_french(data_dir: str) -> None:
    game = GAMES["space_beans"]
    first = game.legal_actions(game.new(2, 3))[0]
    rec = Recipe("space_beans", 2, 3, {}, [first, first], game.version)  # the same card played twice
    assert saves.keep(rec, [Seat("Alice", True), Seat("Nova", False, "easy")])
    was = i18n.language()
    try:
        again = make_app("instant")
        i18n.set_language("fr")
        title = TitleScene(again)
        again.push(title)
        again.frame(DT)
        lines = [line for line in title.problem_text if "ne peut pas reprendre" in line]
        assert lines and "Le coup 2" in lines[0] and "is not legal" not in lines[0], title.problem_text
    finally:
        i18n.set_language(was)
