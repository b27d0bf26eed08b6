"""A long tip wraps within ``TIP_WIDTH`` instead of running across the screen (an Al Cabohne warning in French
was nearly the screen's width)."""

from __future__ import annotations

import pygame

from game.kit import panels


def test_a_long_tip_wraps() -> None:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    words = ("Joe Bohnano vendra aussitôt votre champ de Haricots rouges : 1 pièce pour la Mafia, "
             "et votre champ 2 sera taxé au prochain tour : Al Cabohne cultive ce haricot.")
    box = panels.tip(surface, words + "\nune ligne de plus, plus sombre", (640, 400))
    assert box.w <= panels.TIP_WIDTH + 16
    assert box.h > 3 * 15  # the words went on several lines
    short = panels.tip(surface, "Field 1: empty", (640, 400))
    assert short.h < 30
