"""The tie-break line on a seat's panel is whole with five players, in every language (issue 18).

With five players each other seat's panel is a fifth of the row: "tie: nearest the first player,
counterclockwise" (SS-17.4) was cut to "tie: nearest the fi…" there, and on the second status line it shared
its width with the first-player pill. The panel now says the engine's short words
(``engine.systeme_solaire.words.SHORT_REASON``) on its first line, which has the panel's whole width.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine.systeme_solaire.facts import BY_AUCTION, BY_CARDS, BY_MARKER, BY_TOTAL, LAST
from game import theme
from game import words as say_words
from game.tables.systeme_solaire import layout as L
from game.tables.systeme_solaire import seats
from tests.client import layout_walk

SMALLEST = 11  # the smallest size the panel's status lines shrink to before "…"
NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


def _picture(reason: str) -> SimpleNamespace:
    """Five players in the group selection: seat 1 placed second by ``reason`` (seat 0 won the auction)."""
    view = SimpleNamespace(phase="take", order=(0, 1, 2, 3, 4), reasons=(BY_AUCTION, reason, BY_TOTAL, BY_TOTAL,
                           LAST), totals=(0, 7, 7, 4, 2), taken=(-1,) * 5, to_act=0,
                           final=None)
    return SimpleNamespace(view=view, shown=None, say=lambda w: say_words.say(w, NAMES))


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
@pytest.mark.parametrize("reason", [BY_MARKER, BY_CARDS])
def test_the_tie_break_line_fits_a_five_player_panel(lang: str, reason: str) -> None:
    """SS-17.3 (cards against an empty hand) and SS-17.4 (nearer the first player): whole at 11 pt or more."""
    pygame.font.init()
    layout_walk._set_language(lang)
    try:
        box = L.Layout(5, 0, 0, False).boxes[1]
        lines = seats.status(_picture(reason), 1)
        tie = lines[0][0]
        assert "revealed" not in tie and "7" not in tie, f"the tie-break comes first: {lines}"
        width = theme.font(SMALLEST, True).size(tie)[0]
        assert width <= box.status.w - 2, f"{tie!r} is {width} px at {SMALLEST} pt; the line has {box.status.w - 2}"
        assert any("7" in text for text, _c in lines[1:2]), "the total revealed follows on the second line"
    finally:
        layout_walk._set_language("en")

