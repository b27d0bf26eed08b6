"""The results' tie line names the seat who began the game, never "the first player" (playtest 16, 96-fr-results:
"rangés du plus proche du premier joueur" while the "premier joueur" badge sat on Orbit, the marker's holder at the
end). SS-27: a tie is broken counterclockwise from the game's first player, seat 1."""

from __future__ import annotations

import pytest

from engine.systeme_solaire import card_id
from engine.systeme_solaire.facts import final_result
from engine.systeme_solaire.table_words import result_notes
from game import i18n
from game.words import say

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tie_lines_name_who_began_the_game(lang: str) -> None:
    # seats 2 and 4 tie on 8 below seat 1; seats 0 and 3 tie on 0 (ruling R-8: listed as the win's tie-break)
    f = tuple(card_id(n) for n in ("Mercury", "Venus"))
    g = tuple(card_id(n, 1) for n in ("Mercury", "Venus"))
    top = tuple(card_id(n) for n in ("Jupiter", "Saturn", "Neptune", "Mars"))
    final = final_result([(), (), (), (), ()], [(), top, f, (), g])
    i18n.set_language(lang)
    try:
        said = [say(w, NAMES) for w in result_notes(final, NAMES)]  # the results' notes as the screen says them
        first = i18n.tr("first player")  # the badge's words
    finally:
        i18n.set_language("en")
    ties = [n for n in said[1:]]
    assert len(ties) == 2, said
    began = {"en": "Alice (who began the game)", "fr": "Alice (qui a commencé la partie)"}[lang]
    assert all(began in n and first not in n for n in ties), ties
