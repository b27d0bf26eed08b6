"""A click on a pile that opens a list (the discard) while the computers' moves fly finishes them and opens the
list (playtest 19: the first click only skipped the animation and read as eaten; a second one opened it)."""

from __future__ import annotations

import random

from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table, play_turns_by_clicks


def test_a_click_on_the_discard_while_others_move_opens_it(data_dir: str) -> None:
    app = make_app("normal")  # moves that take time to land
    table = open_table(app, "systeme_solaire", [Seat("Alice", True)] + [Seat(n, False, "easy") for n in ("Nova", "Orbit")],
                       seed=5)
    app.push(table)

    def others_flying() -> bool:
        return bool(table.anim.blocking) and not table.mod.human_turn

    clicks = random.Random(3)
    for _ in range(40):
        play_turns_by_clicks(app, table, clicks, others_flying)
        if others_flying():
            break
        app.frame(DT)
    assert others_flying(), "the computers' moves were seen flying"
    pile = table.ui.lists()[0]
    click(app, pile.rect.center)
    assert not table.anim.blocking, "the moves landed at once"
    assert table.open_list == pile.key, "and the list opened with the same click"
