"""Playtest 32b, turns 23 and 27: a card given to an empty Boss at the "before the draw" prompt ended the turn at
once, and a card given to an empty Boss earlier in the phase did not. Both are the rules: a gift in phase 5 (AC-23)
leaves the phase going, and the Boss-fill check comes after the phase ends (AC-24), the draw and the next turn right
after it (AC-26). The prompt says so before the card is given."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.al_cabohne.cards import BROAD, FIRE, PUFF
from engine.al_cabohne.positions import position
from engine.al_cabohne.rules import END, GAME
from engine.al_cabohne.state import CULTIVATE
from game import i18n
from game.i18n import tr
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table
from tests.client.layout_walk import _set_language


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    yield request.param
    i18n.set_language("en")


def test_the_fill_prompt_says_the_turn_ends_after_it(lang: str, data_dir: str) -> None:  # rules AC-23, AC-24, AC-26
    s = position(2, phase=CULTIVATE, hands={0: [BROAD, PUFF], 1: [PUFF]}, bosses=[[], [FIRE] * 3], turn=23)
    # AC-23: during the phase, a gift to the empty Boss leaves the turn going
    give = next(a for a in GAME.legal_actions(s) if a.kind == "give" and a.target == "boss:0")
    given = GAME.apply(s, give)[0]
    assert given.seat == 0 and given.phase == CULTIVATE and given.turn == 23
    s = GAME.apply(s, END)[0]  # the phase ends with Al empty: the fill comes before the draw (AC-24)
    assert s.filling
    app = make_app("instant")
    table = open_table(app, "al_cabohne", [Seat("Alice", True), Seat("Bob", False, "normal")], seed=1)
    app.push(table)
    table.mod.state = s
    table.forget_screen()
    app.frame(DT)
    _set_language(lang)
    assert table.ui.prompt()[0].startswith(tr("Phase ended. Give each empty Boss an eligible card: that ends your turn."))
    fill = next(a for a in table.choices.legal if a.kind == "fill")
    after = GAME.apply(s, fill)[0]
    assert after.seat == 1 and after.turn == 24  # the fill made, Alice drew and Bob's turn began
