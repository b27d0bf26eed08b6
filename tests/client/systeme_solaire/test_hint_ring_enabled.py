"""The Hint of a whole selection (SS-15: picks, then Confirm) rings the hand cards to pick, never the greyed
Confirm: before a card is picked the button does nothing, and a newcomer clicked it (playtest 23)."""

from __future__ import annotations

from typing import Any

from engine.core import Action, words
from engine.search.hint import Hint
from engine.systeme_solaire.positions import position
from game.kit.choices import Pick
from tests.client.driver import DT
from tests.client.systeme_solaire.drive import inject, press, table_app
from tests.client.systeme_solaire.test_undo_steps import SELECTING


def _confirm(table: Any) -> Any:
    return next(c.button for c in table.ui.controls() if c.button.key == "select")


def test_the_hint_of_a_selection_rings_no_greyed_confirm(data_dir: str) -> None:
    app, table = table_app(4, 2)
    inject(table, position(4, **SELECTING))
    app.frame(DT)
    assert table.input_open and table.view.phase == "select"
    first = table.view.hands[0][0]
    hint = Hint(Action("select", first), words("Best: {action}.", action=""), ((Action("select", first), 60, 0.5),), (Action("done"),))
    adv = table.advisor
    adv._advice, adv._advice_at, adv._shown = hint, adv._position(), True
    confirm = _confirm(table)
    assert not confirm.enabled  # nothing picked yet
    rings = [r for a in (hint.action, *hint.then) for r in table.action_rects(a)]
    assert rings and confirm.rect not in rings  # the card is ringed, the greyed button is not
    press(app, table, Pick("pick", "hand", first))
    app.frame(DT)
    confirm = _confirm(table)
    assert confirm.enabled and table.action_rects(Action("done")) == [confirm.rect]  # lit, it is the next step
