"""A draw effect names its deck in words (playtest 14: "piocher 2 ▪" on an Objective and "piocher 1 ▬" on a card,
two tiny outlines, read alike: the Objective's draw was taken for Projects). SL-9, SL-10, SL-12."""

from __future__ import annotations

import pytest

from engine.space_lab import content as C
from game import i18n
from game.tables.space_lab import icons

WORDS = {"en": ("draw 2 Lab cards", "draw 1 Project", "draw 2 Projects, keep 1"),
         "fr": ("piocher 2 cartes Lab", "piocher 1 Projet", "piocher 2 Projets, garder 1")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_lab_and_project_draws_are_told_apart_in_words(language: str) -> None:
    i18n.set_language(language)
    try:
        lab, one, two = WORDS[language]
        said = [[t for t in line if isinstance(t, str)] for line in icons.effect_lines(C.DRAW_LAB(2))]
        assert said[0] == [lab], said
        for n, want in ((1, one), (2, two)):
            said = [t for line in icons.effect_lines(C.DRAW_PROJECT(n)) for t in line if isinstance(t, str)]
            assert " ".join(said) == want, said
    finally:
        i18n.set_language("en")
