"""The coach's arrow beside a field passes clear of the next field's words (playtest 19, 04-now.png): Learn to play's
first pick rings field 2, and the arrow pointing left at it was drawn over "field 3 empty", so it first read as
"click field 3". The kit's arrow lies beside the ringed field at its mid-height (``game.kit.coach.arrow``); an empty
field's words sit low in it, under that band."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import tr
from game.kit.coach import ARROW_MARGIN
from game.tables.al_cabohne import layout as L
from game.tables.al_cabohne.art import ART
from tests.client.driver import DT, learn_from_title

LABEL = (70, 82, 128)  # the empty slot's words (and dashes), ``art.paint_empty_slot``


def _word_rows(w: int, h: int, label: str) -> set[int]:
    """The rows of an empty field's slot that hold its words (inside its dashed outline)."""
    slot = ART.empty_slot(w, h, label)
    return {y for y in range(5, h - 5) for x in range(6, w - 6) if slot.get_at((x, y))[:3] == LABEL}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_arrow_at_the_first_pick_passes_clear_of_the_other_fields_words(lang: str) -> None:
    app, table = learn_from_title("al_cabohne", lang)
    try:
        spot = None
        for _ in range(600):  # until the coach names its pick
            app.frame(DT)
            spot = table.coach.target(table.current_offers(), table.action_rects)
            if spot is not None:
                break
        assert spot is not None and any(spot.colliderect(L.field_stack(i)) for i in range(3))  # a field is ringed
        # the arrow's band beside it (left or right), with the margin the kit keeps clear
        band = range(spot.centery - 12 - ARROW_MARGIN, spot.centery + 12 + ARROW_MARGIN + 1)
        for i in range(3):
            r = L.field_stack(i)
            if r.colliderect(spot) or table.view.fields[0][i]:
                continue
            rows = {r.y + y for y in _word_rows(r.w, r.h, tr("field {n}\nempty", n=i + 1))}
            assert rows, "the empty field says so"
            assert not rows & set(band), (i, min(rows), max(rows), band)
    finally:
        from game import i18n

        i18n.set_language("en")
        pygame.event.clear()
