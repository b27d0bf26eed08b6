"""Five players: the first player never chooses a probe set and is dealt the one left (SS-4, R-7: choosing starts
at seat 1, seat 0 takes the last). Playtest 17 (138-5p-start.png): Alice, seat 1 and first player, read "waits for a
probe set" and was then handed one, with nothing on screen saying why. Her panel now says so while the others
choose; the set she is dealt is the one left."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.systeme_solaire import GAME
from game import i18n
from game import words as say_words
from game.tables.systeme_solaire import seats
from tests.client import layout_walk

NAMES = ["Alice", "Nova", "Orbit", "Pulsar", "Quasar"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_player_is_told_it_gets_the_last_probe_set(lang: str) -> None:
    import pygame

    pygame.font.init()
    layout_walk._set_language(lang)
    try:
        s = GAME.new(5, 3)
        assert s.phase == "probes" and GAME.to_act(s) == 1
        while s.phase == "probes":
            v = GAME.view(s, 0)
            d = SimpleNamespace(view=v, shown=None, say=lambda w: say_words.say(w, NAMES))
            assert seats.status(d, 0)[0][0] == i18n.tr("gets the last probe set")
            waiting = [q for q in range(1, 5) if q != v.to_act and not v.hand_sizes[q]]
            assert all(seats.status(d, q)[0][0] == i18n.tr("waits for a probe set") for q in waiting)
            left = [comp for comp, _cards in v.probe_sets]
            s = GAME.apply(s, GAME.legal_actions(s)[0])[0]
            assert GAME.to_act(s) != 0 or s.phase != "probes"  # Alice is never asked
        assert len(left) == 2 and s.hands[0]  # the last chooser left one set: Alice's
    finally:
        layout_walk._set_language("en")
