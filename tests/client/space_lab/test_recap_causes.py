"""The "since your last turn" recap tells an Objective triggered (SL-12) or a capsule validated (SL-13) on the line of
the placement that did it. Playtest 19: the recap kept "Orbit's bottom slot triggers the Red + Red + Blue Objective"
and "… arms the Objective …" and dropped both placements (told by their tones, the effects came first), so a player
read effects with no card placed."""

from __future__ import annotations

import random

import pytest

from game import i18n
from tests.client.space_lab import steps

EFFECTS = {"en": ("bottom slot", " validates "), "fr": ("emplacement du bas", " valide ")}
PLACES = {"en": " places ", "fr": " pose "}


def _effects(table: object, language: str) -> list[str]:
    return [line for line, _c in table.recap.lines if any(k in line for k in EFFECTS[language])]  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_effect_is_told_with_its_placement(data_dir: str, language: str) -> None:
    app, table = steps.start(3, 4)
    app.settings.language = language
    i18n.set_language(language)
    try:
        seen, rng = 0, random.Random(4)
        while seen < 6 and steps.play_until(app, table, lambda t: bool(_effects(t, language)), seed=seen):
            for line in _effects(table, language):  # each recap's effects, until the game ends
                head, arrow, _effect = line.partition(" → ")
                assert arrow and PLACES[language] in head, (line, table.recap.lines)
                seen += 1
            steps.click_move(app, table, steps.bot_move(table, rng))
        assert seen >= 3, seen
    finally:
        i18n.set_language("en")
