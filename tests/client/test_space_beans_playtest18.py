"""Space Beans, playtest 18 (newcomer): what the table says round the player's own trophies, and the coach's words.

1. "Since your last turn" (no coach, at the right) lay over the player's own "Trophies: 0 of 30 pts" header,
   in English and French (172-alice2.png, 293.png)."""

from __future__ import annotations

import random

import pytest

from engine.space_beans.words import toward_goal
from game.i18n import set_language
from game.seats import Seat
from tests.client.driver import DT, make_app, open_table, play_turns_by_clicks, text_spy


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_recap_leaves_the_own_trophy_header_clear(lang: str, data_dir: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app("instant")
    set_language(lang)
    app.settings.language = lang
    seats = [Seat("Alice", True), Seat("Nova", False, "easy"), Seat("Orbit", False, "easy")]
    table = open_table(app, "space_beans", seats, seed=3)
    app.push(table)
    rng = random.Random(4)
    checked = 0
    for _ in range(3):  # a few turns: the recap grows with what the others did
        play_turns_by_clicks(app, table, rng, lambda: table.recap.active and table.input_open)
        drawn = text_spy(monkeypatch)
        table.layer.invalidate()  # the table's still parts painted afresh, under the spy
        table.redraw.forget()
        app.frame(DT)
        monkeypatch.undo()
        box = table.recap_box()
        assert box is not None, "a recap due but not shown"
        header = table.say(toward_goal(table.view, 0))
        at = [r for text, r in drawn if text == header]
        assert at, (header, [t for t, _r in drawn])
        assert not any(box.colliderect(r) for r in at), f"the recap {box} covers {header!r} at {at}"
        checked += 1
        table.recap.clear()
    assert checked == 3
