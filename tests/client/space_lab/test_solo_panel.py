"""The solo panel says its pressure and its end in plain words (playtest 13: "Pression jusqu'ici : 0 fois" read as
jargon, and "ou avant à 10 cartes" did not say whose cards). Appendix A: the Validation piles lose their top tile
after turns 5, 10 and 15 (playtest 16: "déjà retirées : 0 fois" read oddly too); the game ends after turn 20, or once the station holds 10 cards or 3 validated capsules."""

from __future__ import annotations

import pytest

from game import i18n
from tests.client.space_lab import steps
from tests.client.space_lab.test_table import texts_drawn

SAID = {"en": ("No top tile removed yet", "or earlier once your station holds 10 cards"),
        "fr": ("Aucune tuile retirée pour l'instant", "ou plus tôt dès que votre Station a 10 cartes")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_solo_panel_says_its_pressure_and_its_end_in_plain_words(data_dir: str, language: str) -> None:
    app, table = steps.start(1, 3)
    steps.settle(app, table)
    i18n.set_language(language)
    try:
        drawn = " ".join(" ".join(texts_drawn(app)).split())  # the panel wraps its lines
        for said in SAID[language]:
            assert said in drawn, (said, drawn)
        assert "Pression jusqu'ici" not in drawn and "Pressure so far" not in drawn
        assert "0 fois" not in drawn  # playtest 16: "retirées : 0 fois" read oddly
        assert ": 0" not in drawn  # "Tuiles du dessus retirées jusqu'ici : 0" too: none removed says so in words
    finally:
        i18n.set_language("en")
