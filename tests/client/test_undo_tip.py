"""The greyed Undo's tip is whole (playtest 14, Space Beans, French: « Impossible de défaire au-delà d'une
information nouvelle : La collection secrète d'Alice est… », cut mid-sentence, a capital after the colon, over
Orbit's panel), and a greyed Undo shows that it has a reason to give without being hovered first."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game import record, theme
from game.i18n import set_language
from game.kit.table import Table
from game.seats import Seat
from tests.client.driver import make_app, open_table, play_turns_by_clicks

NEWS = {"en": "Undo stops here: something new was shown. ", "fr": "Défaire s'arrête ici : une information nouvelle est apparue. "}


def _until_news_stops_undo(app: Any, table: Table, lang: str) -> None:
    """Random clicks until a move of the player's showed something new, and Undo stops there."""
    play_turns_by_clicks(app, table, random.Random(3), lambda: table.input_open and not table.anim.blocking
                         and not table.mod.can_undo
                         and table.say(table.mod.why_no_undo()).startswith(NEWS[lang]))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_greyed_undo_tip_is_whole_and_flagged(lang: str) -> None:
    try:
        app = make_app("instant")
        set_language(lang)
        table = open_table(app, "space_beans", [Seat("Alice", True), Seat("Nova", False, "easy"),
                                                Seat("Orbit", False, "easy")], seed=2)
        app.push(table)
        _until_news_stops_undo(app, table, lang)
        undo = table.menu.get("ui:undo")
        assert undo is not None and not undo.enabled
        reason = table.say(table.mod.why_no_undo())
        what = reason[len(NEWS[lang]):]
        assert what[:1] == what[:1].upper(), "what was shown opens its own sentence"

        table.mouse = (5, 5)  # not on the button: a "?" on it says it has something to tell
        with record.capture() as items:
            app.draw()  # type: ignore[attr-defined]
        assert "?" in record.texts(items)

        table.mouse = undo.rect.center
        with record.capture() as items:
            parts = table.keeper.undo_tip(app.screen, undo, table.mouse,  # type: ignore[attr-defined]
                                          [b.rect for b in table.menu.buttons] + [table.advisor.rect])
            app.draw()  # type: ignore[attr-defined]
        texts = record.texts(items)
        assert not any(t.endswith("…") for t in texts), texts
        assert reason in " ".join(texts), (reason, texts)
        box, *rows = parts
        assert theme.SCREEN.contains(box) and all(box.contains(r) for r in rows)
        assert len(rows) >= 2 or theme.font(15).size(reason)[0] <= box.w
        assert not any(box.colliderect(b.rect) for b in table.menu.buttons if b is not undo)
    finally:
        set_language("en")

