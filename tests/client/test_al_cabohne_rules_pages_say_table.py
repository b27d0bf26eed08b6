"""The Al Cabohne rules pages say what the table shows and what the rules say (playtest 21): "Played once / ×3"
where the draw pile reads "ran out 0 of 3" (« épuisée 0/3 »); no word of how an empty Boss is filled or of the
hand shown (AC-24); "3 with one card left" (left where?) for the solo draw (AC-29); and the trading variant's page
ended on "a player with no cards skips planting", a rule of the plant (AC-18), not of trading."""

from __future__ import annotations

import pytest

from engine.al_cabohne.pages import PAGES
from engine.core import Words
from game import i18n
from game.words import say

FILL = {"en": ("of a type no other Boss grows", "your hand is shown to your opponent"),
        "fr": ("d'un type qu'aucun autre Boss ne cultive", "votre main est montrée à l'adversaire")}
DRAW = {"en": "with one card in your hand", "fr": "avec une seule carte en main"}
EMPTY_HAND = {"en": "an empty hand plants nothing", "fr": "une main vide ne plante rien"}


def _page(heading: str) -> str:
    return " ".join(say(item, []) for head, items in PAGES if head == heading for item in items
                    if isinstance(item, Words))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_pages_say_the_tables_words_and_the_rules(language: str) -> None:  # rules AC-18, AC-24, AC-29, AC-33
    try:
        i18n.set_language(language)
        words = _page("Words on the table")
        # the very words under the draw pile (game/tables/al_cabohne/paint.py), solo and two players at the start
        assert f"{i18n.tr('played once')}" in words and i18n.tr("ran out {n} of {limit}", n=0, limit=3) in words
        assert "×3" not in words
        turn = _page("Your turn: reveal, cultivate, draw")
        assert all(said in turn for said in FILL[language]), turn
        assert DRAW[language] in turn
        assert EMPTY_HAND[language] in _page("Your turn: before the reveal")
        trading = _page("Two players: the trading variant")
        assert "plant" not in trading, trading
    finally:
        i18n.set_language("en")
