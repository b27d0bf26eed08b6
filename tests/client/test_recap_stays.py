"""The "since your last turn" recap stays until the player's first click (issue 18): it faded after 9 seconds
while a newcomer was still reading it. A click on it opens the whole log, its × or any other click puts it
away, and the next recap replaces it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.i18n import set_language
from game.kit.notes import LogView, Recap
from game.seats import Seat
from tests.client.driver import DT, click, make_app, open_table, play_turns_by_clicks


def _table_with_recap(seed: int = 11) -> tuple[Any, Any]:
    app = make_app("instant")
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "space_beans", seats, seed=seed)
    app.push(table)
    play_turns_by_clicks(app, table, random.Random(4), lambda: table.recap.active)
    return app, table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_recap_stays_while_the_player_reads(lang: str, data_dir: str) -> None:
    set_language(lang)
    app, table = _table_with_recap()
    box = table.recap_box()
    for _ in range(int(60 / DT)):  # a minute of reading, no click
        app.frame(DT)
    assert table.recap.active and table.recap_box() == box, "still shown, where it was"
    click(app, Recap.close_rect(box).center)
    assert not table.recap.active and table.log_view is None, "its × puts it away and opens nothing"


def test_a_click_on_it_opens_the_log_and_a_click_elsewhere_puts_it_away(data_dir: str) -> None:
    app, table = _table_with_recap()
    box = table.recap_box()
    click(app, (box.centerx, box.y + 40))  # anywhere on it, not only its footer
    assert isinstance(table.log_view, LogView) and not table.recap.active
    click(app, (640, 360))  # closes the log
    assert table.log_view is None
    app2, other = _table_with_recap(seed=12)
    box = other.recap_box()
    spot = next((x, y) for x in range(20, 1260, 40) for y in range(20, 700, 40)
                if not box.collidepoint(x, y) and not any(r.collidepoint(x, y) for r, _k in other.clickables()))
    moves = len(other.mod.recipe.actions)
    click(app2, spot)
    assert not other.recap.active and other.log_view is None and len(other.mod.recipe.actions) == moves


def test_the_next_recap_replaces_it(data_dir: str) -> None:
    """Never put away by hand: the player's next move drops it, and their next turn brings the new one."""
    app, table = _table_with_recap()
    first = table.recap.blocks
    table.recap.acted(0, table.log.mark(), table.view)  # her move (as a click on the table plays it)
    assert not table.recap.active
    play_turns_by_clicks(app, table, random.Random(5), lambda: table.recap.active)
    assert table.recap.blocks is not first and table.recap_box() is not None


def test_an_undo_puts_it_away(data_dir: str) -> None:
    """With no timer, a recap left up through an undo (Ctrl+Z, no click) would tell of a turn undone."""
    app, table = _table_with_recap()
    moves, told = len(table.mod.recipe.actions), table.recap.blocks
    for _ in range(20):  # her own moves of this turn, played with no click on the table, until one can be undone
        if table.keeper.undo_open(table.screen_owner_free) or not table.input_open:
            break
        table.play(table.mod.legal()[0])
        table.recap.blocks = told  # kept up as if unread
    if not table.keeper.undo_open(table.screen_owner_free) or len(table.mod.recipe.actions) == moves:
        pytest.skip("no undo came in this deal")
    table.undo()
    assert not table.recap.active


def test_asking_for_the_hint_leaves_the_recap(data_dir: str) -> None:
    """Playtest 19: a click on Hint at the start of the turn put the recap away, so the player could not read both;
    the Hint's line and the recap keep clear of each other."""
    from game.kit.advisor import HINT_KEY
    from tests.client.driver import click_key, run_until

    app, table = _table_with_recap()
    blocks = table.recap.blocks
    click_key(app, HINT_KEY)
    run_until(app, lambda: table.advisor.found is not None, max_frames=2000)
    assert table.advisor.found is not None, "the Hint answered"
    assert table.recap.active and table.recap.blocks is blocks, "and the recap is still there"
