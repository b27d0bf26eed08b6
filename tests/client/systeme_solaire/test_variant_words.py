"""The variant's words on the setup screen are whole words (playtest 11, French: "Variante : groupes au choix du
1er" — "1er" what?). Rule SS-8 / SS-V1: the first player builds the groups."""

from __future__ import annotations

import pytest

from engine.systeme_solaire.rules import VARIANT
from game import i18n
from game import words as say_words


@pytest.mark.parametrize(("lang", "whole"), [("en", "first player"), ("fr", "premier joueur")])
def test_the_variant_names_the_first_player_in_full(lang: str, whole: str) -> None:
    try:
        i18n.set_language(lang)
        said = [say_words.say(w, ()) for w in (VARIANT.names[1], VARIANT.note(False), VARIANT.note(True))]
        for text in said:
            assert whole in text and "1er" not in text and "1st" not in text, said
    finally:
        i18n.set_language("en")
