"""A list of numbers may break after a comma (issue 18, Al Cabohne playtest: the coach's "its meter … says how
many beans / pay 1, 2, 3, 4 coins" broke early, the whole list glued to "pay"); a card keeps its value."""

from __future__ import annotations

import pygame

from game import theme


def test_a_list_of_numbers_breaks_after_a_comma_and_a_card_keeps_its_value() -> None:
    pygame.font.init()
    text = "its meter says how many beans pay 1, 2, 3, 4 coins"
    width = theme.font(16).size("its meter says how many beans pay 1, 2,")[0] + 2
    rows = theme.wrap(text, 16, width)
    assert rows[0] == "its meter says how many beans pay 1, 2,", rows
    assert " ".join(rows) == text
    card = "a pass of Bluebeans 2"
    rows = theme.wrap(card, 16, theme.font(16).size("a pass of Bluebeans")[0] + 2)
    assert rows == ["a pass of", "Bluebeans 2"], rows  # never "Bluebeans" at one row's end and "2" at the next's
