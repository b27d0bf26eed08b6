"""Space Beans, a newcomer's findings (test 29), in English and French.

1. With the Hint or Leave's confirmation shown, the step's own line moved into a small box left of the draw pile
   (18-leave, 25-hint, 41-hint, 101-fr-hint): the step's line keeps its place and size; the Hint's line takes the box.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.space_beans import card_id
from engine.space_beans.positions import position
from engine.space_beans.state import CLOSE
from game.i18n import set_language
from tests.client.driver import DT, run_until, text_spy
from tests.client.space_beans.screens import table_at

K, D, BL, BE, CE, BO, MO = range(7)  # type indices in the spec's order


@pytest.fixture(autouse=True)
def _english_after() -> Any:
    yield
    set_language("en")


def _close_step(players: int) -> tuple[Any, Any]:
    hand = [card_id(CE, 2), card_id(BE, 4), card_id(BL, 7), card_id(D, 3), card_id(K, 9), card_id(K, 5)]
    return table_at(position(players, phase=CLOSE, hands={0: hand}, open={0: [card_id(K, 1), card_id(K, 4)]},
                             secret={0: [card_id(BE, 9)]}))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_step_line_keeps_its_place_and_size_while_the_hint_shows(lang: str, players: int, data_dir: str,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = _close_step(players)
    set_language(lang)
    table.forget_screen()
    app.frame(DT)
    place = table.ui.layout.prompt_rect
    before = app.screen.subsurface(place).copy()
    table.advisor.ask()
    run_until(app, lambda: table.advisor.advice is not None, 600)
    hint = table.prompt_line()[0]
    assert hint != table.ui.prompt()[0]
    drawn = text_spy(monkeypatch)
    table.forget_screen()
    app.frame(DT)
    monkeypatch.undo()
    after = app.screen.subsurface(place)
    differ = sum(before.get_at((x, y)) != after.get_at((x, y)) for x in range(0, place.w, 3)
                 for y in range(0, place.h, 3))
    assert differ == 0, f"the step's line changed under the Hint ({differ} pixels)"
    # the Hint's words are all drawn, whole, in their box left of the piles, every row from one left edge
    rows = [(s, r) for s, r in drawn if table.ui.layout.aside.inflate(0, 8).contains(r)]
    assert " ".join(s for s, _ in rows).split() == hint.split(), rows
    assert len({r.left for _, r in rows}) == 1, rows
