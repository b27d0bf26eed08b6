"""Playtest 20 (Système Solaire, text): the rules pages call the cards cards (a Sun is one of them, not a planet),
the order reveal's banner says what a total buys, and the pay box's note on Earth and Pluto fits in French."""

from __future__ import annotations

import pygame
import pytest

from engine.core import words
from engine.systeme_solaire.pages import PAGES
from engine.systeme_solaire.table_words import STEP_NAMES
from game import i18n, theme
from game.scenes.help import item_text
from game.words import say

PLANET = {"en": "planet", "fr": "planète"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_never_call_the_dealt_cards_planets(lang: str) -> None:  # rules SS-2, SS-3, SS-8
    """r01, r03, r13: "lays out the planets", "5 planets are set aside", "Deck: the face-down planets", where the
    deck, the cards set aside and the groups hold Suns too (SS-2)."""
    i18n.set_language(lang)
    try:
        said = [text for _heading, items in PAGES for item in items if (text := item_text(item))]
    finally:
        i18n.set_language("en")
    assert said
    assert not [t for t in said if PLANET[lang] in t.lower()], lang


def test_the_french_reveal_banner_and_tabs_say_what_the_screen_shows() -> None:  # rules SS-15, SS-17
    """46.png: « le plus gros total choisit en premier » while the auction's winner chooses first (SS-17.1); 41: the
    tabs « 3 Révélation de l'ordre » and « 4 Choix des groupes » drawn smaller than the others; 72: « La Terre et
    Pluton vont devant le pay… »."""
    i18n.set_language("fr")
    try:
        banner = say(words("Secretly select at least one card: the higher your total, the earlier you choose."),
                          ())
        tabs = [i18n.tr(n) for n in STEP_NAMES]
        note = say(words("Earth and Pluto go to the payer's front"), ())
    finally:
        i18n.set_language("en")
    assert "en premier" not in banner and "plus tôt" in banner, banner
    # every tab as wide as "1 Distribution" at most, the one drawn at full size (bold: the lit tab)
    pygame.font.init()
    widest = theme.font(15, True).size(tabs[0])[0]
    assert all(theme.font(15, True).size(t)[0] <= widest for t in tabs), tabs
    assert len(note) < len("La Terre et Pluton vont devant le pay"), note


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_say_how_many_copies_of_each_card_there_are(lang: str) -> None:  # rules SS-2, SS-3, SS-4
    """Playtest 30: the number of copies of each card was never said, so a player could not tell what was still
    to come. The rules page on the cards says it, with the counts of the game's own 5-player deck (every card
    dealt, SS-4) and the probes in the hands."""
    from collections import Counter

    from engine.systeme_solaire.cards import IS_PROBE, KIND_OF
    from engine.systeme_solaire.rules import GAME

    state = GAME.new(5, 0)
    every = list(state.deck) + [c for _, cards in GAME.view(state, 0).probe_sets for c in cards]
    copies = set(Counter(KIND_OF[c] for c in every).values())
    probes = sum(IS_PROBE[c] for c in every)
    i18n.set_language(lang)
    try:
        cards_page = next(items for heading, items in PAGES if heading == "The cards")
        said = " ".join(text for item in cards_page if (text := item_text(item)))
    finally:
        i18n.set_language("en")
    assert len(copies) == 1 and probes, copies  # every name in as many copies
    assert f"{copies.pop()} " in said and f"{len(every)} " in said and f"{probes} " in said, said
