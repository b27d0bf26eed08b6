"""Système Solaire for a newcomer (issue 18, fourth round): a bid the coach puts on the Bid button says so."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import tr
from tests.client.driver import DT
from tests.client.test_coach import _learn, _think_through


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bid_the_coach_sets_says_it_was_advised_after_got_it_too(data_dir: str, lang: str) -> None:
    """SS-9, SS-11: Learn to play opens on the human's bid, "Bid 1"; the coach's pick, thought out meanwhile, put 3
    on the button, and after "Got it" the line read "your bid: 3" with no word why. It says "(advised)" until the
    player changes the amount."""
    app, table = _learn("systeme_solaire")
    app.settings.language = lang
    i18n.set_language(lang)
    try:
        for _ in range(3):
            app.frame(DT)
        _think_through(table)
        for _ in range(3):
            app.frame(DT)
        aim = table.coach.aim
        assert aim is not None and aim.kind == "bid" and table.ui.amount == aim.card
        table.coach.got_it()
        app.frame(DT)
        assert not table.coach.text
        line = table.prompt_line()[0]
        assert tr("your bid: {n} (advised)", n=aim.card) in line, line
        step = 1 if aim.card + 1 in [a.card for a in table.choices.legal if a.kind == "bid"] else -1
        table.ui.raise_bid(step)
        table.forget_screen()
        app.frame(DT)
        line = table.prompt_line()[0]
        assert tr("your bid: {n}", n=aim.card + step) in line and "(" not in line.split("▸")[-1], line
    finally:
        i18n.set_language("en")
