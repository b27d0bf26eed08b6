"""A replay watched to its end says who won and by what score (playtest): Space Beans' replay reached "move 327 of
327" with neither the winner nor the scores anywhere on screen. The caption under the table begins with the game's
own result line (the engine's ``result``, as the Replays list says it), whole, in English and French."""

from __future__ import annotations

import pytest

from engine import GAMES
from game import i18n, record
from game import words as say_words
from tests.client.driver import DT, click_key
from tests.client.test_replay_end import GAMES_WITH_TABLES, _watch


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", GAMES_WITH_TABLES)
def test_the_end_of_a_replay_says_who_won(name: str, lang: str, data_dir: str) -> None:
    watch, rec = _watch(name)
    i18n.set_language(lang)  # after the table opened in the settings' one; every test ends in English (conftest)
    click_key(watch.app, "watch:end")
    watch.app.frame(DT)
    final = watch.table.mod.state
    assert GAMES[name].is_over(final)
    result = say_words.say(GAMES[name].result(final), watch.names)
    with record.capture() as items:
        watch.app.draw()
    shown = " ".join(record.texts(items))
    assert result in shown, (result, record.texts(items))
    watch.go(watch.total - 1)  # a move before the end: no result yet
    with record.capture() as items:
        watch.app.draw()
    assert result not in " ".join(record.texts(items))
