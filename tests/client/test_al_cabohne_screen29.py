"""Playtest 29, Al Cabohne's table read by newcomers: what the final table says, and words kept clear of each other."""

from __future__ import annotations

from typing import Any

import pytest

from engine.al_cabohne.cards import BROAD, FIRE, FRENCH, KIDNEY
from engine.al_cabohne.positions import position
from engine.core import Action
from game import i18n
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table, text_spy


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Any:
    yield request.param
    i18n.set_language("en")


def _solo_last_turn(language: str) -> Any:
    """Solo, the deck used up (AC-33): the cultivate phase of the last turn."""
    app = make_app("instant")
    i18n.set_language(language)
    table = open_table(app, "al_cabohne", [Seat("Alice", True, "easy")], seed=1)
    app.push(table)
    table.mod.state = position(1, fields={0: [[FIRE] * 3, [BROAD] * 2, [KIDNEY]]},
                               bosses=[[FIRE] * 3, [BROAD] * 2, [KIDNEY]], hands={0: [FRENCH]}, rest="discard",
                               ending=True)
    table.forget_screen()
    table.anim.skip()
    app.frame(DT)
    return table


def test_the_solo_score_is_final_once_the_game_is_over(lang: str, monkeypatch: Any, data_dir: str) -> None:
    table = _solo_last_turn(lang)
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    table.app.frame(DT)
    so_far, final = i18n.tr("Score so far: you against the Mafia"), i18n.tr("Final score: you against the Mafia")
    texts = [s for s, _r in drawn]
    assert so_far in texts and final not in texts
    table.play(Action("end"))
    table.anim.skip()
    for _ in range(3):
        table.app.frame(DT)
    assert table.mod.over
    drawn.clear()
    table.forget_screen()
    table.app.frame(DT)
    texts = [s for s, _r in drawn]
    assert final in texts and so_far not in texts, texts
