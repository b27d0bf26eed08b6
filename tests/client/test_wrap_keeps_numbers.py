"""Wrapped words keep a card's name and its value together: "Bluebeans 2", never "Bluebeans" / "2"."""

from __future__ import annotations

import pygame

from game import theme


def test_a_number_stays_with_the_word_before_it() -> None:
    pygame.init()
    text = "Start a secret collection with Bluebeans 2 from your hand"
    f = theme.font(15)
    # a width that ends the first line right after "Bluebeans"
    width = f.size("Start a secret collection with Bluebeans")[0] + 2
    lines = theme.wrap(text, 15, width)
    assert " ".join(lines) == text
    assert not any(line.endswith("Bluebeans") for line in lines), lines
    assert any(line.startswith("Bluebeans 2") for line in lines), lines


def test_french_punctuation_never_starts_a_line() -> None:
    pygame.init()
    text = "Jouer votre dernière carte Beanliens finit le tour : 4 cartes vont à Orbit"
    width = theme.font(15).size("Jouer votre dernière carte Beanliens finit le tour")[0] + 2
    lines = theme.wrap(text, 15, width)
    assert " ".join(lines) == text
    assert not any(line.startswith(":") for line in lines), lines


def test_french_quotes_hold_their_words_at_every_width() -> None:
    """Playtest 32 (139_fr_leave.png): the Leave bubble ended a line with « and started the next with "Reprendre »".
    French quotes hold the words they enclose: « never ends a line, » never starts one, at any width."""
    pygame.init()
    text = "Sortir ? La partie est sauvegardée : reprenez-la avec « Reprendre » sur l'écran titre."
    for width in range(40, theme.font(15).size(text)[0] + 2):
        lines = theme.wrap(text, 15, width)
        assert " ".join(lines) == text
        assert not any(line.endswith("«") or line.startswith("»") for line in lines), (width, lines)
