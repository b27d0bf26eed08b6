"""An option's note beside its button on the set-up screen never leaves one word alone on its second row (issue 18,
screen 200: "Finish the round, or one more turn / each"), in English, French and the made-up wider language."""

from __future__ import annotations

import pygame
import pytest

from engine import GAMES
from game import theme
from game.scenes.setup import HELP_W, note_rows, option_note
from game.words import say
from tests.client.layout_walk import _set_language


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_no_option_note_leaves_a_word_alone_on_a_row(lang: str) -> None:
    pygame.init()
    _set_language(lang)
    try:
        # a variant's note says whether it is on ("Off · Variant: …"): each value's note fits
        notes = [option_note(o, v) for g in GAMES.values() for o in g.options if say(o.help, ()) for v in o.choices]
        assert notes
        for text in notes:
            size, rows = note_rows(text)
            assert " ".join(rows).split() == text.split()  # every word, once, in order
            assert all(theme.font(size).size(r)[0] <= HELP_W for r in rows), rows
            if len(rows) == 2 and len(text.split()) >= 4:
                assert all(len(r.split()) >= 2 for r in rows), rows
    finally:
        _set_language("en")
