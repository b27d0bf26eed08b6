"""The coach's pick in Learn to play does not depend on the language or the machine (playtest 11: the same scripted
deal's Objectives order was "1-3-2" in English and "3-1-2" in French). The Hint the coach names is the review's
search, on an exact budget drawn from the position alone (``SearchHooks.hint_reviewed``), whatever the seconds
the client gives it (``HINT_THINKING``) and however slowly the machine runs."""

from __future__ import annotations

from typing import Any

from engine.core import Action
from game import i18n
from game.kit import advisor
from game.kit.advisor import HINT_THINKING
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _first_pick(language: str) -> Action | None:
    app, table = _learn("space_lab")
    app.settings.language = language
    i18n.set_language(language)
    table.advisor.budget = HINT_THINKING  # the players' own budget, in seconds of thinking
    _settle(app, table)
    return table.coach.aim  # type: ignore[no-any-return]


class _Slow(advisor.ThinkingClock):
    """A machine forty times slower: each reading of the thinking clock counts forty times the time spent."""

    def __call__(self) -> float:
        return 40 * super().__call__()


def test_the_same_deal_gets_the_same_pick_in_english_and_french(data_dir: str, monkeypatch: Any) -> None:
    try:
        english = _first_pick("en")
        monkeypatch.setattr(advisor, "ThinkingClock", _Slow)  # the French game on a slow machine
        french = _first_pick("fr")
    finally:
        i18n.set_language("en")
    assert english is not None and english.kind == "assign", english
    assert english == french, (english, french)
