"""Système Solaire: a click on the log opens the whole log at any moment (issue 18: while a computer's turn was
shown, and in fact at every moment, a click on the log panel opened nothing).

At normal speed, while the computers bid, pay and take (SS-9 to SS-20), the log is clicked at every step of their
turns: the whole log opens (a click during a move's flight first finishes it, as every click on others' moves
does, and the next opens the log). In hot-seat, the log shortened above
"Pass to …" opens too.
"""

from __future__ import annotations

import random

import pytest

from game import i18n
from tests.client.driver import DT, click, game_clickables
from tests.client.systeme_solaire.drive import eager, lift_curtain, table_app


def _open_log(app, table) -> None:  # type: ignore[no-untyped-def]
    """Click the log panel's middle (twice at most: a first click finishes a move being shown) and close it."""
    for _ in range(2):
        click(app, table.log_rect.center)
        if table.log_view is not None:
            break
    assert table.log_view is not None, ("the log did not open", table.view.phase, table.anim.blocking)
    assert len(table.log_view.lines) == len(table.log.lines(table.mod.viewer))
    click(app, (640, 360))
    assert table.log_view is None


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_log_opens_while_the_computers_play(data_dir: str, language: str) -> None:
    app, table = table_app(3, 5, speed="normal")
    app.settings.language = language
    i18n.set_language(language)
    try:
        opened = blocking = 0
        for step in range(6000):
            if table.mod.over or (opened >= 12 and blocking >= 3):
                break
            others = not table.mod.human_turn and table.mod.to_act is not None
            if others and (table.anim.blocking or step % 2):  # a move in flight, or a computer about to move
                blocking += table.anim.blocking
                _open_log(app, table)
                opened += 1
            elif table.input_open and not table.anim.blocking:
                table.play(table.mod.legal()[0])
            app.frame(DT)
        assert opened >= 12 and blocking >= 3, (opened, blocking)
    finally:
        i18n.set_language("en")


def test_the_log_opens_while_pass_to_waits(data_dir: str) -> None:
    app, table = table_app(3, 4, humans=2)
    rng = random.Random(3)
    for _ in range(3000):
        if type(app.top).__name__ == "CurtainScene":
            lift_curtain(app)
        elif table.awaiting_pass and not table.anim.blocking:
            break
        elif table.input_open and not table.anim.blocking:
            rect, _key = eager(table, game_clickables(table), rng)
            click(app, rect.center)
        else:
            app.frame(DT)
    assert table.awaiting_pass
    assert table.log_rect.bottom < table.pass_button().rect.top  # the log's foot is the button's
    _open_log(app, table)
    assert table.awaiting_pass  # the screen still waits for "Pass to …"
