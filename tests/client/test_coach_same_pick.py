"""Learn to play's coach names the same move on any machine and in either language (issue 18 re-test: on the same
fixed Système Solaire deal the coach said Pass in English and "Bid 7" in French): its Hint thinks on an exact
budget (``LESSON_THINKING``), drawn from the position alone, where a game's ordinary Hint thinks for some seconds."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Action
from game import i18n
from game.kit import advisor
from tests.client.driver import learn_from_title
from tests.client.test_coach_follow import _settle


def _first_pick(game: str, language: str) -> Action | None:
    app, table = learn_from_title(game, language)  # the budget is the lesson's own, as the player gets it
    _settle(app, table)
    return table.coach.aim  # type: ignore[no-any-return]


class _Slow(advisor.ThinkingClock):
    """A machine forty times slower: each reading of the thinking clock counts forty times the time spent."""

    def __call__(self) -> float:
        return 40 * super().__call__()


@pytest.mark.parametrize("game", ["space_beans", "al_cabohne", "systeme_solaire"])
def test_the_lesson_s_first_pick_is_the_same_in_english_and_french(game: str, data_dir: str, monkeypatch: Any) -> None:
    try:
        english = _first_pick(game, "en")
        monkeypatch.setattr(advisor, "ThinkingClock", _Slow)  # the French game on a slow machine
        french = _first_pick(game, "fr")
    finally:
        i18n.set_language("en")
    assert english is not None, "the coach named no move"
    assert english == french, (english, french)
