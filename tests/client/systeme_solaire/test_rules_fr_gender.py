"""The French rules pages on Earth and Pluto (SS-18) and on a front's names (SS-21) agree in gender (playtest 17,
rules-fr-10.png: "Quand une Terre ou un Pluton quitte votre main … il va devant vous"; rules-fr-8.png: "une
seconde Mars", Mars being a masculine name): each says "carte"."""

from __future__ import annotations

import re

from game import i18n
from game.scenes import help as rules
from game.tables import help_pages


def _french_pages() -> list[str]:
    i18n.set_language("fr")
    try:
        return [t for _h, items in help_pages("systeme_solaire") for t in map(rules.item_text, items) if t]
    finally:
        i18n.set_language("en")


def test_the_earth_and_pluto_page_says_the_card_goes_to_the_front() -> None:  # rule SS-18
    page = next(t for t in _french_pages() if t.startswith("Quand une Terre ou un Pluton quitte votre main"))
    assert "cette carte va devant vous" in page and not re.search(r"\bil (va|est)\b", page), page
    assert "Sinon elle est défaussée" in page, page


def test_a_second_mars_is_a_second_card_mars() -> None:  # rule SS-21
    page = next(t for t in _french_pages() if t.startswith("Jamais deux cartes du même nom"))
    assert "une seconde carte Mars" in page and "deux cartes Mars" in page, page
