"""A click on a pile that opens a list (the discard) while the computers' moves fly finishes them and opens the
list (playtest 19: the first click only skipped the animation and read as eaten; a second one opened it)."""

from __future__ import annotations

from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table, play_turns_by_clicks


def test_a_click_on_the_discard_while_others_move_opens_it(data_dir: str) -> None:
    import random

    app = make_app("normal")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "systeme_solaire", seats, seed=5)
    app.push(table)
    rng = random.Random(3)
    caught = False
    for _ in range(40):
        play_turns_by_clicks(app, table, rng, lambda: table.anim.blocking and not table.mod.human_turn)
        if table.anim.blocking and not table.mod.human_turn:
            caught = True
            break
        app.frame(DT)
    assert caught, "the computers' moves were seen flying"
    pile = table.ui.lists()[0]
    click(app, pile.rect.center)
    assert not table.anim.blocking, "the moves landed at once"
    assert table.open_list == pile.key, "and the list opened with the same click"
