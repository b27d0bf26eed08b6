"""What the kit holds once for every game's table: choreography (``game.kit.moves``), words fitted to a box
(``game.kit.panels.wrap_fit``), card blanks and patterns (``game.kit.art``), and lines of words and pictures on a
face (``game.kit.token_lines``)."""

from __future__ import annotations

from typing import Any

import pygame

from game import theme
from game.kit import token_lines
from game.kit.art import card_body, pile, stripes
from game.kit.moves import fly_each
from game.kit.panels import wrap_fit


def setup_module() -> None:
    pygame.init()  # the fonts


class FakeStage:
    def __init__(self) -> None:
        self.flown: list[tuple[int, Any, Any, float, float]] = []

    def fly(self, card: int, src: Any, dst: Any, delay: float, move: float, **kw: Any) -> None:
        self.flown.append((card, src, dst, delay, move))


def test_cards_fly_one_after_another_and_the_next_move_waits_for_the_last() -> None:
    stage = FakeStage()
    end = fly_each(stage, (7, 8, 9), "a", "b", 1.0, 0.25, 0.07)  # type: ignore[arg-type]
    assert [round(f[3], 6) for f in stage.flown] == [1.0, 1.07, 1.14]
    assert abs(end - (1.0 + 0.25 + 2 * 0.07)) < 1e-9
    assert fly_each(stage, (), "a", "b", 2.0, 0.25, 0.07) == 2.0  # type: ignore[arg-type]  # nothing moves: no wait


def test_a_paragraph_shrinks_until_its_lines_fit_the_box_and_several_each_start_a_line() -> None:
    text = "The game ends at the end of this turn, with a bonus for the player who reached the goal"
    size, rows = wrap_fit(text, 16, 180, 60, 4, 8)
    assert size < 16 and len(rows) * (size + 4) <= 60
    assert all(theme.font(size).size(row)[0] <= 180 for row in rows)
    _, both = wrap_fit(["Short.", "Also short."], 14, 400, 200, 4, 10)
    assert both == ["Short.", "Also short."]


def test_a_card_blank_is_cut_round_and_a_pile_with_no_card_is_an_outline() -> None:
    body = card_body(40, 60, (200, 10, 10), 8, (0, 0, 0), 2, lambda s: stripes(s, 6, (10, 200, 10)))
    assert body.get_at((0, 0)).a == 0 and body.get_at((20, 30)).a == 255
    surface = pygame.Surface((100, 100))
    pile(surface, body, pygame.Rect(10, 10, 40, 60), 0, 12, (60, 70, 110), 6)
    assert surface.get_at((30, 10))[:3] == (60, 70, 110) and surface.get_at((30, 40))[:3] == (0, 0, 0)


def test_lines_of_words_and_pictures_fit_a_box_or_say_they_do_not() -> None:
    drawn: list[tuple[Any, ...]] = []
    lines: list[list[token_lines.Token]] = [["2 VP per", ("icon",)], ["in this row"]]
    assert token_lines.fits(lines, pygame.Rect(0, 0, 120, 60))
    assert not token_lines.fits([["a sentence far too long for so small a box"]], pygame.Rect(0, 0, 20, 8))
    token_lines.draw_lines(pygame.Surface((120, 60)), lines, pygame.Rect(0, 0, 120, 60), 14,
                           lambda s, t, x, y, r: drawn.append(t), (0, 0, 0))
    assert drawn == [("icon",)]
