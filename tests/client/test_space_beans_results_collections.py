"""SB-27: at the end every collection is closed and scored; the results name each such part for what it is, a
collection and the points it scored: "Bluebeans ×4: 4" left a player guessing what the 4s counted (playtest 33,
s135)."""

from __future__ import annotations

from typing import Any

import pytest

from game import i18n, record
from game.kit.moving_on import RESULTS_KEY
from tests.client.driver import DT, click_key
from tests.client.space_beans.ending import ended_by_a_close

SAID = {"en": "Moonbohnen collection: 0 pts", "fr": "Collection de Moonbohnen\u00a0: 0 pt"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_name_a_collection_and_its_points(data_dir: str, lang: str) -> None:
    app, table = ended_by_a_close()
    t: Any = table
    assert t.mod.over
    for _ in range(200):
        if any(k == RESULTS_KEY for _r, k in t.clickables()):
            break
        app.frame(DT)
    i18n.set_language(lang)
    try:
        click_key(app, RESULTS_KEY)
        with record.capture() as items:
            for _ in range(3):
                app.frame(DT)
        shown = record.texts(items)
        assert SAID[lang] in shown, shown
        assert not any("×" in text for text in shown), shown
    finally:
        i18n.set_language("en")
