"""The Learn to play coach says why its pick in French wherever it does in English (playtest 15: 176-frl-b, « Le
choix du guide : Payer 5 avec Sonde 5. » and nothing more, where the English coach said "It pays 5 exactly with the
fewest cards: 4 stay to bid with."; the coach fits its box by dropping the reason first, and the longer French
reason was the one dropped). The same Learn game is followed in both languages (the coach's picks do not depend on
the language), and at each pick with a reason (SS-9 to SS-23) the English coach says, the French one says it too."""

from __future__ import annotations

from engine import GAMES
from engine.search.hint import reason
from game import i18n
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle

GAME = GAMES["systeme_solaire"]


def _flat(text: str) -> str:
    return " ".join(text.split())


def _reasons_said(language: str) -> tuple[dict[int, bool], list[str]]:
    """Following the coach to the end: per move number with a reason, whether the coach said it; what it said."""
    app, table = _learn("systeme_solaire")
    app.settings.language = language
    i18n.set_language(language)
    try:
        said: dict[int, bool] = {}
        texts: list[str] = []
        for _ in range(400):
            _settle(app, table)
            if table.mod.over:
                break
            coach = table.coach
            aim = coach.aim
            assert aim is not None, coach.text
            why = reason(GAME, table.view, coach._plan[0]) if coach._plan and coach._step == 0 else None
            if why is not None:
                said[len(table.mod.recipe.actions)] = _flat(coach.say(why)) in _flat(coach.text)
                texts.append(coach.text)
            table.play_all([aim])
        assert table.mod.over
        return said, texts
    finally:
        i18n.set_language("en")


def test_the_french_coach_keeps_its_reason_where_the_english_one_does(data_dir: str) -> None:
    en, _ = _reasons_said("en")
    fr, texts = _reasons_said("fr")
    assert en.keys() == fr.keys()  # the same picks
    assert sum(en.values()) >= 8, en
    lost = [m for m in en if en[m] and not fr[m]]
    assert not lost, (lost, [t for m, t in zip(fr, texts, strict=True) if m in lost])
