"""The coach's ring round a lit Harvest button passes under the field's name, never through it (playtest 29, 18.png:
"Runner ×3" was crossed by the ring round "Harvest +1"; 131.png: « Bleu ×2 »). Rectangles of what is drawn: the
ring at its widest breath (``coach.RING_REST`` + 4 pixels out, 4 thick) and the name's letters as the font draws
them, descenders too, in English and in French."""

from __future__ import annotations

import pygame
import pytest

from engine.al_cabohne.cards import TYPES
from game import i18n, theme
from game.i18n import tr
from game.kit.coach import RING_REST
from game.tables.al_cabohne import layout as L


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_ringed_harvest_button_leaves_the_field_s_name_whole(lang: str) -> None:
    pygame.font.init()
    i18n.set_language(lang)
    try:
        for name in TYPES:
            label = tr("{bean} ×{n}", bean=tr(name), n=3)
            ink = theme.font(14).render(label, True, (255, 255, 255)).get_bounding_rect()
            letters = ink.move(0, L.FIELD_LABEL_Y)  # the label is drawn from its top at FIELD_LABEL_Y
            for i in range(3):
                grow = RING_REST + 4
                ring = L.harvest_button(i).inflate(grow * 2, grow * 2)
                top_edge = pygame.Rect(ring.x, ring.y, ring.w, 4)
                assert top_edge.top > letters.bottom - 1, (label, top_edge, letters)
                assert L.harvest_button(i).bottom <= L.OWN_PANEL.bottom - 3  # inside the panel's border
    finally:
        i18n.set_language("en")
