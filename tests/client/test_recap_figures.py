"""The recap's figures on the table (issue 18 §4: "Nova went from 4 to 14 points", unexplained): in seeded
games of every game, each recap has a block for every other seat whose public score moved, with the scores of
the player's own view just after their last move and now, its heading says them, it stands clear of the
player's own panel, and a click on its last line opens the whole log. At the final table too."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import GAMES
from engine.core import RIVAL
from game.kit.notes import LogView
from game.seats import Seat
from game.tables import has_table
from tests.client.driver import DT, click, make_app, open_table, play_turns_by_clicks

TABLE_GAMES = [n for n in GAMES if has_table(n)]
NAMES = ["Alice", "Nova", "Orbit", "Pulsar"]


def _table(name: str, seed: int, speed: str = "instant") -> tuple[Any, Any, list[Any]]:
    """A table of Alice and computers, and the states just after each of Alice's moves (kept as they come)."""
    game = GAMES[name]
    n = min(game.max_players, 3)
    app = make_app(speed)
    table = open_table(app, name, [Seat("Alice", True)] + [Seat(nm, False, "easy") for nm in NAMES[1:n]], seed=seed)
    app.push(table)
    after_mine: list[Any] = []
    play_all = table.play_all

    def kept(actions: list[Any]) -> None:
        mine = table.mod.human_turn
        play_all(actions)
        if mine:
            after_mine.append(table.mod.state)

    table.play_all = kept
    return app, table, after_mine


def _check_figures(name: str, table: Any, before_state: Any) -> None:
    game = GAMES[name]
    old = game.shown_scores(game.view(before_state, 0))
    new = game.shown_scores(game.view(table.mod.state, 0))
    blocks = {b.seat: b for b in table.recap.blocks}
    assert 0 not in blocks
    for seat, score in new.items():
        if seat != 0 and old[seat] != score:
            assert seat in blocks, f"seat {seat} went {old[seat]} → {score}, and the recap says nothing of it"
    heads = [text for text, _c in table.recap.lines]
    for b in blocks.values():
        assert (b.before, b.after) == (old[b.seat], new[b.seat])
        name_shown = "The Mafia" if b.seat == RIVAL else NAMES[b.seat]
        # a score that moved heads its block; one that did not may give way to the seat's news ("Nova: passes"):
        # "still 0 VP" lines crowded out what happened (playtest 14)
        moved = b.before != b.after
        assert any(h.startswith(f"{name_shown}: ") and str(b.after) in h if moved else h.startswith(name_shown)
                   for h in heads), heads


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_each_recap_s_figures_are_the_public_scores_before_and_after(name: str, data_dir: str) -> None:
    app, table, after_mine = _table(name, 21)
    rng, checked = random.Random(6), 0
    for _ in range(4):
        play_turns_by_clicks(app, table, rng, lambda: table.recap.active or table.finished)
        if table.finished:
            break
        _check_figures(name, table, after_mine[-1])
        box, own = table.recap_box(), table.ui.own_rect
        assert box is not None and (own is None or not box.colliderect(own)), (box, own)
        checked += 1
        table.recap.clear()
    assert checked >= 3


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_click_on_the_recap_s_last_line_opens_the_whole_log(name: str, data_dir: str) -> None:
    app, table, _after = _table(name, 22)
    play_turns_by_clicks(app, table, random.Random(7), lambda: table.recap.active)
    footer = next(r for r, k in table.clickables() if k == "ui:recap-log")
    moves = len(table.mod.recipe.actions)
    click(app, footer.center)
    assert isinstance(table.log_view, LogView) and not table.recap.active
    assert len(table.mod.recipe.actions) == moves, "the click opened the log and played nothing"
    click(app, (640, 360))
    assert table.log_view is None


@pytest.mark.slow
def test_the_final_table_s_recap_has_the_final_figures(data_dir: str) -> None:
    """The recap held until "Results ▸": what the others did last, to the final public scores (a Space Beans
    deal that ends on the computers' moves)."""
    app, table, after_mine = _table("space_beans", 23, "fast")  # a final table is held at any speed but instant
    rng = random.Random(8)
    play_turns_by_clicks(app, table, rng, lambda: table.finished, max_steps=200_000)
    for _ in range(5):
        app.frame(DT)
    assert table.holds_final_table and table.recap.active
    _check_figures("space_beans", table, after_mine[-1])
    assert all(b.after == table.view.scores[b.seat] for b in table.recap.blocks), "the final totals"
    box = table.recap_box()
    assert box is not None and not box.colliderect(table.results_button().rect), "Results ▸ stays in sight"


def test_the_recap_leaves_the_coach_s_words_clear(data_dir: str) -> None:
    """Système Solaire's coach stands over the log, where its recap went: a click there is the coach's. The
    recap shows beside the coach's words, never under them."""
    from tests.client.test_coach import _learn

    app, table = _learn("systeme_solaire")
    play_turns_by_clicks(app, table, random.Random(3), lambda: table.recap.active and bool(table.coach.text))
    box = table.recap_box()
    assert box is None or not box.colliderect(table.coach.panel), (box, table.coach.panel)
