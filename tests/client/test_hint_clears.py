"""The Hint line and its ring go as soon as the player acts (issue 18 §3): a move, a selection on screen (a card
chosen, a bid raised), and an Undo never brings back the hint of the position it returns to. In every game."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Action
from game.kit.advisor import HINT_KEY
from game.kit.choices import Pick
from tests.client.driver import click, click_key, game_clickables, run_until
from tests.client.test_advice import TABLE_GAMES, _moves, _shown, _table

TRIES = 60  # decisions looked at for the case a test needs


def _hint_line(text: str) -> bool:
    """A row of the Hint's line: "Best: X…", "Only one move…", or two level moves ("X — or, just as good: Y")."""
    return text.startswith(("Best: ", "Only one move")) or " — or, just as good: " in text


def _hinted(app: Any, table: Any) -> Action:
    """Hint pressed, and its line on screen: the move it names."""
    click_key(app, HINT_KEY)
    run_until(app, lambda: table.advisor.advice is not None, 900)
    assert any(map(_hint_line, _shown(app)))
    return table.advisor.advice.action


def _gone(app: Any, table: Any) -> None:
    assert table.advisor.advice is None
    assert not any(map(_hint_line, _shown(app))), "the hint line is still on screen"


def _selections(table: Any) -> list[tuple[Any, Any]]:
    """What may be clicked that sets something up on screen without playing it (a card chosen, an amount)."""
    return [(r, k) for r, k in game_clickables(table)
            if not isinstance(k, Action) and not (isinstance(k, str) and k.startswith("ui:"))
            and getattr(k, "kind", "") != "view" and r.size != (1280, 720)]


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_a_selection_on_screen_puts_the_hint_away(name: str, data_dir: str) -> None:
    app, table = _table(name, 11)
    rng = random.Random(4)
    for _ in range(TRIES):
        _moves(app, table, rng, 1)
        chosen = _selections(table)
        if not chosen:
            continue
        best = _hinted(app, table)
        # choosing the hint's own card keeps the hint, which then rings where the card goes (test_space_beans_hint_target)
        chosen = [(r, k) for r, k in chosen if not (isinstance(k, Pick) and best.card >= 0 and k.card == best.card)]
        if not chosen:
            continue
        moves = len(table.mod.recipe.actions)
        click(app, rng.choice(chosen)[0].center)
        if len(table.mod.recipe.actions) == moves:  # nothing played: only the selection changed
            _gone(app, table)
            return
    pytest.fail("no selection was offered")


@pytest.mark.parametrize("name", TABLE_GAMES)
def test_an_undo_after_the_hinted_move_brings_no_stale_hint(name: str, data_dir: str) -> None:
    """The move, then Undo at once (before another frame): the position is the one the hint was for, but the player
    acted on it; the line and the ring stay away until Hint is pressed again."""
    app, table = _table(name, 12, humans=1)
    rng = random.Random(6)
    for _ in range(TRIES):
        _moves(app, table, rng, 1)
        action = _hinted(app, table)
        seat = table.mod.to_act
        table.play(action)
        if table.mod.to_act != seat or not table.keeper.undo_open(table.input_open):
            continue  # news, or the turn moved on: nothing to undo here
        _gone(app, table)
        table.undo()
        assert table.mod.to_act == seat
        _gone(app, table)
        app.frame(0.016)
        _gone(app, table)
        return
    pytest.fail("no hinted move could be undone")


def test_al_cabohnes_coach_names_the_hints_move_before_hint_is_pressed(data_dir: str) -> None:
    """Learn to play (seed 5), the second plant: the coach's pick is the Hint's own move before the player asks
    (one search, so never two moves), nothing of the Hint is shown until asked, and the Hint then names that move."""
    from tests.client.driver import DT
    from tests.client.test_coach import _learn

    app, table = _learn("al_cabohne")
    for _ in range(2):
        run_until(app, lambda: table.input_open and table.coach.aim is not None)
        aim = table.coach.aim
        if table.view.planted:
            break
        table.play(aim)
        app.frame(DT)  # the coach ticks on the new position
    assert table.view.phase == "plant" and table.view.planted == 1
    # the reported pick here was "Harvest field 1. It earns nothing…", of the bean just planted (AC-12)
    assert table.mod.game.search_hooks().cost(table.view, aim) == 0, aim
    assert not any(t.startswith(("Best: ", "Only one move")) for t in _shown(app))  # the coach's search is shown nowhere
    click_key(app, HINT_KEY)
    run_until(app, lambda: table.advisor.advice is not None, 2000)
    assert table.advisor.advice.action == aim
    app.frame(DT)
    assert table.coach.aim == aim
