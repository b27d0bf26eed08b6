"""The Learn to play guide's first words say what the auction is for in French as in English (playtest 17,
191-fr-learn vs 04-learn2: the French box dropped "Ouvrez l'enchère : le plus offrant paie et choisit un groupe en
premier", too long to fit beside the pick; SS-9, SS-12, SS-17.1)."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.systeme_solaire.coach import OPENING
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_first_guide_words_are_whole(data_dir: str, language: str) -> None:
    app, table = _learn("systeme_solaire")
    app.settings.language = language
    i18n.set_language(language)
    try:
        _settle(app, table)
        first = next(line for line in OPENING if line.key == "bid")
        assert _flat(i18n.tr(first.text, rounds=5)) in _flat(table.coach.text), table.coach.text
    finally:
        i18n.set_language("en")
