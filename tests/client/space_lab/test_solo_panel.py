"""The solo panel says its pressure and its end in plain words (playtest 13: "Pression jusqu'ici : 0 fois" read as
jargon, and "ou avant à 10 cartes" did not say whose cards). Appendix A: the Validation piles lose their top tile
after turns 5, 10 and 15 (playtest 16: "déjà retirées : 0 fois" read oddly too); the game ends after turn 20, or once the station holds 10 cards or 3 validated capsules."""

from __future__ import annotations

import pytest

from engine.space_lab.cards import PILES
from engine.space_lab.codes import lab
from engine.space_lab.positions import position
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


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_panel_and_the_piles_count_the_removed_tiles_alike(data_dir: str, language: str) -> None:
    """Appendix A.2: after turn 5 the top tile of each of the 3 piles is gone. The solo panel said « 1 » (times) and
    the Validation piles « 3 retirées » (tiles) (issue 18): both say the engine's count of tiles, 3."""
    app, table = steps.start(1, 3)
    removed = [pile[0] for pile in PILES]
    steps.at(table, position(1, turn=6, hands={0: [lab("L46")]}, removed=removed))
    steps.settle(app, table)
    i18n.set_language(language)
    try:
        drawn = " ".join(" ".join(texts_drawn(app)).split())
        panel, piles = COUNTED[language]
        assert panel.format(n=3) in drawn and piles.format(n=3) in drawn, drawn
        assert panel.format(n=1) not in drawn, drawn
    finally:
        i18n.set_language("en")


COUNTED = {"en": ("Top tiles removed so far: {n}", "{n} removed"),
           "fr": ("Tuiles du dessus retirées jusqu'ici : {n}", "{n} retirées")}
