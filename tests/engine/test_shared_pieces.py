"""The pieces the games share instead of each writing them again: a bot's forced move, an action's phrase,
a sentence's blanks, a position judged by expected points, what a Space Lab id is."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine.bots import Situation, Tuned, plays_forced_moves
from engine.core import Action, Player, Words, blanks, described, english, words
from engine.search.shaping import judged_by_points, lead, spread_rewards


class _Judging:
    """A bot that records whether it was asked to judge."""

    name = "normal"

    def __init__(self) -> None:
        self.asked = 0

    @plays_forced_moves
    def think(self, sit: Situation) -> Iterator[Action | None]:
        self.asked += 1
        yield None
        yield sit.legal[-1]


def _situation(legal: list[Action]) -> Situation:
    return Situation(None, 0, None, legal, random.Random(1))  # type: ignore[arg-type]  # no game is read


def test_a_forced_move_is_played_without_judging() -> None:
    bot = _Judging()
    assert list(bot.think(_situation([Action("only")]))) == [Action("only")] and bot.asked == 0
    assert list(bot.think(_situation([Action("a"), Action("b")]))) == [None, Action("b")] and bot.asked == 1


def test_a_tuned_bot_refuses_an_unknown_weight() -> None:
    class Weighed(Tuned):
        DEFAULTS = {"point": 1.0}

    assert Weighed(point=2.0).w == {"point": 2.0} and Weighed().w == {"point": 1.0}
    assert Weighed.DEFAULTS == {"point": 1.0}  # tuning one bot changes no other
    try:
        Weighed(pont=2.0)
    except ValueError as exc:
        assert "pont" in str(exc)
    else:
        raise AssertionError("a misspelt weight was accepted")


def test_an_action_is_named_by_its_kinds_phrase() -> None:
    phrases = {"end": words("End the turn"), "take": lambda a: words("Take card {n}", n=a.card)}
    assert english(described(Action("end"), phrases), []) == "End the turn"
    assert english(described(Action("take", 7), phrases), []) == "Take card 7"
    assert english(described(Action("shout"), phrases), []) == "shout"  # a kind without a phrase: as it is


def test_blanks_fill_nested_words_and_seats() -> None:
    w = words("{who} gives {what}", who=Player(1), what=words("a {n}", n=3))
    filled = blanks(w, lambda v: english(v, []), lambda p: f"seat {p.seat}")
    assert filled == {"who": "seat 1", "what": "a 3"}
    assert english(w, ["Ann"]) == "? gives a 3"  # a seat not at the table
    assert isinstance(blanks(w, lambda v: v, lambda p: p)["what"], Words)


def test_judged_by_points_judges_only_where_asked() -> None:
    evaluate, margins = judged_by_points(lambda s: s[1], lambda s: s[0], 2.0)
    assert evaluate((False, [3.0, 1.0])) is None and margins((False, [3.0, 1.0])) is None
    assert evaluate((True, [3.0, 1.0])) == spread_rewards([3.0, 1.0], 2.0)
    assert margins((True, [3.0, 1.0])) == lead([3.0, 1.0]) == [2.0, -2.0]


def test_a_space_lab_id_is_one_component() -> None:
    from engine.space_lab.cards import (
        LAB_IDS,
        OBJECTIVE_IDS,
        PROJECT_IDS,
        TILE_IDS,
        VIRTUAL_TILE,
        Component,
        component,
    )
    from engine.space_lab.codes import code

    assert {component(c) for c in LAB_IDS} == {Component.LAB}
    assert {component(c) for c in PROJECT_IDS} == {Component.PROJECT}
    assert {component(c) for c in OBJECTIVE_IDS} == {Component.OBJECTIVE}
    assert {component(c) for c in (*TILE_IDS, VIRTUAL_TILE)} == {Component.TILE}
    assert component(-1) == component(399) == component(400) == Component.NONE
    assert (code(7), code(LAB_IDS[0]), code(-1)) == ("L07", "L01", "?")


def test_a_game_says_who_it_is_in_its_class_line() -> None:
    from engine.core import Rules

    class Tiny(Rules, name="tiny", title="Tiny", players=(2, 3), order=7):
        pass

    assert (Tiny.name, Tiny.title, Tiny.min_players, Tiny.max_players, Tiny.order) == ("tiny", "Tiny", 2, 3, 7)
    assert Rules.name == "" and Rules.min_players == 1  # the base keeps its defaults
    with pytest.raises(TypeError):
        class Misspelt(Rules, name="misspelt", playres=(2, 3)):  # type: ignore[call-arg]
            pass
    with pytest.raises(ValueError, match="no range"):
        class Backwards(Rules, name="backwards", players=(4, 2)):
            pass
