"""Seats tied in one reveal say their tie in the same words on their panels (playtest 15, z148: of a three-way tie
at 5, Nova and Pulsar said "tie at 5: 1st/3rd counterclockwise from Orbit" in small type and Quasar "tie at 5: 2nd
counterclockwise" in larger type: the form that fit each panel alone). SS-17.4: the place in a tie counts
counterclockwise from the first player; every panel of the row now takes the longest form that fits them all."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from engine.core import Action
from engine.systeme_solaire import GAME
from engine.systeme_solaire.positions import position
from engine.systeme_solaire.words import seat_tie_words
from game import words as say_words
from game.tables.systeme_solaire import seats
from tests.client import layout_walk

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


def _three_way_tie() -> object:
    """Orbit (seat 2) won the auction and holds the marker; Nova, Pulsar and Quasar reveal 5, Alice 1."""
    s = position(5, hands={0: ["P1"], 1: ["P5"], 2: ["P1"], 3: ["P5"], 4: ["P5"]},
                 groups=[["Mars"], ["Venus"], ["Sun"], ["Earth"], ["Pluto"]], marker=2, winner=2, phase="select")
    for _ in range(20):
        if s.phase != "select":
            break
        seat = GAME.to_act(s)
        s = GAME.apply(s, Action("select", s.hands[seat][0]) if not s.selections[seat] else Action("done"))[0]
    return s


@pytest.mark.parametrize("lang", ["en", "fr", "long"])
def test_a_three_way_tie_is_said_in_one_form_on_every_panel(lang: str) -> None:
    pygame.font.init()
    layout_walk._set_language(lang)
    try:
        s = _three_way_tie()
        view = GAME.view(s, 0)
        assert view.order == (2, 1, 4, 3, 0), view.order
        d = SimpleNamespace(view=view, shown=None, say=lambda w: say_words.say(w, NAMES))
        levels = set()
        for seat in (1, 4, 3):
            forms = [d.say(w) for w in seat_tie_words(view, view.order.index(seat))]
            said = seats.status(d, seat)[0][0]
            assert said in forms, (said, forms)
            levels.add(forms.index(said))
        assert len(levels) == 1, levels
    finally:
        layout_walk._set_language("en")
