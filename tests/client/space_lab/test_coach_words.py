"""Space Lab's coach in Learn to play, followed to the end (issue 18, the fifth re-test): its words name only moves
the rules allow now (SL-2, SL-5, SL-6, SL-7, SL-21), and it names its pick at every decision.

"Your turn: Draw…, Recruit…, or Place a hand card…" was said with only Reveal legal, and "A placed card costs…
Choose a card" with no card that could be paid for. After a validation and at the first Project to keep, a note
took the panel and no pick was named until "Got it".
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from game import i18n
from tests.client import test_coach_follow

# the words that name each kind of turn move, per language (a line explains other things freely: "a placed card",
# "the Recruitment Centre", "every revealed card" name no move)
NAMED = {
    "en": {"draw": r"\breveal\b|\bdraw\b", "recruit": r"\brecruit\b", "place": r"\bplace\b",
           "end": r"\bend (the|your) turn\b", "pass": r"\bpass\b"},
    "fr": {"draw": r"\brévél(ez|er)\b|\bpioch(ez|er)\b", "recruit": r"\brecrut(ez|er)\b", "place": r"\bpos(ez|er)\b",
           "end": r"\bfini(ssez|r) (le|votre) tour\b", "pass": r"\bpass(ez|er)\b"},
}


def named(text: str, language: str) -> set[str]:
    return {kind for kind, pattern in NAMED[language].items() if re.search(pattern, text, re.IGNORECASE)}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_line_names_only_legal_moves_and_a_pick_at_every_decision(data_dir: str, language: str,
                                                                         monkeypatch: Any) -> None:
    seen: dict[str, int] = {"decisions": 0, "turn lines": 0}
    real = test_coach_follow._check_words

    def check(table: Any) -> None:
        real(table)
        coach = table.coach
        legal = {a.kind for a in table.mod.legal()}
        line = coach.text.split("\n")[0]  # the script's line, its moves the engine's; the pick follows it
        said = named(line, language)
        assert said <= legal, (line, said, legal)
        assert coach.aim is not None, (table.view.phase, coach.text)  # a pick at every decision, notes or not
        seen["decisions"] += 1
        seen["turn lines"] += bool(said)

    monkeypatch.setattr(test_coach_follow, "_check_words", check)
    try:
        test_coach_follow.follow("space_lab", language)
    finally:
        i18n.set_language("en")
    assert seen["decisions"] >= 20 and seen["turn lines"] >= 10, seen
