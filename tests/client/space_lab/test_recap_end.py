"""The game's last "since your last turn" never covers "Results ▸" (playtest 11, French: only « …ats ▸ » showed
beside the recap at the end of a game, SL-19): the button is the one thing left to click, so the recap leaves it
clear like every other thing to click."""

from __future__ import annotations

import random

import pytest

from game import i18n
from tests.client.driver import DT
from tests.client.space_lab import steps


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_last_recap_leaves_results_clear(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 3)
    app.settings.language = language
    i18n.set_language(language)
    # at instant speed the results come at once: the last round is played at the players' speed
    assert steps.play_until(app, table, lambda t: max(sum(1 for c in st if c) for st in t.view.stations) >= 8, seed=3)
    app.settings.speed = "fast"
    rng = random.Random(3)
    for _ in range(20000):  # the human's moves by clicks, and frames, until the final table waits for "Results ▸"
        if table.holds_final_table and not table.anim.busy:
            break
        if table.input_open and not table.anim.busy:
            steps.click_move(app, table, steps.bot_move(table, rng))
        else:
            app.frame(DT)
    assert table.holds_final_table and not table.results_asked
    box = table.recap_box()
    assert box is not None, "the last recap shows"
    button = table.results_button().rect
    assert not box.colliderect(button), (box, button)
    i18n.set_language("en")
