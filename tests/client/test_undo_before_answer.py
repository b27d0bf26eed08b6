"""Undo takes a move back until the computer to answer it has answered (playtest 16).

Against Système Solaire's computers the Undo button was greyed the moment a bid was made, before any computer
had moved: a newcomer who clicked the wrong bid could never take it back. Nothing new is shown until the
computer answers, so Undo stays open until then, and closes in the frame its answer comes.
"""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bid_is_taken_back_before_the_computer_answers(data_dir: str, lang: str) -> None:
    app = make_app("normal")
    set_language(lang)
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "systeme_solaire", seats, seed=11)
    app.push(table)
    for _ in range(4000):  # the layout flies, then Alice (the first player, SS-11) opens the auction
        app.frame(DT)
        if table.input_open and any(a.kind == "bid" for a in table.mod.legal()):
            break
    assert table.input_open, table.view.phase
    moves = len(table.mod.recipe.actions)
    bid = min((a for a in table.mod.legal() if a.kind == "bid"), key=lambda a: a.card)  # a bid's amount is its card
    table.play(bid)
    app.frame(DT)
    assert not table.input_open and not table.mod.human_turn  # the computers are to answer
    undo = table.menu.get("ui:undo")
    assert undo is not None and undo.enabled, table.say(table.mod.why_no_undo())
    click(app, undo.rect.center, frames=2)
    assert len(table.mod.recipe.actions) == moves and table.input_open  # the bid is taken back, Alice bids again
    # bid again and let the computers answer: from the frame the answer comes, Undo is greyed and says why
    table.play(bid)
    for _ in range(4000):
        app.frame(DT)
        if len(table.mod.recipe.actions) > moves + 1:
            break
    assert len(table.mod.recipe.actions) > moves + 1, "no computer answered"
    undo = table.menu.get("ui:undo")
    assert undo is not None and not undo.enabled
    assert not table.mod.can_undo and "Nova" in table.say(table.mod.why_no_undo())

