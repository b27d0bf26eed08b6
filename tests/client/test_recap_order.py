""""Since your last turn" tells the seats in the order things happened, each seat's lines together: a seat that
acted again after the others comes after them (playtest 16, Système Solaire at 4, 88b.png: grouped by the seat
that acted first, an auction read "Pulsar … Pulsar bids 3" before "Nova bids 1", "Orbit bids 2")."""

from __future__ import annotations

import pygame
import pytest

from engine.core import Event
from game.kit.log import GameLog
from game.kit.notes import Recap
from tests.client.recap_fakes import MovesGame, drawn_texts, scores_view

NAMES = ["Alice", "Nova", "Orbit", "Pulsar"]


def test_a_seat_that_acted_again_is_told_after_the_others(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()  # the fonts
    log, recap = GameLog(MovesGame(), NAMES), Recap()
    recap.acted(0, log.mark(), scores_view(0, 0, 0, 0))
    # Pulsar took a group at the end of the last round; then Nova, Orbit and Pulsar bid in turn
    for seat, value in ((3, 40), (1, 1), (2, 2), (3, 3)):
        log.add(Event("move", seat, value=value))
    recap.turn_starts(0, log, scores_view(0, 0, 0, 0))
    box = recap.box(pygame.Rect(14, 300, 400, 400))  # room for every line
    texts = drawn_texts(recap, box, monkeypatch)
    moves = [t for t in texts if "moves" in t]
    assert moves == ["1 moves 1", "2 moves 2", "3 moves 40", "3 moves 3"], texts
