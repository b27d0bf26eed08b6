"""Playtest 29, Al Cabohne's table read by newcomers: what the final table says, and words kept clear of each other."""

from __future__ import annotations

import re
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


def _catalogue(language: str) -> list[str]:
    """Every sentence the game says in ``language``: the English ids, or the French translations."""
    from pathlib import Path

    text = Path(f"game/locale/{language}/LC_MESSAGES/beaniverse.po").read_text(encoding="utf-8")
    kind = "msgid" if language == "en" else "msgstr"
    return [m.group(1) for m in re.finditer(rf'^{kind}(?:_plural|\[\d\])? "(.*)"$', text, re.M)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_boss_is_named_with_a_capital(language: str) -> None:
    """A Boss is a named part of the game (AC-24's "Boss-fill check"): "the boss fill" read as some other boss."""
    lower = [s for s in _catalogue(language) if re.search(r"\bboss(es)?\b", re.sub(r"\{[^}]*\}", "", s))]
    assert not lower, lower
