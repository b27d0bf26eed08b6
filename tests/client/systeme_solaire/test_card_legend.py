"""Learn to play opens with the goal of the game in short sentences, and says which number on a card is money and
which VP, and what the Sun's "#" means, at the next decision (playtest 14, 04-learn2.png and 16-r2.png: the table
never said it; playtest 33, 05_learn2.png: the first line packed coin, tile, Sun, bid and "picks first" into four
rows and spoke of "front" and "groups" before it said what they were)."""

from __future__ import annotations

from typing import Any

import pytest

from game import i18n, record
from tests.client.systeme_solaire.test_coach_raise import _thought_out
from tests.client.test_coach import _follow, _learn


def _said(app: Any) -> str:
    with record.capture() as items:
        app.draw()
    return " ".join(" ".join(record.texts(items)).split())


@pytest.mark.parametrize(("lang", "goal", "legend"), [
    ("en", ("the most VP after 5 rounds", "your front (VP)", "your hand (money to bid with)"),
     ("Gold coin", "White tile", "# on a Sun")),
    ("fr", ("le plus de PV après 5 manches", "devant vous (PV)", "en main (monnaie pour miser)"),
     ("Pièce d'or", "Tuile blanche", "# sur un Soleil"))])
def test_the_lesson_says_the_goal_first_then_the_cards_numbers(
        data_dir: str, lang: str, goal: tuple[str, ...], legend: tuple[str, ...]) -> None:
    app, table = _learn("systeme_solaire")
    app.settings.language = lang
    i18n.set_language(lang)
    screens: list[str] = []
    try:
        _follow(app, table, 2, _thought_out(lambda t: screens.append(_said(app))))
    finally:
        i18n.set_language("en")
    assert len(screens) == 2, screens
    first, second = screens
    for words in goal:
        assert words in first, (words, first[:600])
    for words in legend:  # one idea a step: the card's numbers wait for the next decision
        assert words not in first, (words, first[:600])
        assert words in second, (words, second[:600])
