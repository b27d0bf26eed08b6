"""Playtest 32b, French: after the reveal, the greyed Undo's tip read « Défaire s'arrête ici : une information nouvelle
est apparue. quelque chose de nouveau a été montré. », the same thing twice, the second in lowercase: the reveal
(AC-20) had no words of its own. It names what the reveal showed, and where nothing is named the sentence is said
once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BLUE, BROAD, FIRE, FRENCH, PUFF, RUNNER
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import END
from engine.al_cabohne.state import PLANT
from engine.core import Event
from game import i18n
from game.i18n import tr
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def _table() -> object:
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Nova", False, "normal")], seed=1)
    app.push(table)
    table.mod.state = position(2, phase=PLANT, planted=1, hands={0: [BLUE], 1: [PUFF]},
                               fields={0: [[BLUE], [FRENCH]]}, bosses=[[RUNNER], [PUFF]],
                               draw_top=[BROAD, BROAD, FIRE, BLUE, BLUE])
    table.forget_screen()
    app.frame(DT)
    return table


def test_undo_after_the_reveal_names_what_it_showed(lang: str, data_dir: str) -> None:  # rule AC-20
    table = _table()
    table.play(END)  # type: ignore[attr-defined]
    _set_language(lang)
    said = table.say(table.mod.why_no_undo())  # type: ignore[attr-defined]
    news = tr("Undo stops here: something new was shown. {what}.", what="")
    assert said.startswith(news.rstrip(". ")) and said.count(news.split(":")[0]) == 1
    shown = said[len(news) - 1:]
    assert shown[:1].isupper() and tr("Fire") in shown, said  # the last card kept: "Revealed Fire → kept as pile 2"
    assert "something new" not in shown and "quelque chose" not in said


def test_undo_with_news_the_game_does_not_name_says_it_once(lang: str, data_dir: str) -> None:
    table = _table()
    mod = table.mod  # type: ignore[attr-defined]
    _set_language(lang)
    silent = Event("reveal", 0, ())  # news the game has no line for (AC-20's reveal alone)
    said = table.say(mod._news_reason([silent], 0))  # type: ignore[attr-defined]
    assert said == tr("Undo stops here: something new was shown.")
