"""Système Solaire's rules pages as a newcomer read them (playtest 19, 98.png, r10.png, r09.png): the Earth and Pluto
page says the one-to-the-front limit is about two cards of the same name (SS-18), not an Earth and a Pluto leaving
together; the group selection page calls a refused choice greyed, as the game shows it, not struck through."""

from __future__ import annotations

import pytest

from game import i18n
from game.scenes import help as rules
from game.tables import help_pages

WORDS = {  # language → (the Earth and Pluto page's start, its last sentence; the on-screen page's start, its aside)
    "en": ("When an Earth or a Pluto leaves your hand",
           "If two cards of the same name leave together, only one goes to your front.",
           "On screen: click a group", "(a greyed choice says why)"),
    "fr": ("Quand une Terre ou un Pluton quitte votre main",
           "Si deux cartes du même nom partent ensemble, une seule va devant vous.",
           "À l'écran : cliquez sur un groupe", "(un choix grisé dit pourquoi)"),
}


def _pages(language: str) -> list[str]:
    i18n.set_language(language)
    try:
        return [t for _h, items in help_pages("systeme_solaire") for t in map(rules.item_text, items) if t]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_two_cards_of_the_same_name_leaving_together_send_one_to_the_front(language: str) -> None:  # rule SS-18
    start, said, _s, _a = WORDS[language]
    page = next(t for t in _pages(language) if t.startswith(start))
    assert page.endswith(said), page
    assert "two of them" not in page and "deux d'entre elles" not in page, page


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_refused_place_is_called_greyed(language: str) -> None:  # rule SS-21
    _t, _s, start, aside = WORDS[language]
    page = next(t for t in _pages(language) if t.startswith(start))
    assert aside in page and "barr" not in page, page
