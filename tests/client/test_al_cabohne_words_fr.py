"""Words a newcomer read wrong in the playtest of issue 18 (French): the leftover being placed ("Un Bleu laissé
(encore 2)": two after this one, or with it?), rules pages 2, 4 and 6 ("même son seul", "son nombre", "plus riche"
than whom?) and the pile of coins paid for third fields ("4 de côté (payées)": 4 of what?)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from engine.al_cabohne.cards import BLUE, card_type
from engine.al_cabohne.pages import PAGES
from engine.al_cabohne.prompts import chosen
from engine.core import Words
from game import i18n, theme
from game.tables.al_cabohne import paint
from game.tables.al_cabohne.layout import SET_ASIDE
from game.words import say
from tests.client.test_coach import _learn
from tests.client.test_coach_follow import _settle


def _page_lines() -> list[str]:
    return [say(item, []) for _head, items in PAGES for item in items if isinstance(item, Words)]


def test_the_leftover_being_placed_says_how_many_are_still_to_place() -> None:  # rules AC-16, AC-25
    blue = next(c for c in range(200) if card_type(c) == BLUE)
    try:
        for language, said in (("en", "(2 to place)"), ("fr", "(2 à placer)")):
            i18n.set_language(language)
            text = say(chosen("leftover", blue, 2), [])
            assert said in text and "laissé" not in text and "left)" not in text, text
    finally:
        i18n.set_language("en")


def test_the_french_rules_pages_say_whole_sentences() -> None:  # rules AC-13 (thresholds), AC-17 (tax), AC-36
    try:
        i18n.set_language("fr")
        lines = _page_lines()
    finally:
        i18n.set_language("en")
    text = " ".join(lines)
    for odd in ("même son seul", "vaut déjà son nombre", "seul un joueur plus riche gagne"):
        assert odd not in text, odd
    assert any("plus riche que la Mafia" in line and "quels que soient les seuils" in line for line in lines)
    assert any("seuil de pièces" in line for line in lines)


@pytest.mark.parametrize(("language", "unit"), [("en", "coins"), ("fr", "pièces")])
def test_the_set_aside_pile_says_it_holds_coins(data_dir: str, monkeypatch: Any, language: str, unit: str) -> None:
    """Rule AC-14: the coins paid for a third field are set aside; the label under the pile says they are coins."""
    app, table = _learn("al_cabohne")
    _settle(app, table)
    base = table.ui.picture()
    picture = dataclasses.replace(base, cards=lambda z: [0, 1, 2, 3] if z == SET_ASIDE else base.cards(z))
    drawn: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda *a, **k: drawn.append(a[1]) or real(*a, **k))
    try:
        i18n.set_language(language)
        paint.paint(pygame.Surface((1280, 720)), picture)
    finally:
        i18n.set_language("en")
    assert f"4 {unit}" in " ".join(drawn), drawn
