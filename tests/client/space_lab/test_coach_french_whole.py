"""Space Lab's Learn to play says as much in French as in English (playtest 23: the French coach showed fewer
sentences than the English one). The coach drops the least needed sentence when its words do not fit the panel
(``Coach._shortened``); the French lines were longer, so the pick's reason (SL-12, SL-13, SL-17 facts) and the turn
line's advice went where the English kept them. Followed to the end, no line or reason is cut in either language,
and the French turn line takes no capital after a colon (« À vous : Une… »: its moves are a sentence of their own)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from game import i18n
from game.kit import coach as coach_module
from game.kit.coach import SENTENCE_END
from tests.client import test_coach_follow

# "À vous : Une carte…": the turn line's moves are a sentence of their own, and French takes no capital after a colon
CAPITAL_AFTER_COLON = re.compile(r"\s:\s+[A-ZÀ-Ý]")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_sentence_is_dropped(data_dir: str, language: str, monkeypatch: Any) -> None:
    real = coach_module.Coach._shortened
    cut: list[tuple[str, str | None, str]] = []
    said = 0
    capital: list[str] = []

    def spy(self: Any, line: str, move: str | None = None, why: str | None = None, warns: bool = False,
            spare: bool = False, note: bool = False) -> str:
        nonlocal said
        out = real(self, line, move, why, warns, spare, note)
        if language == "fr" and CAPITAL_AFTER_COLON.search(line):
            capital.append(line)
        said += 1
        shown = out.split("\n")[0] if move is not None else out
        if len(SENTENCE_END.split(shown)) < len(SENTENCE_END.split(line)) or (why and why not in out):
            cut.append((line, why, out))
        return out

    monkeypatch.setattr(coach_module.Coach, "_shortened", spy)
    try:
        test_coach_follow.follow("space_lab", language)
    finally:
        i18n.set_language("en")
    assert said > 20
    assert not cut, cut
    assert not capital, capital
