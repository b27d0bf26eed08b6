"""Playtest 32b, item 6 (s39): "Draw 2 Projects, keep 1", the viewer's Objective woken by a bottom slot, lay on a
plate over the hand, on the card arriving there. The viewer's Objective plate and a tile's bonus plate stand under
the station, on the prompt's line, from their start to their end: over no hand card and no slot of the station
(SL-13: the Objective's effect; SL-14: a tile's bonus)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from engine.core import Event
from engine.space_lab.cards import OBJECTIVE
from game import i18n
from game.kit.moves import Plate
from game.tables.space_lab import choreo
from game.tables.space_lab import layout as L
from tests.client.space_lab import steps


def _rects(plate: Plate) -> list[pygame.Rect]:
    """Where the plate lies at each moment of its life."""
    surface = pygame.Surface((1280, 720))
    plate.update(plate.delay + 0.001)
    out = []
    while not plate.done:
        out += plate.draw(surface)
        plate.update(0.1)
    return out


def _clear(rects: list[pygame.Rect]) -> None:
    hand = [L.hand_card(i, n) for n in range(1, 8) for i in range(n)]
    slots = L.OWN.slots
    assert rects
    assert all(r.collidelist(hand) < 0 and r.collidelist(slots) < 0 for r in rects), rects


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_viewers_objective_and_bonus_plates_leave_the_hand_in_sight(data_dir: str, language: str) -> None:
    app, table = steps.start(2, 1)
    layout = table.ui.layout
    i18n.set_language(language)
    try:
        added: list[Any] = []
        fx = SimpleNamespace(say=table.say, burst=lambda *a, **kw: None, add=added.append, cue=lambda *a: None,
                             popup=lambda *a, **kw: None)
        for capsule in range(3):
            for card, o in OBJECTIVE.items():
                if o.effect is not None:
                    choreo._objective(Event("objective", layout.bottom, value=capsule, cards=(card,)), 0.0, layout, fx)
        stage = SimpleNamespace(fly=lambda *a, **kw: None)
        for capsule, source in ((0, "lab"), (2, "project")):
            choreo._validate(Event("validate", layout.bottom, value=10, target=f"C{capsule}", cards=(0,),
                                   source=source), 0.0, stage, layout, fx)
        plates = [p for p in added if isinstance(p, Plate)]
        assert len(plates) > 3
        for plate in plates:
            _clear(_rects(plate))
    finally:
        i18n.set_language("en")
